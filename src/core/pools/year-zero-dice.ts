import { poolOutcomes, type Counts, type Pool, type PoolOutcomes, type SpecialDie } from "./pool-outcomes";
import { pushedOutcomes, PUSHED, type PushPolicy } from "./pool-push";

/**
 * The Year Zero family on YZUR 6.1.1 (`src/YearZeroDice.js`, `src/YearZeroRoll.js`; docs/pools.md "Year Zero"):
 * each die kind's successes per face, the 1s each game counts against the roller, and the faces a push leaves
 * standing. Counters: `success` (negative on a negative die), `baseOnes` (YZUR's attributeTrauma: 1s on base dice,
 * Twilight 2000's and Blade Runner's dice included, whose type is base), `gearOnes` (gearDamage), and Twilight 2000's
 * ammunition dice's `hits` (hitCount: their 6s, kept out of `success` as baseSuccessQty keeps them) and `ammoOnes`.
 */

/** A die of `sides` faces whose face v adds `success(v)` successes and, on a 1, one to `ones` (if named). */
function yearZeroDie(
  name: string,
  sides: number,
  success: (value: number) => number,
  locked: readonly number[],
  ones?: string,
): SpecialDie {
  return {
    name,
    locked,
    faces: Array.from({ length: sides }, (_, i) => {
      const value = i + 1;
      const counts: Record<string, number> = { success: success(value) };
      if (ones) counts[ones] = value === 1 ? 1 : 0;
      return { value, counts };
    }),
  };
}

const sixes = (value: number) => (value >= 6 ? 1 : 0);

/** Artifact dice: 6–7 one success, 8–9 two, 10–11 three, 12 four (ArtifactDie.SUCCESS_TABLE); 6 and up locked. */
const artifactSuccess = (value: number) => (value >= 6 ? Math.floor((value - 4) / 2) : 0);
/** Twilight 2000 and Blade Runner dice: 6–9 one success, 10–12 two (TwilightDie.SUCCESS_TABLE). */
const stepSuccess = (value: number) => (value >= 10 ? 2 : value >= 6 ? 1 : 0);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const YEAR_ZERO_DICE = {
  /** Attribute dice: a 1 is a bane (attribute damage on a push); 1s and 6s stay. */
  base: yearZeroDie("base", 6, sixes, [1, 6], "baseOnes"),
  /** Skill dice (and all of Vaesen's): only 6s stay. */
  skill: yearZeroDie("skill", 6, sixes, [6]),
  /** Gear dice: a 1 damages the gear on a push; 1s and 6s stay. */
  gear: yearZeroDie("gear", 6, sixes, [1, 6], "gearOnes"),
  /** Negative dice (Forbidden Lands, a modifier below the skill): a 6 takes a success away; 6s stay. */
  negative: yearZeroDie("negative", 6, (value) => -sixes(value), [6]),
} as const;

export type StepSize = 6 | 8 | 10 | 12;

/** One kind per size, made once: a kind is a constant (the push makes its die of pairs once per kind). */
function bySize<S extends number>(make: (sides: S) => SpecialDie): (sides: S) => SpecialDie {
  const made = new Map<S, SpecialDie>();
  return (sides) => made.get(sides) ?? made.set(sides, make(sides)).get(sides)!;
}

/** A Forbidden Lands artifact die (d8, d10 or d12). */
const artifactDie = bySize((sides: 8 | 10 | 12) =>
  yearZeroDie(`artifact d${sides}`, sides, artifactSuccess, range(6, 12)),
);

/** A Twilight 2000 die (d6 … d12): 1s and every success face stay. */
export const twilightDie = bySize((sides: StepSize) =>
  yearZeroDie(`twilight d${sides}`, sides, stepSuccess, [1, ...range(6, 12)], "baseOnes"),
);

/** Blade Runner's faces a push leaves: a d10's 6–9 and a d12's 6–9 are rerolled (its selective push aside). */
const BLADE_RUNNER_LOCKED: Readonly<Record<StepSize, readonly number[]>> = {
  6: [1, 6],
  8: [1, 6, 7, 8],
  10: [1, 10],
  12: [1, 10, 11, 12],
};

/** A Blade Runner die (d6 … d12): every 1 is a bane (health or resolve on a push). */
export const bladeRunnerDie = bySize((sides: StepSize) =>
  yearZeroDie(`blade runner d${sides}`, sides, stepSuccess, BLADE_RUNNER_LOCKED[sides], "baseOnes"),
);

/**
 * Twilight 2000's ammunition die (YZUR `AmmoDie`, type `ammo`, a d6 locked on 1 and 6): a 6 is a hit (extra hits, or
 * suppression), not a success of the roll (`baseSuccessQty` = successCount − hitCount); a 1 counts toward a jam.
 */
export const twilightAmmoDie: SpecialDie = {
  name: "twilight ammo",
  locked: [1, 6],
  faces: range(1, 6).map((value) => ({
    value,
    counts: { success: 0, hits: value === 6 ? 1 : 0, ammoOnes: value === 1 ? 1 : 0 },
  })),
};

