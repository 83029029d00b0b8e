import { IndieDiceError } from "../../errors";
import { isOgsDieSize, type OgsDieSize } from "./rules";

/** Guards for caller input: every bad value is an IndieDiceError naming it, never a silent fallback. */

const ERROR = "INDIE_DICE.Error.Ogs";

export function assertOgsDie(faces: number): asserts faces is OgsDieSize {
  if (!isOgsDieSize(faces)) throw new IndieDiceError(`${ERROR}.UnknownDie`, { faces: String(faces) });
}

export function assertStages(stages: number): void {
  if (!Number.isSafeInteger(stages) || stages < 0) {
    throw new IndieDiceError(`${ERROR}.BadStages`, { stages: String(stages) });
  }
}

export function assertDiceCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new IndieDiceError(`${ERROR}.BadDiceCount`, { count: String(count) });
  }
}

export function assertFlatBonus(bonus: number): void {
  if (!Number.isSafeInteger(bonus)) throw new IndieDiceError(`${ERROR}.BadFlatBonus`, { bonus: String(bonus) });
}

export function assertDifficulty(difficulty: number): void {
  if (!Number.isSafeInteger(difficulty)) {
    throw new IndieDiceError(`${ERROR}.BadDifficulty`, { difficulty: String(difficulty) });
  }
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
