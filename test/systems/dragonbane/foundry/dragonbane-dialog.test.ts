// @vitest-environment happy-dom
/**
 * Dragonbane's roll dialog with Indie Dice's figures (src/systems/dragonbane), in the Foundry double's Dragonbane 3.2
 * — on the v13 profile only (Dragonbane declares Foundry 13 its maximum; on dom-v14 these tests are skipped). Every
 * figure by hand (docs/systems-dragonbane.md "The rules"): one d20 at or under 12 is 12/20; the lower of two, 1 −
 * (8/20)² = 336/400; the higher of two, (12/20)² = 144/400; a Dragon (a 1) on the lower of two 1 − (19/20)² =
 * 39/400, on the higher (1/20)²; a Demon (a 20) the other way round.
 */
import { describe, expect, it } from "vitest";
import { setGeneration } from "../../../../foundry-double/profile";
import { systemData } from "../../../../foundry-double/systems/index";
import {
  clickAttribute,
  clickRow,
  nextRollDialog,
  openSheet,
  setField,
  submitRollDialog,
} from "../../../../foundry-double/systems/dragonbane/driver";
import { DoDSkillTest } from "../../../../foundry-double/systems/dragonbane/tests";
import { elementOf, must } from "../../../kit";
import {
  GM,
  PLAYER,
  ON_V14,
  actorOf,
  systemOf,
  chanceLine,
  drawn,
  openFrom,
  useDragonbaneTable,
} from "./dragonbane-world";

