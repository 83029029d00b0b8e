import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";
import { POOL_MODIFIERS, poolTotals, type PoolModifier, type PoolTotals } from "./percentile-pool";
import {
  KEEPER_DIFFICULTIES,
  levelRanges,
  SUCCESS_LEVELS,
  succeeds,
  type Difficulty,
  type LevelRange,
  type SuccessLevel,
} from "./success-levels";

/**
 * The figures of CoC7's roll dialog (docs/systems-coc7.md "In the dialog"): one choice per position of its bonus and
 * penalty dice (two penalty dice … two bonus dice), so the player sees what each die buys; for each, the chance of
 * success at the difficulty chosen and of each success level.
 *
 * An unknown difficulty is the keeper's, set on the roll's card after the roll (docs/systems-coc7.md "Unknown
 * difficulty"): there is no success to show then, only, for the keeper, the success at each difficulty they may set;
 * and a level is shown only where its chance is the same whatever the keeper sets (the fumble's line moves with the
 * difficulty, and with it the failure's and, near 100, the regular success's).
 */

/** What the dialog asks now. */
export interface Coc7Question {
  /** The value rolled against, with the flat threshold modifier added (CoC7's threshold + flatThresholdModifier). */
  readonly value: number;
  readonly difficulty: Exclude<Difficulty, "critical">;
  readonly flatDiceModifier: number;
}

/** The choices' ids, in the dialog's order (its range input from −2 to +2). */
export const POOL_CHOICES: Readonly<Record<PoolModifier, string>> = {
  [-2]: "penalty2",
  [-1]: "penalty1",
  0: "none",
  1: "bonus1",
  2: "bonus2",
};

/**
 * The outcome keys of the keeper's success at each difficulty they may set (their success on a 1 is the critical's).
 */
const SUCCESS_IF: readonly (readonly [Difficulty, string])[] = [
  ["regular", "successIfRegular"],
  ["hard", "successIfHard"],
  ["extreme", "successIfExtreme"],
];

/** Every figure of one state of the dialog. */
export function coc7Odds(question: Coc7Question): SystemOdds {
  const choices = POOL_MODIFIERS.map((pool): SystemChoice => {
    const totals = poolTotals(pool, question.flatDiceModifier);
    const outcomes =
      question.difficulty === "unknown"
        ? unknownOutcomes(question.value, totals)
        : knownOutcomes(question.value, question.difficulty, totals);
    return { id: POOL_CHOICES[pool], outcomes };
  });
  const target =
    question.difficulty === "unknown" ? question.value : highestSuccess(question.value, question.difficulty);
  return { target, choices, totals: [] };
}

/** The figures of a roll as it was made (its message: docs/systems.md "No dialog"): the dice it rolled with, alone. */
export function coc7RollOdds(question: Coc7Question, pool: PoolModifier): SystemOdds {
  const odds = coc7Odds(question);
  return { ...odds, choices: odds.choices.filter((choice) => choice.id === POOL_CHOICES[pool]) };
}

/** The highest total that succeeds at the difficulty: what the roll must come under (CoC7's card shows it). */
export function highestSuccess(value: number, difficulty: Difficulty): number {
  return Math.max(
    ...levelRanges(value, difficulty)
      .filter((range) => succeeds(range.level, difficulty))
      .map((range) => range.to),
  );
}

function knownOutcomes(value: number, difficulty: Difficulty, totals: PoolTotals): SystemOutcome[] {
  return [
    { key: "success", probability: successWays(value, difficulty, totals) / totals.outcomes, fromTarget: true },
    ...levelRanges(value, difficulty).map((range) => ({
      key: range.level,
      probability: waysIn(totals, range) / totals.outcomes,
      fromTarget: false,
    })),
  ];
}

function successWays(value: number, difficulty: Difficulty, totals: PoolTotals): number {
  return levelRanges(value, difficulty)
    .filter((range) => succeeds(range.level, difficulty))
    .reduce((ways, range) => ways + waysIn(totals, range), 0);
}

function unknownOutcomes(value: number, totals: PoolTotals): SystemOutcome[] {
  const keeper = SUCCESS_IF.map(([difficulty, key]) => ({
    key,
    probability: successWays(value, difficulty, totals) / totals.outcomes,
    fromTarget: true,
  }));
  // Each level's ways under every difficulty the keeper may set; one that differs depends on the keeper's choice.
  const waysByDifficulty = KEEPER_DIFFICULTIES.map((difficulty) => levelWays(levelRanges(value, difficulty), totals));
  const steady = SUCCESS_LEVELS.filter((level) => new Set(waysByDifficulty.map((ways) => ways.get(level))).size === 1);
  const levels = steady.flatMap((level) => {
    const ways = waysByDifficulty[0]!.get(level);
    return ways === undefined ? [] : [{ key: level, probability: ways / totals.outcomes, fromTarget: false }];
  });
  return [...keeper, ...levels];
}

/** The ways of each level that has a range. */
function levelWays(ranges: readonly LevelRange[], totals: PoolTotals): Map<SuccessLevel, number> {
  return new Map(ranges.map((range) => [range.level, waysIn(totals, range)]));
}

function waysIn(totals: PoolTotals, range: LevelRange): number {
  let ways = 0;
  for (let total = range.from; total <= range.to; total++) ways += totals.counts[total]!;
  return ways;
}
