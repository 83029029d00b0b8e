/**
 * Shadowdark's view of the web calculator (src/systems/shadowdark/ui/calculator-answer.ts, docs/systems-shadowdark.md
 * "In the web calculator"): each advantage radio's d20 plus the bonus against the DC, the radio chosen marked — the
 * worked example of docs/systems-shadowdark.md "The rules", counted by hand over the d20's faces.
 */
import { describe, expect, it } from "vitest";
import { shadowdarkCalculatorAnswer } from "../../../../src/systems/shadowdark/ui/calculator-answer";
import { must } from "../../../kit";
import { answerOf, columnsOf, exact } from "../../calculator-columns";

const answer = (fields: Record<string, string>) => answerOf(shadowdarkCalculatorAnswer, fields);
/** An outcome's figure in each column — Advantage, Normal, Disadvantage — to 12 places. */
const columns = (fields: Record<string, string>, outcome: string) =>
  columnsOf(shadowdarkCalculatorAnswer, fields, outcome);

describe("Shadowdark's d20 in the web calculator", () => {
  it(
    "d20 + 3 against DC 12 needs a 9: " +
      "12/20 = 60% on one d20, 1 − (8/20)² = 84% on the better of two, (12/20)² = 36% on the worse",
    () => {
      const view = must(answer({}).view);
      expect(view.caption).toBe("Against DC 12");
      expect(view.columns).toEqual(["Advantage", "Normal", "Disadvantage"]);
      expect(columns({}, "success")).toEqual(exact(0.84, 0.6, 0.36));
    },
  );

  it(
    "a natural 20 on the d20 kept is a critical success " +
      "(9.75%, 5%, 0.25%), a natural 1 a critical failure (0.25%, 5%, 9.75%), whatever the DC",
    () => {
      expect(columns({}, "criticalSuccess")).toEqual(exact(1 - (19 / 20) ** 2, 1 / 20, 1 / 400));
      expect(columns({}, "criticalFailure")).toEqual(exact(1 / 400, 1 / 20, 1 - (19 / 20) ** 2));
      expect(columns({ dc: "40" }, "criticalSuccess")).toEqual(columns({}, "criticalSuccess"));
    },
  );

  it(
    "success is the total alone: +3 against DC 24 never succeeds, a natural 20 included; " +
      "+25 against DC 12 always does, a natural 1 included",
    () => {
      expect(columns({ dc: "24" }, "success")).toEqual(exact(0, 0, 0));
      expect(columns({ bonus: "25" }, "success")).toEqual(exact(1, 1, 1));
    },
  );

  it("the radio chosen is marked: Normal at first, Advantage when picked", () => {
    expect(must(answer({}).view).chosen).toEqual({ id: "normal", column: 1 });
    expect(must(answer({ advantage: "advantage" }).view).chosen).toEqual({ id: "advantage", column: 0 });
  });

  it(
    "no DC (empty): each radio's chance of a few totals; " +
      "a DC of 0, which the system reads as none, and a bonus that is no number are refused",
    () => {
      const open = must(answer({ dc: "" }).view);
      expect(open.totals.length).toBeGreaterThan(0);
      expect(open.rows.map((row) => row.cells.map((cell) => cell?.outcome))).toEqual([
        ["criticalSuccess", "criticalSuccess", "criticalSuccess"],
        ["criticalFailure", "criticalFailure", "criticalFailure"],
      ]);
      expect(Object.keys(answer({ dc: "0" }).errors)).toEqual(["dc"]);
      expect(Object.keys(answer({ bonus: "x" }).errors)).toEqual(["bonus"]);
    },
  );
});
