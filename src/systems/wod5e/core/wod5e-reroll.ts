import type { SystemChoice, SystemOutcome } from "../../../core/systems/system-odds-types";
import type { WodSplat } from "./wod5e-odds";

/**
 * The decision after a World of Darkness 5e roll (docs/systems-wod5e.md "After the roll"), as wod5e 5.3.25
 * (66705147) makes it:
 * - the Willpower reroll (system/scripts/willpower-reroll.js:8-155): 1 to 3 of the message's rerollable dice — every
 *   basic die, and a werewolf's rage dice not showing 1–2 (roll-message.js:84, 151-154); never hunger or desperation —
 *   rolled again (the old ones discarded, the new ones added to their term), for 1 superficial Willpower damage;
 * - a Rouse check (system/actor/vtm/scripts/rouse.js:30-40): hunger dice alone, Hunger rising by each kept die under 6
 *   (`handleFailure`, system-rolls.js:559-578); with `rerollHunger` twice the dice, the highest kept (roll-formula.js
 *   :36-40).
 * Every die is a d10: 6+ a success, each pair of active 10s two more (system-rolls.js:31-58).
 */

/** A die lying on the message: its term, its place there (`index`, as the system's reroll names it) and its face. */
export interface WodDie {
  readonly kind: "basic" | "advanced";
  readonly index: number;
  readonly face: number;
}

/** The dice a message shows, active ones only, and the difficulty the chat card reads (0: none set). */
export interface WodLying {
  readonly splat: WodSplat;
  readonly dice: readonly WodDie[];
  readonly difficulty: number;
}

/** A Willpower reroll of a roll: the dice it rolls again, and the chances after it. */
export interface WodReroll {
  readonly dice: readonly WodDie[];
  /** The total at or over the difficulty (none set: over 0), as `rollSuccessful` reads it (system-rolls.js:266). */
  readonly success: number;
  /** At least a pair of active 10s (the total's +2, a critical). */
  readonly critical: number;
  /** A vampire's Messy Critical after it (hunger 10s are never rerolled); null for the other splats. */
  readonly messyCritical: number | null;
  /** The expected total after it. */
  readonly expected: number;
}

/** The most dice the system lets one Willpower reroll take (willpower-reroll.js:66, 90). */
const WOD_REROLL_MAX = 3;

/** A die's category as the figures read it: a failure, a 6–9, a 10. */
type Category = 0 | 1 | 2;
const categoryOf = (face: number): Category => (face === 10 ? 2 : face >= 6 ? 1 : 0);
/** A d10 rolled again: 1–5, 6–9, 10. */
const NEW_DIE = [0.5, 0.4, 0.1] as const;

/** Whether the system lets the reroll take this die (a werewolf's rage 1–2 is brutal: not rerollable). */
function rerollable(splat: WodSplat, die: WodDie): boolean {
  return die.kind === "basic" || (splat === "werewolf" && die.face >= 3);
}

/** The chance of each number of 6–9s and 10s among `n` new dice (at most 3: ten cases). */
function newDice(n: number): { six: number; ten: number; chance: number }[] {
  const cases: { six: number; ten: number; chance: number }[] = [];
  const choose = (a: number, b: number): number => (b < 0 || b > a ? 0 : b === 0 ? 1 : (choose(a - 1, b - 1) * a) / b);
  for (let ten = 0; ten <= n; ten += 1)
    for (let six = 0; six + ten <= n; six += 1) {
      const fail = n - six - ten;
      const ways = choose(n, ten) * choose(n - ten, six);
      cases.push({ six, ten, chance: ways * NEW_DIE[1] ** six * NEW_DIE[2] ** ten * NEW_DIE[0] ** fail });
    }
  return cases;
}

/** The figures after rerolling `taken` of the dice: exact over the new dice's categories. */
function after(lying: WodLying, taken: readonly WodDie[]): Omit<WodReroll, "dice"> {
  const kept = lying.dice.filter((die) => !taken.includes(die));
  const successes = kept.filter((die) => die.face >= 6).length;
  const tens = kept.filter((die) => die.face === 10).length;
  const hungerTens = kept.filter((die) => die.kind === "advanced" && die.face === 10).length;
  const basicTens = tens - hungerTens;
  const needed = lying.difficulty > 0 ? lying.difficulty : 1;
  let success = 0;
  let critical = 0;
  let messy = 0;
  let expected = 0;
  for (const { six, ten, chance } of newDice(taken.length)) {
    const total = successes + six + ten + 2 * Math.floor((tens + ten) / 2);
    if (total >= needed) success += chance;
    if (tens + ten >= 2) critical += chance;
    // The new dice of a vampire are basic dice (hunger dice are never taken): messy-critical.js's two conditions.
    if (hungerTens > 1 || (hungerTens > 0 && basicTens + ten > 0)) messy += chance;
    expected += chance * total;
  }
  return { success, critical, messyCritical: lying.splat === "vampire" ? messy : null, expected };
}

