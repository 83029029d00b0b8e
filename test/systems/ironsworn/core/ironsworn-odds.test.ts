/**
 * Ironsworn's figures (src/systems/ironsworn/core/ironsworn-odds.ts), against outcomes counted by hand (the 600 = 6 ×
 * 10 × 10 outcomes of an action roll), by brute force here, and by Icepool 2.2.2 (figures noted where they were
 * checked: `icepool.map(outcome, d6, d10, d10)`, and the two lowest of `Pool([d10]*3)` for an extra die).
 */
import { describe, expect, it } from "vitest";
import {
  burnNowOutcomes,
  burnOffered,
  shownActionScore,
  ironCountable,
  ironOutcomes,
  plainRoll,
  type IronRoll,
} from "../../../../src/systems/ironsworn/core/ironsworn-odds";
import { factIf } from "../../../../src/core/systems/system-odds-types";

/** The engine's part the figures take (the adapter's from the kit). */
const ENGINE = { factIf };

function figures(roll: IronRoll): Record<string, number> {
  return Object.fromEntries(ironOutcomes(ENGINE, roll).map((outcome) => [outcome.key, outcome.probability]));
}

function expectFigures(roll: IronRoll, expected: Record<string, number>, of: number): void {
  const got = figures(roll);
  expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, count] of Object.entries(expected)) expect(got[key], key).toBe(count / of);
}

/** Every face of the d6 and the two d10s, as the system's code reads them, counted. */
function bruteForce(stat: number, adds: number, momentum: number | null): Record<string, number> {
  const counts: Record<string, number> = { strongHit: 0, weakHit: 0, miss: 0, strongHitMatch: 0, missMatch: 0 };
  for (let die = 1; die <= 6; die += 1) {
    for (let c1 = 1; c1 <= 10; c1 += 1) {
      for (let c2 = 1; c2 <= 10; c2 += 1) {
        const score = Math.min((momentum === -die ? 0 : die) + stat + adds, 10);
        const hits = [c1, c2].filter((challenge) => score > challenge).length;
        const key = ["miss", "weakHit", "strongHit"][hits] ?? "";
        counts[key] = (counts[key] ?? 0) + 1;
        if (c1 === c2) counts[`${key}Match`] = (counts[`${key}Match`] ?? 0) + 1;
      }
    }
  }
  return counts;
}

