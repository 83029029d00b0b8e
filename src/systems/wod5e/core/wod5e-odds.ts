import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a World of Darkness 5e roll (docs/systems-wod5e.md "The rules"), as wod5e 5.3.25 (66705147) counts
 * and labels it:
 * - every die a d10 counted by `cs>5` (system/scripts/rolls/roll-formula.js:20-53): a 6 or more is one success, and
 *   each pair of 10s across basic and advanced dice adds 2 more (`WOD5eRoll._evaluateTotal`, system-rolls.js:31-58);
 * - the advanced dice's 1s (hunger, desperation) or 1–2s (rage) are their marks (system/dice/icons.js:65-99);
 * - the label, per splat (system/scripts/rolls/roll-labels/*.js): vampire — a Messy Critical (two hunger 10s, or a
 *   hunger 10 and a basic 10) whatever the difficulty, else a Bestial Failure (a hunger 1 and a failure, or no
 *   difficulty), else the base label; hunter — a desperation 1 makes it Despair (failure) or Desperation Success;
 *   werewolf — two rage marks with no difficulty are a Possible Rage Failure; mortal — the base label only: success
 *   at or over the difficulty (with none, any success), else failure.
 * Exact by a multinomial over each die's categories: basic (1–5, 6–9, 10), advanced (mark, other failure, 6–9, 10).
 */

export type WodSplat = "vampire" | "hunter" | "werewolf" | "mortal";

/** One roll as the system makes it: dice rolled (after the zero-dice rule) and the difficulty (0: none set). */
export interface WodRoll {
  readonly splat: WodSplat;
  readonly basic: number;
  readonly advanced: number;
  readonly difficulty: number;
  /** A rouse check's re-roll (`rerollHunger`): twice the hunger dice rolled, the highest `advanced` kept. */
  readonly keepHighest?: boolean;
}

/** The most dice of each kind worked out: the system's input has no maximum; a sheet's pool stays far below. */
export const WOD_MAX_BASIC = 50;
export const WOD_MAX_ADVANCED = 10;

/** The one choice: the roll as it stands. */
export const WOD_ROLL = "roll";

/** A die's faces by category, of ten. */
const BASIC = { fail: 5, success: 4, ten: 1 } as const;
/** Hunger and desperation mark a 1; rage marks 1–2. */
const markFaces = (splat: WodSplat): number => (splat === "werewolf" ? 2 : 1);

/** n! as a double (exact to a double's precision for every count here: at most 100!). */
const FACTORIALS: number[] = [1];
function factorial(n: number): number {
  for (let i = FACTORIALS.length; i <= n; i += 1) FACTORIALS.push(FACTORIALS[i - 1]! * i);
  return FACTORIALS[n]!;
}

/** n! / (k1! k2! …), n the sum of the counts. */
function multinomial(counts: readonly number[]): number {
  return counts.reduce((value, k) => value / factorial(k), factorial(counts.reduce((n, k) => n + k, 0)));
}

/**
 * The total is each die's success plus 2 a pair of 10s: T = S + X − ((X_basic + X_advanced) mod 2), S every 6+ (10s
 * included), X every 10. So the basic dice are read as S + X of theirs, the parity of their 10s and whether there is
 * one: a class 0 (no 10), 1 (an odd number), 2 (an even number, at least 2); and for each class the chance of S + X
 * at least k, so that the outcome of each advanced state is one lookup a class.
 */
const BASIC_CLASSES = [0, 1, 2] as const;

function basicAtLeast(n: number): number[][] {
  const mass = BASIC_CLASSES.map(() => new Array<number>(2 * n + 2).fill(0));
  for (let tens = 0; tens <= n; tens += 1) {
    for (let six = 0; six + tens <= n; six += 1) {
      const fail = n - tens - six;
      const chance =
        multinomial([tens, six, fail]) *
        (BASIC.ten / 10) ** tens *
        (BASIC.success / 10) ** six *
        (BASIC.fail / 10) ** fail;
      const row = mass[tens === 0 ? 0 : tens % 2 === 1 ? 1 : 2]!;
      row[six + 2 * tens] = row[six + 2 * tens]! + chance;
    }
  }
  // Suffix sums: row[k] becomes the chance of this class and at least k successes.
  for (const row of mass) for (let k = 2 * n; k >= 0; k -= 1) row[k] = row[k]! + row[k + 1]!;
  return mass;
}

/**
 * The advanced dice kept, as the labels read them: S + X (6+, 10s twice), 10s, marks (1, or 1–2 for rage); its chance.
 */
interface AdvancedState {
  readonly successes: number;
  readonly tens: number;
  readonly marks: number;
  chance: number;
}

/**
 * The advanced dice kept: `rolled` dice (marks, other failures, 6–9, 10), the highest `kept` of them kept (all when
 * equal). The marks are the lowest faces, so dropped first. Tens past 3 and marks past 2 read as 2 or 3 (by parity):
 * no label tells them apart.
 */
function advancedStates(splat: WodSplat, rolled: number, kept: number): AdvancedState[] {
  const mark = markFaces(splat);
  const byKey = new Map<string, AdvancedState>();
  for (let x = 0; x <= rolled; x += 1) {
    for (let s = 0; s + x <= rolled; s += 1) {
      for (let o = 0; o + s + x <= rolled; o += 1) {
        const f = rolled - x - s - o;
        const chance = multinomial([x, s, o, f]) * 0.1 ** x * 0.4 ** s * (mark / 10) ** o * ((5 - mark) / 10) ** f;
        const tens = Math.min(x, kept);
        const successes = 2 * tens + Math.min(s, kept - tens);
        const marks = Math.min(2, Math.max(0, o - (rolled - kept)));
        const tensRead = tens <= 3 ? tens : 2 + (tens % 2);
        const key = `${successes}/${tensRead}/${marks}`;
        const state = byKey.get(key) ?? { successes, tens: tensRead, marks, chance: 0 };
        state.chance += chance;
        byKey.set(key, state);
      }
    }
  }
  return [...byKey.values()];
}

/**
 * The labels (roll-labels/*.js) of the rolls with this advanced state and basic dice of this class, as outcome keys:
 * `all` where the label does not depend on the total, else the key of a success and of a failure.
 */
function labelsOf(
  splat: WodSplat,
  set: boolean,
  basicTens: boolean,
  advanced: AdvancedState,
): { all: string } | { success: string; failure: string } {
  if (splat === "vampire") {
    if (advanced.tens > 1 || (basicTens && advanced.tens > 0))
      return { all: set ? "messyCritical" : "possibleMessyCritical" };
    if (advanced.marks > 0)
      return set ? { success: "success", failure: "bestialFailure" } : { all: "possibleBestialFailure" };
  }
  if (splat === "hunter" && advanced.marks > 0)
    return set ? { success: "desperationSuccess", failure: "despair" } : { all: "possibleDesperationFailure" };
  if (splat === "werewolf" && !set && advanced.marks > 1) return { all: "possibleRageFailure" };
  return { success: "success", failure: "failure" };
}

/** The keys a splat's figures show, in order (each roll lands in exactly one). */
function keysOf(splat: WodSplat, set: boolean): string[] {
  const special: Record<WodSplat, readonly string[]> = {
    vampire: set ? ["messyCritical", "bestialFailure"] : ["possibleMessyCritical", "possibleBestialFailure"],
    hunter: set ? ["desperationSuccess", "despair"] : ["possibleDesperationFailure"],
    werewolf: set ? [] : ["possibleRageFailure"],
    mortal: [],
  };
  return ["success", ...special[splat], "failure"];
}

/**
 * The dice the system rolls for the dialog's counts (system-rolls.js:149-165): none of either, one advanced die when
 * the splat spends a resource (hunger, rage) the actor has, else one basic die.
 */
export function wodDice(basic: number, advanced: number, resource: number): { basic: number; advanced: number } {
  if (basic === 0 && advanced === 0) return resource > 0 ? { basic: 0, advanced: 1 } : { basic: 1, advanced: 0 };
  return { basic, advanced };
}

/** Whether the roll is one the figures are worked out for (whole dice within the bounds). */
export function countable(roll: WodRoll): boolean {
  const whole = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  return whole(roll.basic, WOD_MAX_BASIC) && whole(roll.advanced, WOD_MAX_ADVANCED) && Number.isFinite(roll.difficulty);
}

/** Each outcome's exact chance. */
export function wodOutcomes(roll: WodRoll): SystemOutcome[] {
  const { splat, difficulty } = roll;
  const set = difficulty > 0;
  const advanced = splat === "mortal" ? 0 : roll.advanced;
  const basic = basicAtLeast(roll.basic);
  const chances = new Map<string, number>();
  const add = (key: string, chance: number) => chances.set(key, (chances.get(key) ?? 0) + chance);
  for (const state of advancedStates(splat, roll.keepHighest === true ? 2 * advanced : advanced, advanced)) {
    for (const tensClass of BASIC_CLASSES) {
      const atLeast = basic[tensClass]!;
      const all = atLeast[0]! * state.chance;
      const labels = labelsOf(splat, set, tensClass !== 0, state);
      if ("all" in labels) {
        add(labels.all, all);
        continue;
      }
      // T = (S + X) of the basic dice + (S + X) of the advanced − the parity of all 10s: a success is the basic
      // dice's S + X at least the rest of the way.
      const parity = ((tensClass === 1 ? 1 : 0) + state.tens) % 2;
      const needed = Math.max(0, (set ? difficulty : 1) - state.successes + parity);
      const success = needed < atLeast.length ? atLeast[needed]! * state.chance : 0;
      add(labels.success, success);
      add(labels.failure, all - success);
    }
  }
  return keysOf(splat, set).map((key) => ({ key, probability: chances.get(key) ?? 0, fromTarget: false }));
}

/** Every figure of one roll: one choice whose outcomes share out the whole (a bar). */
export function wodOdds(roll: WodRoll): SystemOdds {
  return {
    target: roll.difficulty > 0 ? roll.difficulty : null,
    choices: [{ id: WOD_ROLL, outcomes: wodOutcomes(roll) }],
    totals: [],
    bar: WOD_ROLL,
  };
}
