import { FUMBLE_FACE, KAISER_DIE_FACES, PAIR_DICE } from "./constants";
import { assertAdvantageLevels } from "./validate";

/**
 * Advantage and disadvantage levels cancel: the net level is A − D (positive is advantage). Each side is
 * within its limit, so the net level is always within the net limit too.
 */
export function netAdvantage(advantageLevels: number, disadvantageLevels: number): number {
  assertAdvantageLevels(advantageLevels, "advantageLevels");
  assertAdvantageLevels(disadvantageLevels, "disadvantageLevels");
  return advantageLevels - disadvantageLevels;
}

/** The pool method rolls one extra die per net level. */
export function poolSize(net: number): number {
  return PAIR_DICE + Math.abs(net);
}

/**
 * Indices (in draw order) of the two dice the pool method keeps: the highest two with advantage (or none),
 * the lowest two with disadvantage. Among equal faces the earlier die is kept, so the choice is stable.
 */
export function keepFromPool(dice: readonly number[], net: number): number[] {
  const direction = net < 0 ? 1 : -1;
  const order = dice.map((_, index) => index);
  order.sort((a, b) => direction * (dice[a]! - dice[b]!) || a - b);
  return order.slice(0, PAIR_DICE).sort((a, b) => a - b);
}

/** The sequential method stops early once the pair cannot improve: double 6 for A, double 1 for D. */
export function sequentialPairIsFinal(first: number, second: number, net: number): boolean {
  const best = net > 0 ? KAISER_DIE_FACES : FUMBLE_FACE;
  return first === best && second === best;
}

/** How far the sequential dice in `dice` got: the pair held so far and whether the method is done. */
interface SequentialReplay {
  /** Indices into `dice` of the current pair (empty until both first dice are in). */
  readonly keptIndices: number[];
  /** How many of `dice` the method consumed. */
  readonly used: number;
  /** False when the method still wants another die. */
  readonly complete: boolean;
}

/** One reroll of the sequential method: the die of the pair it replaced and the die rolled in its place. */
interface SequentialReroll {
  /** Index into the dice (draw order) of the die rerolled away. */
  readonly replaced: number;
  /** Index into the dice of the die rolled in its place. */
  readonly by: number;
}

/**
 * Replays the sequential method over dice in draw order: the first two are the pair; each level rerolls the
 * lowest die (advantage) or the highest die (disadvantage) — the new face replaces it even when worse.
 */
export function replaySequential(dice: readonly number[], net: number): SequentialReplay {
  return walkSequential(dice, net, () => undefined);
}

/** Which die each reroll of the sequential method replaced, in the order they were rolled (cards say so). */
export function sequentialRerolls(dice: readonly number[], net: number): SequentialReroll[] {
  const rerolls: SequentialReroll[] = [];
  walkSequential(dice, net, (reroll) => rerolls.push(reroll));
  return rerolls;
}

function walkSequential(
  dice: readonly number[],
  net: number,
  onReroll: (reroll: SequentialReroll) => void,
): SequentialReplay {
  if (dice.length < PAIR_DICE) return { keptIndices: [], used: dice.length, complete: false };
  // low/high hold indices of the smaller and larger die of the pair.
  let low = dice[0]! <= dice[1]! ? 0 : 1;
  let high = 1 - low;
  let used = PAIR_DICE;
  for (let level = 0; level < Math.abs(net); level++) {
    if (sequentialPairIsFinal(dice[low]!, dice[high]!, net)) break;
    if (used >= dice.length) return { keptIndices: sortedPair(low, high), used, complete: false };
    onReroll({ replaced: net > 0 ? low : high, by: used });
    if (net > 0) low = used;
    else high = used;
    used++;
    if (dice[low]! > dice[high]!) [low, high] = [high, low];
  }
  return { keptIndices: sortedPair(low, high), used, complete: true };
}

/** Step predicate for the adapter: does the sequential method draw another die after `dice`? */
export function sequentialNeedsAnotherDie(dice: readonly number[], net: number): boolean {
  return !replaySequential(dice, net).complete;
}

function sortedPair(a: number, b: number): number[] {
  return a < b ? [a, b] : [b, a];
}
