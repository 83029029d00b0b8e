import { tieBreakContinues, tieBreakDie } from "../core/contest-tie-break";
import { type PairedTieBreakKind, type RollOffRound } from "../core/contest-roll-off";
import { type TieBreakDice } from "../core/contest-types";
import type { TieBreakDieRoller } from "./contest-side-types";

/**
 * A roll-off in rounds of one die a side, attacker first, until a round differs (the dice of a `pairedRollOffRule`).
 */
export async function rollOffInPairs(
  kind: PairedTieBreakKind,
  { attacker, defender, die }: TieBreakDieRoller,
): Promise<TieBreakDice> {
  const pairs: RollOffRound[] = [];
  const formula = `1d${tieBreakDie(kind)}`;
  while (tieBreakContinues({ kind, pairs })) {
    const wave = pairs.length;
    pairs.push([await die(formula, attacker, wave), await die(formula, defender, wave)]);
  }
  return { kind, pairs };
}
