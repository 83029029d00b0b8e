// @vitest-environment happy-dom
/**
 * Shadowdark's RollDialogSD with Indie Dice's figures (src/systems/shadowdark/, docs/systems-shadowdark.md), in the
 * Foundry double playing Shadowdark 4.0.4 — on v13 (project dom) and v14 (dom-v14) — as the GM and as a player.
 * Every figure is worked out by hand: `d20 + 3` against 12 needs a 9 on the die, so 12/20 = 60% on one d20, 1 −
 * (8/20)² = 84% on the better of two (`2d20kh`), (12/20)² = 36% on the worse (`2d20kl`); a natural 20 (the
 * critical success) is 1 − (19/20)² = 9.75%, 5%, 0.25%.
 */
import { describe, expect, it } from "vitest";
import {
  chooseAdvantage,
  submitRollDialog,
  toggleSituational,
  typeFormula,
} from "../../../../foundry-double/systems/shadowdark/driver";
import { settingsByName } from "../../../foundry/support/helpers";
import {
  GM,
  NIMBLE,
  PLAYER,
  checkLink,
  daggerAttack,
  dexCheck,
  drawnFigures,
  openDialog,
  useShadowdarkTable,
} from "./shadowdark-world";
import { must } from "../../../kit";
import { dcVisibility } from "../../../../src/systems/shadowdark/foundry/target-visibility";
import { RULE_SET_KIT } from "../../../../src/root/rule-set-kit";

const ADVANTAGE_84 = [1 - (8 / 20) ** 2, 12 / 20, (12 / 20) ** 2];
const NATURAL_20 = [1 - (19 / 20) ** 2, 1 / 20, (1 / 20) ** 2];

function expectClose(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((p, i) => expect(p).toBeCloseTo(must(expected[i]), 12));
}

