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

describe("after the roll: the d20 kept, and a luck token's reroll", () => {
  /** The faces f of one d20 whose total f + bonus reaches the DC, of 20. */
  const reaching = (bonus: number, dc: number) =>
    Array.from({ length: 20 }, (_, i) => i + 1).filter((face) => face + bonus >= dc).length / 20;

  it(
    "+3 against DC 12, an 8 kept (11, a failure): the reroll is the same roll afresh — on Normal 12/20 = 60%, " +
      "a natural 20 and a natural 1 1/20 each; with advantage the better of two again, 1 − (8/20)² = 84%",
    () => {
      const view = must(answer({ rolled: "8" }).view);
      expect(view.columns).toEqual(["Advantage", "Normal", "Disadvantage", "Luck token reroll"]);
      expect(reaching(3, 12)).toBe(12 / 20);
      const reroll = (fields: Record<string, string>, outcome: string) => columns(fields, outcome)[3];
      expect(reroll({ rolled: "8" }, "success")).toEqual(exact(reaching(3, 12))[0]);
      expect(reroll({ rolled: "8" }, "criticalSuccess")).toEqual(exact(1 / 20)[0]);
      expect(reroll({ rolled: "8" }, "criticalFailure")).toEqual(exact(1 / 20)[0]);
      const better = 1 - (1 - reaching(3, 12)) ** 2;
      expect(reroll({ rolled: "8", advantage: "advantage" }, "success")).toEqual(exact(better)[0]);
    },
  );

  it("no reroll when the total reached the DC (a 9 kept: 12), without a DC, or with no d20 given", () => {
    const fieldsEach: Record<string, string>[] = [{ rolled: "9" }, { rolled: "8", dc: "" }, { rolled: "" }];
    for (const fields of fieldsEach) {
      expect(must(answer(fields).view).columns).toEqual(["Advantage", "Normal", "Disadvantage"]);
    }
  });

  it("a d20 of 0 or 21 is refused under its field", () => {
    for (const rolled of ["0", "21"]) expect(Object.keys(answer({ rolled }).errors)).toEqual(["rolled"]);
  });
});
