import { contestKindOf } from "./contest-kinds";
import { expectedSpec } from "./contest-odds";
import { attackersOf, defenderOf } from "./contest-participants";
import { normalizeContestSpec } from "./contest-specs";
import { defaultContestRules } from "./contest-setup";
import type { JointSide } from "./contest-rule";
import type { ContestKindId, ContestRules, ContestRulesOf, ContestSpecs, ContestState } from "./contest-types";

/**
 * Many against one, jointly (docs/odds.md "Many against one, jointly"). The defender rolls once and every attacker
 * meets that one roll, so the pairings are not independent: a defender who rolls high holds against most of them at
 * once. Given the defender's outcome, though, the attackers' own rolls (and each pairing's own tie-break dice)
 * are independent. So the joint chances are exact from:
 *
 * 1. every outcome of the defender's roll, as the rule set's judge reads it (Kaiser: the total and whether it
 *    fumbled; OGS: the total and the sorted values; K&R: the margin; Kleptonomicon: the Score with its crit;
 *    Olde: the total), with its chance;
 * 2. each attacker's chance to win against that one outcome, from the engine's own distributions and the rule
 *    set's own judge or pairing odds;
 * 3. the number of attackers who win given that outcome (a sum of independent Bernoulli trials: a
 *    Poisson-binomial distribution, built attacker by attacker), mixed over the defender's outcomes.
 *
 * A pairing that nobody wins (a Kaiser Attack that ties, a K&R or Dungeons of Olde stalemate) is not an attacker's
 * win: the defender holds there. A tie settled by dice (a Kaiser d6 roll-off, OGS d12 roll-offs, the
 * Kleptonomicon's coin) is a win with the chance of that tie-break, whose dice each pairing rolls on its own.
 *
 * @example
 * const joint = jointContestOdds(state).odds;   // null while a side's roll is still to be chosen
 * joint.defenderHoldsAll;                       // P(no attacker wins)
 * joint.attackerWinsDistribution[2];            // P(exactly two attackers win)
 */

export interface JointContestOdds {
  /** [k] = P(exactly k attackers win), k = 0 … the number of attackers. */
  readonly attackerWinsDistribution: readonly number[];
  /** P(no attacker wins): the defender holds against everyone (stalemates and failed Attacks included). */
  readonly defenderHoldsAll: number;
  /** P(one attacker or more wins). */
  readonly atLeastOneAttackerWins: number;
  /** The expected number of attackers who win. */
  readonly expectedAttackerWins: number;
  /** Each attacker's own chance to win, in order: the same as its pairing's `attackerWins` (contestPairingOdds). */
  readonly attackerWins: readonly number[];
  /** At most this much probability is left out by the engine's cut tails (Kaiser Open Rolls, Olde explosions). */
  readonly cutMass: number;
}

export interface JointContestEntry {
  /** null while any side's spec is still to be chosen in the dialog. */
  readonly odds: JointContestOdds | null;
  /** The odds rest on a proposed roll (ContestParticipant.proposal) that its roller may still change. */
  readonly proposed: boolean;
}

/**
 * What the card's rules say about a pairing: the world's tie and Fumble rules, and the starter's choices (any kind's
 * fields, as a start names them: the contest's kind reads its own, each left out at its default).
 */
interface JointOddsOptions {
  readonly rules?: Partial<ContestRules>;
}

/** The specs of a many-against-one contest: every attacker meets the one defender's roll. */
interface JointSpecs<R extends ContestKindId> {
  readonly attackers: readonly ContestSpecs[R][];
  readonly defender: ContestSpecs[R];
}

/* -------------------------------------------- */
/*  Mixing the conditional chances              */
/* -------------------------------------------- */

/**
 * Collects the defender's outcomes one by one: `wins[i]` is attacker i's chance against that outcome. Runs of
 * outcomes that give every attacker the same chances (defender totals no attacker can reach, say: the long tail of
 * an exploding roll) are merged before their Poisson-binomial is built.
 */
export class WinCountMixture {
  private readonly counts: Float64Array;
  private readonly marginals: Float64Array;
  /** Each pairing's chance that nobody wins it: summed outcome by outcome, as no run merges it. */
  private readonly neitherMarginals: Float64Array;
  private readonly binomial: Float64Array;
  private readonly run: Float64Array;
  private runWeight = 0;

  constructor(private readonly attackers: number) {
    this.counts = new Float64Array(attackers + 1);
    this.marginals = new Float64Array(attackers);
    this.neitherMarginals = new Float64Array(attackers);
    this.binomial = new Float64Array(attackers + 1);
    this.run = new Float64Array(attackers);
  }