describe("Shadowdark's roll dialog", () => {
  const harness = useShadowdarkTable();

  it(
    "the GM: d20 + 3 against DC 12 on each radio — " +
      "84% with advantage, 60%, 36% — live as the radio and the formula change",
    async () => {
      const { app, rolling } = await openDialog(dexCheck({ mainRoll: { dc: 12 } }));
      const drawn = drawnFigures(app.element);
      expect(drawn.chips.map((chip) => [chip.text, chip.outcome, chip.chosen])).toEqual([
        ["84.0%", "success", false],
        ["60.0%", "success", true],
        ["36.0%", "success", false],
      ]);
      expectClose(
        drawn.chips.map((chip) => chip.probability),
        ADVANTAGE_84,
      );
      expect([drawn.caption, drawn.chosenColumn]).toEqual(["Against DC 12", "Normal"]);
      expect(drawn.rows).toEqual([
        ["", "Advantage", "Normal", "Disadvantage"],
        ["Success", "84.0%", "60.0%", "36.0%"],
        ["Critical success", "9.8%", "5.0%", "0.3%"],
        ["Critical failure", "0.3%", "5.0%", "9.8%"],
      ]);
      // The panel sits before the footer, the Roll button's part.
      expect(
        app.element.querySelector(".indie-dice-system-odds")?.nextElementSibling?.getAttribute("data-application-part"),
      ).toBe("footer");

      // The radio chosen: no render of the dialog's own, the figures follow.
      chooseAdvantage(app, "1");
      expect(drawnFigures(app.element).chips.map((chip) => chip.chosen)).toEqual([true, false, false]);
      expect(drawnFigures(app.element).chosenColumn).toBe("Advantage");
      // d20 + 5 needs a 7: 1 − (6/20)² = 91%, 70%, 49%.
      typeFormula(app, "d20 + 5");
      expectClose(
        drawnFigures(app.element).chips.map((chip) => chip.probability),
        [1 - (6 / 20) ** 2, 14 / 20, (14 / 20) ** 2],
      );
      expect(drawnFigures(app.element).panels).toBe(1);
      // A formula half typed reads as nothing, not as stale figures.
      typeFormula(app, "d20 +");
      expect(drawnFigures(app.element)).toMatchObject({ chips: [], panels: 0 });
      typeFormula(app, "d20 + 3");
      harness().foundry.scriptFaces([8, 9]);
      await submitRollDialog(app);
      await rolling;
      expect(harness().foundry.messages[0]?.rolls[0]?.formula).toBe("2d20kh + 3");
    },
  );

  it(
    'a player\'s check link (its DC a string, "12"): ' + "they see the DC and every figure — Shadowdark hides no DC",
    async () => {
      harness().foundry.setUser(PLAYER);
      const { app } = await openDialog(() => checkLink("12"));
      const drawn = drawnFigures(app.element);
      expect(drawn.caption).toBe("Against DC 12");
      expectClose(
        drawn.chips.map((chip) => chip.probability),
        ADVANTAGE_84,
      );
      await app.close();
    },
  );

  it(
    "a situational checkbox renders the dialog again: " + "the figures once, for the advantage the effect gives",
    async () => {
      const { app } = await openDialog(dexCheck({ mainRoll: { dc: 12 } }));
      await toggleSituational(app, NIMBLE);
      const drawn = drawnFigures(app.element);
      expect([drawn.panels, drawn.chips.length, drawn.chips.map((chip) => chip.chosen)]).toEqual([
        1,
        3,
        [true, false, false],
      ]);
      expectClose(
        drawn.chips.map((chip) => chip.probability),
        ADVANTAGE_84,
      );
      // The radios and the formula drawn by that render are heard too.
      chooseAdvantage(app, "-1");
      expect(drawnFigures(app.element).chips.map((chip) => chip.chosen)).toEqual([false, false, true]);
      typeFormula(app, "d20 + 5");
      expectClose(
        drawnFigures(app.element).chips.map((chip) => chip.probability),
        [1 - (6 / 20) ** 2, 14 / 20, (14 / 20) ** 2],
      );
      expect(drawnFigures(app.element).panels).toBe(1);
      await app.close();
    },
  );

  it(
    "no DC: no target made up — each radio's chance of 5, 10, 15 and 20 or more; " +
      "a check's critical is its die's top face",
    async () => {
      const { app } = await openDialog(dexCheck());
      const drawn = drawnFigures(app.element);
      expect(drawn.caption).toBe("No target: each button's chance of a total of at least…");
      expect(drawn.chips.map((chip) => chip.outcome)).toEqual([
        "criticalSuccess",
        "criticalSuccess",
        "criticalSuccess",
      ]);
      expectClose(
        drawn.chips.map((chip) => chip.probability),
        NATURAL_20,
      );
      // At least 5, 10, 15, 20 need a natural 2, 7, 12, 17.
      expect(drawn.rows.slice(3).map((row) => row[0])).toEqual(["5+", "10+", "15+", "20+"]);
      expect(drawn.rows[4]).toEqual(["10+", "91.0%", "70.0%", "49.0%"]);
      // A check has no threshold of its own: RollSD takes the first die's faces, so a d12 is critical on a 12.
      typeFormula(app, "d12 + 3");
      expectClose(
        drawnFigures(app.element).chips.map((chip) => chip.probability),
        [1 - (11 / 12) ** 2, 1 / 12, (1 / 12) ** 2],
      );
      await app.close();
    },
  );

  it(
    "an attack against a targeted token: the GM reads it against the AC; " + "the criticals at the attack's 20 and 1",
    async () => {
      harness().foundry.targetTokens(["goblinToken"]);
      const { app } = await openDialog(daggerAttack);
      const drawn = drawnFigures(app.element);
      expect(drawn.caption).toBe("Against AC 12");
      expectClose(
        drawn.chips.map((chip) => chip.probability),
        ADVANTAGE_84,
      );
      // An attack's threshold is 20 whatever the die: a d12 is never a critical success.
      typeFormula(app, "d12 + 3");
      // That outcome cannot happen: no row of "0.0%" for it.
      expect(drawnFigures(app.element).rows.map((row) => row[0])).toEqual(["", "Success", "Critical failure"]);
      await app.close();
      expect(game.user.id).toBe(GM);
    },
  );

  it(
    "a player attacking a token whose sheet they may not open: " +
      "nothing worked out from its AC — the criticals and the totals",
    async () => {
      harness().foundry.setUser(PLAYER);
      harness().foundry.targetTokens(["goblinToken"], PLAYER);
      const { app } = await openDialog(daggerAttack);
      const drawn = drawnFigures(app.element);
      expect(drawn.caption).toBe("The target is hidden: each button's chance of a total of at least…");
      expect(drawn.chips.map((chip) => chip.outcome)).toEqual([
        "criticalSuccess",
        "criticalSuccess",
        "criticalSuccess",
      ]);
      expect(drawn.rows.map((row) => row[0])).toEqual([
        "",
        "Critical success",
        "Critical failure",
        "5+",
        "10+",
        "15+",
        "20+",
      ]);
      expect(app.element.querySelectorAll('[data-outcome="success"]')).toHaveLength(0);
      expect(app.element.innerHTML).not.toContain("AC 12");
      await app.close();
    },
  );

  it(
    "a DC the roll was given that equals its target's AC " +
      "(12, the goblin's, whose sheet the player may not open): judged by where it came from, shown",
    async () => {
      harness().foundry.setUser(PLAYER);
      // A check names no target of the system's own (rollStatCheck never calls setRollTarget): this one a macro gave
      // it.
      const { app } = await openDialog(dexCheck({ mainRoll: { dc: 12 }, targetUuid: "Scene.scene.Token.goblinToken" }));
      const drawn = drawnFigures(app.element);
      expect(drawn.caption).toBe("Against DC 12");
      expectClose(
        drawn.chips.map((chip) => chip.probability),
        ADVANTAGE_84,
      );
      await app.close();
    },
  );

  it(
    "where a DC comes from, by the system's paths: " +
      "an attack's with a target is the AC, a character's spell's never, " +
      "an NPC's spell's with a target that has an AC",
    () => {
      harness().foundry.setUser(PLAYER);
      const goblin = "Scene.scene.Token.goblinToken";
      const judged = (type: string, actorId: string, targetUuid?: string) =>
        dcVisibility(RULE_SET_KIT, { type, actorId, targetUuid });
      expect(judged("attack", "hero", goblin)).toEqual({ isTargetAC: true, visible: false });
      expect(judged("attack", "hero")).toEqual({ isTargetAC: false, visible: true });
      expect(judged("spell", "hero", goblin)).toEqual({ isTargetAC: false, visible: true });
      expect(judged("spell", "goblin", goblin)).toEqual({ isTargetAC: true, visible: false });
      expect(judged("spell", "goblin", "Scene.scene.Token.wolfToken")).toEqual({ isTargetAC: true, visible: true });
      expect(judged("check", "hero", goblin)).toEqual({ isTargetAC: false, visible: true });
      expect(judged("ability", "hero", goblin)).toEqual({ isTargetAC: false, visible: true });
      harness().foundry.setUser(GM);
      expect(judged("attack", "hero", goblin)).toEqual({ isTargetAC: true, visible: true });
    },
  );

  it(
    "a player attacking a token whose sheet they may open (Limited): " +
      "its AC 13 and the chance to hit, 79.75%, 55%, 30.25%",
    async () => {
      harness().foundry.setUser(PLAYER);
      harness().foundry.targetTokens(["wolfToken"], PLAYER);
      const { app } = await openDialog(daggerAttack);
      const drawn = drawnFigures(app.element);
      expect(drawn.caption).toBe("Against AC 13");
      // d20 + 3 against 13 needs a 10.
      expectClose(
        drawn.chips.map((chip) => chip.probability),
        [1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2],
      );
      await app.close();
    },
  );

  it("with the system's targeting off, an attack has no DC: the totals, for the player as for the GM", async () => {
    await settingsByName().set("shadowdark", "enableTargeting", false);
    harness().foundry.setUser(PLAYER);
    harness().foundry.targetTokens(["goblinToken"], PLAYER);
    const { app } = await openDialog(daggerAttack);
    expect(drawnFigures(app.element).caption).toBe("No target: each button's chance of a total of at least…");
    await app.close();
  });
});
