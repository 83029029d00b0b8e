/**
 * Our notation's checks as the API offers them (`api.notation`), assembled from the modules that declare them; the
 * rule sets' keys and own dice's denominations (`OPEN_ROLL_KEY`, `D10ISH_DENOMINATION`) from their notations.
 */
import {
  DROP_KEYS,
  FOUNDRY_DIE_MODIFIER_KEYS,
  KEEP_KEYS,
  dieModifierKeys,
  isKeepOrDropKey,
  isOurModifierKey,
  ourModifierKeys,
} from "./modifier-keys";
import {
  asciiLowerCase,
  segmentModifierText,
  splitModifierString,
  stepsOf,
  tokenizeModifierList,
  tokenizeModifierText,
} from "./modifier-tokenizer";
import { NOTATION_ERROR_PREFIX, notationError, readWholeArgument } from "./notation-errors";
import { notationApiNames, notationProblems } from "./registered-notations";
import { scanFormula } from "./formula-scanner";
import { validateDiceTerm } from "./validate-term";
import { findNotationProblems } from "./find-problems";

/** `api.notation`, made once the rule sets are registered (its lists are theirs). */
export function notationApi() {
  return {
    ...notationApiNames(),
    DIE_MODIFIER_KEYS: dieModifierKeys(),
    DROP_KEYS,
    FOUNDRY_DIE_MODIFIER_KEYS,
    KEEP_KEYS,
    OUR_MODIFIER_KEYS: ourModifierKeys(),
    isKeepOrDropKey,
    isOurModifierKey,
    asciiLowerCase,
    segmentModifierText,
    splitModifierString,
    stepsOf,
    tokenizeModifierList,
    tokenizeModifierText,
    NOTATION_ERROR_PREFIX,
    NOTATION_PROBLEMS: notationProblems(),
    notationError,
    readWholeArgument,
    scanFormula,
    validateDiceTerm,
    findNotationProblems,
  };
}
