import { IndieDiceError } from "../../../../core/errors";
import type { RandomSource } from "../../../../core/random";
import { judgeMargin, rollFaces } from "./margin";
import type { MarginResult } from "./margin";
import { assertDiceCount, assertFaces, assertPoolSize, assertThreshold, describeValue } from "./validation";

/**
 * Who is doing what in an opposed test. When both are equally involved (arm wrestling, chess) a negative margin
 * can still win; when one side is actively trying something it must reach ACTIVE_SIDE_MIN_MARGIN or it fails.
 */
export type OpposedRole = "bothEqual" | "aActive" | "bActive";

export const OPPOSED_ROLES: readonly OpposedRole[] = ["bothEqual", "aActive", "bActive"];

type OpposedSide = "a" | "b";

type OpposedWinner = OpposedSide | "stalemate";

/** Why the test ended as it did, for the chat card. */
type OpposedReason = "higherMargin" | "activeBelowZero" | "equalMargins";

/**
 * The active side needs "a margin of 0 or more". This is the text's own wording for opposed tests, so the
 * basic-test strict setting does not change it.
 */
export const ACTIVE_SIDE_MIN_MARGIN = 0;

export function assertOpposedRole(role: unknown): asserts role is OpposedRole {
  if (!OPPOSED_ROLES.includes(role as OpposedRole)) {
    throw new IndieDiceError("INDIE_DICE.Error.Kingdoms.Role", { value: describeValue(role) });
  }
}

/** The side that is actively trying something, or null when both are equally involved. */
export function activeSide(role: OpposedRole): OpposedSide | null {
  assertOpposedRole(role);
  if (role === "aActive") return "a";
  if (role === "bActive") return "b";
  return null;
}

function otherSide(side: OpposedSide): OpposedSide {
  return side === "a" ? "b" : "a";
}

export interface OpposedDecision {
  winner: OpposedWinner;
  reason: OpposedReason;
}

/** Decides an opposed test from the two margins; the odds engine uses the same rule. */
export function decideOpposed(marginA: number, marginB: number, role: OpposedRole): OpposedDecision {
  const active = activeSide(role);
  if (active !== null) {
    const activeMargin = active === "a" ? marginA : marginB;
    // Falling short fails outright, even against an opponent who rolled lower still.
    if (activeMargin < ACTIVE_SIDE_MIN_MARGIN) return { winner: otherSide(active), reason: "activeBelowZero" };
  }
  if (marginA === marginB) return { winner: "stalemate", reason: "equalMargins" };
  return { winner: marginA > marginB ? "a" : "b", reason: "higherMargin" };
}

interface OpposedRolledSide {
  faces: readonly number[];
  dt: number;
}

interface OpposedTestResult extends OpposedDecision {
  role: OpposedRole;
  a: MarginResult;
  b: MarginResult;
}

/** Judges an opposed test from faces already rolled by both sides, each against its own DT. */
export function judgeOpposedTest(a: OpposedRolledSide, b: OpposedRolledSide, role: OpposedRole): OpposedTestResult {
  assertOpposedRole(role);
  for (const side of [a, b]) {
    assertFaces(side.faces);
    assertThreshold(side.dt);
  }
  const marginA = judgeMargin(a.faces, a.dt);
  const marginB = judgeMargin(b.faces, b.dt);
  return { role, a: marginA, b: marginB, ...decideOpposed(marginA.margin, marginB.margin, role) };
}

interface OpposedSidePool {
  pool: number;
  dt: number;
  /** How many of the pool's dice to roll; the whole pool when left out. */
  dice?: number;
}

function checkedDiceCount(side: OpposedSidePool): number {
  assertPoolSize(side.pool);
  const dice = side.dice ?? side.pool;
  assertDiceCount(dice, side.pool);
  assertThreshold(side.dt);
  return dice;
}

/** Rolls both sides (A's dice first, then B's) and judges the test. */
export function rollOpposedTest(
  source: RandomSource,
  a: OpposedSidePool,
  b: OpposedSidePool,
  role: OpposedRole,
): OpposedTestResult {
  assertOpposedRole(role);
  const diceA = checkedDiceCount(a);
  const diceB = checkedDiceCount(b);
  const facesA = rollFaces(source, diceA);
  const facesB = rollFaces(source, diceB);
  return judgeOpposedTest({ faces: facesA, dt: a.dt }, { faces: facesB, dt: b.dt }, role);
}
