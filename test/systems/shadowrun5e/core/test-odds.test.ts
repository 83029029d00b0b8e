/**
 * Shadowrun 5e's figures (docs/systems-shadowrun5e.md "The rules"): FOUNDRY-SYSTEMS-3 §d.7's examples 1 to 4, each
 * settled by an enumeration written here from SR5-FoundryVTT 0.36.0's code — SR5Die marks a 5 or 6 a success and a
 * 1 a failure, SR5Roll counts them over every result (exploded dice too), SuccessTest caps the hits by the limit
 * (`hasLimit`), TestRules judges success, glitch and critical glitch — in exact BigInt counts, never through the
 * engine; then read from the adapter's figures (the kit's `sr5Outcomes` under `sr5Odds`).
 */
import { describe, expect, it } from "vitest";
import { sr5Outcomes } from "../../../../src/core/pools/shadowrun-dice";
import { sr5Odds, type Sr5Test } from "../../../../src/systems/shadowrun5e/core/test-odds";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";
import english from "../../../../lang/en.json";
import { shadowrun5eCalculatorAnswer } from "../../../../src/systems/shadowrun5e/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

/** TestRules.ts at 0.36.0, as written there. */
const success = (hits: number, threshold: number) => (threshold > 0 ? hits >= threshold : hits > 0);
const glitched = (glitches: number, pool: number) => glitches > Math.floor(Math.max(pool, 1) / 2);

const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
const choose = (n: number, k: number): bigint => factorial(n) / (factorial(k) * factorial(n - k));

interface Enumerated {
  readonly atLeast: (hits: number) => number;
  readonly glitch: number;
  readonly criticalGlitch: number;
}

/**
 * Every way `n` plain d6 fall, by how many show a 1, a hit (5 or 6) and neither (2–4): C(n; ones, hits, rest) ways of
 * 1 · 2^hits · 3^rest faces each, over 6^n. Hits capped by `limit` as `calculateHits` does.
 */
function plainDice(n: number, limit: number | null): Enumerated {
  const weights: { ones: number; hits: number; ways: bigint }[] = [];
  for (let ones = 0; ones <= n; ones += 1)
    for (let hits = 0; ones + hits <= n; hits += 1) {
      const rest = n - ones - hits;
      const ways = (factorial(n) / (factorial(ones) * factorial(hits) * factorial(rest))) * 2n ** BigInt(hits);
      weights.push({ ones, hits, ways: ways * 3n ** BigInt(rest) });
    }
  return judged(weights, 6n ** BigInt(n), n, limit);
}

/**
 * `n` d6 exploding on 6 (`Ndsx6`): the sixes of all chains together, s, fall in C(s+n−1, n−1) ways of (1/6)^s, each
 * chain's last throw 1–5 with 1/5 each; a six is a hit, the last throw a hit on a 5, a glitch on a 1. Exact up to
 * `depth` sixes (the mass past it is below 1e-15 for the pools here).
 */
function explodingDice(n: number, depth = 40): Enumerated {
  const weights: { ones: number; hits: number; ways: bigint }[] = [];
  const scale = 6n ** BigInt(depth);
  for (let sixes = 0; sixes <= depth; sixes += 1) {
    // (1/6)^s · (5/6)^n · C(s+n−1, n−1) · (1/5)^n per way of the last throws, over 6^depth · 6^n · 5^n: 5^n cancels.
    const chains = choose(sixes + n - 1, n - 1) * 6n ** BigInt(depth - sixes);
    for (let ones = 0; ones <= n; ones += 1)
      for (let fives = 0; ones + fives <= n; fives += 1) {
        const rest = n - ones - fives;
        const ways = factorial(n) / (factorial(ones) * factorial(fives) * factorial(rest));
        weights.push({ ones, hits: sixes + fives, ways: chains * ways * 3n ** BigInt(rest) });
      }
  }
  return judged(weights, scale * 6n ** BigInt(n), n, null);
}

