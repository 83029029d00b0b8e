import type { FormulaDistribution } from "../../../core/formula/formula-distribution-types";
import type { SystemChoice, SystemOdds, SystemOutcome, SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * The figures of Lancer's rolls (docs/systems-lancer.md "The rules"), as its code at 3.1.3 (13ffe799) makes and judges
 * them:
 * - the roll: `1d20 + bonus`, then for a net accuracy of t ≠ 0 the highest of |t| d6 added (accuracy, t > 0) or taken
 *   away (difficulty, t < 0) (flows/attack.ts `rollStr`; a check's `+ td6kh1`, flows/stat.ts, the same dice);
 * - Spotter (apps/acc_diff/spotter.ts) rolls that twice and keeps the higher (`{R,R}kh`); Invisibility
 *   (invisibility.ts), applied last, multiplies the whole by a coin (`{R} * (1dc)`): half the time the total is 0;
 * - a hit is a total at or above the defence (helpers/automation/targeting.ts: E-Defense for a smart or tech attack,
 *   else Evasion, a defence of 0 read as 8 or 5, `edef || 8`, `evasion || 5`); a critical is a total of 20 or more on
 *   an attack that is no tech attack, whether or not it hits (flows/attack.ts `rollAttacks`), so a miss may crit;
 * - a check (HASE or a pilot's skill trigger) succeeds at 10 or more: the rules' number, which the system's code never
 *   compares (its card shows the total alone).
 * The distribution is counted exactly: of the 20 · 6^k ways the d20 and k d6 fall, the highest d6 is m in
 * m^k − (m − 1)^k of the 6^k.
 */

/** What the figures take of the engine (`kit.systems`, handed to the adapter; the calculator's own import). */
interface LancerEngine {
  roundTotals(distributions: readonly FormulaDistribution[]): readonly SystemTotalRow[];
}

/** One roll as the system makes it. */
export interface LancerRoll {
  /** What is added to the d20: grit (or the tech attack, the HASE value, twice a skill's rank) and the flat bonus. */
  readonly bonus: number;
  /** The net accuracy (positive) or difficulty (negative): how many d6 roll, the highest counted. */
  readonly accuracy: number;
  /** Whether Spotter rolls it twice and keeps the higher. */
  readonly spotter: boolean;
  /** Whether Invisibility's coin may make it 0. */
  readonly invisible: boolean;
}

/** A roll against one target: its name (the token's, user text), its defence as the system reads it, who may see it. */
export interface LancerTargetRoll extends LancerRoll {
  readonly name: string;
  /** The defence the roll is judged against (lancerDefence), or null where it cannot be read. */
  readonly defence: number | null;
  readonly defenceVisible: boolean;
}

/** An attack as the panel stands: the base roll (made alone without targets) and each target's. */
interface LancerAttack {
  readonly tech: boolean;
  /**
   * Whether the world judges hits (`automationOptions.attacks`); without it, or without targets, the base roll alone.
   */
  readonly judged: boolean;
  readonly base: LancerRoll;
  readonly targets: readonly LancerTargetRoll[];
}

/** The one choice of a check, and of an attack without targets. */
export const LANCER_ROLL = "roll";
/** A check's number: the rules', not the system's code's. */
const LANCER_CHECK_TARGET = 10;
/** The total an attack crits at. */
const CRIT_TOTAL = 20;
const D20 = 20;
const D6 = 6;

/** The defence a hit is judged against: E-Defense for a smart attack, else Evasion; 0 (or none) reads 8 or 5. */
export function lancerDefence(smart: boolean, evasion: number, edef: number): number {
  // The system's own `||`: a defence of 0 is read as the rules' base, 8 or 5.
  return smart ? edef || 8 : evasion || 5;
}

/** The choice id of the i-th target. */
export const lancerTargetChoice = (index: number): string => `target-${index}`;

/** A distribution as whole counts over one denominator: each figure one division, as exact as a double holds it. */
interface Counts {
  /** [total, ways], ascending by total. */
  readonly ways: readonly (readonly [number, bigint])[];
  readonly all: bigint;
}

/** The d20 and the highest of |t| d6, added or taken away: of the 20 · 6^k ways, how many make each total. */
function plainCounts({ bonus, accuracy }: LancerRoll): Counts {
  const k = BigInt(Math.abs(accuracy));
  const sign = Math.sign(accuracy);
  const counts = new Map<number, bigint>();
  // With no d6 the one way stands for all 6^0 = 1 of them.
  const highest =
    k === 0n
      ? [[0, 1n] as const]
      : Array.from({ length: D6 }, (_, i) => [i + 1, BigInt(i + 1) ** k - BigInt(i) ** k] as const);
  for (const [m, ways] of highest) {
    for (let face = 1; face <= D20; face++) {
      const total = face + bonus + sign * m;
      counts.set(total, (counts.get(total) ?? 0n) + ways);
    }
  }
  return { ways: [...counts].sort(([a], [b]) => a - b), all: BigInt(D20) * BigInt(D6) ** k };
}

/** Two rolls, the higher kept: at most x in F(x)² of the all² ways. */
function higherOfTwo({ ways, all }: Counts): Counts {
  let atMost = 0n;
  let before = 0n;
  return {
    ways: ways.map(([total, n]) => {
      atMost += n;
      const square = atMost * atMost;
      const here = square - before;
      before = square;
      return [total, here] as const;
    }),
    all: all * all,
  };
}

/** Invisibility's coin: each total on one side of it (doubled denominator), 0 on the other. */
function coinToss({ ways, all }: Counts): Counts {
  const counts = new Map(ways.map(([total, n]) => [total, n]));
  counts.set(0, (counts.get(0) ?? 0n) + all);
  return { ways: [...counts].sort(([a], [b]) => a - b), all: 2n * all };
}

function countsOf(roll: LancerRoll): Counts {
  let counts = plainCounts(roll);
  if (roll.spotter) counts = higherOfTwo(counts);
  if (roll.invisible) counts = coinToss(counts);
  return counts;
}

/** The exact distribution of a roll's total, as a formula distribution (for the totals). */
export function lancerDistribution(roll: LancerRoll): FormulaDistribution {
  const { ways, all } = countsOf(roll);
  return {
    resolved: lancerFormula(roll),
    outcomes: ways.map(([total, n]) => [total, Number(n) / Number(all)]),
    tail: 0,
    tailAbove: false,
  };
}

/** The chance a roll's total is at least `target`: its ways summed, then one division. */
export function lancerAtLeast(roll: LancerRoll, target: number): number {
  const { ways, all } = countsOf(roll);
  const atLeast = ways.reduce((sum, [total, n]) => (total >= target ? sum + n : sum), 0n);
  return Number(atLeast) / Number(all);
}

/** The formula the system writes for the roll (flows/attack.ts `rollStr`, then the plugins), for its luck. */
export function lancerFormula({ bonus, accuracy, spotter, invisible }: LancerRoll): string {
  const k = Math.abs(accuracy);
  const dice = k === 0 ? "" : ` ${accuracy > 0 ? "+" : "-"} ${k === 1 ? "1d6" : `${k}d6kh1`}`;
  let formula = `1d20 + ${bonus}${dice}`;
  if (spotter) formula = `{${formula},${formula}}kh`;
  if (invisible) formula = `{${formula}} * (1dc)`;
  return formula;
}

/**
 * The formula a check rolls (flows/stat.ts:80-81): `1d20+<bonus>`, then ` + <t>d6kh1` for any net accuracy t ≠ 0 —
 * a negative t written `+ -kd6kh1`, which Foundry's grammar reads as the k d6's highest taken away. Written here as
 * that reading, for the engine.
 */
export function lancerCheckFormula({ bonus, accuracy }: Pick<LancerRoll, "bonus" | "accuracy">): string {
  const k = Math.abs(accuracy);
  return `1d20 + ${bonus}${k === 0 ? "" : ` ${accuracy > 0 ? "+" : "-"} ${k}d6kh1`}`;
}

/** A target's outcomes: a hit (from its defence), a critical (from the total alone; never on a tech attack). */
function targetOutcomes(target: LancerTargetRoll, tech: boolean): SystemOutcome[] {
  const outcomes: SystemOutcome[] = [];
  if (target.defence !== null)
    outcomes.push({ key: "hit", probability: lancerAtLeast(target, target.defence), fromTarget: true });
  if (!tech)
    outcomes.push({ key: "crit", probability: lancerAtLeast(target, CRIT_TOTAL), fromTarget: false, fact: true });
  return outcomes;
}

/**
 * An attack's figures: a column a target (its hit and its critical) where the world judges hits and there are
 * targets; else the base roll's chance of a few totals, as the system then judges nothing.
 */
export function lancerAttackOdds(engine: LancerEngine, attack: LancerAttack): SystemOdds {
  if (!attack.judged || attack.targets.length === 0) {
    return {
      target: null,
      choices: [{ id: LANCER_ROLL, outcomes: [] }],
      totals: engine.roundTotals([lancerDistribution(attack.base)]),
    };
  }
  const choices: SystemChoice[] = attack.targets.map((target, index) => ({
    id: lancerTargetChoice(index),
    outcomes: targetOutcomes(target, attack.tech),
    // A target without a name (the calculator's one) takes the words of its choice instead.
    label: target.name === "" ? undefined : target.name,
    targetVisible: target.defenceVisible && target.defence !== null,
  }));
  return { target: null, choices, totals: [], perChoiceTargets: true };
}

/** A check's figures: success at 10 or more, the rules' number (no secret). */
export function lancerCheckOdds(roll: LancerRoll): SystemOdds {
  const success = lancerAtLeast(roll, LANCER_CHECK_TARGET);
  return {
    target: LANCER_CHECK_TARGET,
    choices: [{ id: LANCER_ROLL, outcomes: [{ key: "success", probability: success, fromTarget: true }] }],
    totals: [],
  };
}