/**
 * The best Willpower reroll, or null when the system offers none (no rerollable die) or no die it may take failed (a
 * 6+ rolled again never raises the chance). Best: with a difficulty set, the highest chance to reach it, then the
 * highest expected total; with none set, the highest expected total. Dice of one category are alike to the figures,
 * so each count of failures, 6–9s and 10s (at most 3 in all) is tried once; a werewolf's basic dice go before its
 * rage dice (a rage die rolled again may come up brutal: the Possible Rage Failure).
 */
export function bestWillpowerReroll(lying: WodLying): WodReroll | null {
  const pools: WodDie[][] = [[], [], []];
  const ordered = [...lying.dice].sort((a, b) => Number(a.kind !== "basic") - Number(b.kind !== "basic"));
  for (const die of ordered) if (rerollable(lying.splat, die)) pools[categoryOf(die.face)]!.push(die);
  if (pools[0]!.length === 0) return null;
  let best: WodReroll | null = null;
  for (let fail = 0; fail <= Math.min(WOD_REROLL_MAX, pools[0]!.length); fail += 1)
    for (let six = 0; fail + six <= WOD_REROLL_MAX && six <= pools[1]!.length; six += 1)
      for (let ten = 0; fail + six + ten <= WOD_REROLL_MAX && ten <= pools[2]!.length; ten += 1) {
        if (fail + six + ten === 0) continue;
        const dice = [...pools[0]!.slice(0, fail), ...pools[1]!.slice(0, six), ...pools[2]!.slice(0, ten)];
        const made = { dice, ...after(lying, dice) };
        if (!best || better(made, best, lying.difficulty > 0)) best = made;
      }
  return best;
}

/**
 * The figures after rerolling exactly the dice selected in the system's die-picking dialog (willpower-reroll.js:63-71:
 * 1 to 3 of them), or null where the system would reroll nothing (none selected, more than 3) or a die it may not
 * take (a hunger or desperation die, a rage die showing 1–2) is among them.
 */
export function willpowerRerollOf(lying: WodLying, taken: readonly WodDie[]): WodReroll | null {
  if (taken.length === 0 || taken.length > WOD_REROLL_MAX) return null;
  if (!taken.every((die) => lying.dice.includes(die) && rerollable(lying.splat, die))) return null;
  return { dice: taken, ...after(lying, taken) };
}

/** Whether `a` beats `b`: the chance to succeed first where a difficulty is set, then the expected total. */
function better(a: WodReroll, b: WodReroll, set: boolean): boolean {
  const EPSILON = 1e-12;
  if (set && Math.abs(a.success - b.success) > EPSILON) return a.success > b.success;
  return a.expected > b.expected + EPSILON;
}

/**
 * A Rouse check's chance that Hunger stays: every kept hunger die 6+ (`handleFailure` counts the kept dice under 6);
 * with the re-roll (`kh`), at least `dice` of twice as many dice 6+.
 */
export function rouseHungerStays(dice: number, keepHighest: boolean): number {
  if (!keepHighest) return 0.5 ** dice;
  const rolled = 2 * dice;
  let chance = 0;
  let ways = 1;
  for (let j = 0; j <= rolled; j += 1) {
    if (j >= dice) chance += ways * 0.5 ** rolled;
    ways = (ways * (rolled - j)) / (j + 1);
  }
  return chance;
}

/** The choice's id among a roll's figures. */
export const WOD_WILLPOWER = "willpower";

/**
 * A reroll's figures as a choice's outcomes: success whatever its label, then the facts — a critical, a vampire's
 * Messy Critical. None reads a hidden number: the system keeps no difficulty from who sees the roll.
 */
export function rerollOutcomes(reroll: WodReroll): SystemOutcome[] {
  const outcome = (key: string, probability: number, fact: boolean) => ({
    key,
    probability,
    fromTarget: false,
    ...(fact ? { fact } : {}),
  });
  const outcomes = [outcome("rerollSuccess", reroll.success, false), outcome("critical", reroll.critical, true)];
  if (reroll.messyCritical !== null) outcomes.push(outcome("messyCritical", reroll.messyCritical, true));
  return outcomes;
}

/**
 * The best Willpower reroll as a choice beside the roll's (unnamed: its reader names the dice it takes), with the
 * dice it takes; null where none is offered or none may help.
 */
export function rerollChoice(lying: WodLying): { choice: SystemChoice; dice: readonly WodDie[] } | null {
  const best = bestWillpowerReroll(lying);
  if (!best) return null;
  return { choice: { id: WOD_WILLPOWER, afterTheRoll: true, outcomes: rerollOutcomes(best) }, dice: best.dice };
}
