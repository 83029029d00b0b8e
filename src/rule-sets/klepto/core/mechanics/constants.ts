/**
 * The Kleptonomicon's numbers, shared by the mechanic, the odds engine and the Foundry adapter so that all three
 * read one definition.
 */

/** A Test rolls d10s. */
export const KLEPTO_DIE_FACES = 10;

/** The d10 face that is a Critical Roll and flips a coin (by coin, `kc`). */
export const CRITICAL_FACE = 10;

/** The d10ish die (`di`) is a d20 with faces 0, 1–9 twice, and 10. */
export const D10ISH_FACES = 20;

/** What a Critical Success die counts: the best a die can be, so keep-highest picks it first. */
export const CRITICAL_SUCCESS_VALUE = 10;

/** What a Critical Failure die counts: the worst a die can be, so keep-lowest picks it first. */
export const CRITICAL_FAILURE_VALUE = 0;

/** After cancelling, at most this many Advantages or Disadvantages remain (so at most 4 dice). */
export const MAX_ADVANTAGE_LEVEL = 3;

/** The standard Score Ranges: Low [..6], Mixed [7..9], High [10..]. */
export const MIXED_SCORE_MIN = 7;
export const HIGH_SCORE_MIN = 10;

/** Pass/Fail split: [..6] Fail, [7..] Pass. */
export const PASSING_SCORE_MIN = 7;

/** Group Tests: a giver's own Score of 7+ may give one Advantage, 10+ two. */
export const GIVE_ONE_SCORE_MIN = 7;
export const GIVE_TWO_SCORE_MIN = 10;
