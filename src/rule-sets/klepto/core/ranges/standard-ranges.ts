import { HIGH_SCORE_MIN, MIXED_SCORE_MIN, PASSING_SCORE_MIN } from "../mechanics/constants";
import { parseRanges } from "./parse-ranges";
import type { ParsedRanges } from "./types";

/**
 * The standard Score Ranges as shorthand. The effect text is the English name; the Foundry adapter shows the
 * localized name instead, finding the range by its place (0 Low, 1 Mixed, 2 High / 0 Fail, 1 Pass).
 */
export const STANDARD_RANGES_SHORTHAND =
  `[..${MIXED_SCORE_MIN - 1}] Low Score, [${MIXED_SCORE_MIN}..${HIGH_SCORE_MIN - 1}] Mixed Score, ` +
  `[${HIGH_SCORE_MIN}..] High Score`;

export const PASS_FAIL_SHORTHAND = `[..${PASSING_SCORE_MIN - 1}] Failing Score, [${PASSING_SCORE_MIN}..] Passing Score`;

/** Shared constants must not be changed by whoever reads them. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

export const STANDARD_RANGES: Readonly<ParsedRanges> = deepFreeze(parseRanges(STANDARD_RANGES_SHORTHAND));

export const PASS_FAIL_RANGES: Readonly<ParsedRanges> = deepFreeze(parseRanges(PASS_FAIL_SHORTHAND));
