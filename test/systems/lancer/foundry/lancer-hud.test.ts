// @vitest-environment happy-dom
/**
 * Lancer's accuracy HUD with Indie Dice's figures (src/systems/lancer), in the Foundry double's Lancer 3.1.3 — on the
 * v13 profile only (Lancer declares Foundry 13 its maximum; on dom-v14 these tests are skipped). Every figure by hand
 * (docs/systems-lancer.md "The rules"): a d20 and the highest of k d6, weights for 2d6 1, 3, 5, 7, 9, 11 of 36.
 * - the rifle (Accurate: 1d6) at grit 2 against the drone's Evasion 10: hit 99/120, crit 39/120 (the worked example);
 * - the same without Accurate (d20 alone): hit 13/20 (an 8 or more), crit 3/20 (18 or more);
 * - a tech attack at +1 with 2 difficulty against E-Defense 10: hit 271/720, no crit (the worked example);
 * - a skill trigger at rank 2 (+4) with 1 difficulty against 10: 69/120 (the worked example).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { must } from "../../../kit";
import { setGeneration } from "../../../../foundry-double/profile";
import { systemData } from "../../../../foundry-double/systems/index";
import { SLIDE_OUT_MS } from "../../../../foundry-double/systems/lancer/hud";
import { settle } from "../../../foundry/support/dialog-harness";
import {
  GM,
  PLAYER,
  ON_V14,
  actorOf,
  chanceLine,
  clickHud,
  drawn,
  openFlow,
  setHud,
  useLancerTable,
} from "./lancer-world";

const rifle = () => must(actorOf("mech").items.get("rifle"));

describe.skipIf(ON_V14)("Lancer's accuracy HUD, as the GM", () => {
  const harness = useLancerTable(GM);

  it(
    "the rifle against the drone: " +
      "hit 82.5%, crit 32.5%, following Accurate, the manual adjust and the flat bonus live",
    async () => {
      harness().foundry.targetTokens(["droneTok"]);
      const { hud, rolling } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
      let shown = drawn(hud);
      expect(shown.cells).toEqual({ hit: 99 / 120, crit: 39 / 120 });
      expect(shown.chip).toBe(99 / 120);
      expect(shown.text).toContain("Drone");
      expect(hud.querySelector(".indie-dice-system-odds")?.nextElementSibling?.matches(".lancer-hud-buttons")).toBe(
        true,
      );

      // Accurate off: the d20 alone, 8 or more hits (13 faces), 18 or more crits.
      await setHud(hud, 'input[data-field="weapon.accurate"]', false);
      expect(drawn(hud).cells).toEqual({ hit: 13 / 20, crit: 3 / 20 });
      // Two difficulty by the manual adjust: d20 + 2 − the highest of 2d6 ≥ 10.
      await clickHud(hud, ".accdiff-less");
      await clickHud(hud, ".accdiff-less");
      // d20 ≥ 8 + m: 13 − m faces; Σ w_m (13 − m) = 12 + 33 + 50 + 63 + 72 + 77 = 307 of 720.
      expect(drawn(hud).cells.hit).toBeCloseTo(307 / 720, 14);
      // The flat bonus +1 (its plus button): d20 ≥ 7 + m, 14 − m faces: 307 + 36 = 343 of 720.
      await clickHud(hud, ".accdiff-flat-mod__plus");
      shown = drawn(hud);
      expect(shown.cells.hit).toBeCloseTo(343 / 720, 14);
      expect(shown.panels).toBe(1);

      harness().foundry.scriptFaces([14, 3, 5]);
      await clickHud(hud, 'button[data-button="submit"]');
      expect(await rolling).toBe(true);
      const message = must(harness().foundry.messages.at(-1));
      expect(message.rolls[0]?.formula.replace(/\s/g, "")).toBe("1d20+3-2d6kh1");
      // The crit: d20 ≥ 17 + m, 4 − m faces: 1·3 + 3·2 + 5·1 = 14 of 720, 1.9%.
      expect(await chanceLine(harness)).toBe("Before the roll (Drone): Hit: 47.6%, Critical (20+, hit or miss): 1.9%");
    },
  );

  it("an invisible target (its checkbox): half the totals are 0, the rifle's hit 33/80", async () => {
    harness().foundry.targetTokens(["droneTok"]);
    const { hud, rolling } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
    await setHud(hud, 'input[data-field="target.invisibility"]', true);
    expect(drawn(hud).cells).toEqual({ hit: 33 / 80, crit: 39 / 240 });
    await clickHud(hud, 'button[data-button="cancel"]');
    expect(await rolling).toBe(false);
    expect(harness().foundry.messages.length).toBe(0);
  });

  it(
    "a target picked while the HUD is open joins it: " + "a column for each, the ally's defence of 0 read as Evasion 5",
    async () => {
      harness().foundry.targetTokens(["droneTok"]);
      const { hud } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
      // Nothing in the HUD touched: the HUD draws its targets again on Foundry's targetToken, and the figures follow.
      harness().foundry.targetTokens(["droneTok", "allyTok"]);
      await settle();
      const shown = drawn(hud);
      // The ally: d20 + 2 + d6 ≥ 5 fails only on a 1 and a 1: 119/120; crit the same 39/120.
      expect(shown.cells).toEqual({ hit: 99 / 120, crit: 39 / 120, hit2: 119 / 120, crit2: 39 / 120 });
      expect(shown.chip).toBeNull();
    },
  );

  it(
    "a defence changed while the HUD is open (the HUD draws nothing of it): " +
      "the drone's Evasion to 0, read as 5, hit 119/120",
    async () => {
      harness().foundry.targetTokens(["droneTok"]);
      const { hud } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
      expect(drawn(hud).cells.hit).toBe(99 / 120);
      await actorOf("drone").update({ "system.evasion": 0 });
      await settle();
      expect(drawn(hud).cells.hit).toBe(119 / 120);
    },
  );

  it(
    "without targets the roll's totals; " + "a tech attack against E-Defense 10 at 2 difficulty: 271/720, no crit",
    async () => {
      const { hud: plain, rolling } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
      // d20 + 2 + d6: at least 5 unless 1 and 1 (119/120); at least 25 on d20 + d6 ≥ 23: 4 + 3 + 2 + 1 = 10 of 120.
      const totals = drawn(plain).cells;
      expect(totals.atLeast5).toBeCloseTo(119 / 120, 14);
      expect(totals.atLeast25).toBeCloseTo(10 / 120, 14);
      expect(drawn(plain).caption).toBe("No target: the chance of each total");
      await clickHud(plain, 'button[data-button="cancel"]');
      await rolling;

      harness().foundry.targetTokens(["droneTok"]);
      const { hud } = await openFlow("attack", () => actorOf("mech").beginBasicTechAttackFlow());
      await clickHud(hud, ".accdiff-less");
      await clickHud(hud, ".accdiff-less");
      expect(drawn(hud).cells).toEqual({ hit: 271 / 720 });
    },
  );

  it("a skill trigger at rank 2 with 1 difficulty: 69/120 against 10, kept in its message", async () => {
    const { hud, rolling } = await openFlow("hase", () => must(actorOf("mech").items.get("hold")).beginSkillFlow());
    expect(drawn(hud).cells).toEqual({ success: 15 / 20 });
    await clickHud(hud, ".accdiff-less");
    expect(drawn(hud).cells.success).toBeCloseTo(69 / 120, 14);
    harness().foundry.scriptFaces([10, 4]);
    await clickHud(hud, 'button[data-button="submit"]');
    await rolling;
    expect(await chanceLine(harness)).toBe("Before the roll (d20+4, +1 Difficulty): Success: 57.5%");
  });
});

describe.skipIf(ON_V14)("Lancer's HUD opened again while the last one slides out (0.4 s)", () => {
  const harness = useLancerTable(GM);
  afterEach(() => void vi.useRealTimers());

  /** The rifle rolled against the drone: the HUD closes and slides out, its figures on it (the clock stands still). */
  async function rolledAgainstTheDrone(): Promise<HTMLElement> {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    harness().foundry.targetTokens(["droneTok"]);
    const { hud, rolling } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
    expect(drawn(hud).cells).toEqual({ hit: 99 / 120, crit: 39 / 120 });
    await clickHud(hud, 'button[data-button="submit"]');
    expect(await rolling).toBe(true);
    expect(hud.closest("[inert]")).not.toBeNull();
    return hud;
  }

  it("the same weapon again: Lancer takes the sliding HUD back; it shows the new roll's target's", async () => {
    const old = await rolledAgainstTheDrone();
    harness().foundry.targetTokens(["allyTok"]);
    const { hud } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
    // The keyed block resumed: the same element, no longer inert.
    expect(hud).toBe(old);
    expect(hud.closest("[inert]")).toBeNull();
    // The ally's Evasion 0, read as 5: d20 + 2 + d6 fails only on a 1 and a 1; not the drone's 99/120.
    expect(drawn(hud).cells).toEqual({ hit: 119 / 120, crit: 39 / 120 });
    expect(drawn(hud).text).toContain("Ally");
    vi.advanceTimersByTime(SLIDE_OUT_MS);
    expect(hud.isConnected).toBe(true);
  });

  it("a tech attack meanwhile: its own HUD shows its figures, none on the one leaving", async () => {
    const old = await rolledAgainstTheDrone();
    const { hud } = await openFlow("attack", () => actorOf("mech").beginBasicTechAttackFlow());
    expect(hud).not.toBe(old);
    expect(old.isConnected).toBe(true);
    // d20 + 1 against E-Defense 10: a 9 or more, 12 of 20; a tech attack never crits.
    expect(drawn(hud).cells).toEqual({ hit: 12 / 20 });
    vi.advanceTimersByTime(SLIDE_OUT_MS);
    expect(old.isConnected).toBe(false);
    expect(drawn(hud).cells).toEqual({ hit: 12 / 20 });
    expect(drawn(hud).panels).toBe(1);
  });
});

