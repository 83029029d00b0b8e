/**
 * Pathfinder 2e's four degrees (src/systems/pf2e/core/degrees.ts), each worked out by hand here from pf2e's rules as
 * its `DegreeOfSuccess` applies them (docs/systems-pf2e.md "Degrees of success"): a total 10 or more over the DC is a
 * critical success, 10 or more under it a critical failure, at or over it a success, else a failure; then a natural
 * 20 one degree up and a natural 1 one down, held within the four; then the adjustments. Fortune and misfortune are
 * counted over the 400 pairs of d20s, never read from the code under test.
 */
import { describe, expect, it } from "vitest";
import {
  degreeOf,
  degreesOdds,
  type CheckRoll,
  type Degree,
  type DosAdjustment,
} from "../../../../src/systems/pf2e/core/degrees";
import { must } from "../../../kit";
import { PF2E_ENGINE } from "../../../../src/systems/pf2e/ui/calculator-engine";

const ORDER: readonly Degree[] = ["criticalSuccess", "success", "failure", "criticalFailure"];

/** The four figures, best first, for one roll against the DC. */
function degrees(roll: CheckRoll, dc: number): number[] {
  const odds = degreesOdds(PF2E_ENGINE, { choices: [{ id: "normal", roll }], selected: "normal", dc });
  const [choice] = odds.choices;
  return ORDER.map((key) => must(must(choice).outcomes.find((outcome) => outcome.key === key)).probability);
}

const plain = (modifier: number, adjustments: readonly DosAdjustment[] = []): CheckRoll => ({
  die: { kind: "d20" },
  modifier,
  adjustments,
});

/** The degree of a natural `n` with `+modifier` against `dc`, by the bands and the natural step, written out. */
function byHand(n: number, modifier: number, dc: number): Degree {
  const total = n + modifier;
  let index = total - dc >= 10 ? 3 : dc - total >= 10 ? 0 : total >= dc ? 2 : 1;
  if (n === 20) index = Math.min(3, index + 1);
  if (n === 1) index = Math.max(0, index - 1);
  return must((["criticalFailure", "failure", "success", "criticalSuccess"] as const)[index]);
}

/** Each degree's count among the 400 ordered pairs of d20s, keeping the higher (fortune) or the lower (misfortune). */
function pairCounts(keep: (a: number, b: number) => number, modifier: number, dc: number): number[] {
  const counts = new Map<Degree, number>(ORDER.map((degree) => [degree, 0]));
  for (let a = 1; a <= 20; a++) {
    for (let b = 1; b <= 20; b++) {
      const degree = byHand(keep(a, b), modifier, dc);
      counts.set(degree, must(counts.get(degree)) + 1);
    }
  }
  return ORDER.map((degree) => must(counts.get(degree)));
}

const close = (values: readonly number[]) => values.map((value) => expect.closeTo(value, 12));

