// @vitest-environment happy-dom
/**
 * Starfinder's roll dialog with Indie Dice's figures (src/systems/sfrpg/, docs/systems-sfrpg.md "The dialog"), in the
 * Foundry double playing Starfinder 0.30.0: the value comes from the call (`d20Roll`'s `difficulty`, or the targeted
 * token's KAC for an attack), the bonus as typed, the buttons the world's setting shows. The figures are the core's
 * (sfrpg-odds.test.ts settles them against an enumeration written from dice.js): +25 against DC 20 is 95.00 %;
 * +8 against KAC 18 55.00 % / 79.75 % / 30.25 %.
 */
import { describe, expect, it } from "vitest";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import {
  nextRollDialog,
  pressButton,
  rollAttack,
  rollSkill,
  typeBonus,
  useAdvantage,
} from "../../../../foundry-double/systems/sfrpg/driver";
import { defaultGeneration } from "../../../../foundry-double/profile";
import { documentFromUuidSync } from "../../../../src/foundry/foundry-documents";
import { must } from "../../../kit";
import { GM, PLAYER, useSfrpgTable } from "./sfrpg-world";

const chip = (element: HTMLElement, key: string) =>
  element.querySelector(`.dialog-button[data-button="${key}"] .indie-dice-system-chip`)?.textContent ?? null;

// Starfinder 0.30.0 declares Foundry 13 its maximum (system.json:12-14): no v14 world runs it; v14 skips.
describe.skipIf(defaultGeneration() === 14)("Starfinder's roll dialog", () => {
  const harness = useSfrpgTable();
  const navasi = () => documentFromUuidSync("Actor.navasi");
  onlyTheV1Warning();

  it("Acrobatics +25 against a macro's DC 20: 95.0% on Roll, the bonus typed follows", async () => {
    harness().foundry.setUser(PLAYER);
    const opened = nextRollDialog();
    const rolling = rollSkill(navasi(), "acr", 20);
    const app = await opened;
    const element = must(app.element.get(0));
    expect(chip(element, "Normal")).toBe("95.0%");
    expect(element.querySelector(".indie-dice-system-odds")?.textContent).toContain("Against DC 20");
    // −30 on keyup: 1d20 − 5 against 20 — only the natural 20.
    typeBonus(app, "-30");
    expect(chip(element, "Normal")).toBe("5.0%");
    harness().foundry.scriptFaces([1]);
    pressButton(app);
    const done = must(await rolling);
    // The system joins "+ -30"; Foundry's formula reads it "- 30".
    expect(done.roll.formula).toBe("1d20 + 25 - 30");
  });

  it("an attack +8 on the GM's Ksarik (KAC 18): the GM reads 55.0 / 79.8 / 30.3, a player no hit", async () => {
    harness().foundry.setUser(GM);
    await useAdvantage(true);
    harness().foundry.targetTokens(["ksarikToken"], GM);
    let opened = nextRollDialog();
    void rollAttack(navasi(), 8, "kac");
    let app = await opened;
    let element = must(app.element.get(0));
    expect([chip(element, "Disadvantage"), chip(element, "Normal"), chip(element, "Advantage")]).toEqual([
      "30.3%",
      "55.0%",
      "79.8%",
    ]);
    await app.close();

    harness().foundry.setUser(PLAYER);
    harness().foundry.targetTokens(["ksarikToken"], PLAYER);
    opened = nextRollDialog();
    void rollAttack(navasi(), 8, "kac");
    app = await opened;
    element = must(app.element.get(0));
    // No figure read from the NPC's KAC: no hit row, no number; each button's chip is its natural 20, the die's own.
    expect(chip(element, "Normal")).toBe("Critical hit (natural 20) 5.0%");
    const panel = must(element.querySelector(".indie-dice-system-odds")?.textContent);
    expect(panel).not.toMatch(/Hit|18|55\.0/);
    expect(panel).toContain("Critical hit (natural 20)");
    await app.close();

    // Her own Drone (KAC 16), whose sheet she owns: the system shows her its KAC, and so the figures: 13/20.
    harness().foundry.targetTokens(["droneToken"], PLAYER);
    opened = nextRollDialog();
    void rollAttack(navasi(), 8, "kac");
    app = await opened;
    expect(chip(must(app.element.get(0)), "Normal")).toBe("65.0%");
    await app.close();
  });

  it("a @Check link whose displayDC is false: its DC is the GM's, the player reads no figure from it", async () => {
    // enrichers/check.js:120-150: the link's dataset holds the DC as text; a click inside it starts the check.
    const link = document.createElement("a");
    Object.assign(link.dataset, { dc: "20", displayDC: "false" });
    const icon = link.appendChild(document.createElement("i"));
    document.body.append(link);
    const click = new MouseEvent("click", { bubbles: true });
    icon.dispatchEvent(click);
    for (const [user, expected] of [
      [PLAYER, "Critical success (natural 20) 5.0%"],
      [GM, "95.0%"],
    ] as const) {
      harness().foundry.setUser(user);
      const opened = nextRollDialog();
      void rollSkill(navasi(), "acr", "20", [], click);
      const app = await opened;
      const element = must(app.element.get(0));
      expect(chip(element, "Normal")).toBe(expected);
      const panel = must(element.querySelector(".indie-dice-system-odds")?.textContent);
      if (user === PLAYER) expect(panel).not.toMatch(/DC 20|95\.0/);
      await app.close();
    }
    link.remove();
  });

  it("a conditional modifier toggled on: no figure (the system stacks it as it rolls)", async () => {
    harness().foundry.setUser(PLAYER);
    const opened = nextRollDialog();
    const modifier = { name: "Haste", modifier: "2", max: 2, type: "untyped", enabled: false };
    void rollSkill(navasi(), "acr", 20, [modifier]);
    const app = await opened;
    const element = () => must(app.element.get(0));
    expect(chip(element(), "Normal")).toBe("95.0%");
    must(element().querySelector<HTMLElement>(".toggle-modifier")).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element().querySelector(".indie-dice-system-odds")).toBeNull();
    await app.close();
  });
});
