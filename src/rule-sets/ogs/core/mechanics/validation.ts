import { IndieDiceError } from "../../../../core/errors";
import { limitError } from "../../../../core/limits";
import { OGS_LIMITS } from "../limits";
import { requireBoundedWhole } from "../../../../core/mechanics/bounded-number";
import { isOgsDieSize, type OgsDieSize } from "./rules";

/** Guards for caller input: every bad value is an IndieDiceError naming it, never a silent fallback. */

const ERROR = "INDIE_DICE.Error.Ogs";

export function assertOgsDie(faces: number): asserts faces is OgsDieSize {
  if (!isOgsDieSize(faces)) throw new IndieDiceError(`${ERROR}.UnknownDie`, { faces: String(faces) });
}

/** The stages of one Die Increase effect. */
export function assertStages(stages: number): void {
  requireBoundedWhole(
    OGS_LIMITS.ogsStages,
    stages,
    () => new IndieDiceError(`${ERROR}.BadStages`, { stages: String(stages) }),
  );
}

/** The dice written in one term (`10d6p2`: 10), before any increase. */
export function assertDiceCount(count: number): void {
  requireBoundedWhole(
    OGS_LIMITS.ogsTermDice,
    count,
    () => new IndieDiceError(`${ERROR}.BadDiceCount`, { count: String(count) }),
  );
}

export function assertFlatBonus(bonus: number): void {
  requireBoundedWhole(
    OGS_LIMITS.ogsFlatBonus,
    bonus,
    () => new IndieDiceError(`${ERROR}.BadFlatBonus`, { bonus: String(bonus) }),
  );
}

export function assertDifficulty(difficulty: number): void {
  requireBoundedWhole(
    OGS_LIMITS.ogsDifficulty,
    difficulty,
    () => new IndieDiceError(`${ERROR}.BadDifficulty`, { difficulty: String(difficulty) }),
  );
}

/** How many real dice one side throws, once every Die Increase is applied: what the exact odds enumerate. */
export function assertRealDiceCount(count: number): void {
  // Written so that a count that is no number at all is refused too.
  if (!(count <= OGS_LIMITS.ogsRealDice.max)) throw limitError(OGS_LIMITS.ogsRealDice, count);
}

/** A list of real dice (as the odds take them): OGS dice only, and no more than one side may throw. */
export function assertRealDice(sizes: readonly number[]): void {
  assertRealDiceCount(sizes.length);
  sizes.forEach((faces) => assertOgsDie(faces));
}

/** Faces handed in from outside (Foundry's dice) must match the dice the rules call for, one for one. */
export function assertFaces(sizes: readonly number[], faces: readonly number[]): void {
  if (faces.length !== sizes.length) {
    throw new IndieDiceError(`${ERROR}.FaceCount`, {
      expected: sizes.length,
      actual: faces.length,
      dice: sizes.map((size) => `d${size}`).join(" + "),
    });
  }
  sizes.forEach((size, i) => assertFace(size, faces[i]!));
}

export function assertFace(size: number, face: number): void {
  if (!Number.isInteger(face) || face < 1 || face > size) {
    throw new IndieDiceError(`${ERROR}.BadFace`, { faces: size, face: String(face) });
  }
}