describe("Ironsworn's figures", () => {
  it(
    "worked example 1: stat 2 — strong 139, weak 262, miss 199 of 600; " +
      "matches 27 strong and 33 miss (Icepool: the same)",
    () => {
      expectFigures(
        plainRoll("action", 2),
        { strongHit: 139, weakHit: 262, miss: 199, strongHitMatch: 27, missMatch: 33 },
        600,
      );
    },
  );

  it(
    "worked example 2: stat 4 + 3 adds, capped at 10 — " + "strong 437, weak 146, miss 17 of 600 (Icepool: the same)",
    () => {
      const got = figures(plainRoll("action", 4, 3));
      expect([got.strongHit, got.weakHit, got.miss]).toEqual([437 / 600, 146 / 600, 17 / 600]);
    },
  );

  it("worked example 3: a progress score of 6 — strong 25, weak 50, miss 25 of 100; matches 5 and 5", () => {
    expectFigures(
      plainRoll("progress", 6),
      { strongHit: 25, weakHit: 50, miss: 25, strongHitMatch: 5, missMatch: 5 },
      100,
    );
  });

  it(
    "a move's momentum −2 with stat 2 cancels a rolled 2 (score 2): " +
      "strong 131, weak 238, miss 231 of 600 (Icepool: the same)",
    () => {
      const got = figures({ ...plainRoll("action", 2), momentum: -2 });
      expect([got.strongHit, got.weakHit, got.miss]).toEqual([131 / 600, 238 / 600, 231 / 600]);
    },
  );

  it("a progress roll is never cancelled: momentum −6 against a progress of 6 changes nothing", () => {
    expect(figures({ ...plainRoll("progress", 6), momentum: -6 })).toEqual(figures(plainRoll("progress", 6)));
  });

  it(
    "a preset action die is cancelled too (rawScore's first branch): " +
      "3 with momentum −3 and stat 1 scores 1 — always a miss",
    () => {
      expectFigures(
        { ...plainRoll("action", 1), presetActionDie: 3, momentum: -3 },
        { strongHit: 0, weakHit: 0, miss: 100, strongHitMatch: 0, missMatch: 10 },
        100,
      );
    },
  );

  it("matches brute force over all 600 outcomes, every stat −1…5, adds −2…4, momentum none, −1…−6", () => {
    for (let stat = -1; stat <= 5; stat += 1) {
      for (let adds = -2; adds <= 4; adds += 1) {
        for (const momentum of [null, -1, -2, -3, -4, -5, -6]) {
          const counts = bruteForce(stat, adds, momentum);
          const got = figures({ ...plainRoll("action", stat, adds), momentum });
          for (const [key, count] of Object.entries(counts))
            expect(got[key], `${stat} ${adds} ${momentum} ${key}`).toBeCloseTo(count / 600, 15);
        }
      }
    }
  });

  it(
    "preset challenge dice: both set, the outcome is certain; " +
      "one set, the other die rolls (score 6 vs a preset 4: strong 5 of 10)",
    () => {
      expectFigures(
        { ...plainRoll("progress", 6), presetChallenge: [3, 3] },
        { strongHit: 1, weakHit: 0, miss: 0, strongHitMatch: 1, missMatch: 0 },
        1,
      );
      expectFigures(
        { ...plainRoll("progress", 6), presetChallenge: [4, null] },
        { strongHit: 5, weakHit: 5, miss: 0, strongHitMatch: 1, missMatch: 0 },
        10,
      );
    },
  );

  it("an outcome set beforehand is the outcome; a match still comes from the dice (10 of 100)", () => {
    expectFigures(
      { ...plainRoll("progress", 1), automaticOutcome: 2 },
      { strongHit: 100, weakHit: 0, miss: 0, strongHitMatch: 10, missMatch: 0 },
      100,
    );
  });

  it(
    "one extra challenge die, the best pick (the two lowest of three), stat 2: " +
      "strong 2604, weak 2109, miss 1287 of 6000 (Icepool)",
    () => {
      expectFigures(
        { ...plainRoll("action", 2), extraChallengeDice: 1 },
        { strongHit: 2604, weakHit: 2109, miss: 1287, strongHitMatch: 588, missMatch: 282 },
        6000,
      );
    },
  );

  it(
    "burning momentum 5 after a stat 2 roll: " +
      "strong 158, weak 284, miss 158 of 600 (Icepool); none offered on progress",
    () => {
      const got = figures({ ...plainRoll("action", 2), burn: 5 });
      expect([got.strongHitBurn, got.weakHitBurn, got.missBurn]).toEqual([158 / 600, 284 / 600, 158 / 600]);
      expect(Object.keys(figures({ ...plainRoll("progress", 6), burn: 5 }))).not.toContain("strongHitBurn");
    },
  );

  it("works out whole numbers, extra dice up to 10, and a pick among extra dice beside a preset", () => {
    expect(ironCountable({ ...plainRoll("action", 2), extraChallengeDice: 10 })).toBe(true);
    expect(ironCountable({ ...plainRoll("action", 2), extraChallengeDice: 11 })).toBe(false);
    expect(ironCountable({ ...plainRoll("action", 2.5) })).toBe(false);
    expect(ironCountable({ ...plainRoll("action", 2), extraChallengeDice: 1, presetChallenge: [4, null] })).toBe(true);
    expect(ironCountable({ ...plainRoll("action", 2), extraChallengeDice: 1, presetChallenge: [4, 5] })).toBe(true);
  });

  it(
    "one preset die beside an extra one: the pick replaces both final dice, so the two lowest of the three rolled — " +
      "progress 6: strong 3·25·5 + 125 = 500, miss 5³ = 125 of 1000; matches Σ(31 − 3v) 110 (v ≤ 5) and 35",
    () => {
      const got = figures({ ...plainRoll("progress", 6), extraChallengeDice: 1, presetChallenge: [3, null] });
      expect([got.strongHit, got.weakHit, got.miss]).toEqual([0.5, 0.375, 0.125]);
      expect([got.strongHitMatch, got.missMatch]).toEqual([0.11, 0.035]);
    },
  );
});

