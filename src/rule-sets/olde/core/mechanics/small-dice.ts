import type { CoinSide } from "../../../../core/random";
import { IndieDiceError } from "../../../../core/errors";
import { OLDE_ERROR, shown } from "./validation";

/**
 * The text's ways to throw a d3 or a d2 with a six-sided die or a coin, for tables whose dice sets stop at d4
 * (and for a Dice So Nice d6 standing in for them). The results are ordinary d3 and d2 faces, so an unlimited
 * d3 still explodes on 3 and a d2 on 2.
 */

export const OLDE_D2_METHODS = ["high-low", "odd-even"] as const;

/** High-low: 1–3 count 1 and 4–6 count 2. Odd-even: odd faces count 1 and even faces 2. */
export type OldeD2Method = (typeof OLDE_D2_METHODS)[number];

function assertD6Face(face: unknown): asserts face is number {
  if (typeof face !== "number" || !Number.isInteger(face) || face < 1 || face > 6) {
    throw new IndieDiceError(`${OLDE_ERROR}.D6Face`, { value: shown(face) });
  }
}

/**
 * A d3 from a d6: halve and round up, so 1–2 count 1, 3–4 count 2 and 5–6 count 3. (The text says "5 and 6
 * count as a 6" — a slip: halving 5 or 6 and rounding up gives 3, and a d3 has no face 6.)
 */
export function d3FromD6(d6Face: number): number {
  assertD6Face(d6Face);
  return Math.ceil(d6Face / 2);
}

/** A d2 from a d6 by the method the group agreed on before the game began. */
export function d2FromD6(d6Face: number, method: OldeD2Method): number {
  assertD6Face(d6Face);
  switch (method) {
    case "high-low":
      return d6Face <= 3 ? 1 : 2;
    case "odd-even":
      return d6Face % 2 === 1 ? 1 : 2;
    default:
      throw new IndieDiceError(`${OLDE_ERROR}.D2Method`, {
        value: shown(method),
        methods: OLDE_D2_METHODS.join(", "),
      });
  }
}

/**
 * A d2 from a coin toss, the text's way: heads counts 1, tails counts 2. (The module's own coin draws a d2 and
 * calls 2 heads; that is a different convention for a different rule set, so the side is mapped here.)
 */
export function d2FromCoin(side: CoinSide): number {
  if (side === "heads") return 1;
  if (side === "tails") return 2;
  throw new IndieDiceError(`${OLDE_ERROR}.CoinSide`, { value: shown(side) });
}
