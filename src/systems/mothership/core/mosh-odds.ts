import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Mothership check (docs/systems-mothership.md "Rules as coded"), Futil/foundry-mothership 0.6.1 at
 * e70d25b7, module/actor/actor.js. A stat or save check rolls `1d100`, `1d100 [+]` or `1d100 [-]` aiming `low`, which
 * `rollCheck` turns into the comparison `<` (:1479-1481). `parseRollResult` reads the d100 from zero (100 → 0,
 * :220-231), fails every 90 or more (:244-268, :406-411), calls a double (00, 11 … 99) a critical (:179, :397-404),
 * and of two dice keeps the lower for [+], the higher for [-] — unless both succeed or both fail and exactly one is a
 * double: then [+] takes the critical success and leaves the critical failure, [-] the reverse (:279-383).
 */

/** The dialog's buttons (`action_advantage`, `action_normal`, `action_disadvantage`), as `chooseSkill` names them. */
export const MOSH_CHOICES = ["advantage", "normal", "disadvantage"] as const;
export type MoshChoice = (typeof MOSH_CHOICES)[number];

/** The highest target the adapter works out; the figures stop changing past 90 anyway. */
export const MOSH_MAX_TARGET = 999;

const FACES = 100;

/** The `doubles` set of `parseRollResult` (:179): 0, 11 … 99. */
const isDouble = (value: number) => value % 11 === 0;

interface Face {
  readonly value: number;
  readonly success: boolean;
  readonly critical: boolean;
}

/** Each face of the zero-based d100 as the check judges it against `target`. */
function facesAgainst(target: number): Face[] {
  return Array.from({ length: FACES }, (_, value) => ({
    value,
    success: value < target && value < 90,
    critical: isDouble(value),
  }));
}

/** Which of two dice the check keeps: the lower for [+] (kl), the higher for [-] (kh), crits aside. */
function kept(a: Face, b: Face, advantage: boolean): Face {
  const plain = a.value < b.value === advantage ? a : b;
  if (a.success !== b.success || a.critical === b.critical) return plain;
  // Exactly one is a double and both dice agree: [+] wants it on a success, [-] on a failure.
  const wantsCritical = a.success === advantage;
  return a.critical === wantsCritical ? a : b;
}

interface Tally {
  success: number;
  criticalSuccess: number;
  criticalFailure: number;
}

function tally(faces: readonly Face[]): Tally {
  const count = { success: 0, criticalSuccess: 0, criticalFailure: 0 };
  for (const face of faces) {
    if (face.success) count.success++;
    if (face.success && face.critical) count.criticalSuccess++;
    if (!face.success && face.critical) count.criticalFailure++;
  }
  return count;
}

/** The faces each roll keeps, every roll once: one die, or the 10 000 ordered pairs of two. */
function keptFaces(faces: readonly Face[], choice: MoshChoice): Face[] {
  if (choice === "normal") return [...faces];
  const advantage = choice === "advantage";
  return faces.flatMap((a) => faces.map((b) => kept(a, b, advantage)));
}

const outcome = (key: string, probability: number, fact: boolean): SystemOutcome =>
  fact ? { key, probability, fromTarget: true, fact } : { key, probability, fromTarget: true };

function choiceOdds(faces: readonly Face[], choice: MoshChoice): SystemChoice {
  const rolls = keptFaces(faces, choice);
  const count = tally(rolls);
  return {
    id: choice,
    outcomes: [
      outcome("success", count.success / rolls.length, false),
      outcome("criticalSuccess", count.criticalSuccess / rolls.length, true),
      outcome("criticalFailure", count.criticalFailure / rolls.length, true),
    ],
  };
}

/** Every button's figures against the check's target (stat or save, its mod and the skill chosen). */
export function moshCheckOdds(target: number): SystemOdds {
  const faces = facesAgainst(target);
  return { target, choices: MOSH_CHOICES.map((choice) => choiceOdds(faces, choice)), totals: [] };
}

/** A message's figures: the chance the button pressed had against the target its card shows. */
export function moshRolledOdds(target: number, choice: MoshChoice): SystemOdds {
  return { target, choices: [choiceOdds(facesAgainst(target), choice)], totals: [] };
}
