import { IndieDiceError } from "../../../../core/errors";
import { OLDE_LIMITS } from "../limits";
import { requireBoundedWhole } from "../../../../core/mechanics/bounded-number";
import type { CheckedOldeRollSpec, OldeRollSpec } from "./rules";
import { OLDE_MIN_DICE, OLDE_MIN_FACES, OLDE_UNLIMITED_MIN_FACES } from "./rules";

/**
 * Parameter checks for Dungeons of Olde. Specs come from macros, sheets and hand-typed dice codes, so a bad
 * value is an IndieDiceError that names it — never a silent guess.
 */

export const OLDE_ERROR = "INDIE_DICE.Error.Olde";

/** How a bad value reads inside a message: strings quoted, so an empty or blank one is visible. */
export function shown(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

export function assertDiceCount(count: unknown): asserts count is number {
  requireBoundedWhole(
    OLDE_LIMITS.oldeDice,
    count,
    () => new IndieDiceError(`${OLDE_ERROR}.Count`, { value: shown(count), min: OLDE_MIN_DICE }),
  );
}

export function assertDieFaces(faces: unknown): asserts faces is number {
  requireBoundedWhole(
    OLDE_LIMITS.oldeFaces,
    faces,
    () => new IndieDiceError(`${OLDE_ERROR}.Faces`, { value: shown(faces), min: OLDE_MIN_FACES }),
  );
}

/** An unlimited die must be able to stop, so it needs at least two faces. */
export function assertUnlimitedFaces(faces: unknown): asserts faces is number {
  assertDieFaces(faces);
  if (faces < OLDE_UNLIMITED_MIN_FACES) {
    throw new IndieDiceError(`${OLDE_ERROR}.UnlimitedFaces`, { faces, min: OLDE_UNLIMITED_MIN_FACES });
  }
}

function assertAdjustment(adjustment: unknown): asserts adjustment is number {
  requireBoundedWhole(
    OLDE_LIMITS.oldeAdjustment,
    adjustment,
    () => new IndieDiceError(`${OLDE_ERROR}.Adjustment`, { value: shown(adjustment) }),
  );
}

/** A face must be one the die can show. */
export function assertFaceOnDie(face: unknown, faces: number): asserts face is number {
  if (!isWholeNumber(face) || face < 1 || face > faces) {
    throw new IndieDiceError(`${OLDE_ERROR}.Face`, { value: shown(face), faces });
  }
}

/** Checks every number of a spec and fills in the default adjustment of 0. */
export function checkOldeSpec(spec: OldeRollSpec): CheckedOldeRollSpec {
  // Checked first: plain JavaScript callers could pass "yes" or undefined, which must not read as a choice.
  if (typeof spec.unlimited !== "boolean") {
    throw new IndieDiceError(`${OLDE_ERROR}.Unlimited`, { value: shown(spec.unlimited) });
  }
  assertDiceCount(spec.count);
  if (spec.unlimited) assertUnlimitedFaces(spec.faces);
  else assertDieFaces(spec.faces);
  const adjustment = spec.adjustment ?? 0;
  assertAdjustment(adjustment);
  return { count: spec.count, faces: spec.faces, adjustment, unlimited: spec.unlimited };
}