describe("Pathfinder 2e's degrees of success", () => {
  it("+10 against DC 20: critical success 5%, success 50%, failure 40%, critical failure 5%", () => {
    // A natural 20 makes 30 (critical success); 10–19 make 20–29 (success); 2–9 make 12–19 (failure); a natural 1
    // makes 11, a failure the natural 1 lowers to a critical failure.
    expect(degrees(plain(10), 20)).toEqual(close([1 / 20, 10 / 20, 8 / 20, 1 / 20]));
  });

  it("with fortune (2d20kh), counted over the 400 pairs: 39, 280, 80 and 1 in 400", () => {
    const counts = pairCounts(Math.max, 10, 20);
    expect(counts).toEqual([39, 280, 80, 1]);
    const odds = degreesOdds(PF2E_ENGINE, {
      choices: [{ id: "fortune", roll: { die: { kind: "fortune" }, modifier: 10, adjustments: [] } }],
      selected: "fortune",
      dc: 20,
    });
    expect(must(odds.choices[0]).outcomes.map((outcome) => outcome.probability)).toEqual(
      close(counts.map((count) => count / 400)),
    );
  });

  it("with misfortune (2d20kl), counted over the 400 pairs: 1, 120, 240 and 39 in 400", () => {
    const counts = pairCounts(Math.min, 10, 20);
    expect(counts).toEqual([1, 120, 240, 39]);
    const odds = degreesOdds(PF2E_ENGINE, {
      choices: [{ id: "misfortune", roll: { die: { kind: "misfortune" }, modifier: 10, adjustments: [] } }],
      selected: "misfortune",
      dc: 20,
    });
    expect(must(odds.choices[0]).outcomes.map((outcome) => outcome.probability)).toEqual(
      close(counts.map((count) => count / 400)),
    );
  });

  it("every modifier from -25 to +35 against DC 20 matches the bands and the natural step, face by face", () => {
    for (let modifier = -25; modifier <= 35; modifier++) {
      const counts = new Map<Degree, number>(ORDER.map((degree) => [degree, 0]));
      for (let n = 1; n <= 20; n++) counts.set(byHand(n, modifier, 20), must(counts.get(byHand(n, modifier, 20))) + 1);
      expect(degrees(plain(modifier), 20), `+${modifier}`).toEqual(
        close(ORDER.map((degree) => must(counts.get(degree)) / 20)),
      );
    }
  });

  it(
    "the natural step is held within the four: " + "+30 against DC 10 is 95% critical success, its natural 1 a success",
    () => {
      expect(degrees(plain(30), 10)).toEqual(close([19 / 20, 1 / 20, 0, 0]));
      // Down the other side: −10 against DC 30, every total a critical failure, a natural 20 raised to a failure.
      expect(degrees(plain(-10), 30)).toEqual(close([0, 0, 1 / 20, 19 / 20]));
    },
  );

  it("a degree no roll reaches is exactly 0, and one every roll reaches exactly 1", () => {
    const [critical, success, failure, fumble] = degrees(plain(30), 10);
    expect([failure, fumble]).toEqual([0, 0]);
    expect(must(critical) + must(success)).toBeCloseTo(1, 12);
    // A substitution's fixed 15 with +10 against DC 20 makes 25: a success, certain.
    expect(degrees({ die: { kind: "fixed", value: 15 }, modifier: 10, adjustments: [] }, 20)).toEqual([0, 1, 0, 0]);
  });

  it("a substitution's value is its die result too: a fixed 20 is raised a degree, a fixed 1 lowered", () => {
    // 20 + 0 against DC 25: 5 under, a failure, raised to a success; 1 + 30 against DC 25: a success, lowered.
    expect(degrees({ die: { kind: "fixed", value: 20 }, modifier: 0, adjustments: [] }, 25)).toEqual([0, 1, 0, 0]);
    expect(degrees({ die: { kind: "fixed", value: 1 }, modifier: 30, adjustments: [] }, 25)).toEqual([0, 0, 1, 0]);
  });
});