/** Twilight 2000's hit location die (YZUR `LocationDie`): no success, never pushed. */
const twilightLocationDie = yearZeroDie("twilight location", 6, () => 0, range(1, 6));

/** The push policy FOUNDRY-SYSTEMS-3 §b.7 assumes and a careful roller plays: push only a roll with no net success. */
export const PUSH_WHEN_FAILED: PushPolicy = {
  reads: ["success"],
  pushIf: (first: Counts) => (first.success ?? 0) <= 0,
};

/** What a Year Zero roll is read as: its net successes, base 1s (attribute damage, banes), gear 1s. */
export type YearZeroCounter = "success" | "baseOnes" | "gearOnes" | "hits" | "ammoOnes";

const COUNTERS: readonly YearZeroCounter[] = ["success", "baseOnes", "gearOnes", "hits", "ammoOnes"];

const yearZeroCounts = (o: Counts): Record<YearZeroCounter, number> => ({
  success: o.success ?? 0,
  baseOnes: o.baseOnes ?? 0,
  gearOnes: o.gearOnes ?? 0,
  hits: o.hits ?? 0,
  ammoOnes: o.ammoOnes ?? 0,
});

/** The first roll of a Year Zero pool. */
export function yearZeroOutcomes(pool: Pool): PoolOutcomes<YearZeroCounter> {
  return poolOutcomes(pool, yearZeroCounts);
}

/** The roll that stands after a push taken by `policy`, and whether it was pushed (PUSHED, 1 or 0). */
export function yearZeroPushed(pool: Pool, policy = PUSH_WHEN_FAILED): PoolOutcomes<YearZeroCounter | "pushed"> {
  return pushedOutcomes(pool, policy).read((o) => ({ ...yearZeroCounts(o), pushed: o[PUSHED] ?? 0 }));
}

/** A Forbidden Lands roll's dice, as `FBLRollHandler._handleYZRoll` builds them. */
interface ForbiddenLandsRoll {
  readonly attribute: number;
  readonly skill: number;
  readonly gear: number;
  /** The dialog's total modifier: added to the skill; below 0 the rest become negative dice instead of skill dice. */
  readonly modifier?: number;
  readonly artifacts?: readonly (8 | 10 | 12)[];
}

export function forbiddenLandsPool(roll: ForbiddenLandsRoll): Pool {
  const skill = roll.skill + (roll.modifier ?? 0);
  return [
    { kind: YEAR_ZERO_DICE.base, count: roll.attribute },
    { kind: YEAR_ZERO_DICE.skill, count: Math.max(0, skill) },
    { kind: YEAR_ZERO_DICE.negative, count: Math.max(0, -skill) },
    { kind: YEAR_ZERO_DICE.gear, count: roll.gear },
    ...(roll.artifacts ?? []).map((sides) => ({ kind: artifactDie(sides), count: 1 })),
  ];
}

/**
 * Mutant Year Zero's own dice (superseva/mutant-year-zero 14.0.2, module/component/dice-roller.js; docs/pools.md
 * "Year Zero"): base, skill and gear d6s whose 6 is a success, a skill die's 6 taking one away when the skill rolled
 * is below 0 (`GetSuccessAndWeight`: read from the skill's sign, not the die's type); the push (`Push`) keeps base 1s
 * and 6s, gear 1s and 6s and skill 6s — but rolls a human's base 1s again when the attribute is its house attribute.
 */
const MYZ_HOUSE_BASE = yearZeroDie("myz house base", 6, sixes, [6], "baseOnes");

/** A Mutant Year Zero die of a kind (`MYZDieBase`, `MYZDieSkill`, `MYZDieGear`), as its roll reads it. */
export function mutantYearZeroDie(
  type: "base" | "skill" | "gear",
  { negative = false, house = false }: { negative?: boolean; house?: boolean } = {},
): SpecialDie {
  if (type === "base") return house ? MYZ_HOUSE_BASE : YEAR_ZERO_DICE.base;
  if (type === "gear") return YEAR_ZERO_DICE.gear;
  return negative ? YEAR_ZERO_DICE.negative : YEAR_ZERO_DICE.skill;
}

/** A Mutant Year Zero roll's dice: `${base}db + ${skill}ds + ${gear}dg`, a skill below 0 as that many negative dice. */
export function mutantYearZeroPool(roll: { base: number; skill: number; gear: number; house?: boolean }): Pool {
  return [
    { kind: mutantYearZeroDie("base", { house: roll.house }), count: roll.base },
    { kind: mutantYearZeroDie("skill", { negative: roll.skill < 0 }), count: Math.abs(roll.skill) },
    { kind: YEAR_ZERO_DICE.gear, count: roll.gear },
  ];
}

/** Vaesen: every die a skill die, at least one (`script/util/roll.js`). */
export function vaesenPool(dice: number): Pool {
  return [{ kind: YEAR_ZERO_DICE.skill, count: Math.max(1, dice) }];
}

