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
