import { ACTIVE_SIDE_MIN_MARGIN, activeSide, assertOpposedRole } from "../mechanics/opposed-test";
import { assertThreshold } from "../mechanics/validation";
import type { OpposedRole } from "../mechanics/opposed-test";
import { IntDistribution } from "../../../../core/odds/int-distribution";
import { assertOddsDice, kingdomsMarginDistribution } from "./pool-odds";

interface KingdomsOpposedOdds {
  aWins: number;
  bWins: number;
  stalemate: number;
}

/** The part of a margin distribution at or above `threshold` (not renormalised). */
function atOrAbove(margin: IntDistribution, threshold: number): IntDistribution {
  const skip = Math.max(0, threshold - margin.min);
  return new IntDistribution(margin.min + skip, margin.probs.subarray(skip));
}

/** Odds of A winning with the active side (the one that must reach ACTIVE_SIDE_MIN_MARGIN) given first. */
function activeFirstOdds(active: IntDistribution, passive: IntDistribution): KingdomsOpposedOdds {
  const reached = atOrAbove(active, ACTIVE_SIDE_MIN_MARGIN).compare(passive);
  return {
    aWins: reached.greater,
    stalemate: reached.equal,
    // The active side loses when it falls short, or when it reaches the minimum but rolls lower.
    bWins: active.lessThan(ACTIVE_SIDE_MIN_MARGIN) + reached.less,
  };
}

/** P(A wins), P(B wins), P(stalemate) for two independent margin distributions under a role setting. */
export function opposedOddsOfMargins(a: IntDistribution, b: IntDistribution, role: OpposedRole): KingdomsOpposedOdds {
  const active = activeSide(role);
  if (active === "a") return activeFirstOdds(a, b);
  if (active === "b") {
    const swapped = activeFirstOdds(b, a);
    return { aWins: swapped.bWins, bWins: swapped.aWins, stalemate: swapped.stalemate };
  }
  const both = a.compare(b);
  return { aWins: both.greater, bWins: both.less, stalemate: both.equal };
}

interface KingdomsOpposedSide {
  /** The dice this side rolls. */
  dice: number;
  dt: number;
}

/** Exact odds of an opposed test, each side with its own pool and DT. */
export function kingdomsOpposedOdds(
  a: KingdomsOpposedSide,
  b: KingdomsOpposedSide,
  role: OpposedRole,
): KingdomsOpposedOdds {
  assertOpposedRole(role);
  for (const side of [a, b]) {
    assertOddsDice(side.dice);
    assertThreshold(side.dt);
  }
  return opposedOddsOfMargins(kingdomsMarginDistribution(a.dice, a.dt), kingdomsMarginDistribution(b.dice, b.dt), role);
}
