// @vitest-environment happy-dom
/**
 * World of Darkness 5e's roll dialog with Indie Dice's figures (src/systems/wod5e), in the Foundry double's wod5e
 * 5.3.25 — on the v14 profile only (the release declares Foundry 14 its minimum; on dom these tests are skipped).
 * Figures by hand (docs/systems-wod5e.md "The rules"): a d10 succeeds on 6+ (5/10), a pair of 10s counts 4.
 */
import { describe, expect, it } from "vitest";
import { press, submit, type } from "../../../../foundry-double/systems/wod5e/driver";
import { systemData } from "../../../../foundry-double/systems/index";
import { GM, PLAYER, ON_V13, drawn, openFrom, useWodTable } from "./wod5e-world";

describe.skipIf(ON_V13)("World of Darkness 5e's roll dialog, as the player", () => {
  const harness = useWodTable(PLAYER);

  it(
    "Nadia's Wits 2 with Hunger 1: 1 die + 1 hunger, no difficulty; " +
      "at 2 the worked example's 24/65/10/1; live on +/−",
    async () => {
      const { dialog, rolling } = await openFrom("nadia", "wits");
      expect(dialog.element.querySelector<HTMLInputElement>("#inputBasicDice")?.value).toBe("1");
      expect(dialog.element.querySelector<HTMLInputElement>("#inputAdvancedDice")?.value).toBe("1");
      // No difficulty: any 6+ of the two succeeds, 1 − (5/10)²; a hunger 1 is a Possible Bestial Failure whatever else.
      let shown = drawn(dialog.element);
      expect(shown.caption).toBe("No difficulty set: any success succeeds (each pair of 10s counts 4)");
      expect(shown.rows.possibleBestialFailure).toBeCloseTo(0.1, 12);
      // The difficulty typed: 2.
      type(dialog, "#inputDifficulty", "2");
      shown = drawn(dialog.element);
      expect(shown.caption).toBe("Difficulty 2: successes at or over it succeed (each pair of 10s counts 4)");
      expect(shown.rows.success).toBeCloseTo(0.24, 12);
      expect(shown.rows.failure).toBeCloseTo(0.65, 12);
      expect(shown.rows.bestialFailure).toBeCloseTo(0.1, 12);
      expect(shown.rows.messyCritical).toBeCloseTo(0.01, 12);
      expect(shown.chip).toBeCloseTo(0.24, 12);
      // + on the basic dice sends no input event: the click redraws. 2 + 1 hunger at 2: a mortal 2 dice' 25/100 and
      // more.
      press(dialog, "plus", "inputBasicDice");
      expect(dialog.element.querySelector<HTMLInputElement>("#inputBasicDice")?.value).toBe("2");
      shown = drawn(dialog.element);
      const total = Object.values(shown.rows).reduce((sum, p) => sum + p, 0);
      expect(total).toBeCloseTo(1, 12);
      // A hunger 1 leaves the two basic dice to reach 2 alone: Bestial unless both show 6+, 1/10 · 75/100.
      expect(shown.rows.bestialFailure).toBeCloseTo(0.1 * 0.75, 12);
      expect(shown.panels).toBe(1);
      await submit(dialog);
      await rolling;
      const message = harness().foundry.messages.at(-1);
      expect(message?.rolls[0]?.formula).toBe("2dvcs>5 + 1dgcs>5");
    },
  );

  it(
    "a custom modifier row counts in the basic dice: " +
      "Paul's 2 dice + 1 at difficulty 3 — 3 dice reach 3 with 3 of 6+ or a pair of 10s",
    async () => {
      const { dialog, rolling } = await openFrom("paul", "wits");
      type(dialog, "#inputDifficulty", "3");
      expect(drawn(dialog.element).rows.success).toBeCloseTo(0.01, 12);
      press(dialog, "addCustomMod");
      // 3 dice at 3: all three 6+ (125/1000), or two 10s and a 1–5 (3·1·1·5 = 15/1000): 140/1000.
      expect(drawn(dialog.element).rows.success).toBeCloseTo(0.14, 12);
      await submit(dialog);
      await rolling;
    },
  );

  it(
    "a hunter's Drive box adds a desperation die with no event of its own: " + "the worked example's 475/425/25/75",
    async () => {
      const { dialog, rolling } = await openFrom("ezra", "wits");
      type(dialog, "#inputDifficulty", "2");
      type(dialog, ".mod-checkbox", true);
      expect(dialog.element.querySelector<HTMLInputElement>("#inputAdvancedDice")?.value).toBe("1");
      const shown = drawn(dialog.element);
      expect(shown.rows.success).toBeCloseTo(0.475, 12);
      expect(shown.rows.failure).toBeCloseTo(0.425, 12);
      expect(shown.rows.desperationSuccess).toBeCloseTo(0.025, 12);
      expect(shown.rows.despair).toBeCloseTo(0.075, 12);
      await submit(dialog);
      await rolling;
    },
  );

  it("no dice at all: Nadia's Hunger 1 makes it one hunger die (the zero-dice rule), 1/10 Bestial", async () => {
    const { dialog, rolling } = await openFrom("nadia", "wits");
    press(dialog, "minus", "inputBasicDice");
    press(dialog, "minus", "inputAdvancedDice");
    type(dialog, "#inputDifficulty", "1");
    const shown = drawn(dialog.element);
    expect(shown.rows.success).toBeCloseTo(0.5, 12);
    expect(shown.rows.bestialFailure).toBeCloseTo(0.1, 12);
    await submit(dialog);
    await rolling;
    expect(harness().foundry.messages.at(-1)?.rolls[0]?.formula).toBe("0dvcs>5 + 1dgcs>5");
  });
});

describe.skipIf(ON_V13)("World of Darkness 5e's roll dialog, the GM's NPC as the player", () => {
  useWodTable(PLAYER);

  it(
    "a dialog for the Sire (observed, owned by no player) draws no figure for the player: " +
      "her numbers are the GM's",
    async () => {
      const { dialog, rolling } = await openFrom("sire", "wits");
      expect(drawn(dialog.element).panels).toBe(0);
      type(dialog, "#inputDifficulty", "2");
      press(dialog, "plus", "inputBasicDice");
      expect(drawn(dialog.element).panels).toBe(0);
      await submit(dialog);
      await rolling;
    },
  );
});

describe.skipIf(ON_V13)("World of Darkness 5e's roll dialog, the GM's NPC", () => {
  const gm = useWodTable(GM);

  it("the GM sees the Prince's figures: Wits 3, Hunger 2 → 1 die + 2 hunger", async () => {
    const { dialog, rolling } = await openFrom("prince", "wits");
    expect(drawn(dialog.element).panels).toBe(1);
    await submit(dialog);
    await rolling;
    expect(gm().foundry.messages.length).toBeGreaterThan(0);
  });
});

describe.skipIf(!ON_V13)("World of Darkness 5e on Foundry 13", () => {
  it("is not loaded: 5.3.25 declares Foundry 14 its minimum, and the double refuses it as Foundry would", () => {
    expect(() => systemData("wod5e")).toThrow(/Foundry 14 its minimum/);
  });
});
