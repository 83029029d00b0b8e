/**
 * D&D 5e's view of the web calculator (src/systems/dnd5e/ui/calculator-answer.ts, docs/systems-dnd5e.md): each
 * button's d20 plus the bonus against the DC or AC, the character's flags written into the d20 as dnd5e writes them —
 * each figure counted by hand over the d20's faces (two or three dice for advantage).
 */
import { describe, expect, it } from "vitest";
import { dnd5eCalculatorAnswer } from "../../../../src/systems/dnd5e/ui/calculator-answer";
import { must } from "../../../kit";
import { answerOf, columnsOf, exact } from "../../calculator-columns";

const answer = (fields: Record<string, string>) => answerOf(dnd5eCalculatorAnswer, fields);
/** An outcome's figure in each column — Advantage, Normal, Disadvantage — to 12 places. */
const columns = (fields: Record<string, string>, outcome: string) => columnsOf(dnd5eCalculatorAnswer, fields, outcome);

describe("D&D 5e's d20 in the web calculator", () => {
  it(
    "a check, +5 against DC 15: a 10 or more on the d20, 11 of 20; " +
      "the better of two fails on 9 × 9 of 400, the worse succeeds on 11 × 11",
    () => {
      expect(must(answer({}).view).caption).toBe("Against DC 15");
      expect(must(answer({}).view).columns).toEqual(["Advantage", "Normal", "Disadvantage"]);
      expect(columns({}, "success")).toEqual(exact(319 / 400, 11 / 20, 121 / 400));
    },
  );

  it(
    "Halfling Lucky rerolls a kept 1 once: 11/20 + 1/20 × 11/20; " +
      "with advantage a kept 1 is 1 of 400, with disadvantage 39 of 400",
    () => {
      expect(columns({ halflingLucky: "yes" }, "success")).toEqual(
        exact(319 / 400 + (1 / 400) * (11 / 20), (11 / 20) * (21 / 20), 121 / 400 + (39 / 400) * (11 / 20)),
      );
      expect(columns({ halflingLucky: "yes" }, "success")).toEqual(exact(6391 / 8000, 231 / 400, 2849 / 8000));
    },
  );

  it(
    "Reliable Talent counts a d20 under 10 as a 10: " +
      "against DC 15 a +5 check cannot fail; against DC 16 it needs an 11 as before",
    () => {
      expect(columns({ reliableTalent: "yes" }, "success")).toEqual(exact(1, 1, 1));
      expect(columns({ reliableTalent: "yes", target: "16" }, "success")).toEqual(
        exact(1 - (10 / 20) ** 2, 10 / 20, (10 / 20) ** 2),
      );
    },
  );

  it(
    "an attack, +2 against AC 25: " +
      "only a natural 20 hits (1 of 20, 39 of 400 with advantage, 1 of 400 with disadvantage); " +
      "a Champion's 19 doubles it",
    () => {
      const attack = { roll: "attack", bonus: "2", target: "25" };
      expect(must(answer(attack).view).caption).toBe("Against AC 25");
      expect(columns(attack, "hit")).toEqual(exact(39 / 400, 1 / 20, 1 / 400));
      expect(columns(attack, "critical")).toEqual(exact(39 / 400, 1 / 20, 1 / 400));
      expect(columns({ ...attack, critical: "19" }, "hit")).toEqual(exact(1 - (18 / 20) ** 2, 2 / 20, (2 / 20) ** 2));
    },
  );

  it(
    "Elven Accuracy rolls three d20s for an attack with advantage (a 19 or 20 on any: " +
      "1 − (18/20)³); a check with it rolls two as before",
    () => {
      const attack = { roll: "attack", bonus: "2", target: "25", critical: "19", elvenAccuracy: "yes" };
      expect(columns(attack, "critical")).toEqual(exact(1 - (18 / 20) ** 3, 2 / 20, (2 / 20) ** 2));
      expect(columns({ elvenAccuracy: "yes" }, "success")).toEqual(exact(319 / 400, 11 / 20, 121 / 400));
    },
  );

  it("an attack's natural 1 misses whatever the total: +30 against AC 10 hits on 19 of 20", () => {
    expect(columns({ roll: "attack", bonus: "30", target: "10" }, "hit")).toEqual(
      exact(1 - 1 / 400, 19 / 20, (19 / 20) ** 2),
    );
  });

  it(
    "a death save against 10, the target field not read: " +
      "success 11 of 20, a natural 20 its critical, a natural 1 its fumble; Halfling Lucky does not count",
    () => {
      const death = { roll: "death", bonus: "0", target: "x" };
      expect(answer(death).errors).toEqual({});
      expect(must(answer(death).view).caption).toBe("Against DC 10");
      expect(columns(death, "success")).toEqual(exact(1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2));
      expect(columns(death, "critical")).toEqual(exact(39 / 400, 1 / 20, 1 / 400));
      expect(columns(death, "fumble")).toEqual(exact(1 / 400, 1 / 20, 39 / 400));
      expect(columns({ ...death, halflingLucky: "yes" }, "success")).toEqual(columns(death, "success"));
    },
  );

  it(
    "no DC: each column's chance of a few totals instead; " +
      "a bonus that is no number and a threshold past 20 are refused under their fields",
    () => {
      const open = must(answer({ target: "" }).view);
      expect(open.rows).toEqual([]);
      expect(open.totals.length).toBeGreaterThan(0);
      expect(Object.keys(answer({ bonus: "x" }).errors)).toEqual(["bonus"]);
      expect(Object.keys(answer({ roll: "attack", critical: "21" }).errors)).toEqual(["critical"]);
    },
  );
});