/**
 * What a momentum burn makes of a rolled roll (src/systems/ironsworn/core/ironsworn-odds.ts `burnNowOutcomes`),
 * against every momentum a character holds (−6…10) and every pair of final challenge dice, judged as the system's
 * code does (foundry-ironsworn 1.28.1 at f5253894): `burnMomentum` (ironsworn-roll-message.ts:158-171) sets the
 * outcome to `computeRollOutcome(momentum, c1, c2)` (:80-88, the dice the momentum beats strictly), and the card's
 * match is two equal final dice (ironsworn-roll.ts:412-416; a weak hit has none, :96-110's keys).
 */
const BURN_OUTCOMES = ["miss", "weakHit", "strongHit"];

describe("a momentum burn after the roll", () => {
  it("is the outcome the momentum beats on the final dice, better or worse, with their match", () => {
    const expected: string[] = [];
    const got: string[] = [];
    for (let momentum = -6; momentum <= 10; momentum += 1) {
      for (let c1 = 1; c1 <= 10; c1 += 1) {
        for (let c2 = 1; c2 <= 10; c2 += 1) {
          const key = BURN_OUTCOMES[[c1, c2].filter((die) => momentum > die).length] ?? "";
          const match = c1 === c2 && key !== "weakHit" ? ` ${key}Match` : "";
          expected.push(`${momentum} ${c1} ${c2}: ${key}${match}`);
          const sure = burnNowOutcomes(ENGINE, momentum, [c1, c2]).filter((outcome) => outcome.probability === 1);
          got.push(`${momentum} ${c1} ${c2}: ${sure.map((outcome) => outcome.key).join(" ")}`);
        }
      }
    }
    expect(got).toEqual(expected);
  });

  it("a match is a fact beside the outcome", () => {
    const burnt = burnNowOutcomes(ENGINE, 5, [4, 4]);
    expect(burnt.filter((outcome) => outcome.fact).map((outcome) => outcome.key)).toEqual([
      "strongHitMatch",
      "missMatch",
    ]);
    expect(burnt.filter((outcome) => outcome.probability === 1).map((outcome) => outcome.key)).toEqual([
      "strongHit",
      "strongHitMatch",
    ]);
  });
});

/**
 * Whether the card offers a burn on the dice an action roll showed (`burnOffered`, with `shownActionScore`), against
 * the system's code (f5253894): rawScore (ironsworn-roll.ts:299-337) the action die — 0 where a move's momentum is its
 * negative (`canceledByNegativeMomentum`) — plus the stat and adds, `score` at most 10; momentumData
 * (ironsworn-roll-message.ts:292-321) offers it where `computeRollOutcome(momentum)` beats the roll's outcome.
 */
describe("the burn the card offers on the dice shown", () => {
  it("every action die, challenge pair and momentum, a stat's roll and a move's, stat 3 and adds 1", () => {
    // Only the rows that differ are kept (20,400 rows compared one by one).
    const wrong: string[] = [];
    for (const move of [false, true]) {
      for (let momentum = -6; momentum <= 10; momentum += 1) {
        const roll = { ...plainRoll("action", 3, 1), momentum: move ? momentum : null, burn: momentum };
        for (let die = 1; die <= 6; die += 1) {
          const score = Math.min((move && momentum === -die ? 0 : die) + 3 + 1, 10);
          const ours = shownActionScore(roll, die);
          for (let c1 = 1; c1 <= 10; c1 += 1) {
            for (let c2 = 1; c2 <= 10; c2 += 1) {
              const beats = (value: number) => (value > c1 ? 1 : 0) + (value > c2 ? 1 : 0);
              const offered = beats(momentum) > beats(score);
              if (ours !== score || burnOffered(roll, ours, [c1, c2]) !== offered)
                wrong.push(`${String(move)} ${momentum} ${die} ${c1} ${c2}: ${score} ${String(offered)}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("none on a progress roll, nor without a burn's momentum", () => {
    expect(burnOffered({ ...plainRoll("progress", 2), burn: 9 }, 2, [3, 4])).toBe(false);
    expect(burnOffered(plainRoll("action", 2), 2, [3, 4])).toBe(false);
  });
});
