import { FUMBLE_FACE, FUMBLE_LEVEL_DICE, KAISER_DIE_FACES } from "./constants";
import type { FumblePenaltySpec, KaiserCheckKind } from "./types";
import { assertFaces, assertPenaltySpec, wrongDiceCount } from "./validate";

/** Only a skill check whose kept pair is double one fumbles. */
export function isFumble(kind: KaiserCheckKind, kept: readonly number[]): boolean {
  return kind === "skill" && kept.length === 2 && kept.every((face) => face === FUMBLE_FACE);
}

/** The Fumble Level of a difficulty check: the sum of its 2d6 (the world's table turns it into an effect). */
export function fumbleLevelFrom(faces: readonly number[]): number {
  if (faces.length !== FUMBLE_LEVEL_DICE) throw wrongDiceCount("FumbleLevel", FUMBLE_LEVEL_DICE, faces);
  assertFaces(faces, KAISER_DIE_FACES);
  return sum(faces);
}

/** The opposed Fumble penalty from its rolled faces: their sum plus the formula's bonus. */
export function penaltyFrom(spec: FumblePenaltySpec, faces: readonly number[]): number {
  assertPenaltySpec(spec);
  if (faces.length !== spec.number) throw wrongDiceCount("Penalty", spec.number, faces);
  assertFaces(faces, spec.faces);
  return sum(faces) + spec.bonus;
}

/** An opposed check that fumbles compares the skill less the penalty, never below 0. */
export function opposedFumbleTotal(skill: number, penalty: number): number {
  return Math.max(0, skill - penalty);
}

function sum(faces: readonly number[]): number {
  return faces.reduce((total, face) => total + face, 0);
}