/** One die per size, of a kind made by `die`. */
export function stepPool(sizes: readonly StepSize[], die: (sides: StepSize) => SpecialDie): Pool {
  return sizes.map((sides) => ({ kind: die(sides), count: 1 }));
}

/** The ladder of step dice in YZUR's `modify` (null: below a d6); a d12 raised stays a d12. */
const LADDER: readonly (StepSize | null)[] = [null, 6, 8, 10, 12];

function stepped(size: StepSize, by: 1 | -1): StepSize | null {
  const next = LADDER[LADDER.indexOf(size) + by];
  return next === undefined ? 12 : next;
}

const lowest = (sizes: readonly StepSize[]) => sizes.reduce((low, size) => (size < low ? size : low));
const highest = (sizes: readonly StepSize[]) => sizes.reduce((high, size) => (size > high ? size : high));

/**
 * Twilight 2000's modifier on its step dice (YZUR `YearZeroRoll#modify`, game `t2k`): each +1 raises the lowest die
 * (a lone die first gains a d6), each −1 lowers the highest; a die below a d6 goes when another remains, else stays
 * a d6; a d12 raised stays a d12.
 */
export function twilightModify(sizes: readonly StepSize[], modifier: number): StepSize[] {
  const dice = [...sizes];
  for (let left = modifier; left !== 0; left -= Math.sign(left)) {
    if (left > 0 && dice.length < 2) {
      dice.push(6);
      continue;
    }
    const i = dice.indexOf(left > 0 ? lowest(dice) : highest(dice));
    const next = stepped(dice[i]!, left > 0 ? 1 : -1);
    if (next !== null) dice[i] = next;
    else if (dice.length > 1) dice.splice(i, 1);
    else dice[i] = 6;
  }
  return dice;
}

/** Blade Runner's advantage (a die more, equal to the lowest) and disadvantage (the lowest taken away). */
export function bladeRunnerModify(sizes: readonly StepSize[], modifier: number): StepSize[] {
  if (modifier === 0 || sizes.length === 0) return [...sizes];
  const least = lowest(sizes);
  if (modifier > 0) return [...sizes, least];
  const dice = [...sizes];
  dice.splice(dice.indexOf(least), 1);
  return dice;
}

/**
 * The kind of a die of a YZUR roll, by its game, its term's `type` and its faces (YearZeroDice.js: Forbidden Lands'
 * base, skill, gear, negative and artifact dice; Vaesen's skill dice; Twilight 2000's and Blade Runner's step dice,
 * whose type is `base`, and its ammunition and hit location dice), or null for a die the engine does not read
 * (stress).
 */
export function yearZeroDieOf(game: string, type: string, faces: number): SpecialDie | null {
  const step = faces === 6 || faces === 8 || faces === 10 || faces === 12 ? faces : null;
  if (game === "t2k") return twilightDieOf(type, faces, step);
  if (game === "br") return type === "base" && step ? bladeRunnerDie(step) : null;
  if (game !== "fbl" && game !== "vae") return null;
  if (type === "skill" && faces === 6) return YEAR_ZERO_DICE.skill;
  if (game === "vae" || faces !== 6) return type === "arto" && step && step !== 6 ? artifactDie(step) : null;
  if (type === "base") return YEAR_ZERO_DICE.base;
  if (type === "gear") return YEAR_ZERO_DICE.gear;
  return type === "neg" ? YEAR_ZERO_DICE.negative : null;
}

function twilightDieOf(type: string, faces: number, step: StepSize | null): SpecialDie | null {
  if (type === "base") return step ? twilightDie(step) : null;
  if (faces !== 6) return null;
  return type === "ammo" ? twilightAmmoDie : type === "loc" ? twilightLocationDie : null;
}

/** A die of a roll as it lies: its kind and the value it shows. */
export interface LyingDie {
  readonly kind: SpecialDie;
  readonly value: number;
}

/**
 * The roll that stands once this roll is pushed (YearZeroDie#push): each die showing a locked value stays, every
 * other is rolled again; its net successes, base 1s and gear 1s.
 */
export function yearZeroPushOf(dice: readonly LyingDie[]): PoolOutcomes<YearZeroCounter> {
  const kept = yearZeroCounts({});
  const again = new Map<SpecialDie, number>();
  for (const { kind, value } of dice) {
    if (!(kind.locked ?? []).includes(value)) {
      again.set(kind, (again.get(kind) ?? 0) + 1);
      continue;
    }
    const counts = kind.faces.find((face) => face.value === value)?.counts ?? {};
    for (const counter of COUNTERS) kept[counter] += counts[counter] ?? 0;
  }
  const pool = [...again].map(([kind, count]) => ({ kind, count }));
  return yearZeroOutcomes(pool).read((o) => {
    const read = yearZeroCounts(o);
    for (const counter of COUNTERS) read[counter] += kept[counter];
    return read;
  });
}

/** Whether a push rerolls any of these dice (YearZeroDie#pushable, a push left aside). */
export function yearZeroPushable(dice: readonly LyingDie[]): boolean {
  return dice.some(({ kind, value }) => !(kind.locked ?? []).includes(value));
}
