import { describe, expect, it } from "vitest";
import type { CritMethod } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import type { Score } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import type { TestOptions } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { compareScores, isPassing, standardBand } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import { judgeKleptoContest } from "../../../../src/rule-sets/klepto/core/mechanics/contest";
import { oddsApi } from "../../../../src/rule-sets/odds";
import type { ScoreOdds } from "../../../../src/rule-sets/klepto/core/odds/score-odds";
import { dieValueDistribution, keptValueDistribution } from "../../../../src/rule-sets/klepto/core/odds/kept-die";
import { groupTestOdds, lowestScoreOdds } from "../../../../src/rule-sets/klepto/core/odds/group-odds";
import { kleptoContestOdds } from "../../../../src/rule-sets/klepto/core/odds/contest-odds";
import {
  passFailOdds,
  rangeOdds,
  standardOdds,
  testRangeOdds,
} from "../../../../src/rule-sets/klepto/core/odds/range-odds";
import { testScoreOdds } from "../../../../src/rule-sets/klepto/core/odds/score-odds";
import { matchRanges } from "../../../../src/rule-sets/klepto/core/ranges/match-ranges";
import { parseRanges } from "../../../../src/rule-sets/klepto/core/ranges/parse-ranges";
import type { Weighted } from "./enumerate";
import { everyScore, everyTest } from "./enumerate";
import { expectIndieError, klepto } from "./expect-error";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

const EXACT = 1e-12;
const METHODS: CritMethod[] = ["coin", "d10ish"];
const LEVELS = [-3, -2, -1, 0, 1, 2, 3];

const optionsAt = (method: CritMethod, level: number, modifier: number): TestOptions => ({
  method,
  modifier,
  advantages: Math.max(0, level),
  disadvantages: Math.max(0, -level),
});

/** Score odds added up from enumerated outcomes. */
function tally(outcomes: Iterable<Weighted<Score>>) {
  let critFailure = 0;
  let critSuccess = 0;
  const plain = new Map<number, number>();
  for (const { value, weight } of outcomes) {
    if (value.crit === "failure") critFailure += weight;
    else if (value.crit === "success") critSuccess += weight;
    else plain.set(value.total, (plain.get(value.total) ?? 0) + weight);
  }
  return { critFailure, critSuccess, plain };
}

function expectOddsEqual(odds: ScoreOdds, outcomes: Iterable<Weighted<Score>>) {
  const expected = tally(outcomes);
  expect(Math.abs(odds.critFailure - expected.critFailure)).toBeLessThan(EXACT);
  expect(Math.abs(odds.critSuccess - expected.critSuccess)).toBeLessThan(EXACT);
  const totals = new Set([...expected.plain.keys(), ...odds.plain.entries().map(([v]) => v)]);
  for (const total of totals) {
    expect(Math.abs(odds.plain.p(total) - (expected.plain.get(total) ?? 0))).toBeLessThan(EXACT);
  }
}

function* scoresOf(options: TestOptions): Generator<Weighted<Score>> {
  for (const { value, weight } of everyTest(options)) yield { value, weight };
}

describe("single die values", () => {
  it("give 0 and 10 a 5% chance and 1–9 10% each, by coin and by the d10ish die alike", () => {
    for (const method of METHODS) {
      const die = dieValueDistribution(method);
      expect(die.min).toBe(0);
      expect(die.max).toBe(10);
      expect(Math.abs(die.p(0) - 0.05)).toBeLessThan(EXACT);
      expect(Math.abs(die.p(10) - 0.05)).toBeLessThan(EXACT);
      for (let v = 1; v <= 9; v++) expect(Math.abs(die.p(v) - 0.1)).toBeLessThan(EXACT);
    }
  });

  it("keep the best of four at A3 and the worst of four at D3", () => {
    // P(best of four is a Critical Success) = 1 − 0.95⁴; P(worst of four is a Critical Failure) likewise.
    expect(Math.abs(keptValueDistribution("coin", 3).p(10) - (1 - 0.95 ** 4))).toBeLessThan(EXACT);
    expect(Math.abs(keptValueDistribution("coin", -3).p(0) - (1 - 0.95 ** 4))).toBeLessThan(EXACT);
  });
});

