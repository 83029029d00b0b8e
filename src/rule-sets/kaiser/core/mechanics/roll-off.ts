import type { RandomSource } from "../../../../core/random";
import { KAISER_DIE_FACES, ROLL_OFF_ROUND_LIMIT } from "./constants";
import type { OpposedTieRule, RollOffResult } from "./types";
import { assertFaces } from "./validate";
import { IndieDiceError } from "../../../../core/errors";

/** Only a tie that no Attack ruling settles, under the roll-off tie rule, goes to a roll-off. */
export function opposedNeedsRollOff(
  attackerTotal: number,
  defenderTotal: number,
  tieRule: OpposedTieRule,
  attack: boolean,
): boolean {
  return attackerTotal === defenderTotal && tieRule === "roll-off" && !attack;
}

/**
 * Step predicate for the roll-off: faces alternate attacker, defender. Another die is due mid-round, and
 * after a tied round until the round limit.
 */
export function rollOffContinues(facesSoFar: readonly number[]): boolean {
  if (facesSoFar.length % 2 === 1) return true;
  const rounds = facesSoFar.length / 2;
  if (rounds === 0) return true;
  if (rounds >= ROLL_OFF_ROUND_LIMIT) return false;
  return facesSoFar[facesSoFar.length - 1] === facesSoFar[facesSoFar.length - 2];
}

/** Judges a finished roll-off; a roll-off tied all the way to the limit falls back to the defender. */
export function judgeRollOff(faces: readonly number[]): RollOffResult {
  assertFaces(faces);
  if (!isFinishedRollOff(faces)) {
    throw new IndieDiceError("INDIE_DICE.Error.Kaiser.BadRollOff", {
      actual: faces.length,
      faces: faces.join(", "),
    });
  }
  const attackerFace = faces[faces.length - 2]!;
  const defenderFace = faces[faces.length - 1]!;
  return {
    faces: [...faces],
    rounds: faces.length / 2,
    winner: attackerFace > defenderFace ? "attacker" : "defender",
    capped: attackerFace === defenderFace,
  };
}

/** Whole rounds, every round but the last tied, and the last one differs (or the limit was reached). */
function isFinishedRollOff(faces: readonly number[]): boolean {
  const rounds = faces.length / 2;
  if (rounds < 1 || !Number.isInteger(rounds) || rounds > ROLL_OFF_ROUND_LIMIT) return false;
  for (let round = 0; round < rounds - 1; round++) {
    if (faces[2 * round] !== faces[2 * round + 1]) return false;
  }
  return !rollOffContinues(faces);
}

/** Rolls a roll-off with the same step predicate the adapter uses. */
export function rollRollOff(source: RandomSource): RollOffResult {
  const faces: number[] = [];
  while (rollOffContinues(faces)) faces.push(source.die(KAISER_DIE_FACES));
  return judgeRollOff(faces);
}
