// @vitest-environment happy-dom
/**
 * Twodsix's throw dialog with Indie Dice's figures (src/systems/twodsix), in the Foundry double's Twodsix 7.5.2 — on
 * the v14 profile only (the release declares Foundry 14 its minimum; on dom these tests are skipped). The dialog is
 * found by the method that opens it (`TwodsixRollSettings#_throwDialog`), its settings read from that object.
 * Figures by hand: 2d6 totals 2..12 come 1,2,3,4,5,6,5,4,3,2,1 ways of 36; 3d6 keeping the best two 1,3,7,12,19,27,
 * 34,36,34,27,16 of 216.
 */
import { describe, expect, it } from "vitest";
import { applyRuleset } from "../../../../foundry-double/systems/twodsix/index";
import { choose, nextThrowDialog, submit } from "../../../../foundry-double/systems/twodsix/driver";
import { GM, ON_V13, PLAYER, actorOf, drawn, openThrow, useTwodsixTable } from "./twodsix-world";

describe.skipIf(ON_V13)("Twodsix's throw dialog, as the player", () => {
  useTwodsixTable(PLAYER);

  it(
    "CE (DM mode, degrees CE): Pilot 1 with DEX 9 at Average — " +
      "the worked example's 26/36, its degrees, live as the form changes",
    async () => {
      await applyRuleset("CE");
      const { dialog, rolling } = await openThrow("jamison", "pilot");
      let shown = drawn(dialog.element);
      expect(shown.caption).toBe("Effect against 8+");
      expect(shown.rows.Normal?.success).toBeCloseTo(26 / 36, 12);
      expect(shown.rows.Normal?.degreeFailure).toBeCloseTo(10 / 36, 12);
      expect(shown.rows.Normal?.degreeSuccess).toBeCloseTo(25 / 36, 12);
      expect(shown.rows.Normal?.degreeExceptionalSuccess).toBeCloseTo(1 / 36, 12);
      // Effect −6 or less cannot happen at DM +2 (the lowest throw, 2, is Effect −4): no row is drawn for it.
      expect(shown.rows.Normal?.degreeExceptionalFailure).toBeUndefined();
      expect(shown.rows.Normal?.critSuccess).toBeCloseTo(1 / 36, 12);
      expect(shown.chip).toBeCloseTo(26 / 36, 12);
      // Difficult is a −2 DM in DM mode: M = 0 against 8, 15/36.
      choose(dialog, "difficulty", "Difficult");
      expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(15 / 36, 12);
      // A boon: the chip follows the select; 3d6kh2 ≥ 8 is 34+36+34+27+16 = 147 of 216.
      choose(dialog, "rollType", "Advantage");
      shown = drawn(dialog.element);
      expect(shown.chip).toBeCloseTo(147 / 216, 12);
      expect(shown.panels).toBe(1);
      // Other −1 and chain +2: M = +1 against 8 on the boon, 2d6kh2 ≥ 7: 147 + 27 = 174 of 216.
      choose(dialog, "rollModifiers.other", "-1");
      choose(dialog, "rollModifiers.chain", "2");
      expect(drawn(dialog.element).chip).toBeCloseTo(174 / 216, 12);
      await submit(dialog);
      await rolling;
    },
  );

  it(
    "MGT2E (target mode, degrees other, crit at Effect 6): " +
      "Electronics 0, INT 7, Difficult (10+), a boon — 77/216 and its six degrees",
    async () => {
      await applyRuleset("MGT2E");
      const { dialog, rolling } = await openThrow("jamison", "electronics");
      choose(dialog, "difficulty", "Difficult");
      choose(dialog, "rollType", "Advantage");
      const shown = drawn(dialog.element);
      expect(shown.caption).toBe("Effect against 10+");
      const boon = shown.rows.Advantage ?? {};
      expect(boon.success).toBeCloseTo(77 / 216, 12);
      expect(boon.degreeExceptionalFailure).toBeCloseTo(11 / 216, 12);
      expect(boon.degreeAverageFailure).toBeCloseTo(92 / 216, 12);
      expect(boon.degreeMarginalFailure).toBeCloseTo(36 / 216, 12);
      expect(boon.degreeMarginalSuccess).toBeCloseTo(34 / 216, 12);
      expect(boon.degreeAverageSuccess).toBeCloseTo(43 / 216, 12);
      expect(boon.critSuccess).toBeCloseTo(16 / 216, 12);
      expect(boon.critFail).toBeCloseTo(11 / 216, 12);
      expect(shown.chip).toBeCloseTo(77 / 216, 12);
      await submit(dialog);
      await rolling;
    },
  );

  it(
    "CEL (a natural 12 lifts Effect to 0): " +
      "Marla's untrained Streetwise −3, INT 5 (−1), Other −1, Difficult 8+ — only the 12, 1/36",
    async () => {
      await applyRuleset("CEL");
      const { dialog, rolling } = await openThrow("marla", "streetwise");
      choose(dialog, "difficulty", "Difficult");
      choose(dialog, "rollModifiers.other", "-1");
      expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(1 / 36, 12);
      await submit(dialog);
      await rolling;
    },
  );

  it(
    "a skill chosen in the dialog sets its characteristic with no event of its own: " + "the figures follow both",
    async () => {
      await applyRuleset("CE");
      const { dialog, rolling } = await openThrow("jamison", "pilot");
      // Electronics 0 with INT 7 (+0) at Average: M = 0 against 8, 15/36 (Pilot 1 with DEX +1 was 26/36).
      choose(dialog, "rollModifiers.selectedSkill", "Actor.jamison.Item.electronics");
      expect(dialog.element.querySelector<HTMLSelectElement>('[name="rollModifiers.characteristic"]')?.value).toBe(
        "INT",
      );
      expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(15 / 36, 12);
      await submit(dialog);
      await rolling;
    },
  );

  it("a characteristic's throw (no skill fields): DEX 9 at Average under CE, 2d6 + 1 ≥ 8, 21/36", async () => {
    await applyRuleset("CE");
    const { dialog, rolling } = await openThrow("jamison", "DEX", true);
    expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(21 / 36, 12);
    await submit(dialog);
    await rolling;
  });
});

describe.skipIf(ON_V13)("Twodsix's throw dialog for the GM's NPC, as the player", () => {
  useTwodsixTable(PLAYER);

  it(
    "a throw for the Corsair " +
      "(no player owns it) called from a macro opens the dialog but draws the player no figure",
    async () => {
      await applyRuleset("CE");
      // The sheet refuses a non-owner's click; the actor's own method does not (actor-base.js:449-471).
      const opened = nextThrowDialog();
      const rolling = actorOf("corsair").characteristicRoll({ rollModifiers: { characteristic: "DEX" } }, true);
      const dialog = await opened;
      expect(drawn(dialog.element).panels).toBe(0);
      expect(dialog.element.querySelector('button[data-action="ok"] .indie-dice-system-chip')).toBeNull();
      await submit(dialog);
      await rolling;
    },
  );
});

describe.skipIf(ON_V13)("Twodsix's throw dialog, as the GM", () => {
  useTwodsixTable(GM);

  it(
    "the GM's Corsair (no player owns it): " +
      "the GM reads its figures — Pilot 2, DEX 9 at Average under CE, 2d6 + 3 ≥ 8, 30/36",
    async () => {
      await applyRuleset("CE");
      const { dialog, rolling } = await openThrow("corsair", "pilot");
      expect(drawn(dialog.element).rows.Normal?.success).toBeCloseTo(30 / 36, 12);
      await submit(dialog);
      await rolling;
    },
  );
});