describe("Test odds against brute-force enumeration (all faces × all coin sides)", () => {
  for (const method of METHODS) {
    for (const level of LEVELS) {
      const modifier = level + 1;
      // 20⁴ d10ish outcomes go through the real judge: allow for a busy machine (no timing is asserted).
      it(`${method}, level ${level}, Modifier ${modifier}`, { timeout: 60_000 }, () => {
        const options = optionsAt(method, level, modifier);
        const odds = testScoreOdds(options);
        expectOddsEqual(odds, scoresOf(options));
        expect(Math.abs(odds.plain.mass + odds.critFailure + odds.critSuccess - 1)).toBeLessThan(EXACT);
      });
    }
  }

  it("cancel and cap before computing (five Advantages and one Disadvantage is A3)", () => {
    const capped = testScoreOdds({ advantages: 5, disadvantages: 1 });
    const a3 = testScoreOdds({ advantages: 3 });
    expect(capped).toEqual(a3);
  });
});

describe("range odds against brute force", () => {
  const cases: Array<[string, TestOptions]> = [
    ["[..4] a, [5..8] b, [9..] c, [0!] x, [10!] y", optionsAt("coin", 2, 0)],
    ["[3..5] a, [6..7] b", optionsAt("d10ish", -1, 1)],
    ["[..] everything", optionsAt("coin", 3, -2)],
    ["[10!] only crits", optionsAt("coin", 1, 0)],
  ];

  for (const [shorthand, options] of cases) {
    it(`${shorthand} at ${JSON.stringify(options)}`, () => {
      const parsed = parseRanges(shorthand);
      const odds = rangeOdds(testScoreOdds(options), parsed);
      const expected = new Map<string, number>();
      let outside = 0;
      for (const { value, weight } of everyTest(options)) {
        const numeric = matchRanges(parsed, value).find((m) => m.kind === "range");
        if (numeric) expected.set(numeric.bracket, (expected.get(numeric.bracket) ?? 0) + weight);
        else outside += weight;
      }
      for (const { range, probability } of odds.ranges) {
        expect(Math.abs(probability - (expected.get(range.bracket) ?? 0))).toBeLessThan(EXACT);
      }
      expect(Math.abs(odds.outside - outside)).toBeLessThan(EXACT);
    });
  }

  it("standard and pass/fail odds match the bands of every outcome", () => {
    const options = optionsAt("d10ish", 2, 1);
    const odds = testScoreOdds(options);
    const expected = { low: 0, mixed: 0, high: 0, pass: 0 };
    for (const { value, weight } of everyTest(options)) {
      expected[standardBand(value)] += weight;
      if (isPassing(value)) expected.pass += weight;
    }
    const standard = standardOdds(odds);
    expect(Math.abs(standard.low - expected.low)).toBeLessThan(EXACT);
    expect(Math.abs(standard.mixed - expected.mixed)).toBeLessThan(EXACT);
    expect(Math.abs(standard.high - expected.high)).toBeLessThan(EXACT);
    expect(standard.critSuccess).toBe(odds.critSuccess);
    const passFail = passFailOdds(odds);
    expect(Math.abs(passFail.pass - expected.pass)).toBeLessThan(EXACT);
    expect(Math.abs(passFail.fail - (1 - expected.pass))).toBeLessThan(EXACT);
  });

  it("answers the dialog's one-call query from shorthand or parsed ranges alike", () => {
    const shorthand = "[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles";
    const fromText = testRangeOdds({ advantages: 3, modifier: 2 }, shorthand);
    expect(fromText).toEqual(testRangeOdds({ advantages: 3, modifier: 2 }, parseRanges(shorthand)));
    expect(fromText.ranges.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 12);
  });

  it("refuses bad options", () => {
    expectIndieError(() => testScoreOdds({ modifier: 0.5 }), klepto("Modifier"));
    expectIndieError(() => testScoreOdds({ method: asSentByAnyClient("d6") }), klepto("Method"));
    expectIndieError(() => testScoreOdds({ advantages: -2 }), "INDIE_DICE.Error.Limit.KleptoAdvantages");
    expectIndieError(() => testScoreOdds({ advantages: 2.5 }), klepto("Advantages"));
  });
});

