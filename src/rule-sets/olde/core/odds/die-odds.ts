import { IndieDiceError } from "../../../../core/errors";
import { assertDieFaces, assertUnlimitedFaces, OLDE_ERROR, shown } from "../mechanics/validation";
import { IntDistribution } from "../../../../core/odds/int-distribution";

/**
 * The exact distribution of one Dungeons of Olde die. An unlimited die that explodes k times and then shows r
 * totals k·X + r, with probability (1/X)^k · (1/X) for each r in 1..X−1 — so it is written down level by
 * level instead of convolving chains, and the endless tail is cut once what is left weighs less than asked.
 */

/** The most probability a whole roll's distribution may leave out (docs/odds.md "Tails truncated below 1e-12"). */
export const OLDE_ODDS_MAX_CUT = 1e-12;

/**
 * One unlimited dX, with every level kept until the mass of all deeper levels, (1/X)^(levels), is below
 * `maxCutMass`; that remaining mass is reported as `cutMass`. The roller's cap of 1000 extra throws lies far
 * inside the cut tail for every die, so the cut distribution is also the capped roller's distribution.
 */
export function unlimitedDieDistribution(faces: number, maxCutMass = OLDE_ODDS_MAX_CUT): IntDistribution {
  assertUnlimitedFaces(faces);
  assertCutMass(maxCutMass);
  const probs: number[] = [];
  let levelChance = 1 / faces; // each face of level k: (1/X)^(k+1), which is also the mass beyond level k
  for (;;) {
    for (let rest = 1; rest < faces; rest++) probs.push(levelChance);
    probs.push(0); // k·X + X is never a total: that throw explodes instead of stopping
    if (levelChance < maxCutMass) return new IntDistribution(1, probs, levelChance);
    levelChance /= faces;
  }
}

/** One plain (limited) dX: each face 1..X equally likely. */
export function limitedDieDistribution(faces: number): IntDistribution {
  assertDieFaces(faces);
  return IntDistribution.die(faces);
}

function assertCutMass(maxCutMass: number): void {
  if (!(maxCutMass > 0 && maxCutMass < 1)) {
    throw new IndieDiceError(`${OLDE_ERROR}.OddsCut`, { value: shown(maxCutMass) });
  }
}
