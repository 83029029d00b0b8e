import { IndieDiceError } from "../../../../core/errors";
import type { CheckedOldeRollSpec, OldeRollSpec } from "./rules";
import { checkOldeSpec, OLDE_ERROR, shown } from "./validation";

/**
 * The text's die-roll code: "NdX", optionally followed by "+M" or "-M" (e.g. 2d8, 2d6+1, 3d8-1). Whether the
 * roll is unlimited is not part of the code — the rules say so per roll — so the caller passes it in.
 */

// Both numbers are required, as in the text; spaces are tolerated and the minus may be typeset as "−".
const DICE_CODE = /^\s*(\d+)\s*[dD]\s*(\d+)\s*(?:([+\-\u2212])\s*(\d+)\s*)?$/;

export function parseOldeDiceCode(code: string, unlimited: boolean): CheckedOldeRollSpec {
  const match = DICE_CODE.exec(code);
  if (!match) throw new IndieDiceError(`${OLDE_ERROR}.DiceCode`, { value: shown(code) });
  const [, count, faces, sign, amount] = match;
  const magnitude = amount === undefined ? 0 : Number(amount);
  return checkOldeSpec({
    count: Number(count),
    faces: Number(faces),
    adjustment: sign === "+" ? magnitude : 0 - magnitude, // 0 − 0 is +0, so "-0" reads as 0
    unlimited,
  });
}

/** The text's code for a spec: "2d6+1", "3d8-1", "1d8". */
export function formatOldeDiceCode(spec: OldeRollSpec): string {
  const { count, faces, adjustment } = checkOldeSpec(spec);
  return `${count}d${faces}${formatAdjustment(adjustment, "")}`;
}

/** The same roll in Foundry's notation, where `x` explodes each die separately: "2d4x + 1", "3d8 - 1". */
export function oldeFoundryFormula(spec: OldeRollSpec): string {
  const { count, faces, adjustment, unlimited } = checkOldeSpec(spec);
  return `${count}d${faces}${unlimited ? "x" : ""}${formatAdjustment(adjustment, " ")}`;
}

function formatAdjustment(adjustment: number, space: string): string {
  if (adjustment === 0) return "";
  const sign = adjustment > 0 ? "+" : "-";
  return `${space}${sign}${space}${Math.abs(adjustment)}`;
}
