import { fumbleLoser } from "../mechanics/kaiser/opposed";
import type { FumblePenaltySpec } from "../mechanics/kaiser/types";
import { assertFumbleRule, assertPenaltySpec } from "../mechanics/kaiser/validate";
import { decideOpposed, type OpposedRole } from "../mechanics/kingdoms";
import { ogsActionDice } from "../mechanics/ogs";
import { actionCheckSlots } from "../mechanics/ogs/action-check";
import { compareHighToLow } from "../mechanics/ogs/tie-break";
import { compareOldeTotals } from "../mechanics/olde";
import { IntDistribution } from "../odds/int-distribution";
import { kaiserCheckOdds, rollOffAttackerChance } from "../odds/kaiser";
import { comparedParts } from "../odds/kaiser/opposed-odds";
import { kingdomsMarginDistribution } from "../odds/kingdoms";
import { kleptoContestOdds, testScoreOdds, type ScoreOdds } from "../odds/klepto";
import { valueTable, type ValueTable } from "../odds/ogs";
import { oldeRollDistribution } from "../odds/olde";
import { expectedSpec } from "./contest-odds";
import { attackersOf, defenderOf } from "./contest-participants";
import { normalizeContestSpec } from "./contest-specs";
import { DEFAULT_CONTEST_RULES } from "./contest-start";
import type { ContestRuleSet, ContestRules, ContestSpecs, ContestState } from "./contest-types";

/**
 * Many against one, jointly (docs/odds.md "Many against one, jointly"). The defender rolls once and every attacker meets
 * that one roll, so the pairings are not independent: a defender who rolls high holds against most of them at
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

/** What the card's rules say about a pairing: the world's tie and Fumble rules, and the Kaiser Attack. */
export interface JointOddsOptions {
  readonly rules?: ContestRules;
  readonly attack?: boolean;
}

/** The specs of a many-against-one contest: every attacker meets the one defender's roll. */
export interface JointSpecs<R extends ContestRuleSet> {
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
class WinCountMixture {
  private readonly counts: Float64Array;
  private readonly marginals: Float64Array;
  private readonly binomial: Float64Array;
  private readonly run: Float64Array;
  private runWeight = 0;

  constructor(private readonly attackers: number) {
    this.counts = new Float64Array(attackers + 1);
    this.marginals = new Float64Array(attackers);
    this.binomial = new Float64Array(attackers + 1);
    this.run = new Float64Array(attackers);
  }