describe.skipIf(ON_V14)("Lancer's accuracy HUD, as the player", () => {
  const harness = useLancerTable(PLAYER);

  it("the GM's drone's defence stays the GM's: no hit figure, its crit shown; the ally's shown", async () => {
    harness().foundry.targetTokens(["droneTok", "allyTok"]);
    const { hud, rolling } = await openFlow("attack", () => rifle().beginWeaponAttackFlow());
    const shown = drawn(hud);
    expect(shown.cells).toEqual({ crit: 39 / 120, hit2: 119 / 120, crit2: 39 / 120 });
    expect(shown.text).not.toContain("82.5");
    // The drone alone: nothing of its defence, the caption says why.
    harness().foundry.targetTokens(["droneTok"]);
    await settle();
    expect(drawn(hud).cells).toEqual({ crit: 39 / 120 });
    expect(drawn(hud).caption).toBe(
      "The target's defence is the GM's: only the chance of a critical, which reads nothing of it",
    );
    harness().foundry.scriptFaces([15, 6]);
    await clickHud(hud, 'button[data-button="submit"]');
    await rolling;
    const line = await chanceLine(harness);
    expect(line).toBe("Before the roll (Drone): Critical (20+, hit or miss): 32.5%");
  });
});

describe.runIf(ON_V14)("Lancer on Foundry 14", () => {
  it("is not loaded: its system.json declares Foundry 13 its maximum", () => {
    setGeneration(14);
    expect(() => systemData("lancer")).toThrow("Lancer 3.1.3 declares Foundry 13 its maximum");
  });
});