describe("Contest odds against brute force (up to four dice, every coin)", () => {
  const pairs: Array<[TestOptions, TestOptions]> = [
    [optionsAt("coin", 1, 0), optionsAt("coin", 1, 0)],
    [optionsAt("coin", 2, -1), optionsAt("d10ish", 0, 2)],
    [optionsAt("d10ish", -1, 3), optionsAt("coin", 1, 0)],
  ];

  for (const [a, b] of pairs) {
    it(`${JSON.stringify(a)} against ${JSON.stringify(b)}`, () => {
      let aWins = 0;
      let tie = 0;
      for (const left of everyScore(a)) {
        for (const right of everyScore(b)) {
          const weight = left.weight * right.weight;
          if (compareScores(left.value, right.value) === 0) tie += weight;
          for (const coin of ["heads", "tails"] as const) {
            const needsCoin = compareScores(left.value, right.value) === 0;
            const winner = judgeKleptoContest(left.value, right.value, needsCoin ? coin : null).winner;
            if (winner === "a") aWins += weight / 2;
          }
        }
      }
      const odds = kleptoContestOdds(testScoreOdds(a), testScoreOdds(b));
      expect(Math.abs(odds.aWins - aWins)).toBeLessThan(EXACT);
      expect(Math.abs(odds.bWins - (1 - aWins))).toBeLessThan(EXACT);
      expect(Math.abs(odds.tie - tie)).toBeLessThan(EXACT);
    });
  }

  it("two identical sides win half the time each", () => {
    const side = testScoreOdds({ advantages: 1, modifier: 2 });
    const odds = kleptoContestOdds(side, side);
    expect(Math.abs(odds.aWins - 0.5)).toBeLessThan(EXACT);
  });

  it(
    "is offered to macros as api.odds.klepto.contestOdds, " + "and still under its first name, api.odds.contestOdds",
    () => {
      const apiOdds = oddsApi(() => undefined);
      expect(apiOdds.klepto.contestOdds).toBe(kleptoContestOdds);
      expect(apiOdds.contestOdds).toBe(kleptoContestOdds);
    },
  );
});

describe("Group Test odds against brute force", () => {
  const groups: TestOptions[][] = [
    [optionsAt("coin", 0, 2), optionsAt("coin", 0, 0), optionsAt("d10ish", 0, 3), optionsAt("coin", 0, -1)],
    [optionsAt("coin", 1, 1), optionsAt("d10ish", -1, 4)],
    [optionsAt("coin", 3, 0)],
  ];

  for (const group of groups) {
    it(`${group.length} members: ${JSON.stringify(group)}`, () => {
      // Every combination of everyone's outcomes, keeping the lowest Score of each.
      let lows = everyScore(must(group[0]));
      for (const member of group.slice(1)) {
        const next: Array<Weighted<Score>> = [];
        for (const low of lows) {
          for (const score of everyScore(member)) {
            const lower = compareScores(score.value, low.value) < 0 ? score.value : low.value;
            next.push({ value: lower, weight: low.weight * score.weight });
          }
        }
        lows = next;
      }
      expectOddsEqual(groupTestOdds(group), lows);
    });
  }

  it("a group of one scores like its member", () => {
    const member = testScoreOdds({ disadvantages: 2, modifier: 1 });
    expectOddsEqual(lowestScoreOdds([member]), scoresOf({ disadvantages: 2, modifier: 1 }));
  });

  it("refuses an empty group", () => {
    expectIndieError(() => groupTestOdds([]), klepto("GroupEmpty"));
  });
});
