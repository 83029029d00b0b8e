/**
 * The numbers of the OGS dice rules, shared by the roller, the judge, the odds engine and the Foundry adapter.
 */
import { isOneOf } from "../../../../core/lists";

/** The only dice the OGS uses, smallest first; each step up this list is one stage of a Die Increase. */
export const OGS_DIE_SIZES = [4, 6, 8, 10, 12] as const;

export type OgsDieSize = (typeof OGS_DIE_SIZES)[number];

/** The largest die; a Die Increase past it turns the die into a pool. */
export const LARGEST_DIE: OgsDieSize = 12;

/** A die pushed past d12 becomes this pool: [d8 + d6]. */
export const PROMOTED_POOL: readonly OgsDieSize[] = [8, 6];

/** The die that stands in for the modifier die when a check has no modifier. */
export const DEFAULT_MODIFIER_DIE: OgsDieSize = 6;

/** Every this-many points above the difficulty is one more stage of critical success. */
export const POINTS_PER_CRITICAL_STAGE = 2;

/** Ties that survive the value and size comparisons go to opposed rolls of this die. */
export const ROLL_OFF_DIE: OgsDieSize = 12;

export function isOgsDieSize(faces: number): faces is OgsDieSize {
  return isOneOf(OGS_DIE_SIZES, faces);
}
