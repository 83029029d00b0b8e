import { CRITICAL_FAILURE_FACE, CRITICAL_SUCCESS_FACE, DIE_WEIGHTS } from "./rules";
import type { DieKind, DieWeight } from "./rules";
import { assertFace, assertThreshold } from "./validation";

/**
 * Sorts one d12 into its pile. Criticals are checked first: a 12 counts as two successes and a 1 as two
 * failures even when the DT is 12 or more (only 12s succeed) or 0 or less (everything else succeeds).
 */
export function classifyDie(face: number, dt: number): DieKind {
  assertFace(face);
  assertThreshold(dt);
  if (face === CRITICAL_SUCCESS_FACE) return "criticalSuccess";
  if (face === CRITICAL_FAILURE_FACE) return "criticalFailure";
  return face > dt ? "success" : "failure";
}

/**
 * How much one die adds to the margin. The Foundry adapter gives each die this as its count, so Foundry's own
 * total of the term is the margin.
 */
export function dieWeight(face: number, dt: number): DieWeight {
  return DIE_WEIGHTS[classifyDie(face, dt)];
}

/** A die that failed, critically or not, is the one an extended test removes from the pool. */
export function isFailedDie(kind: DieKind): boolean {
  return kind === "failure" || kind === "criticalFailure";
}
