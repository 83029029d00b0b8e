import { IndieDiceError } from "../../../../core/errors";
import { requireWithin } from "../../../../core/limits";
import { KAISER_LIMITS } from "../limits";
import { DEFAULT_FUMBLE_PENALTY } from "./constants";
import type { FumblePenaltySpec } from "./types";

/**
 * The opposed-Fumble penalty as a GM types it in the world settings: `NdX`, `NdX+B`, `NdX-B` or a plain `B`
 * (spaces allowed, `d6` meaning `1d6`). Each number is checked against its limit, so a typo cannot ask for a
 * million dice; anything else is refused with the text the GM typed.
 */
const PENALTY_PATTERN = /^(?:(\d*)\s*d\s*(\d+))?\s*(?:([+-])\s*(\d+))?$/i;
const PLAIN_NUMBER = /^\d+$/;

export function parsePenaltyFormula(text: string): FumblePenaltySpec {
  const trimmed = text.trim();
  if (PLAIN_NUMBER.test(trimmed)) {
    return { number: 0, faces: 1, bonus: requireWithin(KAISER_LIMITS.kaiserPenaltyBonus, Number(trimmed)) };
  }
  const match = PENALTY_PATTERN.exec(trimmed);
  if (trimmed === "" || match === null || match[2] === undefined) {
    throw new IndieDiceError("INDIE_DICE.Error.Kaiser.PenaltyFormula", { value: JSON.stringify(text) });
  }
  const [, count, faces, sign, amount] = match;
  const bonus = amount === undefined ? 0 : Number(amount) * (sign === "-" ? -1 : 1);
  return {
    number: requireWithin(KAISER_LIMITS.kaiserPenaltyDice, count === undefined || count === "" ? 1 : Number(count)),
    faces: requireWithin(KAISER_LIMITS.kaiserPenaltyFaces, Number(faces)),
    bonus: requireWithin(KAISER_LIMITS.kaiserPenaltyBonus, bonus),
  };
}

/** The spec written back as the GM would type it. */
export function formatPenaltyFormula(spec: FumblePenaltySpec): string {
  const dice = spec.number === 0 ? "" : `${spec.number}d${spec.faces}`;
  if (spec.bonus === 0) return dice === "" ? "0" : dice;
  const sign = spec.bonus < 0 ? "-" : "+";
  return dice === "" ? String(spec.bonus) : `${dice}${sign}${Math.abs(spec.bonus)}`;
}

/**
 * The penalty of the world's setting: a formula that no longer parses counts as the default 2d6, as on the roll cards.
 */
export function penaltyOrDefault(text: string): FumblePenaltySpec {
  try {
    return parsePenaltyFormula(text);
  } catch {
    return DEFAULT_FUMBLE_PENALTY;
  }
}
