import { exactOdds } from "../odds";
import { kingdomsMarginDistribution } from "../../rule-sets/kingdoms/core/odds";
import { ogsActionDice } from "../../rule-sets/ogs/core/mechanics";
import { defenderOf, attackersOf } from "./contest-participants";
import type { ContestParticipant, ContestRuleSet, ContestSpecs, ContestState } from "./contest-types";

/**
 * The exact chances of every pairing before anyone rolls, from the specs alone (the odds engine's own
 * functions, with the card's tie rules). Each pairing is worked out on its own: every attacker meets the same
 * defender roll, so the pairings are not independent of one another, but each one's own chances are exact.
 */
export interface PairingOdds {
  readonly attackerWins: number;
  readonly defenderWins: number;
  /** Nobody wins: a Kaiser Attack that ties, a K&R or Dungeons of Olde stalemate. */
  readonly neither: number;
  /**
   * The rolls tie before any tie rule (equal totals, margins or Scores), however the tie is then settled. A Kaiser
   * side that alone fumbled loses without its total being compared, so that is no tie here.
   */
  readonly tiedRolls: number;
}

export interface PairingOddsEntry {
  readonly attackerId: string;
  readonly defenderId: string;
  /** null while either side's spec is still to be chosen in the dialog. */
  readonly odds: PairingOdds | null;
  /** The odds rest on a side's proposed roll (ContestParticipant.proposal), which its roller may still change. */
  readonly proposed: boolean;
}

type OddsRule<R extends ContestRuleSet> = (state: ContestState, attacker: ContestSpecs[R], defender: ContestSpecs[R]) => PairingOdds;

const KAISER: OddsRule<"kaiser"> = (state, attacker, defender) => {
  const odds = exactOdds.kaiser.opposed(attacker, defender, state.rules.kaiserFumblePenalty, state.rules.kaiserOpposedFumble);
  if (state.attack) return { attackerWins: odds.attack.attacker, defenderWins: odds.attack.defender, neither: odds.attack.neither, tiedRolls: odds.pTie };
  const shares = state.rules.kaiserTieRule === "roll-off" ? odds.rollOff : odds.defenderTakesTies;
  return { attackerWins: shares.attacker, defenderWins: shares.defender, neither: 0, tiedRolls: odds.pTie };
};

const OGS: OddsRule<"ogs"> = (_state, attacker, defender) => {
  const odds = exactOdds.ogs.opposed(ogsActionDice(attacker), ogsActionDice(defender));
  const decidedByTotal = odds.byStep.total.a + odds.byStep.total.b;
  return { attackerWins: odds.aWins, defenderWins: odds.bWins, neither: 0, tiedRolls: Math.max(0, 1 - decidedByTotal) };
};

const ROLES = { attacker: "aActive", defender: "bActive", neither: "bothEqual" } as const;

const KINGDOMS: OddsRule<"kingdoms"> = (state, attacker, defender) => {
  const odds = exactOdds.kingdoms.opposed(attacker, defender, ROLES[state.rules.kingdomsActive]);
  const equal = kingdomsMarginDistribution(attacker.dice, attacker.dt).compare(kingdomsMarginDistribution(defender.dice, defender.dt)).equal;
  return { attackerWins: odds.aWins, defenderWins: odds.bWins, neither: odds.stalemate, tiedRolls: equal };
};

const KLEPTO: OddsRule<"klepto"> = (_state, attacker, defender) => {
  const odds = exactOdds.klepto.contest(attacker, defender);
  return { attackerWins: odds.aWins, defenderWins: odds.bWins, neither: 0, tiedRolls: odds.tie };
};

const OLDE: OddsRule<"olde"> = (_state, attacker, defender) => {
  const odds = exactOdds.olde.contest(attacker, defender);
  return { attackerWins: odds.firstWins, defenderWins: odds.secondWins, neither: odds.tie, tiedRolls: odds.tie };
};

const ODDS: { readonly [R in ContestRuleSet]: OddsRule<R> } = { kaiser: KAISER, ogs: OGS, kingdoms: KINGDOMS, klepto: KLEPTO, olde: OLDE };

/** The roll a side is expected to make: the one fixed (or rolled), else the one proposed. */
export function expectedSpec<R extends ContestRuleSet>(participant: ContestParticipant<R>): ContestSpecs[R] | null {
  return participant.spec ?? participant.proposal ?? null;
}

/**
 * The three outcomes share out the whole: where two of them cannot happen (exactly 0, as IntDistribution.compare
 * gives what cannot happen), the third is certain — exactly 1, not the sum of products that says it to within a
 * rounding residue (1.0000000000000002). A pairing whose figures are no whole (a cut tail) is left as it is.
 */
function certainWhereSettled(odds: PairingOdds): PairingOdds {
  const shares = [odds.attackerWins, odds.defenderWins, odds.neither];
  if (shares.filter((share) => share === 0).length !== 2 || Math.abs(shares.reduce((sum, share) => sum + share, 0) - 1) > 1e-9) return odds;
  return { ...odds, attackerWins: odds.attackerWins === 0 ? 0 : 1, defenderWins: odds.defenderWins === 0 ? 0 : 1, neither: odds.neither === 0 ? 0 : 1 };
}

/** Every pairing's chances, in the order the attackers are listed. */
export function contestPairingOdds<R extends ContestRuleSet>(state: ContestState<R>): PairingOddsEntry[] {
  const defender = defenderOf(state);
  const rule = ODDS[state.ruleSet];
  const defenderSpec = expectedSpec(defender);
  return attackersOf(state).map((attacker) => {
    const attackerSpec = expectedSpec(attacker);
    return {
      attackerId: attacker.id,
      defenderId: defender.id,
      odds: attackerSpec === null || defenderSpec === null ? null : certainWhereSettled(rule(state, attackerSpec, defenderSpec)),
      proposed: (attacker.spec === null && attackerSpec !== null) || (defender.spec === null && defenderSpec !== null),
    };
  });
}