  add(weight: number, wins: Float64Array): void {
    if (weight === 0) return;
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

/** Hands every outcome of the defender's roll, with its chance and each attacker's chance against it, to `add`. */
type DefenderOutcomes = (add: (weight: number, wins: Float64Array) => void) => void;

interface JointPlan {
  readonly outcomes: DefenderOutcomes;
  readonly cutMass: number;
}

/* -------------------------------------------- */
/*  Reading one distribution at many values     */
/* -------------------------------------------- */

/** P(X ≥ v) for any v in O(1), from the upper cumulative sums of one distribution. */
class UpperTails {
  private readonly min: number;
  private readonly fromIndex: Float64Array;

  constructor(private readonly distribution: IntDistribution) {
    const { probs } = distribution;
    this.min = distribution.min;
    this.fromIndex = new Float64Array(probs.length + 1);
    for (let i = probs.length - 1; i >= 0; i--) this.fromIndex[i] = this.fromIndex[i + 1]! + probs[i]!;
  }

  get max(): number {
    return this.min + this.fromIndex.length - 2;
  }

  atLeast(value: number): number {
    const index = value - this.min;
    if (index <= 0) return this.fromIndex[0]!;
    return index < this.fromIndex.length ? this.fromIndex[index]! : 0;
  }

  greaterThan(value: number): number {
    return this.atLeast(value + 1);
  }

  equalTo(value: number): number {
    return this.distribution.p(value);
  }

  /**
   * P(X wins) when, against a fixed opponent, `wins(x)` is a judge's verdict that never turns from a win back to
   * a loss as x grows (a higher total or margin never loses what a lower one wins): the mass from the smallest
   * winning x up, found by bisection with the judge itself.
   */
  winningMass(wins: (value: number) => boolean): number {
    let low = this.min;
    let high = this.max + 1; // a value past the distribution stands for "no x wins"
    while (low < high) {
      const middle = low + Math.floor((high - low) / 2);
      if (wins(middle)) high = middle;
      else low = middle + 1;
    }
    return this.atLeast(low);
  }
}

/* -------------------------------------------- */
/*  Kaiser                                      */
/* -------------------------------------------- */

/**
 * One side's totals in parts, as the opposed odds keep them (odds/kaiser/opposed-odds.ts): the totals of a check
 * that did not fumble, and — weighted by P(Fumble) — a Fumble's max(0, skill − penalty), tagged as fumbled since
 * a lone Fumble may lose without its total being compared.
 */
interface KaiserPart {
  readonly totals: IntDistribution;
  readonly tails: UpperTails;
  readonly weight: number;
  readonly fumbled: boolean;
}

function kaiserParts(spec: ContestSpecs["kaiser"], penalty: FumblePenaltySpec): KaiserPart[] {
  return comparedParts(spec, penalty).map((part) => ({ ...part, tails: new UpperTails(part.totals) }));
}

/** The attacker's share of two equal compared totals: an Attack's tie is nobody's, else the tie rule's. */
function kaiserTieShare(rules: ContestRules, attack: boolean): number {
  if (attack) return 0;
  return rules.kaiserTieRule === "roll-off" ? rollOffAttackerChance() : 0;
}

function kaiserPlan(attackers: readonly ContestSpecs["kaiser"][], defender: ContestSpecs["kaiser"], rules: ContestRules, attack: boolean): JointPlan {
  const penalty = rules.kaiserFumblePenalty;
  // Rules handed to jointOddsOfSpecs directly, not settled by startContest, are checked as the opposed odds check them.
  assertPenaltySpec(penalty);
  assertFumbleRule(rules.kaiserOpposedFumble);
  const sides = attackers.map((spec) => kaiserParts(spec, penalty));
  const defenderParts = kaiserParts(defender, penalty);
  const tieShare = kaiserTieShare(rules, attack);
  const wins = new Float64Array(attackers.length);
  const against = (parts: readonly KaiserPart[], defenderFumbled: boolean, total: number): number => {
    let chance = 0;
    for (const part of parts) {
      const loser = fumbleLoser(part.fumbled, defenderFumbled, rules.kaiserOpposedFumble);
      if (loser === "defender") chance += part.weight * part.totals.mass;
      else if (loser === null) chance += part.weight * (part.tails.greaterThan(total) + tieShare * part.tails.equalTo(total));
    }
    return chance;
  };
  return {
    outcomes: (add) => {
      for (const part of defenderParts) {
        for (const [total, p] of part.totals.entries()) {
          sides.forEach((parts, i) => (wins[i] = against(parts, part.fumbled, total)));
          add(part.weight * p, wins);
        }
      }
    },
    cutMass: [defender, ...attackers].reduce((cut, spec) => cut + kaiserCheckOdds(spec).cutMass, 0),
  };
}

/* -------------------------------------------- */
/*  OGS                                         */
/* -------------------------------------------- */

/**
 * One side's value table (odds/ogs/value-table.ts: every multiset of values, by dice sum and then by key, the
 * key ordering values as the tie-break compares them), indexed by sum so that the rows of any one total, and the
 * mass above it, are found at once.
 */
interface OgsSide {
  readonly table: ValueTable;
  readonly dice: readonly number[];
  readonly flatBonus: number;
  /** Rows [blockStart[s], blockStart[s + 1]) have dice sum s. */
  readonly blockStart: Int32Array;
  /** massFrom[row]: the mass of this row and every later one. */
  readonly massFrom: Float64Array;
}

function ogsSide(spec: ContestSpecs["ogs"]): OgsSide {
  const actionDice = ogsActionDice(spec);
  const dice = actionCheckSlots(actionDice).map((slot) => slot.faces);
  const table = valueTable(dice);
  const rows = table.sums.length;
  const maxSum = table.sums[rows - 1]!;
  const blockStart = new Int32Array(maxSum + 2);
  for (let row = 0; row < rows; row++) blockStart[table.sums[row]! + 1]!++;
  for (let sum = 1; sum < blockStart.length; sum++) blockStart[sum]! += blockStart[sum - 1]!;
  const massFrom = new Float64Array(rows + 1);
  for (let row = rows - 1; row >= 0; row--) massFrom[row] = massFrom[row + 1]! + table.probs[row]!;
  return { table, dice, flatBonus: actionDice.flatBonus ?? 0, blockStart, massFrom };
}

/** The first row with a dice sum ≥ `sum` (0 below the table, the row count above it). */
function firstRowFrom(side: OgsSide, sum: number): number {
  if (sum <= 0) return 0;
  return sum < side.blockStart.length ? side.blockStart[sum]! : side.table.sums.length;
}

/**
 * One attacker against the defender's rows of one total at a time, keys ascending: on a higher total the attacker
 * wins; on an equal total, on sorted values ahead; on equal values too, by die sizes (fixed by both dice lists),
 * or else by d12 roll-offs, which repeat their ties and so end as a fair coin — the same chain and shares as the
 * pairing odds (odds/ogs/opposed-odds.ts). The attacker's rows of that total run by key as the defender's do, so
 * each is passed once per total.
 */
class OgsWalk {
  private at = 0;
  private end = 0;
  private above = 0;
  private blockMass = 0;
  private below = 0;

  constructor(
    private readonly side: OgsSide,
    /** What the attacker takes of equal values: 1 or 0 by die sizes, ½ by roll-offs. */
    private readonly equalShare: number,
  ) {}

  /** The defender's next rows have this total (dice and flat bonus). */
  startTotal(total: number): void {
    const sum = total - this.side.flatBonus;
    this.at = firstRowFrom(this.side, sum);
    this.end = firstRowFrom(this.side, sum + 1);
    this.above = this.side.massFrom[this.end]!;
    this.blockMass = this.side.massFrom[this.at]! - this.above;
    this.below = 0;
  }

  /** P(the attacker wins) against the defender's row of the current total with this key. */
  winsAgainst(key: number): number {
    const { keys, probs } = this.side.table;
    let at = this.at;
    while (at < this.end && keys[at]! < key) this.below += probs[at++]!;
    this.at = at;
    const equal = at < this.end && keys[at] === key ? probs[at]! : 0;
    const valuesAhead = Math.max(0, this.blockMass - this.below - equal);
    return this.above + valuesAhead + equal * this.equalShare;
  }
}

function ogsPlan(attackers: readonly ContestSpecs["ogs"][], defender: ContestSpecs["ogs"]): JointPlan {
  const own = ogsSide(defender);
  const walks = attackers.map((spec) => {
    const side = ogsSide(spec);
    const sizes = compareHighToLow(side.dice, own.dice);
    return new OgsWalk(side, sizes > 0 ? 1 : sizes < 0 ? 0 : 1 / 2);
  });
  const wins = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      const { sums, keys, probs } = own.table;
      let blockTotal = Number.NaN;
      for (let row = 0; row < sums.length; row++) {
        const total = sums[row]! + own.flatBonus;
        if (total !== blockTotal) {
          blockTotal = total;
          for (const walk of walks) walk.startTotal(total);
        }
        const key = keys[row]!;
        for (let i = 0; i < walks.length; i++) wins[i] = walks[i]!.winsAgainst(key);
        add(probs[row]!, wins);
      }
    },
    cutMass: 0,
  };
}

/* -------------------------------------------- */
/*  Kingdoms and Rulers                         */
/* -------------------------------------------- */

const KINGDOMS_ROLES: Readonly<Record<ContestRules["kingdomsActive"], OpposedRole>> = {
  attacker: "aActive",
  defender: "bActive",
  neither: "bothEqual",
};

/** Against one defender margin, the attacker's margins that the opposed test's own judge calls a win. */
function kingdomsPlan(attackers: readonly ContestSpecs["kingdoms"][], defender: ContestSpecs["kingdoms"], rules: ContestRules): JointPlan {
  const role = KINGDOMS_ROLES[rules.kingdomsActive];
  const sides = attackers.map((spec) => new UpperTails(kingdomsMarginDistribution(spec.dice, spec.dt)));
  const margins = kingdomsMarginDistribution(defender.dice, defender.dt);
  const wins = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      for (const [margin, p] of margins.entries()) {
        sides.forEach((tails, i) => (wins[i] = tails.winningMass((attacker) => decideOpposed(attacker, margin, role).winner === "a")));
        add(p, wins);
      }
    },
    cutMass: 0,
  };
}

