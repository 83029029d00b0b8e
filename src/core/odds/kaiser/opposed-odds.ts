import { IntDistribution } from "../int-distribution";
import { DEFAULT_FUMBLE_PENALTY, ROLL_OFF_ROUND_LIMIT } from "../../mechanics/kaiser/constants";
import { opposedFumbleTotal } from "../../mechanics/kaiser/fumble";
import type { FumblePenaltySpec, KaiserCheckSpec } from "../../mechanics/kaiser/types";
import { assertPenaltySpec, normalizeCheckSpec } from "../../mechanics/kaiser/validate";
import { kaiserCheckOdds } from "./check-odds";

/** The chances of each side under one tie rule. */
export interface OpposedShares {
  readonly attacker: number;
  readonly defender: number;
}

/** Exact odds of an opposed check. */
export interface KaiserOpposedOdds {
  /** The totals each side compares: a Fumble compares max(0, skill − penalty). */
  readonly attackerTotals: IntDistribution;
  readonly defenderTotals: IntDistribution;
  readonly pAttackerHigher: number;
  readonly pDefenderHigher: number;
  /** P(the compared totals are equal). */
  readonly pTie: number;
  /** The default rule: the defender takes ties. */
  readonly defenderTakesTies: OpposedShares;
  /** The roll-off rule: ties go to repeated d6 roll-offs. */
  readonly rollOff: OpposedShares;
  /** An Attack: a tie means neither side wins and the defender may not Counter. */
  readonly attack: OpposedShares & { readonly neither: number };
  readonly cutMass: number;
}

/**
 * P(the attacker wins a roll-off). Each round the attacker wins 15/36, the defender 15/36, and 6/36 ties
 * and goes again; summing the geometric series over `rounds` rounds gives (1/2)(1 − 6^−rounds). A roll-off
 * tied to the limit goes to the defender, who therefore holds the rest.
 */
export function rollOffAttackerChance(rounds: number = ROLL_OFF_ROUND_LIMIT): number {
  return 0.5 * (1 - 6 ** -rounds);
}

/** The distribution of the total one side compares, with its Fumble penalty folded in. */
export function kaiserComparedTotals(
  spec: KaiserCheckSpec,
  fumblePenalty: FumblePenaltySpec = DEFAULT_FUMBLE_PENALTY,
): IntDistribution {
  assertPenaltySpec(fumblePenalty);
  const check = kaiserCheckOdds(spec);
  if (check.pFumble === 0) return check.totals;
  const penalty = IntDistribution.die(fumblePenalty.faces).times(fumblePenalty.number).shift(fumblePenalty.bonus);
  const fumbled = penalty.map((value) => opposedFumbleTotal(check.spec.bonus, value));
  return IntDistribution.mixture([
    [check.totals, 1],
    [fumbled, check.pFumble],
  ]);
}

/** Who wins an opposed check, under each tie rule. */
export function kaiserOpposedOdds(
  attacker: KaiserCheckSpec,
  defender: KaiserCheckSpec,
  fumblePenalty: FumblePenaltySpec = DEFAULT_FUMBLE_PENALTY,
): KaiserOpposedOdds {
  normalizeCheckSpec(attacker);
  normalizeCheckSpec(defender);
  assertPenaltySpec(fumblePenalty);
  const attackerTotals = kaiserComparedTotals(attacker, fumblePenalty);
  const defenderTotals = kaiserComparedTotals(defender, fumblePenalty);
  const { greater, equal, less } = attackerTotals.compare(defenderTotals);
  const rollOffShare = rollOffAttackerChance();
  return {
    attackerTotals,
    defenderTotals,
    pAttackerHigher: greater,
    pDefenderHigher: less,
    pTie: equal,
    defenderTakesTies: { attacker: greater, defender: less + equal },
    rollOff: { attacker: greater + equal * rollOffShare, defender: less + equal * (1 - rollOffShare) },
    attack: { attacker: greater, defender: less, neither: equal },
    cutMass: Math.max(0, 1 - attackerTotals.mass * defenderTotals.mass),
  };
}
