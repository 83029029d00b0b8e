import { requireList } from "../../../../core/lists";
import type { RandomSource } from "../../../../core/random";
import { rollCheck } from "./check";
import { FUMBLE_LEVEL_DICE, KAISER_DIE_FACES } from "./constants";
import { fumbleLevelFrom } from "./fumble";
import type { KaiserCheckRoll, KaiserCheckSpec, KaiserDifficultyResult } from "./types";
import { assertDifficulty, wrongDiceCount } from "./validate";

/** Degrees of a check against a difficulty, as the rulings define them. */
interface DifficultyDegrees {
  readonly success: boolean;
  readonly dos: number;
  readonly dof: number;
  readonly dod: number;
}

/**
 * Success when total ≥ difficulty (a tie is a success with 1 DoS); DoS = max(1, total − difficulty);
 * DoF = difficulty − total. A Fumble is an immediate failure whatever the total, and since a failure always
 * counts at least one degree, its DoF is max(1, difficulty − total).
 */
export function difficultyDegrees(total: number, difficulty: number, fumble: boolean): DifficultyDegrees {
  if (!fumble && total >= difficulty) {
    const dos = Math.max(1, total - difficulty);
    return { success: true, dos, dof: 0, dod: dos };
  }
  const dof = Math.max(1, difficulty - total);
  return { success: false, dos: 0, dof, dod: dof };
}

/**
 * Settles a judged check against a difficulty. A Fumble needs the 2d6 of its Fumble Level (pass them once
 * `check.fumble` is true); without a Fumble, no such faces may be passed.
 */
export function judgeDifficulty(
  check: KaiserCheckRoll,
  difficulty: number,
  fumbleLevelFaces: readonly number[] = [],
): KaiserDifficultyResult {
  assertDifficulty(difficulty);
  if (!check.fumble && requireList(fumbleLevelFaces, "Fumble Level faces").length > 0)
    throw wrongDiceCount("FumbleLevel", 0, fumbleLevelFaces);
  const fumbleLevel = check.fumble ? fumbleLevelFrom(fumbleLevelFaces) : null;
  const { success, dos, dof, dod } = difficultyDegrees(check.total, difficulty, check.fumble);
  return {
    check,
    difficulty,
    success,
    dos,
    dof,
    dod,
    fumbleLevelFaces: [...fumbleLevelFaces],
    fumbleLevel,
  };
}

/** Rolls a check against a difficulty, and the Fumble Level when it fumbles. */
export function rollDifficultyCheck(
  source: RandomSource,
  spec: KaiserCheckSpec,
  difficulty: number,
): KaiserDifficultyResult {
  assertDifficulty(difficulty);
  const check = rollCheck(source, spec);
  const levelFaces: number[] = [];
  if (check.fumble) {
    for (let i = 0; i < FUMBLE_LEVEL_DICE; i++) levelFaces.push(source.die(KAISER_DIE_FACES));
  }
  return judgeDifficulty(check, difficulty, levelFaces);
}
