import { CHAIN_LIMIT } from "../../../../core/chain-limit";
import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import type { RolledTotal } from "./rolled-dice";
import { ROLL_OFF_DIE } from "./rules";
import { assertFace } from "./validation";
import { requireList } from "../../../../core/lists";

/**
 * Opposed Checks: the higher total wins. Equal totals go down a chain: the dice values high to low, then the die
 * sizes high to low, then opposed d12 roll-offs until they differ. Flat bonuses count in the total only, never
 * in the tie-break, and each die of a promoted pool counts as a die of its own.
 */

export type Side = "a" | "b";
export type TieBreakStep = "total" | "values" | "sizes" | "rolloff";

export interface Decision {
  winner: Side;
  decidedBy: TieBreakStep;
}

/** One round of the roll-off: side A's d12, side B's d12. */
export type RollOffPair = [number, number];

export interface RollOffResult {
  /** null only when the roll-off hit CHAIN_LIMIT rounds without a winner. */
  winner: Side | null;
  pairs: RollOffPair[];
  capped: boolean;
}

/**
 * Sorts both lists high to low and compares them pairwise: the first difference decides, and a side that still
 * has a die where the other has none wins that step. Positive when A is ahead, negative for B, 0 when equal.
 */
export function compareHighToLow(a: readonly number[], b: readonly number[]): number {
  const sortedA = [...a].sort((x, y) => y - x);
  const sortedB = [...b].sort((x, y) => y - x);
  for (let i = 0; i < Math.max(sortedA.length, sortedB.length); i++) {
    // A missing die counts as 0, below every real face and size.
    const difference = (sortedA[i] ?? 0) - (sortedB[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Everything but the roll-off: total, then values, then sizes. null when only a roll-off can decide. */
export function decideWithoutRollOff(a: RolledTotal, b: RolledTotal): Decision | null {
  const steps: ReadonlyArray<[TieBreakStep, number]> = [
    ["total", a.total - b.total],
    ["values", compareHighToLow(valuesOf(a), valuesOf(b))],
    ["sizes", compareHighToLow(sizesOf(a), sizesOf(b))],
  ];
  for (const [decidedBy, difference] of steps) {
    if (difference !== 0) return { winner: difference > 0 ? "a" : "b", decidedBy };
  }
  return null;
}

/** The step predicate for the roll-off chain: true while no round has decided it and the cap is not reached. */
export function rollOffContinues(pairs: readonly (readonly [number, number])[]): boolean {
  return pairs.length < CHAIN_LIMIT && pairs.every(([faceA, faceB]) => faceA === faceB);
}

/** Rolls opposed d12s, one round at a time, until they differ (or the cap). */
export function rollRollOff(source: RandomSource): RollOffResult {
  const pairs: RollOffPair[] = [];
  while (rollOffContinues(pairs)) pairs.push([source.die(ROLL_OFF_DIE), source.die(ROLL_OFF_DIE)]);
  return rollOffOutcome(pairs);
}

/** Judges roll-off rounds rolled elsewhere; they must run exactly until the first round that differs. */
export function judgeRollOff(pairs: readonly (readonly [number, number])[]): RollOffResult {
  const checked: RollOffPair[] = [];
  for (const pair of requireList(pairs, "roll-off pairs")) {
    if (!rollOffContinues(checked)) {
      throw new IndieDiceError("INDIE_DICE.Error.Ogs.RollOffTooLong", { given: pairs.length, decided: checked.length });
    }
    requireList(pair, "roll-off pair").forEach((face) => assertFace(ROLL_OFF_DIE, face));
    checked.push([pair[0], pair[1]]);
  }
  if (rollOffContinues(checked)) {
    throw new IndieDiceError("INDIE_DICE.Error.Ogs.RollOffIncomplete", { given: pairs.length });
  }
  return rollOffOutcome(checked);
}

function rollOffOutcome(pairs: RollOffPair[]): RollOffResult {
  const last = pairs[pairs.length - 1];
  if (last === undefined || last[0] === last[1]) return { winner: null, pairs, capped: true };
  return { winner: last[0] > last[1] ? "a" : "b", pairs, capped: false };
}

function valuesOf(side: RolledTotal): number[] {
  return side.dice.map((die) => die.value);
}

function sizesOf(side: RolledTotal): number[] {
  return side.dice.map((die) => die.faces);
}
