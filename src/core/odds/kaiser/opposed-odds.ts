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

/** One side's compared totals as weighted parts: the unfumbled totals, and the Fumble's max(0, skill − penalty). */
type ComparedParts = ReadonlyArray<readonly [IntDistribution, number]>;

/**
 * The parts are kept apart because a skill far below 0 puts the Fumble's 0 a long way from the other totals: one
 * dense table would span that gap (a million entries for a skill of −10⁶), the parts cost what their dice do.
 */
function comparedParts(spec: KaiserCheckSpec, fumblePenalty: FumblePenaltySpec): ComparedParts {
  assertPenaltySpec(fumblePenalty);
  const check = kaiserCheckOdds(spec);
  if (check.pFumble === 0) return [[check.totals, 1]];
  const penalty = IntDistribution.die(fumblePenalty.faces).times(fumblePenalty.number).shift(fumblePenalty.bonus);
  const fumbled = penalty.map((value) => opposedFumbleTotal(check.spec.bonus, value));
  return [
    [check.totals, 1],
    [fumbled, check.pFumble],
  ];
}

/** The distribution of the total one side compares, with its Fumble penalty folded in. */
export function kaiserComparedTotals(
  spec: KaiserCheckSpec,
  fumblePenalty: FumblePenaltySpec = DEFAULT_FUMBLE_PENALTY,
): IntDistribution {
  return IntDistribution.mixture(comparedParts(spec, fumblePenalty));
}

/** P(a > b), P(a = b), P(a < b), summed part by part (comparison is linear in each side's weights). */
function compareParts(a: ComparedParts, b: ComparedParts): { greater: number; equal: number; less: number } {
  const sum = { greater: 0, equal: 0, less: 0 };
  for (const [partA, weightA] of a) {
    for (const [partB, weightB] of b) {
      const { greater, equal, less } = partA.compare(partB);
      sum.greater += greater * weightA * weightB;
      sum.equal += equal * weightA * weightB;
      sum.less += less * weightA * weightB;
    }
  }
  return sum;
}

function partsMass(parts: ComparedParts): number {
  return parts.reduce((mass, [part, weight]) => mass + part.mass * weight, 0);
}

/**
 * Who wins an opposed check, under each tie rule. The chances come from each side's parts; the two totals
 * distributions (for charts) are only built when read.
 */
export function kaiserOpposedOdds(
  attacker: KaiserCheckSpec,
  defender: KaiserCheckSpec,
  fumblePenalty: FumblePenaltySpec = DEFAULT_FUMBLE_PENALTY,
): KaiserOpposedOdds {
  normalizeCheckSpec(attacker);
  normalizeCheckSpec(defender);
  assertPenaltySpec(fumblePenalty);
  const attackerParts = comparedParts(attacker, fumblePenalty);
  const defenderParts = comparedParts(defender, fumblePenalty);
  const { greater, equal, less } = compareParts(attackerParts, defenderParts);
  const rollOffShare = rollOffAttackerChance();
  const odds = {
    pAttackerHigher: greater,
    pDefenderHigher: less,
    pTie: equal,
    defenderTakesTies: { attacker: greater, defender: less + equal },
    rollOff: { attacker: greater + equal * rollOffShare, defender: less + equal * (1 - rollOffShare) },
    attack: { attacker: greater, defender: less, neither: equal },
    cutMass: Math.max(0, 1 - partsMass(attackerParts) * partsMass(defenderParts)),
  };
  return Object.defineProperties(odds, {
    attackerTotals: lazyTotals(attackerParts),
    defenderTotals: lazyTotals(defenderParts),
  }) as KaiserOpposedOdds;
}

function lazyTotals(parts: ComparedParts): PropertyDescriptor {
  let totals: IntDistribution | undefined;
  return { enumerable: true, get: () => (totals ??= IntDistribution.mixture(parts)) };
}