/* -------------------------------------------- */
/*  Kleptonomicon                               */
/* -------------------------------------------- */

const NO_PLAIN_SCORE = new IntDistribution(0, []);

/** The defender's Score as a certain outcome, so the Contest odds themselves judge an attacker against it. */
function certainScore(outcome: "critSuccess" | "critFailure" | number): ScoreOdds {
  if (outcome === "critSuccess") return { critSuccess: 1, critFailure: 0, plain: NO_PLAIN_SCORE };
  if (outcome === "critFailure") return { critSuccess: 0, critFailure: 1, plain: NO_PLAIN_SCORE };
  return { critSuccess: 0, critFailure: 0, plain: IntDistribution.constant(outcome) };
}

function kleptoPlan(attackers: readonly ContestSpecs["klepto"][], defender: ContestSpecs["klepto"]): JointPlan {
  const sides = attackers.map((spec) => testScoreOdds(spec));
  const own = testScoreOdds(defender);
  const outcomes: Array<readonly [number, ScoreOdds]> = [
    [own.critSuccess, certainScore("critSuccess")],
    [own.critFailure, certainScore("critFailure")],
    ...own.plain.entries().map(([score, p]) => [p, certainScore(score)] as const),
  ];
  const wins = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      for (const [p, score] of outcomes) {
        // aWins counts half of the ties: the coin each tied pairing tosses on its own.
        sides.forEach((side, i) => (wins[i] = kleptoContestOdds(side, score).aWins));
        add(p, wins);
      }
    },
    cutMass: 0,
  };
}

