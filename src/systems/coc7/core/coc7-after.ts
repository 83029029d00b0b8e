import type { SystemChoice, SystemOdds } from "../../../core/systems/system-odds-types";
import { coc7Odds, POOL_CHOICES, type Coc7Question } from "./coc7-odds";
import type { PoolModifier } from "./percentile-pool";
import { levelRanges, succeeds, type Difficulty, type SuccessLevel } from "./success-levels";

/**
 * What a CoC7 check's card offers after the roll (docs/systems-coc7.md "After the roll"), as CoC7's dice pool decides
 * it (`availableButtons`, `diceGroups`, `pushRoll`, `addLuck`: coc7/apps/dice-pool.js at 7974aac, release 8.15):
 * - the push rolls the whole pool again — the units die and every tens die the pool holds — and keeps as many of the
 *   bonus or penalty dice as the first roll kept; its chance is the pool's before the roll, with the Luck already
 *   spent taken off the total as CoC7 takes it off every roll of the card;
 * - Luck lowers the total: for each level from the difficulty up (regular, hard, extreme, critical), the total less
 *   the top of that level's range, where it is above 0 and the actor holds more Luck than that.
 */

/** The dice one rolled group of the card shows: CoC7's die results, 1..10 (a 10 reads as 0). */
interface RolledDice {
  /** The tens dice kept in play, the base die first (`baseDie`, then the bonus or the penalty dice counted). */
  readonly tens: readonly number[];
  readonly units: number;
}

/** A check's card as it stands, its dice aside. */
interface Coc7Card extends Coc7Question {
  /** The bonus (positive) or penalty (negative) dice the card keeps now (`currentPoolModifier`). */
  readonly pool: PoolModifier;
  /** The Luck spent on the card so far (`luckSpent`): taken off the total, of a push too. */
  readonly luckSpent: number;
}

/** A rolled check, as the card holds it before any push. */
export interface Coc7Rolled extends Coc7Card {
  readonly dice: RolledDice;
}

/** What else CoC7 weighs before it offers a button (availableButtons), besides the dice. */
export interface CardGates {
  /** The check may be pushed (`allowPush`: a skill's push property, true for characteristics and attributes). */
  readonly pushable: boolean;
  /** The world lets a fumble be pushed (the house rule `allowPushFumbles`). */
  readonly pushFumbles: boolean;
  /** The roll is of Luck or Sanity (`key` "lck" or "san"): no Luck spent on it; a Sanity roll is not pushed either. */
  readonly key: string;
  /** The actor's Luck now, or null without an actor (CoC7 then offers no Luck). */
  readonly luck: number | null;
  /** A weapon's malfunction number (`malfunctionThreshold`), or null: a total at or above it spends no Luck. */
  readonly malfunction: number | null;
}

/** CoC7's rank of a success level and a difficulty (`CoC7DicePool.successLevel`, `difficultyLevel`). */
const RANKS: Readonly<Record<Exclude<Difficulty, "unknown">, number>> = {
  regular: 1,
  hard: 2,
  extreme: 3,
  critical: 4,
};

/** The levels Luck can buy, as CoC7's card offers them (luckRegular … luckCritical). */
const LUCK_LEVELS = ["regular", "hard", "extreme", "critical"] as const;

export type LuckLevel = (typeof LUCK_LEVELS)[number];

/** The total the card shows: the kept tens die with the units die, the flat dice modifier, less the Luck spent. */
export function rolledTotal(check: Coc7Rolled): number {
  const units = check.dice.units % 10;
  const values = check.dice.tens.map((tens) => {
    const decader = (tens % 10) * 10;
    return decader === 0 && units === 0 ? 100 : decader + units;
  });
  const kept = check.pool < 0 ? Math.max(...values) : Math.min(...values);
  return Math.max(1, Math.min(100, kept + check.flatDiceModifier - check.luckSpent));
}

/** The level of a total at a difficulty (CoC7 computes none at an unknown one). */
function levelOf(check: Coc7Question, total: number): SuccessLevel | null {
  if (check.difficulty === "unknown") return null;
  return levelRanges(check.value, check.difficulty).find((range) => total >= range.from && total <= range.to)!.level;
}

