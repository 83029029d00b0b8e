import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import { actionCheckSlots, type ActionDiceSpec } from "./action-check";
import { rollSlots, totalOf, type RolledTotal } from "./rolled-dice";
import {
  decideWithoutRollOff,
  judgeRollOff,
  rollRollOff,
  type Decision,
  type RollOffPair,
  type RollOffResult,
  type Side,
  type TieBreakStep,
} from "./tie-break";

/** An Opposed Check between two rolls (usually Action Checks), with how the winner was found. */
export interface OpposedResult {
  a: RolledTotal;
  b: RolledTotal;
  /** null only when the roll-off was capped without a winner. */
  winner: Side | null;
  decidedBy: TieBreakStep;
  /** The d12 roll-off rounds, [A, B]; empty unless decidedBy is "rolloff". */
  rollOffs: RollOffPair[];
  capped: boolean;
}

/** Decides two rolled sides, drawing roll-off d12s from `source` only if total, values and sizes all tie. */
export function resolveOpposed(a: RolledTotal, b: RolledTotal, source: RandomSource): OpposedResult {
  return settle(a, b, decideWithoutRollOff(a, b), () => rollRollOff(source));
}

/** Decides two sides rolled elsewhere; `rollOffs` must hold exactly the rounds the tie needed (none if none). */
export function judgeOpposed(
  a: RolledTotal,
  b: RolledTotal,
  rollOffs: readonly (readonly [number, number])[] = [],
): OpposedResult {
  const decision = decideWithoutRollOff(a, b);
  if (decision !== null && rollOffs.length > 0) {
    throw new IndieDiceError("INDIE_DICE.Error.Ogs.RollOffTooLong", { given: rollOffs.length, decided: 0 });
  }
  return settle(a, b, decision, () => judgeRollOff(rollOffs));
}

/** Both sides roll their Action Check dice, then the totals and the tie-break chain decide. */
export function rollOpposedCheck(aSpec: ActionDiceSpec, bSpec: ActionDiceSpec, source: RandomSource): OpposedResult {
  // Both sides are checked before side A's dice are drawn.
  const slotsA = actionCheckSlots(aSpec);
  const slotsB = actionCheckSlots(bSpec);
  const a = totalOf(rollSlots(slotsA, source), aSpec.flatBonus ?? 0);
  const b = totalOf(rollSlots(slotsB, source), bSpec.flatBonus ?? 0);
  return resolveOpposed(a, b, source);
}

function settle(
  a: RolledTotal,
  b: RolledTotal,
  decision: Decision | null,
  rollOff: () => RollOffResult,
): OpposedResult {
  if (decision !== null) return { a, b, ...decision, rollOffs: [], capped: false };
  const { winner, pairs, capped } = rollOff();
  return { a, b, winner, decidedBy: "rolloff", rollOffs: pairs, capped };
}