/**
 * After the roll (docs/systems-dnd5e.md "After the roll"): the d20 a Normal roll showed and what its roller holds; each
 * option's chance counted here over its die's faces, by the rules' text (bardic-inspiration.yml: the die added to the
 * total; guidance.yml: a d4 after an ability check; the 2014 Lucky: another d20, either used; the 2024 Luck Point:
 * Advantage, the higher of the two).
 */
describe("D&D 5e's calculator after the roll: each option's chance to turn the failure around", () => {
  /** The faces of a die of `faces` faces that make `need` or more, of all of them. */
  const atLeast = (faces: number, need: number) =>
    Array.from({ length: faces }, (_, index) => index + 1).filter((face) => face >= need).length / faces;
  const all = { rolled: "6", bardic: "d8", guidance: "yes", lucky: "2014" };

  it(
    "Stealth +5 against DC 15, the d20 a 6 (11): a Bardic d8's 4 or more 62.5%, Guidance's 4 25.0%, " +
      "another d20 of 10 or more 55.0% (57.8% for a halfling, a 1 on it rolled again)",
    () => {
      const view = must(answer(all).view);
      expect(view.columns).toEqual([
        "Advantage",
        "Normal",
        "Disadvantage",
        "This roll + Bardic Inspiration",
        "This roll + Guidance (d4)",
        "This roll + Lucky (another d20)",
      ]);
      const [bardic, guidance, lucky] = [atLeast(8, 4), atLeast(4, 4), atLeast(20, 10)];
      expect([bardic, guidance, lucky]).toEqual([0.625, 0.25, 0.55]);
      expect(columns(all, "success").slice(3)).toEqual(exact(bardic, guidance, lucky));
      // Halfling Lucky: the new d20's 1 rolled again once.
      const halfling = atLeast(20, 10) + (1 / 20) * atLeast(20, 10);
      expect(columns({ ...all, halflingLucky: "yes" }, "success").slice(3)).toEqual(exact(bardic, guidance, halfling));
      expect(halfling.toFixed(3)).toBe("0.578");
      // The 2024 Luck Point on a Normal roll: the higher of the 6 and a new d20, the same 10 or more.
      const point = must(answer({ ...all, lucky: "2024" }).view);
      expect(point.columns.at(-1)).toBe("This roll + a Luck Point (Advantage)");
      expect(columns({ ...all, lucky: "2024" }, "success").at(-1)).toBe(exact(lucky)[0]);
    },
  );

  it(
    "a rapier +5 against AC 18, the d20 a 9 (14): a Bardic d6's 4 or more 50.0%, no Guidance on an attack, " +
      "another d20 of 13 or more 40.0%; a success, no DC or no d20 given: no column after the roll",
    () => {
      const attack = { ...all, roll: "attack", bonus: "5", target: "18", rolled: "9", bardic: "d6" };
      expect(must(answer(attack).view).columns.slice(3)).toEqual([
        "This roll + Bardic Inspiration",
        "This roll + Lucky (another d20)",
      ]);
      expect(columns(attack, "hit").slice(3)).toEqual(exact(atLeast(6, 4), atLeast(20, 13)));
      for (const fields of [
        { ...all, rolled: "10" },
        { ...all, target: "" },
        { ...all, rolled: "" },
      ])
        expect(must(answer(fields).view).columns).toHaveLength(3);
      expect(Object.keys(answer({ ...all, rolled: "21" }).errors)).toEqual(["rolled"]);
    },
  );
});