describe("degree-of-success adjustments", () => {
  const always = (adjustments: DosAdjustment["adjustments"]): DosAdjustment => ({ adjustments, applies: () => true });

  it("a success made a critical success (a juggernaut's Fortitude save): +10 against DC 20 is 55%, 0, 40%, 5%", () => {
    const roll = plain(10, [always({ success: { label: "Juggernaut", amount: "criticalSuccess" } })]);
    expect(degrees(roll, 20)).toEqual(close([11 / 20, 0, 8 / 20, 1 / 20]));
  });

  it("'all' one degree up: a critical success is not raised further, a critical failure is raised to a failure", () => {
    const roll = plain(10, [always({ all: { label: "Up", amount: 1 } })]);
    // 20: critical success, kept; 10–19: success, raised; 2–9: failure, raised; 1: critical failure, raised.
    expect(degrees(roll, 20)).toEqual(close([11 / 20, 8 / 20, 1 / 20, 0]));
  });

  it(
    "one degree down is never applied to a critical failure, " + "nor one up to a critical success (pf2e skips them)",
    () => {
      expect(degreeOf(1, 11, 20, { criticalFailure: { label: "Down", amount: -1 } })).toBe("criticalFailure");
      expect(degreeOf(20, 30, 20, { criticalSuccess: { label: "Up", amount: 1 } })).toBe("criticalSuccess");
      // Two degrees are applied, held within the four.
      expect(degreeOf(20, 30, 20, { criticalSuccess: { label: "Down two", amount: -2 } })).toBe("failure");
      expect(degreeOf(1, 11, 20, { criticalFailure: { label: "Up two", amount: 2 } })).toBe("success");
    },
  );

  it(
    "an adjustment whose predicate reads the natural result: " +
      "a natural 19's success made critical (+10, DC 20: 10%, 45%)",
    () => {
      const keen: DosAdjustment = {
        adjustments: { success: { label: "Keen", amount: "criticalSuccess" } },
        applies: (roll) => roll.natural === 19,
      };
      expect(degrees(plain(10, [keen]), 20)).toEqual(close([2 / 20, 9 / 20, 8 / 20, 1 / 20]));
    },
  );

  it("the predicate is asked about each roll with its total, and a substitution's natural as nothing", () => {
    const asked: string[] = [];
    const spy: DosAdjustment = {
      adjustments: {},
      applies: (roll) => (asked.push(`${roll.natural}:${roll.total}`), false),
    };
    degrees(plain(3, [spy]), 15);
    expect(asked).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1}:${i + 4}`));
    asked.length = 0;
    degrees({ die: { kind: "fixed", value: 12 }, modifier: 3, adjustments: [spy] }, 15);
    expect(asked).toEqual(["null:15"]);
  });

  it("two adjustments for one degree: the later one's entry stands; 'all' is looked at before a degree's own", () => {
    const up = always({ success: { label: "Up", amount: 1 } });
    const down = always({ success: { label: "Down", amount: -1 } });
    // +10 against DC 20: the successes (10–19) become failures, 50% + 40% = 90% failure.
    expect(degrees(plain(10, [up, down]), 20)).toEqual(close([1 / 20, 0, 18 / 20, 1 / 20]));
    expect(degreeOf(15, 25, 20, { all: { label: "All down", amount: -1 }, success: { label: "Up", amount: 1 } })).toBe(
      "failure",
    );
  });

  it("an entry without a label is passed over, as pf2e does", () => {
    expect(degreeOf(15, 25, 20, { success: { label: "", amount: 1 } })).toBe("success");
  });
});

describe("the dialog's figures", () => {
  it("every radio's four degrees against the DC, each read from it, and the rolled one named for the bar", () => {
    const odds = degreesOdds(PF2E_ENGINE, {
      choices: [
        { id: "fortune", roll: { die: { kind: "fortune" }, modifier: 10, adjustments: [] } },
        { id: "normal", roll: plain(10) },
        { id: "misfortune", roll: { die: { kind: "misfortune" }, modifier: 10, adjustments: [] } },
      ],
      selected: "normal",
      dc: 20,
    });
    expect(odds.target).toBe(20);
    expect(odds.bar).toBe("normal");
    expect(odds.choices.map((choice) => choice.id)).toEqual(["fortune", "normal", "misfortune"]);
    expect(odds.choices.flatMap((choice) => choice.outcomes.map((outcome) => outcome.fromTarget))).toEqual(
      Array(12).fill(true),
    );
    for (const choice of odds.choices)
      expect(choice.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0)).toBeCloseTo(1, 12);
  });

  it(
    "without a DC: no degree, each radio's chance of at least a few round totals (1d20 + 10: " +
      "15+ 80%, 20+ 55%, 25+ 30%, 30+ 5%)",
    () => {
      const odds = degreesOdds(PF2E_ENGINE, {
        choices: [{ id: "normal", roll: plain(10) }],
        selected: "normal",
        dc: null,
      });
      expect(odds.target).toBeNull();
      expect(must(odds.choices[0]).outcomes).toEqual([]);
      expect(odds.totals.map((row) => [row.total, row.chances[0]])).toEqual([
        [15, expect.closeTo(16 / 20, 12)],
        [20, expect.closeTo(11 / 20, 12)],
        [25, expect.closeTo(6 / 20, 12)],
        [30, expect.closeTo(1 / 20, 12)],
      ]);
      // A negative modifier reads as a subtraction: 1d20 − 3 reaches 15 on a 18–20.
      const minus = degreesOdds(PF2E_ENGINE, {
        choices: [{ id: "normal", roll: plain(-3) }],
        selected: "normal",
        dc: null,
      });
      expect(must(minus.totals.find((row) => row.total === 15)).chances[0]).toBeCloseTo(3 / 20, 12);
    },
  );
});
