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

/** n! / (k1! k2! …) as a double. */
function multinomial(counts: readonly number[]): number {
  let value = 1;
  let n = 0;
  for (const k of counts) {
    for (let i = 1; i <= k; i += 1) value = (value * (n + i)) / i;
    n += k;
  }
  return value;
}

/** One kind of dice as the outcome reads it: successes (6+, tens included), tens, marks; and its chance. */
interface DiceState {
  readonly successes: number;
  readonly tens: number;
  readonly marks: number;
  readonly chance: number;
}

function basicStates(n: number): DiceState[] {
  const states: DiceState[] = [];
  for (let tens = 0; tens <= n; tens += 1) {
    for (let six = 0; six + tens <= n; six += 1) {
      const fail = n - tens - six;
      const p = multinomial([tens, six, fail]) * (BASIC.ten / 10) ** tens * (BASIC.success / 10) ** six * (BASIC.fail / 10) ** fail;
      states.push({ successes: six + tens, tens, marks: 0, chance: p });
    }
  }
  return states;
}

/**
 * The advanced dice kept: `rolled` dice (marks, other failures, 6–9, 10), the highest `kept` of them kept (all when
 * equal). The marks are the lowest faces, so kept last.
 */
function advancedStates(splat: WodSplat, rolled: number, kept: number): DiceState[] {
  const mark = markFaces(splat);
  const byKey = new Map<string, { successes: number; tens: number; marks: number; chance: number }>();
  for (let x = 0; x <= rolled; x += 1) {
    for (let s = 0; s + x <= rolled; s += 1) {
      for (let o = 0; o + s + x <= rolled; o += 1) {
        const f = rolled - x - s - o;
        const p = multinomial([x, s, o, f]) * 0.1 ** x * 0.4 ** s * (mark / 10) ** o * ((5 - mark) / 10) ** f;
        const tens = Math.min(x, kept);
        const sixes = Math.min(s, kept - tens);
        const marks = Math.max(0, o - (rolled - kept));
        const key = `${tens}/${sixes}/${marks}`;
        const state = byKey.get(key) ?? { successes: tens + sixes, tens, marks, chance: 0 };
        state.chance += p;
        byKey.set(key, state);
      }
    }
  }
  return [...byKey.values()];
}

/** The label the system gives a roll's counts (roll-labels/*.js), as an outcome key. */
function wodLabel(splat: WodSplat, difficulty: number, basic: Omit<DiceState, "chance">, advanced: Omit<DiceState, "chance">): string {
  const tens = basic.tens + advanced.tens;
  const total = basic.successes + advanced.successes + 2 * Math.floor(tens / 2);
  const set = difficulty > 0;
  const success = set ? total >= difficulty : total > 0;
  if (splat === "vampire") {
    if (advanced.tens > 1 || (basic.tens > 0 && advanced.tens > 0)) return set ? "messyCritical" : "possibleMessyCritical";
    if (advanced.marks > 0 && (!set || total < difficulty)) return set ? "bestialFailure" : "possibleBestialFailure";
  }
  if (splat === "hunter" && advanced.marks > 0) return !set ? "possibleDesperationFailure" : success ? "desperationSuccess" : "despair";
  if (splat === "werewolf" && !set && advanced.marks > 1) return "possibleRageFailure";
  return success ? "success" : "failure";
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
  const splat = roll.splat;
  const advanced = splat === "mortal" ? 0 : roll.advanced;
  const chances = new Map<string, number>();
  const adv = advancedStates(splat, roll.keepHighest === true ? 2 * advanced : advanced, advanced);
  for (const b of basicStates(roll.basic)) {
    for (const a of adv) {
      const key = wodLabel(splat, roll.difficulty, b, a);
      chances.set(key, (chances.get(key) ?? 0) + b.chance * a.chance);
    }
  }
  return keysOf(splat, roll.difficulty > 0).map((key) => ({ key, probability: chances.get(key) ?? 0, fromTarget: false }));
}

/** Every figure of one roll: one choice whose outcomes share out the whole (a bar). */
export function wodOdds(roll: WodRoll): SystemOdds {
  return { target: roll.difficulty > 0 ? roll.difficulty : null, choices: [{ id: WOD_ROLL, outcomes: wodOutcomes(roll) }], totals: [], bar: WOD_ROLL };
}