function judged(
  weights: readonly { ones: number; hits: number; ways: bigint }[],
  total: bigint,
  pool: number,
  limit: number | null,
): Enumerated {
  const chance = (test: (w: { ones: number; hits: number }) => boolean) =>
    Number((weights.filter(test).reduce((sum, w) => sum + w.ways, 0n) * 10n ** 15n) / total) / 1e15;
  const capped = (hits: number) => (limit === null ? hits : Math.min(hits, limit));
  return {
    atLeast: (k) => chance((w) => success(capped(w.hits), k)),
    glitch: chance((w) => glitched(w.ones, pool)),
    criticalGlitch: chance((w) => glitched(w.ones, pool) && capped(w.hits) === 0),
  };
}

const test = (given: Partial<Sr5Test> & Pick<Sr5Test, "pool">): Sr5Test => ({
  limit: null,
  threshold: 0,
  pushTheLimit: false,
  buyHits: false,
  edge: null,
  ...given,
});

function figure(odds: SystemOdds, key: string): number {
  const outcome = odds.choices[0]?.outcomes.find((o) => o.key === key);
  if (!outcome) throw new Error(`no ${key}`);
  return outcome.probability;
}

describe("Shadowrun 5e's test figures against an enumeration of the system's rules (§d.7)", () => {
  it("10 dice, threshold 3: 70.09 %, glitch 0.24 %, critical glitch 0.03 %; hits ≥ 1…7", () => {
    const odds = sr5Odds(sr5Outcomes, test({ pool: 10, threshold: 3 }));
    const counted = plainDice(10, null);
    expect(counted.atLeast(3)).toBeCloseTo(13_795 / 19_683, 14);
    expect(counted.glitch).toBeCloseTo(24_571 / 10_077_696, 14);
    expect(counted.criticalGlitch).toBeCloseTo(10_343 / 30_233_088, 14);
    expect(figure(odds, "success")).toBeCloseTo(counted.atLeast(3), 12);
    expect(figure(odds, "glitch")).toBeCloseTo(counted.glitch, 12);
    expect(figure(odds, "criticalGlitch")).toBeCloseTo(counted.criticalGlitch, 12);
    expect((100 * figure(odds, "success")).toFixed(2)).toBe("70.09");
    expect((100 * figure(odds, "glitch")).toFixed(2)).toBe("0.24");
    expect((100 * figure(odds, "criticalGlitch")).toFixed(2)).toBe("0.03");
    const rows = odds.totals.slice(0, 7).map((row) => (100 * (row.chances[0] ?? 0)).toFixed(2));
    expect(rows).toEqual(["98.27", "89.60", "70.09", "44.07", "21.31", "7.66", "1.97"]);
    for (const row of odds.totals) expect(row.chances[0]).toBeCloseTo(counted.atLeast(row.total), 12);
  });

  it("3 dice, threshold 1: 70.37 %, glitch 7.41 %, critical glitch 4.63 %", () => {
    const odds = sr5Odds(sr5Outcomes, test({ pool: 3, threshold: 1 }));
    const counted = plainDice(3, null);
    expect(figure(odds, "success")).toBeCloseTo(19 / 27, 12);
    expect(figure(odds, "glitch")).toBeCloseTo(counted.glitch, 12);
    expect(counted.glitch).toBeCloseTo(2 / 27, 14);
    expect(figure(odds, "criticalGlitch")).toBeCloseTo(5 / 108, 12);
  });

  it("12 dice under limit 4: threshold 2 is 94.60 %, threshold 5 cannot be met; glitch 0.13 %", () => {
    const counted = plainDice(12, 4);
    const two = sr5Odds(sr5Outcomes, test({ pool: 12, limit: 4, threshold: 2 }));
    expect(figure(two, "success")).toBeCloseTo(502_769 / 531_441, 12);
    expect(figure(two, "glitch")).toBeCloseTo(counted.glitch, 12);
    expect((100 * figure(two, "glitch")).toFixed(2)).toBe("0.13");
    const five = sr5Odds(sr5Outcomes, test({ pool: 12, limit: 4, threshold: 5 }));
    expect(figure(five, "success")).toBe(0);
    // The hits' rows stop at the limit: no row a capped test cannot reach.
    expect(five.totals.map((row) => row.total)).toEqual([1, 2, 3, 4]);
  });

  it("Push the Limit, 10 dice exploding: 76.29 %, glitch 0.64 % by the pool value; no limit", () => {
    const counted = explodingDice(10);
    const odds = sr5Odds(sr5Outcomes, test({ pool: 10, threshold: 3, pushTheLimit: true }));
    expect(figure(odds, "success")).toBeCloseTo(counted.atLeast(3), 11);
    expect((100 * figure(odds, "success")).toFixed(2)).toBe("76.29");
    expect(figure(odds, "glitch")).toBeCloseTo(counted.glitch, 11);
    expect((100 * figure(odds, "glitch")).toFixed(2)).toBe("0.64");
    expect(figure(odds, "criticalGlitch")).toBeCloseTo(counted.criticalGlitch, 11);
  });

  it("the Push the Limit checkbox: the change its other state makes, Edge added and the limit gone", () => {
    // 8 dice under limit 3 against threshold 3, Edge 2: ticked is 10 exploding dice, no limit.
    const plain = test({ pool: 8, limit: 3, threshold: 3, edge: 2 });
    const change = explodingDice(10).atLeast(3) - plainDice(8, 3).atLeast(3);
    const extras = sr5Odds(sr5Outcomes, plain).extras ?? [];
    expect(extras.map(({ id, fromTarget }) => ({ id, fromTarget }))).toEqual([
      { id: "pushTheLimit", fromTarget: true },
    ]);
    expect(extras[0]?.change).toBeCloseTo(change, 11);
    // Ticked: the pool holds the Edge, no limit applies; the figure is what unticking takes away.
    const ticked = test({ pool: 10, threshold: 3, edge: 2, pushTheLimit: true });
    expect(sr5Odds(sr5Outcomes, ticked, 3).extras?.[0]?.change).toBeCloseTo(-change, 11);
  });

  it("no threshold (the GM keeps it, or an opposed test's): no success, the hits' rows and the glitches", () => {
    const odds = sr5Odds(sr5Outcomes, test({ pool: 10 }));
    expect(odds.target).toBeNull();
    expect(odds.choices[0]?.outcomes.map((o) => o.key)).toEqual(["glitch", "criticalGlitch"]);
    expect(odds.choices[0]?.outcomes.every((o) => !o.fromTarget)).toBe(true);
    expect(odds.totals[2]?.chances[0]).toBeCloseTo(13_795 / 19_683, 12);
    expect(odds.extras).toEqual([]);
  });

  it("bought hits: floor(pool / 4), capped by the limit, no glitch", () => {
    const odds = sr5Odds(sr5Outcomes, test({ pool: 13, limit: 2, threshold: 3, buyHits: true }));
    expect(figure(odds, "success")).toBe(0);
    expect(figure(odds, "glitch")).toBe(0);
    expect(figure(sr5Odds(sr5Outcomes, test({ pool: 13, threshold: 3, buyHits: true })), "success")).toBe(1);
  });
});

describe("Shadowrun 5e in the web calculator (src/systems/shadowrun5e/ui/calculator-answer.ts)", () => {
  const en = createTranslator("en", english);
  const headline = (fields: Record<string, string>) => {
    const view = must(systemCalculatorAnswer(shadowrun5eCalculatorAnswer, fields, en).view);
    return must(must(must(view.rows[0]).cells[0]).probability);
  };

  it("12 dice under limit 4 against 2: 94.60 %; Push the Limit with 10 dice against 3: 76.29 %, the limit gone", () => {
    expect(headline({ pool: "12", limit: "4", threshold: "2", edge: "none" })).toBeCloseTo(502_769 / 531_441, 12);
    expect(headline({ pool: "12", limit: "4", threshold: "5", edge: "none" })).toBe(0);
    const pushed = headline({ pool: "10", limit: "2", threshold: "3", edge: "pushTheLimit" });
    expect(pushed).toBeCloseTo(explodingDice(10).atLeast(3), 11);
  });
});
