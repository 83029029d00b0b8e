import { contestKindOf } from "./contest-kinds";
import { defenderOf, attackersOf } from "./contest-participants";
import type { PairingOdds, PairingShares } from "./contest-rule";
import type { ContestParticipant, ContestKindId, ContestSpecs, ContestState } from "./contest-types";

/**
 * The exact chances of every pairing before anyone rolls, from the specs alone (each rule set's own pairing odds,
 * with the card's tie rules).
 */
export interface PairingOddsEntry {
  readonly attackerId: string;
  readonly defenderId: string;
  /** null while either side's spec is still to be chosen in the dialog. */
  readonly odds: PairingOdds | null;
  /** The odds rest on a side's proposed roll (ContestParticipant.proposal), which its roller may still change. */
  readonly proposed: boolean;
}

/** The roll a side is expected to make: the one fixed (or rolled), else the one proposed. */
export function expectedSpec<R extends ContestKindId>(participant: ContestParticipant<R>): ContestSpecs[R] | null {
  return participant.spec ?? participant.proposal ?? null;
}

/**
 * The three outcomes share out the whole: where two of them cannot happen (exactly 0, as IntDistribution.compare
 * gives what cannot happen), the third is certain — exactly 1, not the sum of products that says it to within a
 * rounding residue (1.0000000000000002). A pairing whose figures are no whole (a cut tail) is left as it is.
 */
export function certainWhereSettled<T extends PairingShares>(odds: T): T {
  const shares = [odds.attackerWins, odds.defenderWins, odds.neither];
  if (
    shares.filter((share) => share === 0).length !== 2 ||
    Math.abs(shares.reduce((sum, share) => sum + share, 0) - 1) > 1e-9
  )
    return odds;
  return {
    ...odds,
    attackerWins: odds.attackerWins === 0 ? 0 : 1,
    defenderWins: odds.defenderWins === 0 ? 0 : 1,
    neither: odds.neither === 0 ? 0 : 1,
  };
}

/** Every pairing's chances, in the order the attackers are listed. */
export function contestPairingOdds<R extends ContestKindId>(state: ContestState<R>): PairingOddsEntry[] {
  const defender = defenderOf(state);
  const rule = contestKindOf(state.ruleSet).contestRule.odds;
  const defenderSpec = expectedSpec(defender);
  return attackersOf(state).map((attacker) => {
    const attackerSpec = expectedSpec(attacker);
    return {
      attackerId: attacker.id,
      defenderId: defender.id,
      odds:
        attackerSpec === null || defenderSpec === null
          ? null
          : certainWhereSettled(rule(state, attackerSpec, defenderSpec)),
      proposed: (attacker.spec === null && attackerSpec !== null) || (defender.spec === null && defenderSpec !== null),
    };
  });
}
