import { classifyDie } from "../mechanics/die";
import { DIE_WEIGHTS, KINGDOMS_DIE_FACES } from "../mechanics/rules";
import type { DieKind } from "../mechanics/rules";
import { IntDistribution } from "../../../../core/odds/int-distribution";

/** The chance of each pile for one d12 against a DT. */
type KingdomsDieOdds = Record<DieKind, number>;

/**
 * Counts the faces of each pile with the mechanic's own classifyDie, so the odds can never drift from the
 * rules the dice are judged by.
 */
export function kingdomsDieOdds(dt: number): KingdomsDieOdds {
  const faces: KingdomsDieOdds = { criticalSuccess: 0, success: 0, failure: 0, criticalFailure: 0 };
  for (let face = 1; face <= KINGDOMS_DIE_FACES; face++) faces[classifyDie(face, dt)] += 1;
  // Divide whole counts once, so e.g. 5 faces give exactly the double nearest 5/12.
  return {
    criticalSuccess: faces.criticalSuccess / KINGDOMS_DIE_FACES,
    success: faces.success / KINGDOMS_DIE_FACES,
    failure: faces.failure / KINGDOMS_DIE_FACES,
    criticalFailure: faces.criticalFailure / KINGDOMS_DIE_FACES,
  };
}

/** One die's weight (−2, −1, +1, +2) as a distribution. */
export function kingdomsDieDistribution(dt: number): IntDistribution {
  const odds = kingdomsDieOdds(dt);
  return IntDistribution.fromEntries(
    (Object.keys(odds) as DieKind[]).map((kind) => [DIE_WEIGHTS[kind], odds[kind]] as const),
  );
}