/** Whether the card shows the roll succeeded, and whether it fumbled (both false at an unknown difficulty). */
function rolledResult(check: Coc7Question, total: number): { readonly success: boolean; readonly fumble: boolean } {
  const level = levelOf(check, total);
  return { success: level !== null && succeeds(level, check.difficulty), fumble: level === "fumble" };
}

/** Whether the card offers the push (availableButtons' `pushRoll`), its total shown. */
export function pushOffered(check: Coc7Question, gates: CardGates, total: number): boolean {
  const { success, fumble } = rolledResult(check, total);
  return !success && gates.key !== "san" && gates.pushable && (!fumble || gates.pushFumbles);
}

/** What one level of Luck costs, and whether the Luck held pays it (CoC7's `luckAvailable > value`). */
export interface LuckCost {
  readonly level: LuckLevel;
  readonly luck: number;
  /** The actor holds more Luck than the cost (always false without an actor: CoC7 then offers no Luck). */
  readonly suffices: boolean;
}

/**
 * The Luck each level costs after a roll whose total the card shows, whatever Luck is held: the total less the top of
 * the level's range (its ranges at the difficulty; at an unknown one the fumble is a 100 only), from the difficulty
 * up, where it is above 0; none on a fumble, a weapon's malfunction or a Luck or Sanity roll.
 */
export function luckCosts(check: Coc7Question, total: number, gates: CardGates): LuckCost[] {
  const { success, fumble } = rolledResult(check, total);
  const malfunction = gates.malfunction !== null && total >= gates.malfunction;
  if (fumble || malfunction || gates.key === "lck" || gates.key === "san") return [];
  // CoC7's ranges at an unknown difficulty: #minimumFumbleFromThreshold gives 100, as at a critical difficulty.
  const ranges = levelRanges(check.value, check.difficulty === "unknown" ? "critical" : check.difficulty);
  const rank = check.difficulty === "unknown" ? -1 : RANKS[check.difficulty];
  return LUCK_LEVELS.flatMap((level) => {
    const range = ranges.find((candidate) => candidate.level === level);
    const luck = range ? Math.max(0, total - range.to) : 0;
    // The regular level only on a failed roll; every level only from the difficulty up.
    const costs = luck > 0 && rank <= RANKS[level] && (level !== "regular" || !success);
    return costs ? [{ level, luck, suffices: gates.luck !== null && gates.luck > luck }] : [];
  });
}

/**
 * The Luck each level costs, where the card offers it (availableButtons' `luck*`): as `luckCosts`, only where the
 * actor holds more Luck than it costs.
 */
export function luckOffered(check: Coc7Rolled, gates: CardGates): { level: LuckLevel; luck: number }[] {
  return luckCosts(check, rolledTotal(check), gates).flatMap(({ level, luck, suffices }) =>
    suffices ? [{ level, luck }] : [],
  );
}

/** The push's choice: its figures go under the message and on the card's push button. */
export const PUSH_CHOICE = "pushNow";

/**
 * The push's figures, a choice `pushNow`: the pool's chance as it stands (the dice it keeps, the flat dice modifier
 * less the Luck spent) — at a known difficulty its success and fumble, at an unknown one what coc7Odds shows then.
 */
export function pushChoice(check: Coc7Card): SystemChoice {
  const question = { ...check, flatDiceModifier: check.flatDiceModifier - check.luckSpent };
  const choice = coc7Odds(question).choices.find((candidate) => candidate.id === POOL_CHOICES[check.pool])!;
  const keys = check.difficulty === "unknown" ? null : new Set(["success", "fumble"]);
  return {
    id: PUSH_CHOICE,
    afterTheRoll: true,
    outcomes: choice.outcomes.filter((outcome) => keys === null || keys.has(outcome.key)),
  };
}

/**
 * The figures after the roll, its total shown, for one who may take the card's choices: the push where the card
 * offers it.
 */
export function afterOdds(check: Coc7Card, gates: CardGates, before: SystemOdds, total: number): SystemOdds {
  return pushOffered(check, gates, total) ? { ...before, choices: [...before.choices, pushChoice(check)] } : before;
}