  add(weight: number, wins: Float64Array, neither: Float64Array): void {
    if (weight === 0) return;
    for (let i = 0; i < this.attackers; i++) this.neitherMarginals[i]! += weight * neither[i]!;
    if (this.runWeight > 0 && sameChances(this.run, wins)) {
      this.runWeight += weight;
      return;
    }
    this.flush();
    this.run.set(wins);
    this.runWeight = weight;
  }

  result(cutMass: number): JointContestOdds {
    this.flush();
    const distribution = Array.from(this.counts);
    const attackerWins = Array.from(this.marginals);
    return {
      attackerWinsDistribution: distribution,
      defenderHoldsAll: distribution[0]!,
      atLeastOneAttackerWins: distribution.slice(1).reduce((sum, p) => sum + p, 0),
      expectedAttackerWins: attackerWins.reduce((sum, p) => sum + p, 0),
      attackerWins,
      cutMass,
    };
  }

  /** Each pairing's chance that nobody wins it, in the attackers' order. */
  neither(): number[] {
    return Array.from(this.neitherMarginals);
  }

  /** The Poisson-binomial of the run's chances, added with the run's weight. */
  private flush(): void {
    const weight = this.runWeight;
    if (weight === 0) return;
    const { binomial, run, attackers } = this;
    binomial.fill(0);
    binomial[0] = 1;
    for (let i = 0; i < attackers; i++) {
      const win = run[i]!;
      for (let k = i + 1; k > 0; k--) binomial[k] = binomial[k]! * (1 - win) + binomial[k - 1]! * win;
      binomial[0] = binomial[0]! * (1 - win);
      this.marginals[i]! += weight * win;
    }
    for (let k = 0; k <= attackers; k++) this.counts[k]! += weight * binomial[k]!;
    this.runWeight = 0;
  }
}

function sameChances(a: Float64Array, b: Float64Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/* -------------------------------------------- */
/*  The API                                     */
/* -------------------------------------------- */

/**
 * The joint chances of a many-against-one contest from its specs (each checked as a contest spec), under the
 * card's rules (the module's defaults when left out).
 */
export function jointOddsOfSpecs<R extends ContestKindId>(
  ruleSet: R,
  specs: JointSpecs<R>,
  options: JointOddsOptions = {},
): JointContestOdds {
  const rules: ContestRulesOf<R> = { ...defaultContestRules(ruleSet), ...options.rules };
  const attackers = specs.attackers.map((spec) => ({ spec: normalizeContestSpec(ruleSet, spec), roll: null }));
  const defender = { spec: normalizeContestSpec(ruleSet, specs.defender), roll: null };
  return mixedPlan(ruleSet, attackers, defender, { rules }).result;
}

/** The rule set's joint plan for these sides, mixed: the joint chances, and each pairing's chance that nobody wins. */
export function mixedPlan<R extends ContestKindId>(
  ruleSet: R,
  attackers: readonly JointSide<R>[],
  defender: JointSide<R>,
  options: { readonly rules: ContestRulesOf<R> },
): { readonly result: JointContestOdds; readonly neither: readonly number[] } {
  const plan = contestKindOf(ruleSet).contestRule.joint(attackers, defender, options.rules);
  const mixture = new WinCountMixture(attackers.length);
  plan.outcomes((weight, wins, neither) => mixture.add(weight, wins, neither));
  return { result: mixture.result(plan.cutMass), neither: mixture.neither() };
}

/**
 * The joint chances of a contest card's attackers against its defender, from the rolls each side is expected to make.
 */
export function jointContestOdds<R extends ContestKindId>(state: ContestState<R>): JointContestEntry {
  const defender = defenderOf(state);
  const attackers = attackersOf(state);
  const defenderSpec = expectedSpec(defender);
  const attackerSpecs = attackers.map((attacker) => expectedSpec(attacker));
  const proposed = [defender, ...attackers].some(
    (participant) => participant.spec === null && expectedSpec(participant) !== null,
  );
  const knownSpecs = attackerSpecs.filter((spec) => spec !== null);
  if (defenderSpec === null || knownSpecs.length < attackerSpecs.length) return { odds: null, proposed };
  const specs = { attackers: knownSpecs, defender: defenderSpec };
  return { odds: jointOddsOfSpecs(state.ruleSet, specs, { rules: state.rules }), proposed };
}
