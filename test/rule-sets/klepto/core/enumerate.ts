import type { CritMethod } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import type { KleptoTestResult, TestOptions } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import type { Score } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import { coinsNeeded, dieFacesFor } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import { diceForLevel, netAdvantage } from "../../../../src/rule-sets/klepto/core/mechanics/advantage";
import { judgeTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import type { CoinSide } from "../../../../src/core/random";
import { must } from "../../../kit";

const keyOf = (score: Score) => `${score.crit ?? "plain"}:${score.total}`;

export interface Weighted<T> {
  value: T;
  weight: number;
}

/**
 * The faces of a method's die, one per distinct resolved value, with how many faces share it. The d10ish die's 20
 * faces resolve to 11 values (1–9 twice), and the rules resolve each die on its own before one is kept, so faces
 * that resolve alike are interchangeable: enumerating one of each, weighted by its count, visits every outcome
 * with its exact weight, in 11⁴ instead of 20⁴ steps at four dice. Which faces resolve alike is asked of the real
 * judge itself, one die at a time, never assumed.
 */
function faceClasses(method: CritMethod): Array<{ face: number; count: number }> {
  const faces = dieFacesFor(method);
  const byOutcome = new Map<string, { face: number; count: number }>();
  for (let face = 1; face <= faces; face++) {
    const coins = coinSides(coinsNeeded(method, [face]));
    const outcome = coins.map((side) => keyOf(judgeTest({ method }, { faces: [face], coins: side }))).join("|");
    const seen = byOutcome.get(outcome);
    if (seen) seen.count++;
    else byOutcome.set(outcome, { face, count: 1 });
  }
  return [...byOutcome.values()];
}

/** Every tuple of `count` face classes, in odometer order. */
function* classTuples<T>(count: number, classes: readonly T[]): Generator<T[]> {
  const index = new Array<number>(count).fill(0);
  for (;;) {
    yield index.map((i) => must(classes[i]));
    let i = count - 1;
    while (i >= 0 && index[i] === classes.length - 1) index[i--] = 0;
    if (i < 0) return;
    index[i]!++;
  }
}

function coinSides(count: number): CoinSide[][] {
  return Array.from({ length: 2 ** count }, (_, bits) =>
    Array.from({ length: count }, (_, i) => ((bits >> i) & 1 ? "heads" : "tails")),
  );
}

/**
 * Every way a Test can come out — every distinct face of every die (weighted), times every side of every coin — as
 * judged.
 */
export function* everyTest(options: TestOptions): Generator<Weighted<KleptoTestResult>> {
  const method = options.method ?? "coin";
  const level = netAdvantage(options.advantages ?? 0, options.disadvantages ?? 0);
  const count = diceForLevel(level);
  const faces = dieFacesFor(method);
  for (const tuple of classTuples(count, faceClasses(method))) {
    const rolled = tuple.map((c) => c.face);
    const share = tuple.reduce((product, c) => product * c.count, 1) / faces ** count;
    const needed = coinsNeeded(method, rolled);
    for (const coins of coinSides(needed)) {
      yield { value: judgeTest(options, { faces: rolled, coins }), weight: share / 2 ** needed };
    }
  }
}

/** The same outcomes, gathered by Score (for cross products of independent Tests). */
export function everyScore(options: TestOptions): Array<Weighted<Score>> {
  const byKey = new Map<string, Weighted<Score>>();
  for (const { value, weight } of everyTest(options)) {
    const key = keyOf(value);
    const seen = byKey.get(key);
    if (seen) seen.weight += weight;
    else byKey.set(key, { value: { total: value.total, crit: value.crit }, weight });
  }
  return [...byKey.values()];
}
