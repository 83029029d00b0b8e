/**
 * Daggerheart's view of the web calculator (src/systems/daggerheart/ui/calculator-answer.ts,
 * docs/systems-daggerheart.md "In the web calculator"): the page's duality roll — the Hope and Fear dice, the
 * modifier, advantage or disadvantage d6s — judged against its difficulty as the adapter judges the dialog's.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { daggerheartCalculatorAnswer } from "../../../../src/systems/daggerheart/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(daggerheartCalculatorAnswer, fields, en);
const exact = (probability: number) => probability.toFixed(12);
/** The one column's figures, by outcome. */
const figures = (fields: Record<string, string>) =>
  Object.fromEntries(
    must(answer(fields).view).rows.map((row) => [
      must(row.cells[0]).outcome,
      exact(must(must(row.cells[0]).probability)),
    ]),
  );

/**
 * The five outcomes as the rules text has them, counted over every Hope, Fear and advantage die: matching Hope and
 * Fear a critical (a success); otherwise a success at a total at or above the difficulty, with Hope when the Hope
 * die is the higher. `extra` lists the advantage die's values, each as likely (a die's faces, or 0 for none).
 */
function outcomes(
  hopeFaces: number,
  fearFaces: number,
  extra: readonly number[],
  modifier: number,
  difficulty: number,
) {
  const counts = {
    success: 0,
    critical: 0,
    successWithHope: 0,
    successWithFear: 0,
    failureWithHope: 0,
    failureWithFear: 0,
  };
  for (let hope = 1; hope <= hopeFaces; hope++) {
    for (let fear = 1; fear <= fearFaces; fear++) {
      for (const bonus of extra) {
        if (hope === fear) {
          counts.critical++;
          counts.success++;
          continue;
        }
        const made = hope + fear + bonus + modifier >= difficulty;
        if (made) counts.success++;
        const side = hope > fear ? "WithHope" : "WithFear";
        counts[`${made ? "success" : "failure"}${side}`]++;
      }
    }
  }
  const all = hopeFaces * fearFaces * extra.length;
  // An outcome that cannot happen draws no row, but for the success the roll asks (system-odds-view.ts).
  const drawn = Object.entries(counts).filter(([key, count]) => count > 0 || key === "success");
  return Object.fromEntries(drawn.map(([key, count]) => [key, exact(count / all)]));
}

/** The best of `dice` d6s: each value v as often as v^dice − (v − 1)^dice of 6^dice. */
function bestOf(dice: number): number[] {
  return [1, 2, 3, 4, 5, 6].flatMap((value) =>
    Array.from({ length: value ** dice - (value - 1) ** dice }, () => value),
  );
}

describe("Daggerheart's duality roll in the web calculator", () => {
  it(
    "Hope d12 + Fear d12 + 2 against 12, the page's own question: 12 of 144 pairs match (1/12); " +
      "of the 132 others, 100 reach 10 — 50 with Hope, 50 with Fear — and 32 do not, 16 each",
    () => {
      const view = must(answer({}).view);
      expect(view.caption).toBe("Against difficulty 12");
      expect(figures({})).toEqual({
        success: exact(112 / 144),
        critical: exact(1 / 12),
        successWithHope: exact(50 / 144),
        successWithFear: exact(50 / 144),
        failureWithHope: exact(16 / 144),
        failureWithFear: exact(16 / 144),
      });
      expect(figures({})).toEqual(outcomes(12, 12, [0], 2, 12));
    },
  );

  it(
    "with one advantage d6 added, two subtracted " +
      "(the better of them) with disadvantage, and other dice's faces: every die counted",
    () => {
      expect(figures({ advantage: "advantage", advantageDice: "1" })).toEqual(
        outcomes(12, 12, [1, 2, 3, 4, 5, 6], 2, 12),
      );
      expect(figures({ advantage: "disadvantage", advantageDice: "2" })).toEqual(
        outcomes(
          12,
          12,
          bestOf(2).map((value) => -value),
          2,
          12,
        ),
      );
      // A d20 Hope die and a d4 Fear die match in 4 of 80 pairs: 1/20.
      const odd = figures({ hope: "20", fear: "4", modifier: "-3", difficulty: "15" });
      expect(odd.critical).toBe(exact(1 / 20));
      expect(odd).toEqual(outcomes(20, 4, [0], -3, 15));
    },
  );

  it("without a difficulty, what reads none — the critical, with Hope, with Fear — and the totals", () => {
    const view = must(answer({ difficulty: "" }).view);
    expect(view.rows.map((row) => [must(row.cells[0]).outcome, exact(must(must(row.cells[0]).probability))])).toEqual([
      ["critical", exact(1 / 12)],
      ["withHope", exact(66 / 144)],
      ["withFear", exact(66 / 144)],
    ]);
    expect(view.totals.length).toBeGreaterThan(0);
  });

  it(
    "reads the number of advantage dice only with advantage or disadvantage, " + "and refuses one outside 1 to 10 then",
    () => {
      expect(answer({ advantage: "none", advantageDice: "40" }).errors).toEqual({});
      expect(answer({ advantage: "advantage", advantageDice: "40" }).errors).toEqual({
        advantageDice: "Enter a whole number from 1 to 10, not 40.",
      });
      expect(answer({ difficulty: "0" }).errors).toEqual({
        difficulty: "Enter a whole number from 1 to 1,000,000, not 0.",
      });
      expect(answer({ hope: "7" }).errors).toEqual({ hope: '"7" is not one of the choices.' });
    },
  );
});
