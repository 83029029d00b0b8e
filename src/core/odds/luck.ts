/**
 * How lucky a roll was: where its result falls in the exact distribution of the same roll (same dice, same
 * options), ties split in half —
 *
 *   luck(x) = P(X < x) + ½·P(X = x)
 *
 * over the roll's own outcome measure: the Kaiser check total, the OGS total, the K&R Margin, the Kleptonomicon
 * Score with its crits ranked (a Critical Failure below every plain Score, a Critical Success above every one),
 * the Dungeons of Olde total. "Luckier than 87% of such rolls" reads luck = 0.87. The lowest result a roll can
 * have scores half its own chance, the highest 1 less half its own chance: luck is never 0 or 1.
 *
 * Each measure is one of the engine's own distributions, built once per roll shape with the additive part (bonus,
 * flat bonus, Modifier, adjustment) left out: a result is moved by it instead, so a table whose characters' bonuses
 * change never rebuilds a distribution. Tails cut by the engine (below 1e-12 of mass) stay cut: a result beyond
 * them is luckier than everything listed.
 *
 * @example
 * luckOf.ogs([6, 6], 0, 12)                        // 1 − (1/36)/2: only a double six ties it
 * luckOf.klepto({ modifier: 2 }, { total: 12, crit: "success" })   // 1 − 0.05/2
 */
import { normalizeCheckSpec } from "../../rule-sets/kaiser/core/mechanics/validate";
import type { KaiserCheckRoll, KaiserCheckSpec } from "../../rule-sets/kaiser/core/mechanics/types";
import { assertThreshold, type MarginResult } from "../../rule-sets/kingdoms/core/mechanics";
import { checkTestOptions, type CritMethod, type KleptoTestResult, type Score, type TestOptions } from "../../rule-sets/klepto/core/mechanics";
import type { RolledTotal } from "../../rule-sets/ogs/core/mechanics";
import { assertFlatBonus } from "../../rule-sets/ogs/core/mechanics/validation";
import { checkOldeSpec, type OldeRollResult, type OldeRollSpec } from "../../rule-sets/olde/core/mechanics";
import { IntDistribution } from "./int-distribution";
import { kaiserCheckOdds } from "../../rule-sets/kaiser/core/odds/check-odds";
import { assertOddsDice, kingdomsMarginDistribution } from "../../rule-sets/kingdoms/core/odds/pool-odds";
import { rankBounds, rankedScores, testScoreOdds, type RankBounds } from "../../rule-sets/klepto/core/odds/score-odds";
import { oddsMemo } from "./odds-memo";
import { diceTotalDistribution } from "../../rule-sets/ogs/core/odds/total-odds";
import { oldeRollDistribution } from "../../rule-sets/olde/core/odds/roll-odds";

/** Roll shapes remembered per rule set: a chat log shows a few characters' rolls again and again. */
const SHAPES_KEPT = 64;

/* -------------------------------------------- */
/*  The rule                                    */
/* -------------------------------------------- */

/** P(X < value) + ½·P(X = value) for a whole-number result `value` of the measure `measure`. */
export function luckIn(measure: IntDistribution, value: number): number {
  if (!Number.isInteger(value)) throw new RangeError(`luck: a result must be a whole number, got ${value}`);
  return measure.lessThan(value) + measure.p(value) / 2;
}

/* -------------------------------------------- */
/*  Kaiser: the check total                     */
/* -------------------------------------------- */

/**
 * The dice part of a check's total (bonus 0), Open Roll tails included, with a skill check's Fumble at its own
 * total: a double one is 2, which no other pair makes, so the Fumble ranks below every other check by its total
 * alone — the order "an immediate failure" asks for.
 */
const kaiserDiceMeasure = oddsMemo(
  SHAPES_KEPT,
  (kind: KaiserCheckSpec["kind"], advantage: number, method: KaiserCheckSpec["method"]): IntDistribution => {
    const check = kaiserCheckOdds({ kind, bonus: 0, advantage, method });
    if (check.fumbleTotal === null || check.pFumble === 0) return check.totals;
    return IntDistribution.mixture([
      [check.totals, 1],
      [IntDistribution.constant(check.fumbleTotal), check.pFumble],
    ]);
  },
  (kind, advantage, method) => `${kind}:${advantage}:${method}`,
);

/** The measure a Kaiser check's luck is read on: its total, the Fumble's included (see kaiserDiceMeasure). */
export function kaiserLuckMeasure(spec: KaiserCheckSpec): IntDistribution {
  const checked = normalizeCheckSpec(spec);
  return kaiserDiceMeasure(checked.kind, checked.advantage, checked.method).shift(checked.bonus);
}

/** How lucky a Kaiser check with this total was (a fumbled skill check shows its double one plus the bonus). */
export function kaiserLuck(spec: KaiserCheckSpec, total: number): number {
  const checked = normalizeCheckSpec(spec);
  return luckIn(kaiserDiceMeasure(checked.kind, checked.advantage, checked.method), total - checked.bonus);
}

/* -------------------------------------------- */
/*  OGS: the total                              */
/* -------------------------------------------- */

/** The sum of the real dice alone; their order does not matter, so the sizes are sorted for the key. */
const ogsDiceMeasure = oddsMemo(
  SHAPES_KEPT,
  (sorted: readonly number[]): IntDistribution => diceTotalDistribution(sorted),
  (sorted) => sorted.join(","),
);

