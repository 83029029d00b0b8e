import { IntDistribution } from "../../../../core/odds/int-distribution";
import {
  DEFAULT_FUMBLE_PENALTY,
  DEFAULT_OPPOSED_FUMBLE_RULE,
  KAISER_DIE_FACES,
  ROLL_OFF_ROUND_LIMIT,
} from "../mechanics/constants";
import { opposedFumbleTotal } from "../mechanics/fumble";
import { fumbleLoser } from "../mechanics/opposed";
import type { FumblePenaltySpec, KaiserCheckSpec, OpposedFumbleRule } from "../mechanics/types";
import { assertFumbleRule, assertPenaltySpec, normalizeCheckSpec } from "../mechanics/validate";
import { kaiserCheckOdds } from "./check-odds";

/** The chances of each side under one tie rule. */
interface OpposedShares {
  readonly attacker: number;
  readonly defender: number;
}

/**
 * Exact odds of an opposed check, under one reading of a Fumble (`fumbleRule`). Every outcome falls in exactly
 * one of pAttackerHigher, pDefenderHigher, pTie, pAttackerFumbleLoss and pDefenderFumbleLoss (up to `cutMass`).
 */
interface KaiserOpposedOdds {
  readonly fumbleRule: OpposedFumbleRule;
  /** Each side's total, its Fumble's max(0, skill − penalty) included (compared, or only setting degrees). */
  readonly attackerTotals: IntDistribution;
  readonly defenderTotals: IntDistribution;
  /** P(the totals are compared and the attacker's is higher). */
  readonly pAttackerHigher: number;
  readonly pDefenderHigher: number;
  /** P(the totals are compared and equal): the tie rule's share. */
  readonly pTie: number;
  /** P(the attacker fumbles and the defender does not): the attacker loses to its Fumble (0 under `compared`). */
  readonly pAttackerFumbleLoss: number;
  /** P(the defender fumbles and the attacker does not): the defender loses to its Fumble (0 under `compared`). */
  readonly pDefenderFumbleLoss: number;
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

/**
 * P(the attacker wins a roll-off already under way), from its faces so far (every finished round tied). Mid-round,
 * the attacker's face is known: the defender's d6 falls below it, or ties it and the rounds left decide.
 */
export function rollOffAttackerChanceFrom(faces: readonly number[]): number {
  const roundsLeft = ROLL_OFF_ROUND_LIMIT - Math.floor(faces.length / 2);
  if (faces.length % 2 === 0) return rollOffAttackerChance(roundsLeft);
  const attackerFace = faces[faces.length - 1]!;
  return (attackerFace - 1) / KAISER_DIE_FACES + rollOffAttackerChance(roundsLeft - 1) / KAISER_DIE_FACES;
}

/**
 * One side's totals as weighted parts: the unfumbled totals, and the Fumble's max(0, skill − penalty) — each
 * tagged with whether it fumbled, since under the `loses` rule a lone Fumble is never compared.
 */
interface ComparedPart {
  readonly totals: IntDistribution;
  readonly weight: number;
  readonly fumbled: boolean;
}

type ComparedParts = readonly ComparedPart[];

/**
 * The parts are kept apart because a skill far below 0 puts the Fumble's 0 a long way from the other totals: one
 * dense table would span that gap (a million entries for a skill of −10⁶), the parts cost what their dice do.
 */
export function comparedParts(spec: KaiserCheckSpec, fumblePenalty: FumblePenaltySpec): ComparedParts {
  assertPenaltySpec(fumblePenalty);
  const check = kaiserCheckOdds(spec);
  const unfumbled: ComparedPart = { totals: check.totals, weight: 1, fumbled: false };
  if (check.pFumble === 0) return [unfumbled];
  const penalty = IntDistribution.die(fumblePenalty.faces).times(fumblePenalty.number).shift(fumblePenalty.bonus);
  const fumbled = penalty.map((value) => opposedFumbleTotal(check.spec.bonus, value));
  return [unfumbled, { totals: fumbled, weight: check.pFumble, fumbled: true }];
}

/** The distribution of one side's total, with its Fumble penalty folded in. */
export function kaiserComparedTotals(
  spec: KaiserCheckSpec,
  fumblePenalty: FumblePenaltySpec = DEFAULT_FUMBLE_PENALTY,
): IntDistribution {
  return IntDistribution.mixture(mixtureParts(comparedParts(spec, fumblePenalty)));
}

function mixtureParts(parts: ComparedParts): Array<readonly [IntDistribution, number]> {
  return parts.map((part) => [part.totals, part.weight] as const);
}

interface PartOutcomes {
  greater: number;
  equal: number;
  less: number;
  attackerFumbleLoss: number;
  defenderFumbleLoss: number;
}

/**
 * P(a > b), P(a = b), P(a < b), summed part by part (comparison is linear in each side's weights); a pair of
 * parts in which one side alone fumbled is, under the `loses` rule, that side's loss whatever the totals.
 */
function compareParts(a: ComparedParts, b: ComparedParts, rule: OpposedFumbleRule): PartOutcomes {
  const sum: PartOutcomes = { greater: 0, equal: 0, less: 0, attackerFumbleLoss: 0, defenderFumbleLoss: 0 };
  for (const partA of a) {
    for (const partB of b) {
      const weight = partA.weight * partB.weight;
      const loser = fumbleLoser(partA.fumbled, partB.fumbled, rule);
      if (loser !== null) {
        sum[loser === "attacker" ? "attackerFumbleLoss" : "defenderFumbleLoss"] +=
          partA.totals.mass * partB.totals.mass * weight;
        continue;
      }
      const { greater, equal, less } = partA.totals.compare(partB.totals);
      sum.greater += greater * weight;
      sum.equal += equal * weight;
      sum.less += less * weight;
    }
  }
  return sum;
}

function partsMass(parts: ComparedParts): number {
  return parts.reduce((mass, part) => mass + part.totals.mass * part.weight, 0);
}

/**
 * Who wins an opposed check, under each tie rule, with a Fumble read by `fumbleRule` (docs/rulings.md "Kaiser"). The
 * chances come from each side's parts; the two totals distributions (for charts) are only built when read.
 */
export function kaiserOpposedOdds(
  attacker: KaiserCheckSpec,
  defender: KaiserCheckSpec,
  fumblePenalty: FumblePenaltySpec = DEFAULT_FUMBLE_PENALTY,
  fumbleRule: OpposedFumbleRule = DEFAULT_OPPOSED_FUMBLE_RULE,
): KaiserOpposedOdds {
  normalizeCheckSpec(attacker);
  normalizeCheckSpec(defender);
  assertPenaltySpec(fumblePenalty);
  assertFumbleRule(fumbleRule);
  const attackerParts = comparedParts(attacker, fumblePenalty);
  const defenderParts = comparedParts(defender, fumblePenalty);
  const { greater, equal, less, attackerFumbleLoss, defenderFumbleLoss } = compareParts(
    attackerParts,
    defenderParts,
    fumbleRule,
  );
  const attackerWins = greater + defenderFumbleLoss;
  const defenderWins = less + attackerFumbleLoss;
  const rollOffShare = rollOffAttackerChance();
  const odds = {
    fumbleRule,
    pAttackerHigher: greater,
    pDefenderHigher: less,
    pTie: equal,
    pAttackerFumbleLoss: attackerFumbleLoss,
    pDefenderFumbleLoss: defenderFumbleLoss,
    defenderTakesTies: { attacker: attackerWins, defender: defenderWins + equal },
    rollOff: { attacker: attackerWins + equal * rollOffShare, defender: defenderWins + equal * (1 - rollOffShare) },
    attack: { attacker: attackerWins, defender: defenderWins, neither: equal },
    cutMass: Math.max(0, 1 - partsMass(attackerParts) * partsMass(defenderParts)),
  };
  return Object.defineProperties(odds, {
    attackerTotals: lazyTotals(attackerParts),
    defenderTotals: lazyTotals(defenderParts),
  }) as KaiserOpposedOdds;
}

function lazyTotals(parts: ComparedParts): PropertyDescriptor {
  let totals: IntDistribution | undefined;
  return { enumerable: true, get: () => (totals ??= IntDistribution.mixture(mixtureParts(parts))) };
}
