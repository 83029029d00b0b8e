/**
 * Pathfinder 2e's view of the web calculator (src/systems/pf2e/ui/calculator-answer.ts, docs/systems-pf2e.md "In the
 * web calculator"): the page's fields read into the adapter's question, its figures drawn as the dialog's — one bar
 * of the fate chosen, every fate's degrees in the table, the one chosen marked; a refused field says why under it.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import german from "../../../../lang/de.json";
// Pathfinder's own English (merged into lang/en.json as imported, but typed only in its own file).
import pf2eEnglish from "../../../../src/systems/pf2e/lang/en.json";
import { pf2eCalculatorAnswer } from "../../../../src/systems/pf2e/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

const answer = (fields: Record<string, string>, i18n = en) =>
  systemCalculatorAnswer(pf2eCalculatorAnswer, fields, i18n);
const exact = (probability: number) => probability.toFixed(12);
const barOf = (fields: Record<string, string>) =>
  must(must(answer(fields).view).bar).segments.map((segment) => [
    segment.outcome,
    exact(must(segment.probability)),
    segment.text,
  ]);

describe("Pathfinder 2e's degrees in the web calculator", () => {
  it(
    "+10 against DC 20, the page's own question: " +
      "a natural 20 (30) a critical success, 10–19 a success, 2–9 a failure, a natural 1 " +
      "(11) stepped down — 1, 10, 8, 1 of 20",
    () => {
      expect(barOf({})).toEqual([
        ["criticalSuccess", exact(1 / 20), "5.0%"],
        ["success", exact(10 / 20), "50.0%"],
        ["failure", exact(8 / 20), "40.0%"],
        ["criticalFailure", exact(1 / 20), "5.0%"],
      ]);
      const view = must(answer({ modifier: "10", dc: "20", fate: "normal" }).view);
      expect(view.caption).toBe("Against DC 20");
      expect(view.columns).toEqual(["Fortune", "Normal", "Misfortune"]);
      expect(view.chosen).toEqual({ id: "normal", column: 1 });
      expect(must(view.bar).label).toBe("Normal");
    },
  );

  it(
    "with fortune the better of two d20s, k in 2k − 1 of 400: " +
      "20 (39), 10–19 (361 − 81 = 280), 2–9 (81 − 1 = 80), 1 (1); misfortune the mirror",
    () => {
      expect(barOf({ fate: "fortune" }).map(([outcome, p]) => [outcome, p])).toEqual([
        ["criticalSuccess", exact(39 / 400)],
        ["success", exact(280 / 400)],
        ["failure", exact(80 / 400)],
        ["criticalFailure", exact(1 / 400)],
      ]);
      const view = must(answer({ fate: "misfortune" }).view);
      expect(view.chosen).toEqual({ id: "misfortune", column: 2 });
      // The worse of two: at least k in (21 − k)² of 400; a natural 20 only when both are (1), 1 when either is (39).
      expect(view.rows.map((row) => [row.label, exact(must(must(row.cells[2]).probability))])).toEqual([
        ["Critical success", exact(1 / 400)],
        ["Success", exact((11 ** 2 - 1) / 400)],
        ["Failure", exact((19 ** 2 - 11 ** 2) / 400)],
        ["Critical failure", exact(39 / 400)],
      ]);
    },
  );

  it(
    "+0 against DC 25: 1–15 ten or more under (15 of 20), 16–19 a failure " +
      "(4), and a natural 20, a failure's total, stepped up to a success (1)",
    () => {
      expect(barOf({ modifier: "0", dc: "25" }).map(([outcome, p]) => [outcome, p])).toEqual([
        ["criticalSuccess", exact(0)],
        ["success", exact(1 / 20)],
        ["failure", exact(4 / 20)],
        ["criticalFailure", exact(15 / 20)],
      ]);
    },
  );

  it(
    "without a DC, each way to roll's chance of a total of at least a few round numbers: " +
      "20+ with +10 is a d20 of 10 or more (11 of 20), no degree",
    () => {
      const view = must(answer({ dc: "" }).view);
      expect(view.caption).toBe(pf2eEnglish.INDIE_DICE.SystemOdds.Pf2e.NoDC);
      expect(view.rows).toEqual([]);
      expect(view.bar).toBeNull();
      const twenty = must(view.totals.find((row) => row.label === "20+"));
      expect(twenty.cells.map((cell) => exact(must(cell.probability)))).toEqual([
        exact(1 - (9 / 20) ** 2),
        exact(11 / 20),
        exact((11 / 20) ** 2),
      ]);
    },
  );

  it("a field it cannot read is refused under it, in the reader's language, and nothing is worked out", () => {
    const refused = answer({ modifier: "1.5", dc: "2000000", fate: "lucky" }, de);
    expect(refused.view).toBeNull();
    expect(refused.errors).toEqual({
      modifier: 'Gib eine ganze Zahl von −1.000.000 bis 1.000.000 ein, nicht "1.5".',
      dc: "Gib eine ganze Zahl von −1.000.000 bis 1.000.000 ein, nicht 2.000.000.",
      fate: german.INDIE_DICE.Dialog.Error.Choice.replace("{value}", "lucky"),
    });
    expect(answer({ modifier: "" }).errors).toEqual({ modifier: "Enter a whole number from −1,000,000 to 1,000,000." });
  });
});

describe("after the roll: the d20 a Normal roll showed, and the rerolls pf2e offers", () => {
  it(
    "+10 against DC 20, a 7 rolled (17, a failure): rerolled, 1, 10, 8, 1 of 20; keep higher " +
      "1, 10, 9, 0 (faces 1–6 keep it); keep lower 0, 0, 19, 1 (faces 8–20 keep it)",
    () => {
      const view = must(answer({ modifier: "10", dc: "20", fate: "normal", rolled: "7" }).view);
      expect(view.columns).toEqual([
        "Fortune",
        "Normal",
        "Misfortune",
        "Reroll, keep the new result",
        "Reroll, keep the higher",
        "Reroll, keep the lower",
      ]);
      const column = (i: number) => view.rows.map((row) => exact(must(must(row.cells[i]).probability)));
      expect([column(3), column(4), column(5)]).toEqual(
        [
          [1, 10, 8, 1],
          [1, 10, 9, 0],
          [0, 0, 19, 1],
        ].map((counts) => counts.map((count) => exact(count / 20))),
      );
    },
  );

  it("no reroll without a DC, of a fortune or misfortune roll (pf2e offers none), or with no d20 given", () => {
    const cases: Record<string, string>[] = [{ dc: "", rolled: "7" }, { fate: "fortune", rolled: "7" }, { rolled: "" }];
    for (const fields of cases) {
      expect(must(answer(fields).view).columns).toEqual(["Fortune", "Normal", "Misfortune"]);
    }
  });
});
