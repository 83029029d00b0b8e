import type { RandomSource } from "../../../../core/random";
import { keepFromPool, poolSize, replaySequential } from "./advantage";
import { CHARACTERISTIC_DICE, KAISER_DIE_FACES } from "./constants";
import { isFumble } from "./fumble";
import { openRollCapped, openRollContinues, opensOpenRoll } from "./open-roll";
import type { KaiserCheckRoll, KaiserCheckSpec } from "./types";
import { assertFaces, checkDiceMismatch, normalizeCheckSpec, type NormalizedCheckSpec } from "./validate";

/** How far a list of faces in draw order got through a check. */
interface CheckProgress {
  /** Faces that belong to the advantage dice (the rest is the Open Roll chain). */
  readonly diceCount: number;
  readonly keptIndices: number[];
  readonly openRoll: boolean;
  /** How many faces the check consumed; null while it still wants another die. */
  readonly used: number | null;
}

/**
 * Walks the faces in the order the rule draws them: the advantage dice (a fixed pool, or a pair and its
 * rerolls), then — for a skill check on double six — the Open Roll chain. Roll, judge and the adapter's step
 * predicate all go through here, so they cannot disagree about which die comes next.
 */
function progress(spec: NormalizedCheckSpec, faces: readonly number[]): CheckProgress {
  let diceCount: number;
  let keptIndices: number[];
  if (spec.kind === "characteristic") {
    diceCount = CHARACTERISTIC_DICE;
    keptIndices = [0];
  } else if (spec.method === "sequential") {
    const replay = replaySequential(faces, spec.advantage);
    if (!replay.complete) return { diceCount: replay.used, keptIndices: [], openRoll: false, used: null };
    diceCount = replay.used;
    keptIndices = replay.keptIndices;
  } else {
    diceCount = poolSize(spec.advantage);
    keptIndices = faces.length >= diceCount ? keepFromPool(faces.slice(0, diceCount), spec.advantage) : [];
  }
  if (faces.length < diceCount) return { diceCount, keptIndices: [], openRoll: false, used: null };

  const openRoll = opensOpenRoll(
    spec.kind,
    keptIndices.map((index) => faces[index]!),
  );
  if (!openRoll) return { diceCount, keptIndices, openRoll, used: diceCount };
  const chain: number[] = [];
  while (openRollContinues(chain)) {
    const next = faces[diceCount + chain.length];
    if (next === undefined) return { diceCount, keptIndices, openRoll, used: null };
    chain.push(next);
  }
  return { diceCount, keptIndices, openRoll, used: diceCount + chain.length };
}

/**
 * Step predicate for the adapter, which draws Foundry's dice one at a time: after `facesSoFar` (in draw
 * order), does this check draw another d6?
 */
export function checkNeedsAnotherDie(spec: KaiserCheckSpec, facesSoFar: readonly number[]): boolean {
  const normalized = normalizeCheckSpec(spec);
  assertFaces(facesSoFar);
  return progress(normalized, facesSoFar).used === null;
}

/** Judges a check from every face rolled for it, in draw order (advantage dice, then the Open Roll chain). */
export function judgeCheck(spec: KaiserCheckSpec, faces: readonly number[]): KaiserCheckRoll {
  const normalized = normalizeCheckSpec(spec);
  assertFaces(faces);
  const walked = progress(normalized, faces);
  if (walked.used !== faces.length) throw checkDiceMismatch(normalized, faces, walked.used);

  const dice = faces.slice(0, walked.diceCount);
  const kept = walked.keptIndices.map((index) => dice[index]!);
  const dropped = dice.filter((_, index) => !walked.keptIndices.includes(index));
  const openRollDice = faces.slice(walked.diceCount);
  const diceTotal = [...kept, ...openRollDice].reduce((total, face) => total + face, 0);
  // Fields are listed one by one: spreading `normalized` into this many fields is many times slower in V8.
  return {
    kind: normalized.kind,
    bonus: normalized.bonus,
    advantage: normalized.advantage,
    method: normalized.method,
    faces: [...faces],
    dice,
    keptIndices: walked.keptIndices,
    kept,
    dropped,
    openRoll: walked.openRoll,
    openRollDice,
    capped: walked.openRoll && openRollCapped(openRollDice),
    fumble: isFumble(normalized.kind, kept),
    diceTotal,
    total: diceTotal + normalized.bonus,
  };
}

/** Rolls a check: draws d6s while the step predicate asks for them, then judges the faces. */
export function rollCheck(source: RandomSource, spec: KaiserCheckSpec): KaiserCheckRoll {
  const normalized = normalizeCheckSpec(spec);
  const faces: number[] = [];
  while (progress(normalized, faces).used === null) faces.push(source.die(KAISER_DIE_FACES));
  return judgeCheck(normalized, faces);
}
