/**
 * The numbers of the Kingdoms and Rulers (K&R) dice rules, shared by the mechanic, the odds engine and the
 * Foundry adapter so that all three read one definition.
 */

/** K&R rolls pools of d12. */
export const KINGDOMS_DIE_FACES = 12;

/** A 12 is a critical success: two successes whatever the Difficulty Threshold. */
export const CRITICAL_SUCCESS_FACE = 12;

/** A 1 is a critical failure: two failures whatever the Difficulty Threshold. */
export const CRITICAL_FAILURE_FACE = 1;

/** The top of the range the text gives for a Difficulty Threshold; DTs above it are allowed (the GM's call). */
const USUAL_MAX_THRESHOLD = 11;

/**
 * A DT above 11: "as a rule, such a task is impossible", but the GM may let the player roll and read the result
 * by its number of critical successes (12s), which the card and the dialog then lead with (docs/rulings.md "Kingdoms
 * and Rulers").
 */
export function readsByCriticalSuccesses(dt: number): boolean {
  return dt > USUAL_MAX_THRESHOLD;
}

/** How much each kind of die moves the margin (successes − failures). */
export const DIE_WEIGHTS = {
  criticalSuccess: 2,
  success: 1,
  failure: -1,
  criticalFailure: -2,
} as const;

/** The four piles the text sorts dice into. */
export type DieKind = keyof typeof DIE_WEIGHTS;

/** The margin weight of one die: +2, +1, −1 or −2. */
export type DieWeight = (typeof DIE_WEIGHTS)[DieKind];