describe.skipIf(ON_V14)("Dragonbane's roll dialog, as the player", () => {
  const harness = useDragonbaneTable(PLAYER);
  const hero = () => actorOf("hero");

  it(
    "Awareness 12 with its worn charm's boon: 2d20kl, 84%; " +
      "the extras and the sources change it live, without a render",
    async () => {
      const { dialog, rolling } = await openFrom(hero(), (sheet) => clickRow(sheet, "Awareness"));
      let shown = drawn(dialog.element);
      expect(shown.caption).toBe("Against 12: a d20 of 12 or less succeeds");
      expect(shown.rows).toEqual({ success: 336 / 400, failure: 64 / 400, dragon: 39 / 400, demon: 1 / 400 });
      expect(shown.chip).toBe(336 / 400);
      // The charm ticked adds 336/400 − 240/400; the cloak, not worn so not ticked, would take 24% away.
      expect(shown.extras).toEqual({ "boons.Lucky charm": "+24.0%", "banes.Heavy cloak": "−24.0%" });
      expect(
        dialog.element.querySelector(".indie-dice-system-odds")?.nextElementSibling?.matches("footer.form-footer"),
      ).toBe(true);

      // The charm unticked: one d20, 60%, a Dragon and a Demon 5% each.
      setField(dialog, "boons.Lucky charm", false);
      expect(drawn(dialog.element).rows).toEqual({ success: 0.6, failure: 0.4, dragon: 0.05, demon: 0.05 });
      // Two extra banes and the charm again: one bane left, 2d20kh: 144/400.
      setField(dialog, "boons.Lucky charm", true);
      setField(dialog, "extraBanes", "2");
      shown = drawn(dialog.element);
      expect(shown.rows).toEqual({ success: 144 / 400, failure: 256 / 400, dragon: 1 / 400, demon: 39 / 400 });
      expect(shown.panels).toBe(1);

      harness().foundry.scriptFaces([5, 14]);
      await submitRollDialog(dialog);
      await rolling;
      const message = harness().foundry.messages.at(-1);
      expect([
        message?.type,
        systemOf(message).target,
        systemOf(message).banes,
        systemOf(message).boons,
        message?.rolls[0]?.formula,
      ]).toEqual(["skillTest", 12, 2, 1, "2d20kh"]);
      expect(await chanceLine(harness)).toBe(
        "Before the roll (Boons: 1, banes: 2): Success: 36.0%, Failure: 64.0%, Dragon: 0.3%, Demon: 9.8%",
      );
    },
  );

  it(
    "a weapon: its skill's 12, its enchantment's Dragons (1–3: " +
      "15%), a weak spot a bane more, a topple a boon more (it topples)",
    async () => {
      const { dialog, rolling } = await openFrom(hero(), (sheet) => clickRow(sheet, "Long spear"));
      expect(drawn(dialog.element).rows).toEqual({ success: 0.6, failure: 0.4, dragon: 0.15, demon: 0.05 });
      setField(dialog, "action", "weakpoint");
      // 2d20kh: a Dragon needs both dice at 3 or less, (3/20)².
      expect(drawn(dialog.element).rows).toEqual({
        success: 144 / 400,
        failure: 256 / 400,
        dragon: 9 / 400,
        demon: 39 / 400,
      });
      setField(dialog, "action", "topple");
      expect(drawn(dialog.element).rows.success).toBe(336 / 400);
      setField(dialog, "enchantedWeapon", "0");
      expect(drawn(dialog.element).rows.dragon).toBe(39 / 400);
      await submitRollDialog(dialog);
      await rolling;
      const message = harness().foundry.messages.at(-1);
      expect([
        message?.type,
        systemOf(message).boons,
        systemOf(message).extraDragons,
        message?.rolls[0]?.formula,
      ]).toEqual(["weaponTest", 1, 0, "2d20kl"]);
    },
  );

  it("AGL 12 while Dazed: the condition's bane, ticked, 2d20kh: 36%, 24% under one d20's 60%", async () => {
    const { dialog, rolling } = await openFrom(hero(), (sheet) => clickAttribute(sheet, "agl"));
    expect(drawn(dialog.element).caption).toBe("Against 12: a d20 of 12 or less succeeds");
    expect(drawn(dialog.element).rows.success).toBe(144 / 400);
    expect(drawn(dialog.element).extras).toEqual({ "banes.Dazed": "−24.0%" });
    await submitRollDialog(dialog);
    await rolling;
  });

  it(
    "a dialog no sheet click of this user opened: " + "no value made up, only the Dragon and the Demon, and why",
    async () => {
      const sheet = await openSheet(hero());
      // Shift rolls at once: the click is not kept for the next dialog.
      await clickRow(sheet, "Awareness", { shift: true });
      const opened = nextRollDialog();
      const rolling = new DoDSkillTest(hero(), hero().findSkill("Awareness")).roll();
      const dialog = await opened;
      const shown = drawn(dialog.element);
      expect(shown.caption).toBe(
        "Indie Dice cannot see the value this roll is made against " +
          "(the dialog does not carry it). Roll from the skill or the attribute on the character sheet.",
      );
      expect(shown.rows).toEqual({ dragon: 39 / 400, demon: 1 / 400 });
      // The button carries the Dragon's chance, named as such (no success to head it); no source's change without a
      // value.
      expect([shown.chip, shown.extras]).toEqual([39 / 400, {}]);
      expect(dialog.element.querySelector('button[data-action="ok"] .indie-dice-system-chip')?.textContent).toContain(
        "Dragon",
      );
      await submitRollDialog(dialog);
      await rolling;
    },
  );
  it(
    "a source whose name holds a dot counts as the system's submit counts it: " + "ticked or not, a boon (2d20kl, 84%)",
    async () => {
      const { dialog, rolling } = await openFrom(hero(), (sheet) => clickRow(sheet, "Bushcraft"));
      const box = must(dialog.element.querySelector<HTMLInputElement>('input[name="boons.St. Ander\'s map"]'));
      expect(box.checked).toBe(false);
      // expandObject makes `boons.St. Ander's map` {St: {" Ander's map": false}}, an object, which the submit counts.
      expect(drawn(dialog.element).rows.success).toBe(336 / 400);
      expect(drawn(dialog.element).extras).toEqual({});
      await submitRollDialog(dialog);
      await rolling;
      expect([
        systemOf(harness().foundry.messages.at(-1)).boons,
        harness().foundry.messages.at(-1)?.rolls[0]?.formula,
      ]).toEqual([1, "2d20kl"]);
    },
  );

  it(
    "two sources of one name count as the system's submit counts them: " +
      "one boon, ticked or not (2d20kl, 84%, not 3d20kl's 93.6%)",
    async () => {
      const { dialog, rolling } = await openFrom(hero(), (sheet) => clickRow(sheet, "Swimming"));
      const feet = Array.from(dialog.element.querySelectorAll<HTMLInputElement>('input[name="boons.Rabbit\'s foot"]'));
      expect(feet.map((box) => box.checked)).toEqual([true, true]);
      // FormDataExtended reads two boxes of one name as a list ([true, true]), which the submit counts once, as a list
      // of two unticked boxes ([false, false]): one boon, 1 − (8/20)² = 336/400, either way; no box changes it.
      expect(drawn(dialog.element).rows.success).toBe(336 / 400);
      expect(drawn(dialog.element).extras).toEqual({});
      for (const box of feet) box.checked = false;
      feet[0]?.dispatchEvent(new Event("change", { bubbles: true }));
      expect(drawn(dialog.element).rows.success).toBe(336 / 400);
      await submitRollDialog(dialog);
      await rolling;
      expect([
        systemOf(harness().foundry.messages.at(-1)).boons,
        harness().foundry.messages.at(-1)?.rolls[0]?.formula,
      ]).toEqual([1, "2d20kl"]);
    },
  );

  it(
    "a click the system did not answer, then a dialog for another skill: " +
      "its title is not the click's, so no value",
    async () => {
      const sheet = await openSheet(hero());
      // A copy of the Awareness row's roll link, without the sheet's listener: the click is remembered, no test starts.
      const link = must(
        Array.from(sheet.element.querySelectorAll<HTMLElement>(".rollable-skill")).find(
          (row) => row.textContent === "Awareness",
        ),
      );
      const copy = elementOf(link.cloneNode(true), HTMLElement);
      link.after(copy);
      copy.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      const opened = nextRollDialog();
      const rolling = new DoDSkillTest(hero(), hero().findSkill("Spear")).roll();
      const dialog = await opened;
      expect(drawn(dialog.element).caption).toContain("Indie Dice cannot see the value");
      expect(drawn(dialog.element).rows).toEqual({ dragon: 0.05, demon: 0.05 });
      await submitRollDialog(dialog);
      await rolling;
    },
  );
});

describe.skipIf(ON_V14)("Dragonbane's roll dialog, as the GM", () => {
  useDragonbaneTable(GM);

  it("the orc's Awareness 15, a monster of the GM's: the GM reads 75%", async () => {
    const { dialog, rolling } = await openFrom(actorOf("orc"), (sheet) => clickRow(sheet, "Awareness"));
    expect(drawn(dialog.element).rows).toEqual({ success: 0.75, failure: 0.25, dragon: 0.05, demon: 0.05 });
    await submitRollDialog(dialog);
    await rolling;
  });
});

describe.runIf(ON_V14)("Dragonbane on Foundry 14", () => {
  it("is not loaded: its system.json declares Foundry 13 its maximum", () => {
    setGeneration(14);
    expect(() => systemData("dragonbane")).toThrow("Dragonbane 3.2 declares Foundry 13 its maximum");
  });
});
