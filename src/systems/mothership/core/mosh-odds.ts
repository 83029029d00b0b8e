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

/** What a kept die makes of the check: its success and whether it is a double. */
interface Face {
  readonly success: boolean;
  readonly critical: boolean;
}

/** The four kinds of face and how many of the 100 faces are each, against `target`. */
function facesAgainst(target: number): { face: Face; count: number }[] {
  const kinds = [false, true].flatMap((success) => [false, true].map((critical) => ({ success, critical })));
  return kinds.map((face) => ({
    face,
    count: Array.from({ length: FACES }, (_, value) => value).filter(
      (value) => (value < target && value < 90) === face.success && isDouble(value) === face.critical,
    ).length,
  }));
}

/**
 * Which of two dice the check keeps: the lower for [+] (kl), the higher for [-] (kh) — a success always lies under a
 * failure (under the target and under 90), so [+] keeps the success and [-] the failure — crits aside.
 */
function kept(a: Face, b: Face, advantage: boolean): Face {
  if (a.success !== b.success) return a.success === advantage ? a : b;
  if (a.critical === b.critical) return a;
  // Exactly one is a double and both dice agree: [+] wants it on a success, [-] on a failure.
  const wantsCritical = a.success === advantage;
  return a.critical === wantsCritical ? a : b;
}

interface Tally {
  success: number;
  criticalSuccess: number;
  criticalFailure: number;
}

/** The chance of each figure over every roll: one die, or the 10 000 ordered pairs of two, by the faces' kinds. */
function tally(faces: readonly { face: Face; count: number }[], choice: MoshChoice): Tally {
  const count = { success: 0, criticalSuccess: 0, criticalFailure: 0 };
  const add = ({ success, critical }: Face, weight: number) => {
    if (success) count.success += weight;
    if (success && critical) count.criticalSuccess += weight;
    if (!success && critical) count.criticalFailure += weight;
  };
  const advantage = choice === "advantage";
  for (const a of faces) {
    if (choice === "normal") add(a.face, a.count / FACES);
    else for (const b of faces) add(kept(a.face, b.face, advantage), (a.count * b.count) / FACES ** 2);
  }
  return count;
}

const outcome = (key: string, probability: number, fact: boolean): SystemOutcome =>
  fact ? { key, probability, fromTarget: true, fact } : { key, probability, fromTarget: true };

function choiceOdds(faces: readonly { face: Face; count: number }[], choice: MoshChoice): SystemChoice {
  const count = tally(faces, choice);
  return {
    id: choice,
    outcomes: [
      outcome("success", count.success, false),
      outcome("criticalSuccess", count.criticalSuccess, true),
      outcome("criticalFailure", count.criticalFailure, true),
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