/** The measure an OGS roll's luck is read on: the total of its real dice (promoted pools included) plus the bonus. */
export function ogsLuckMeasure(dice: readonly number[], flatBonus = 0): IntDistribution {
  assertFlatBonus(flatBonus);
  return ogsDiceMeasure([...dice].sort((a, b) => a - b)).shift(flatBonus);
}

/** How lucky an OGS roll (an Action Check or an open roll) of these real dice sizes was. */
export function ogsLuck(dice: readonly number[], flatBonus: number, total: number): number {
  assertFlatBonus(flatBonus);
  return luckIn(ogsDiceMeasure([...dice].sort((a, b) => a - b)), total - flatBonus);
}

/* -------------------------------------------- */
/*  K&R: the Margin                             */
/* -------------------------------------------- */

const kingdomsMeasure = oddsMemo(
  SHAPES_KEPT,
  (dice: number, dt: number): IntDistribution => kingdomsMarginDistribution(dice, dt),
  (dice, dt) => `${dice}:${dt}`,
);

/** The measure a K&R roll's luck is read on: the Margin of `dice` d12s against the DT. */
export function kingdomsLuckMeasure(dice: number, dt: number): IntDistribution {
  assertOddsDice(dice);
  assertThreshold(dt);
  return kingdomsMeasure(dice, dt);
}

/** How lucky a K&R roll of `dice` dice against `dt` was, by its Margin. */
export function kingdomsLuck(dice: number, dt: number, margin: number): number {
  return luckIn(kingdomsLuckMeasure(dice, dt), margin);
}

/* -------------------------------------------- */
/*  Kleptonomicon: the Score, crits ranked      */
/* -------------------------------------------- */

/** One ranked distribution of a Test at Modifier 0, and where its crits sit on it. */
export interface KleptoLuckMeasure {
  /** A Critical Failure at `bounds.floor`, plain Scores at their totals, a Critical Success at `bounds.ceiling`. */
  readonly ranked: IntDistribution;
  readonly bounds: RankBounds;
}

/**
 * The engine's ranked Scores (the order Contests and Group Tests use), at Modifier 0: the crits sit just outside
 * the plain Scores, so a Modifier only moves the plain result, never a crit. Tests at the same net level roll the
 * same dice, so that level is the key.
 */
const kleptoMeasure = oddsMemo(
  SHAPES_KEPT,
  (method: CritMethod, level: number): KleptoLuckMeasure => {
    const odds = testScoreOdds({ method, advantages: Math.max(0, level), disadvantages: Math.max(0, -level) });
    const bounds = rankBounds([odds]);
    return { ranked: rankedScores(odds, bounds), bounds };
  },
  (method, level) => `${method}:${level}`,
);

/** The measure a Kleptonomicon Test's luck is read on, at Modifier 0 (a plain Score is read less its Modifier). */
export function kleptoLuckMeasure(options: TestOptions): KleptoLuckMeasure {
  const checked = checkTestOptions(options);
  return kleptoMeasure(checked.method, checked.level);
}

/** How lucky a Kleptonomicon Test with this Score was: a crit is the best (or worst) it could be. */
export function kleptoLuck(options: TestOptions, score: Score): number {
  const checked = checkTestOptions(options);
  const { ranked, bounds } = kleptoMeasure(checked.method, checked.level);
  if (score.crit === "failure") return luckIn(ranked, bounds.floor);
  if (score.crit === "success") return luckIn(ranked, bounds.ceiling);
  // A plain Score outside the plain range cannot be rolled; clamped, it still never passes a crit.
  const plain = Math.min(bounds.ceiling - 1, Math.max(bounds.floor + 1, score.total - checked.modifier));
  return luckIn(ranked, plain);
}

/* -------------------------------------------- */
/*  Dungeons of Olde: the total                 */
/* -------------------------------------------- */

/** The measure a Dungeons of Olde roll's luck is read on: its total (the engine remembers the dice part). */
export function oldeLuckMeasure(spec: OldeRollSpec): IntDistribution {
  return oldeRollDistribution(spec);
}

/** How lucky a Dungeons of Olde roll with this total was. */
export function oldeLuck(spec: OldeRollSpec, total: number): number {
  const { count, faces, adjustment, unlimited } = checkOldeSpec(spec);
  return luckIn(oldeRollDistribution({ count, faces, unlimited, adjustment: 0 }), total - adjustment);
}

/* -------------------------------------------- */
/*  One entry per rule set                      */
/* -------------------------------------------- */

/** Luck from a roll's spec and its result, one entry per rule set. */
export const luckOf = {
  kaiser: kaiserLuck,
  ogs: ogsLuck,
  kingdoms: kingdomsLuck,
  klepto: kleptoLuck,
  olde: oldeLuck,
} as const;

/** Luck from the core's judgment of a roll, which carries its own spec: what a card has at hand. */
export const luckOfRoll = {
  kaiser: (check: KaiserCheckRoll) => kaiserLuck(check, check.total),
  ogs: (rolled: RolledTotal) =>
    ogsLuck(
      rolled.dice.map((die) => die.faces),
      rolled.flatBonus,
      rolled.total,
    ),
  kingdoms: (judged: MarginResult) => kingdomsLuck(judged.dice.length, judged.dt, judged.margin),
  klepto: (judged: KleptoTestResult) => kleptoLuck(judged, judged),
  olde: (judged: OldeRollResult) => oldeLuck(judged, judged.total),
} as const;
