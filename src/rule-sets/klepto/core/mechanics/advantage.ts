import { KLEPTO_LIMITS } from "../limits";
import { requireBoundedWhole } from "../../../../core/mechanics/bounded-number";
import { MAX_ADVANTAGE_LEVEL } from "./constants";
import { isWholeNumber, kleptoError, requireCount } from "./validation";

/** Which die a Test keeps: the high one with Advantage (or none), the low one with Disadvantage. */
export type KeepMode = "highest" | "lowest";

/**
 * The net advantage level: Advantages and Disadvantages cancel one for one, then what remains is capped at 3.
 * Positive is Advantage, negative Disadvantage, 0 neither.
 */
export function netAdvantage(advantages: number, disadvantages: number): number {
  const net = requireCount("Advantages", advantages) - requireCount("Disadvantages", disadvantages);
  return Math.max(-MAX_ADVANTAGE_LEVEL, Math.min(MAX_ADVANTAGE_LEVEL, net));
}

/** For callers that already hold a net level (e.g. the adapter reading `3d10kh`): it must be −3..3. */
export function requireAdvantageLevel(level: unknown): number {
  if (!isWholeNumber(level) || Math.abs(level) > MAX_ADVANTAGE_LEVEL) {
    throw kleptoError("Level", { level: String(level), min: -MAX_ADVANTAGE_LEVEL, max: MAX_ADVANTAGE_LEVEL });
  }
  return level;
}

/** One d10, plus one per remaining Advantage or Disadvantage. */
export function diceForLevel(level: number): number {
  return 1 + Math.abs(requireAdvantageLevel(level));
}

export function keepModeForLevel(level: number): KeepMode {
  return requireAdvantageLevel(level) < 0 ? "lowest" : "highest";
}

/**
 * The net level a pool of dice stands for — what the Foundry adapter reads from `3d10kckh` (+2) or `4dikl`
 * (−3). A Test rolls 1 to 4 dice; a single die is level 0 whichever way it is kept.
 */
export function levelForDice(count: number, keep: KeepMode): number {
  requireBoundedWhole(KLEPTO_LIMITS.kleptoTermDice, count, () =>
    kleptoError("DicePool", { count: String(count), max: 1 + MAX_ADVANTAGE_LEVEL }),
  );
  return keep === "lowest" ? 1 - count : count - 1;
}
