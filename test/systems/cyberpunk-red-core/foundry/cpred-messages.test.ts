// @vitest-environment happy-dom
/**
 * A Cyberpunk RED check's message keeps the chance it had (docs/systems-cyberpunk-red-core.md "The roll's message"),
 * in the Foundry double playing 0.93: the roll the dialog confirmed, rolled and posted as `_onRoll` and
 * `CPRChat.RenderRollCard` post it (cpr-actor-sheet.js:624-664, cpr-chat.js:61-87). The figures are those counted
 * from the system's code in ../core/cpred-odds.test.ts (base 12 against DV 15: 70 of 100 ways beat it; without a DV,
 * the row "at least 16" is the same 70). A record the card does not bear out, a message its author may not speak
 * for, a GM's NPC seen by a player and a blind roll draw nothing.
 */
import { describe, expect, it } from "vitest";
import { rollCprCheck } from "../../../../foundry-double/systems/cyberpunk-red-core/driver";
import { must, renderedElement } from "../../../kit";
import { onlyTheV1Warning } from "../../pf2e/foundry/valeros-world";
import { GM, HANDGUN, PLAYER, useCpredTable } from "./cpred-world";

const KEPT_BASE: string = "flags.indie-dice.systemRoll.kept.base";

describe("a Cyberpunk RED check's message keeps its chance", () => {
  // 0.93's `ChatDataSetup` reads core.rollMode (cpr-chat.js:26), which v14 deprecates.
  const harness = useCpredTable(["core.rollMode"]);
  // 0.93's CPRDialog is a V1 FormApplication: Foundry warns of the framework once a page load.
  onlyTheV1Warning();
  const lastMessage = () => must(harness().foundry.messages.at(-1));

  async function chanceLine(message = lastMessage()): Promise<string | null> {
    const card = renderedElement(await harness().foundry.renderMessage(message));
    const lines = [...card.querySelectorAll(".indie-dice-system-chance")].map((line) => line.textContent);
    return lines.length ? lines.join(" | ") : null;
  }

  async function check(user: string, actor: string, faces: number[], dv?: string) {
    harness().foundry.setUser(user);
    harness().foundry.scriptFaces(faces);
    await rollCprCheck(actor, HANDGUN, dv);
    return lastMessage();
  }

  it("V's Handgun (base 12) against the DV 15 she typed, a 7: 70.0% kept; GM alike; forged: nothing", async () => {
    const message = await check(PLAYER, "v", [7], "15");
    expect(message.content).toMatch(/>19<\/span>/);
    expect(message.getFlag("indie-dice", "systemRoll")).toEqual({
      system: "cyberpunk-red-core",
      kept: { base: 12, critical: true, dv: 15 },
    });
    const line = must(await chanceLine(message));
    expect(line).toContain("Beats the DV: 70.0%");
    expect(line).toContain("A tie with the DV (fails as coded; 'beats or ties' adds it): 10.0%");
    harness().foundry.setUser(GM);
    expect(await chanceLine(message)).toBe(line);
    // A base the card does not bear out (12 + 7 is the 19 it shows), then the card's total changed: nothing.
    await message.update({ [KEPT_BASE]: 13 });
    expect(await chanceLine(message)).toBeNull();
    await message.update({ [KEPT_BASE]: 12, content: message.content.replace(">19</span>", ">20</span>") });
    expect(await chanceLine(message)).toBeNull();
  });

  it("a critical success without a DV (10 then 4: 26): each DV of the rules, 70.0% for DV 15", async () => {
    const message = await check(PLAYER, "v", [10, 4]);
    expect(message.content).toContain("d10_10_preem.svg");
    expect(message.getFlag("indie-dice", "systemRoll")).toMatchObject({ kept: { base: 12, dv: null } });
    const lines = must(await chanceLine(message)).split(" | ");
    expect(lines[0]).toContain("Critical success: a 10, one more d10 added: 10.0%");
    // Base 12 beats DV 9 (10+) but on a 1 then 4 or more taken away (7 of 100 ways): 93%; DV 15, 70%; DV 29, a 10
    // then 8 or more (3 of 100).
    expect(lines.slice(1)).toEqual([
      "Before the roll (Against DV 9): Beats the DV: 93.0%",
      "Before the roll (Against DV 13): Beats the DV: 90.0%",
      "Before the roll (Against DV 15): Beats the DV: 70.0%",
      "Before the roll (Against DV 17): Beats the DV: 50.0%",
      "Before the roll (Against DV 21): Beats the DV: 10.0%",
      "Before the roll (Against DV 24): Beats the DV: 8.0%",
      "Before the roll (Against DV 29): Beats the DV: 3.0%",
    ]);
  });

  it("the GM's mook against the DV he typed: his DV is not kept; he reads the chance, a player nothing", async () => {
    const message = await check(GM, "ganger", [5], "15");
    // The DV 15 stayed in the GM's dialog: the flag every client reads has none; he reads each DV of the rules.
    expect(message.getFlag("indie-dice", "systemRoll")).toMatchObject({ kept: { base: 12, dv: null } });
    expect(JSON.stringify(message.flags)).not.toContain("15");
    expect(must(await chanceLine(message))).toContain("(Against DV 15): Beats the DV: 70.0%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(message)).toBeNull();
  });

  it("a card written by a player as the GM's mook, with a record: nothing, even for the GM", async () => {
    const posted = await check(PLAYER, "v", [7], "15");
    const { content, flags } = posted;
    await ChatMessage.create({ content, flags, speaker: { actor: "ganger", alias: "Tyger Claws Ganger" } });
    harness().foundry.setUser(GM);
    expect(await chanceLine(posted)).not.toBeNull();
    expect(must(lastMessage()).speaker.actor).toBe("ganger");
    expect(await chanceLine(lastMessage())).toBeNull();
  });

  it("the GM's check for V whispered to the GMs: the player reads nothing; his DV is not kept", async () => {
    harness().foundry.setUser(GM);
    await game.settings.set("core", "rollMode", "gmroll");
    const message = await check(GM, "v", [7], "15");
    expect(message.getFlag("indie-dice", "systemRoll")).toMatchObject({ kept: { base: 12, dv: null } });
    expect(must(await chanceLine(message))).toContain("(Against DV 15): Beats the DV: 70.0%");
    harness().foundry.setUser(PLAYER);
    expect(await chanceLine(message)).toBeNull();
  });

  it("a blind roll is no roll to Foundry (no rolls): its author reads the card and its chance, as the GM", async () => {
    harness().foundry.setUser(PLAYER);
    await game.settings.set("core", "rollMode", "blindroll");
    const message = await check(PLAYER, "v", [7], "15");
    expect(message.blind).toBe(true);
    expect(must(await chanceLine(message))).toContain("Beats the DV: 70.0%");
    harness().foundry.setUser(GM);
    expect(must(await chanceLine(message))).toContain("Beats the DV: 70.0%");
  });
});
