/**
 * The Kleptonomicon's Score Range shorthand as the API offers it (`api.ruleSets.klepto.ranges`), assembled from the
 * modules that declare it.
 */
import { SPECIAL_KINDS } from "./types";
import { parseBracket } from "./parse-bracket";
import { parseRanges } from "./parse-ranges";
import { NO_EFFECT_KEY, matchRanges, matchScore, numericRangeFor, rangeContains } from "./match-ranges";
import { coversEveryScore, uncoveredScores } from "./coverage";
import { formatRanges, rangeBracket, specialBracket } from "./format-ranges";
import { PASS_FAIL_RANGES, PASS_FAIL_SHORTHAND, STANDARD_RANGES, STANDARD_RANGES_SHORTHAND } from "./standard-ranges";

export const ranges = {
  SPECIAL_KINDS,
  parseBracket,
  parseRanges,
  NO_EFFECT_KEY,
  matchRanges,
  matchScore,
  numericRangeFor,
  rangeContains,
  coversEveryScore,
  uncoveredScores,
  formatRanges,
  rangeBracket,
  specialBracket,
  PASS_FAIL_RANGES,
  PASS_FAIL_SHORTHAND,
  STANDARD_RANGES,
  STANDARD_RANGES_SHORTHAND,
};
