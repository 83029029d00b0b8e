import { CHAIN_LIMIT } from "../../../../core/chain-limit";
import { OLDE_LIMITS } from "../limits";

/**
 * The constants of Dungeons of Olde's dice, shared by the roller, the judge, the odds engine and the Foundry
 * adapter so that all of them agree on one definition.
 */

/** The fewest dice a roll may throw (the "N" of NdX); the most is in OLDE_LIMITS.oldeDice. */
export const OLDE_MIN_DICE = OLDE_LIMITS.oldeDice.min;

/** The fewest faces a die may have; a d1 is allowed for plain (limited) rolls. The most is in OLDE_LIMITS.oldeFaces. */
export const OLDE_MIN_FACES = OLDE_LIMITS.oldeFaces.min;

/**
 * An unlimited die explodes on its highest face, so it needs a second face to ever stop: a d1 would show its
 * maximum on every throw.
 */
export const OLDE_UNLIMITED_MIN_FACES = 2;

/** The most extra throws one unlimited die may make before it stops and reports `capped`. */
export const OLDE_MAX_EXPLOSIONS = CHAIN_LIMIT;

/**
 * A roll in the text's die-roll code NdX±M: N dice of X faces, added up, then the adjustment M. An unlimited
 * roll explodes every die separately on its maximum before the adjustment is applied.
 *
 * The text makes every roll made for a character (Check and Effect rolls, heroes and their opponents alike)
 * unlimited unless a rule says otherwise, and rolls on tables never unlimited; the caller states which.
 */
export interface OldeRollSpec {
  /** N: how many dice are thrown. */
  readonly count: number;
  /** X: the faces of each die (d2 and d3 are ordinary dice here). */
  readonly faces: number;
  /** M: added to (or, when negative, subtracted from) the dice total once every die has stopped. */
  readonly adjustment?: number;
  /** Whether each die explodes on its maximum. */
  readonly unlimited: boolean;
}

/** A spec whose numbers have been checked, with the adjustment filled in. */
export interface CheckedOldeRollSpec extends OldeRollSpec {
  readonly adjustment: number;
}