/* -------------------------------------------- */
/*  Dungeons of Olde                            */
/* -------------------------------------------- */

/** Against one defender total, the attacker's totals the contest's judge calls a win (a tie is a stalemate). */
function oldePlan(attackers: readonly ContestSpecs["olde"][], defender: ContestSpecs["olde"]): JointPlan {
  const distributions = attackers.map((spec) => oldeRollDistribution(spec));
  const sides = distributions.map((distribution) => new UpperTails(distribution));
  const totals = oldeRollDistribution(defender);
  const wins = new Float64Array(attackers.length);
  return {
    outcomes: (add) => {
      for (const [total, p] of totals.entries()) {
        sides.forEach((tails, i) => (wins[i] = tails.winningMass((attacker) => compareOldeTotals(attacker, total) === "first")));
        add(p, wins);
      }
    },
    cutMass: distributions.reduce((cut, distribution) => cut + distribution.cutMass, totals.cutMass),
  };
}

/* -------------------------------------------- */
/*  The API                                     */
/* -------------------------------------------- */

type PlanRule<R extends ContestRuleSet> = (attackers: readonly ContestSpecs[R][], defender: ContestSpecs[R], rules: ContestRules, attack: boolean) => JointPlan;

const PLANS: { readonly [R in ContestRuleSet]: PlanRule<R> } = {
  kaiser: kaiserPlan,
  ogs: (attackers, defender) => ogsPlan(attackers, defender),
  kingdoms: (attackers, defender, rules) => kingdomsPlan(attackers, defender, rules),
  klepto: (attackers, defender) => kleptoPlan(attackers, defender),
  olde: (attackers, defender) => oldePlan(attackers, defender),
};

/**
 * The joint chances of a many-against-one contest from its specs (each checked as a contest spec), under the
 * card's rules (the module's defaults when left out) and, for Kaiser, whether it is an Attack.
 */
export function jointOddsOfSpecs<R extends ContestRuleSet>(ruleSet: R, specs: JointSpecs<R>, options: JointOddsOptions = {}): JointContestOdds {
  const rules = options.rules ?? DEFAULT_CONTEST_RULES;
  const attackers = specs.attackers.map((spec) => normalizeContestSpec(ruleSet, spec));
  const defender = normalizeContestSpec(ruleSet, specs.defender);
  const plan = PLANS[ruleSet](attackers, defender, rules, options.attack ?? false);
  const mixture = new WinCountMixture(attackers.length);
  plan.outcomes((weight, wins) => mixture.add(weight, wins));
  return mixture.result(plan.cutMass);
}

/** The joint chances of a contest card's attackers against its defender, from the rolls each side is expected to make. */
export function jointContestOdds<R extends ContestRuleSet>(state: ContestState<R>): JointContestEntry {
  const defender = defenderOf(state);
  const attackers = attackersOf(state);
  const defenderSpec = expectedSpec(defender);
  const attackerSpecs = attackers.map((attacker) => expectedSpec(attacker));
  const proposed = [defender, ...attackers].some((participant) => participant.spec === null && expectedSpec(participant) !== null);
  const knownSpecs = attackerSpecs.filter((spec) => spec !== null);
  if (defenderSpec === null || knownSpecs.length < attackerSpecs.length) return { odds: null, proposed };
  const specs = { attackers: knownSpecs, defender: defenderSpec };
  return { odds: jointOddsOfSpecs(state.ruleSet, specs, { rules: state.rules, attack: state.attack }), proposed };
}
