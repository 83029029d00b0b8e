import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of WFRP 4e's test (docs/systems-wfrp4e.md "The rules"), as its code judges a d100 roll r against the
 * target T (src/system/rolls/test-wfrp4e.js `computeResult` and `isCriticalFumble` at 9.6.4, 32897839):
 * - a failure is r ≥ F (the setting automaticFailure, 96) or r over both T and A (automaticSuccess, 5); every other r
 *   is a success, so r ≤ A always succeeds unless it is also ≥ F;
 * - a critical is a double (11, 22, … 88) at or under T, a fumble a double over T, a 99 or a 100 (the system compares
 *   with T, not with the outcome: a double of 11 under A but over T is a fumble, as the code has it). They are named
 *   only where the test has a hit location (WS, BS, weapons) or with the setting criticalsFumblesOnAllTests.
 * - an attack (a weapon's or a trait's test, attack-test.js `computeProperties`) names more: a success on a double is a
 *   critical (with the quality Impale, on a multiple of 10 too), a failure on a double or a 100 a fumble (with the
 *   flaw Dangerous, on any roll with a 9 in it too) — whatever its hit location says;
 * - a prayer (prayer-test.js `computeResult`) brings the Wrath of the Gods when the roll's units digit (a 0 read as
 *   10) is at most the actor's Sin, and on a failed double too.
 * The success levels (SLMethod, testAbove100, the literal 96's −1) change no outcome: wfrp4e-sl.ts counts them.
 * One d100, counted face by face: exact.
 */

/** The d100's faces. */
const FACES = 100;

/** How a test counts its SL (wfrp4e-sl.ts): the settings SLMethod and testAbove100, the SL and success bonuses. */
export interface Wfrp4eSlRules {
  readonly slMethod: string;
  readonly testAbove100: boolean;
  readonly slBonus: number;
  readonly successBonus: number;
}

export interface Wfrp4eQuestion {
  /** The target number (base + modifier + difficulty), or null where it is not known or may not be seen. */
  readonly target: number | null;
  /** The setting automaticSuccess (default 5). */
  readonly automaticSuccess: number;
  /** The setting automaticFailure (default 96). */
  readonly automaticFailure: number;
  /** Whether the system names criticals and fumbles for this test (a hit location, or criticalsFumblesOnAllTests). */
  readonly criticals: boolean;
  /** A weapon's or a trait's test: its Impale quality and Dangerous flaw (absent: not an attack). */
  readonly attack?: { readonly impale: boolean; readonly dangerous: boolean };
  /** A prayer: the actor's Sin (absent: not a prayer). */
  readonly sin?: number;
  /** How the test counts its SL (absent: no SL bands drawn; wfrp4e-sl.ts). */
  readonly sl?: Wfrp4eSlRules;
}

/** The one choice a WFRP test is: its dialog offers no buttons but its own Roll. */
export const WFRP4E_ROLL = "roll";

/** Whether the system judges r a failure (test-wfrp4e.js's failure branch). */
export function wfrp4eFails(roll: number, question: Wfrp4eQuestion & { readonly target: number }): boolean {
  return roll >= question.automaticFailure || (roll > question.target && roll > question.automaticSuccess);
}

/** The system's `isCriticalFumble` for r against T. */
export function wfrp4eDouble(roll: number, target: number): "critical" | "fumble" | null {
  if ((roll > target && roll % 11 === 0) || roll === 100 || roll === 99) return "fumble";
  if (roll <= target && roll % 11 === 0) return "critical";
  return null;
}

type Known = Wfrp4eQuestion & { readonly target: number };

/** Whether the card names a critical for r: isCriticalFumble's where it is named, an attack's own. */
function critical(roll: number, question: Known): boolean {
  if (question.criticals && wfrp4eDouble(roll, question.target) === "critical") return true;
  const { attack } = question;
  return (
    attack !== undefined && !wfrp4eFails(roll, question) && (roll % 11 === 0 || (attack.impale && roll % 10 === 0))
  );
}

/** Whether the card names a fumble for r: isCriticalFumble's where it is named, an attack's own. */
function fumble(roll: number, question: Known): boolean {
  if (question.criticals && wfrp4eDouble(roll, question.target) === "fumble") return true;
  const { attack } = question;
  return (
    attack !== undefined &&
    wfrp4eFails(roll, question) &&
    (roll % 11 === 0 || roll === 100 || (attack.dangerous && String(roll).includes("9")))
  );
}

/** Whether a prayer rolled r brings the Wrath of the Gods (prayer-test.js: the units digit, 0 as 10, at most Sin). */
function wrath(roll: number, question: Known, sin: number): boolean {
  const units = roll % 10 === 0 ? 10 : roll % 10;
  return units <= sin || (wfrp4eFails(roll, question) && roll % 11 === 0);
}

function countFaces(test: (roll: number) => boolean): number {
  let count = 0;
  for (let roll = 1; roll <= FACES; roll += 1) if (test(roll)) count += 1;
  return count / FACES;
}

/** Every outcome the system names, for this test (none from the target where it is not known). */
export function wfrp4eOdds(question: Wfrp4eQuestion): SystemOdds {
  const { target } = question;
  const outcomes: SystemOutcome[] = [];
  if (target !== null) {
    const known = { ...question, target };
    outcomes.push(
      { key: "success", probability: countFaces((roll) => !wfrp4eFails(roll, known)), fromTarget: true },
      { key: "failure", probability: countFaces((roll) => wfrp4eFails(roll, known)), fromTarget: true },
    );
    if (question.criticals || question.attack) {
      outcomes.push(
        { key: "critical", probability: countFaces((roll) => critical(roll, known)), fromTarget: true, fact: true },
        { key: "fumble", probability: countFaces((roll) => fumble(roll, known)), fromTarget: true, fact: true },
      );
    }
    const { sin } = question;
    if (sin !== undefined)
      outcomes.push({
        key: "wrath",
        probability: countFaces((roll) => wrath(roll, known, sin)),
        fromTarget: true,
        fact: true,
      });
  }
  return { target, choices: [{ id: WFRP4E_ROLL, outcomes }], totals: [] };
}
