/**
 * D&D 5e's figures (src/systems/dnd5e/core/d20-odds.ts), each worked out by hand here from dnd5e's rules as its code
 * applies them (docs/systems-dnd5e.md): a d20 with advantage is the better of two (P(≥ n) = 1 − ((n − 1)/20)²),
 * with disadvantage the worse (((21 − n)/20)²); an attack's natural 1 misses and a natural at or above the critical
 * threshold hits.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { ADVANTAGE_SET_DICE, useWorldDice } from "../../../../src/core/formula/dice-dialect";
import { d20Odds, type D20Question } from "../../../../src/systems/dnd5e/core/d20-odds";
import { DND5E_ENGINE } from "../../../../src/systems/dnd5e/ui/calculator-engine";
import { must } from "../../../kit";

// Each test plays dnd5e's dice (test/setup/world-dice.ts puts Foundry's back after every test).
beforeEach(() => useWorldDice(ADVANTAGE_SET_DICE));

/** The three buttons' rolls as dnd5e's `configureModifiers` writes them, with `rest` after the d20. */
function question(
  kind: D20Question["kind"],
  rest: string,
  target: number | null,
  extra: Partial<D20Question> = {},
): D20Question {
  const rolls = {
    advantage: { natural: "1d20adv", rest },
    normal: { natural: "1d20", rest },
    disadvantage: { natural: "1d20dis", rest },
  };
  return { kind, rolls, target, critical: 20, fumble: 1, ...extra };
}

/** Each choice's outcome `key`, in the buttons' order. */
function figures(q: D20Question, key: string): number[] {
  return d20Odds(DND5E_ENGINE, q).choices.map(
    (choice) => must(choice.outcomes.find((outcome) => outcome.key === key)).probability,
  );
}

const atLeast = (n: number) => ({
  advantage: 1 - ((n - 1) / 20) ** 2,
  normal: (21 - n) / 20,
  disadvantage: ((21 - n) / 20) ** 2,
});

describe("D&D 5e's three buttons", () => {
  it("a check 1d20 + 5 against DC 15: 79.75%, 55%, 30.25%; with a situational +2: 87.75%, 65%, 42.25%", () => {
    const need = atLeast(10);
    expect([need.advantage, need.normal, need.disadvantage]).toEqual(
      [0.7975, 0.55, 0.3025].map((p) => expect.closeTo(p, 12)),
    );
    figures(question("test", "+ 5", 15), "success").forEach((p, i) =>
      expect(p).toBeCloseTo(must([0.7975, 0.55, 0.3025][i]), 12),
    );
    figures(question("test", "+ 5 + 2", 15), "success").forEach((p, i) =>
      expect(p).toBeCloseTo(must([0.8775, 0.65, 0.4225][i]), 12),
    );
  });

  it("an attack +2 against AC 25 with a critical threshold of 19 hits only on a natural 19 or 20: 19%, 10%, 1%", () => {
    const q = question("attack", "+ 2", 25, { critical: 19 });
    figures(q, "hit").forEach((p, i) => expect(p).toBeCloseTo(must([0.19, 0.1, 0.01][i]), 12));
    // The critical is the same natural 19–20 here.
    figures(q, "critical").forEach((p, i) => expect(p).toBeCloseTo(must([0.19, 0.1, 0.01][i]), 12));
  });

  it("an attack's natural 1 misses whatever the bonus: +30 against AC 10 hits 399/400, 19/20, 361/400", () => {
    figures(question("attack", "+ 30", 10), "hit").forEach((p, i) =>
      expect(p).toBeCloseTo(must([399 / 400, 19 / 20, 361 / 400][i]), 12),
    );
  });

  it("a check knows no natural rule: +30 against DC 10 is certain, exactly 1", () => {
    expect(figures(question("test", "+ 30", 10), "success")).toEqual([1, 1, 1]);
  });

  it("a death save: 10 or more succeeds, a natural 20 is a critical, a natural 1 a fumble", () => {
    const q = question("death", "", 10);
    figures(q, "success").forEach((p, i) =>
      expect(p).toBeCloseTo(must([1 - (9 / 20) ** 2, 11 / 20, (11 / 20) ** 2][i]), 12),
    );
    figures(q, "critical").forEach((p, i) => expect(p).toBeCloseTo(must([1 - (19 / 20) ** 2, 1 / 20, 1 / 400][i]), 12));
    figures(q, "fumble").forEach((p, i) => expect(p).toBeCloseTo(must([1 / 400, 1 / 20, 1 - (19 / 20) ** 2][i]), 12));
  });

  it(
    "a death save with a bonus judges success first (actor.mjs rollDeathSave): " +
      "at +9 a natural 1 makes 10, a success, no fumble",
    () => {
      const q = question("death", "+ 9", 10);
      expect(figures(q, "success")).toEqual([1, 1, 1]);
      expect(figures(q, "fumble")).toEqual([0, 0, 0]);
      figures(q, "critical").forEach((p, i) =>
        expect(p).toBeCloseTo(must([1 - (19 / 20) ** 2, 1 / 20, 1 / 400][i]), 12),
      );
      // At −11 nothing reaches 10 (a natural 20 makes 9): no critical; every natural 1 fails, a fumble.
      const low = question("death", "- 11", 10);
      expect(figures(low, "success")).toEqual([0, 0, 0]);
      expect(figures(low, "critical")).toEqual([0, 0, 0]);
      figures(low, "fumble").forEach((p, i) =>
        expect(p).toBeCloseTo(must([1 / 400, 1 / 20, 1 - (19 / 20) ** 2][i]), 12),
      );
    },
  );

  it("halfling luck at disadvantage rerolls the kept 1 once: 1d20 + 5 against 15 succeeds 35.6125%", () => {
    const q = question("test", "+ 5", 15, {
      rolls: {
        advantage: { natural: "1d20r1=1adv", rest: "+ 5" },
        normal: { natural: "1d20r1=1", rest: "+ 5" },
        disadvantage: { natural: "1d20r1=1dis", rest: "+ 5" },
      },
    });
    expect(figures(q, "success")[2]).toBeCloseTo((11 / 20) ** 2 + (1 - (19 / 20) ** 2) * (11 / 20), 12);
    // Normal: 11/20, and a 1 rerolled: 1/20 · 11/20.
    expect(figures(q, "success")[1]).toBeCloseTo(11 / 20 + 11 / 400, 12);
  });

  it(
    "without a target no DC is made up: " + "each button's chance of at least 5, 10, 15 … where it can go either way",
    () => {
      const odds = d20Odds(DND5E_ENGINE, question("test", "+ 5", null));
      expect(odds.choices.every((choice) => choice.outcomes.length === 0)).toBe(true);
      expect(odds.totals.map((row) => row.total)).toEqual([10, 15, 20, 25]);
      for (const row of odds.totals) {
        const need = atLeast(row.total - 5);
        row.chances.forEach((p, i) =>
          expect(p).toBeCloseTo(must([need.advantage, need.normal, need.disadvantage][i]), 12),
        );
      }
    },
  );

  it("an attack without a target still shows its critical, which reads no AC", () => {
    const odds = d20Odds(DND5E_ENGINE, question("attack", "+ 5", null));
    expect(odds.choices.map((choice) => choice.outcomes.map((outcome) => [outcome.key, outcome.fromTarget]))).toEqual([
      [["critical", false]],
      [["critical", false]],
      [["critical", false]],
    ]);
  });
});
