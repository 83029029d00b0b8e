import type { CritMethod } from "../mechanics/critical-dice";
import { assertCritMethod, coinDieValue, d10ishValue, isCriticalRoll } from "../mechanics/critical-dice";
import { D10ISH_FACES, KLEPTO_DIE_FACES } from "../mechanics/constants";
import { diceForLevel, keepModeForLevel } from "../mechanics/advantage";
import { IntDistribution } from "../../../../core/odds/int-distribution";

/**
 * What one die counts (0–10) under a crit method, built from the mechanic's own rules so the two cannot drift
 * apart: every d10 face, with a fair coin behind the 10; or every face of the d10ish die's d20.
 */
export function dieValueDistribution(method: CritMethod): IntDistribution {
  assertCritMethod(method);
  const entries: Array<[number, number]> = [];
  if (method === "d10ish") {
    for (let face = 1; face <= D10ISH_FACES; face++) entries.push([d10ishValue(face), 1 / D10ISH_FACES]);
    return IntDistribution.fromEntries(entries);
  }
  for (let face = 1; face <= KLEPTO_DIE_FACES; face++) {
    const p = 1 / KLEPTO_DIE_FACES;
    if (!isCriticalRoll(face)) entries.push([coinDieValue(face, null), p]);
    else entries.push([coinDieValue(face, "heads"), p / 2], [coinDieValue(face, "tails"), p / 2]);
  }
  return IntDistribution.fromEntries(entries);
}

/**
 * The value of the kept die at a net advantage level: the highest (or lowest) of 1 + |level| independent dice.
 * Crits are already values (10 and 0), so this is the plain order statistic: P(max ≤ v) = F(v)ⁿ and
 * P(min ≥ v) = S(v)ⁿ.
 */
export function keptValueDistribution(method: CritMethod, level: number): IntDistribution {
  const count = diceForLevel(level);
  const die = dieValueDistribution(method);
  const keepHigh = keepModeForLevel(level) === "highest";
  const probs: number[] = [];
  for (let value = die.min; value <= die.max; value++) {
    probs.push(
      keepHigh
        ? die.atMost(value) ** count - die.atMost(value - 1) ** count
        : die.atLeast(value) ** count - die.atLeast(value + 1) ** count,
    );
  }
  return new IntDistribution(die.min, probs);
}
