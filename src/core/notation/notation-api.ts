/** Our notation's checks as the API offers them (`api.notation`), assembled from the modules that declare them. */
import { CRIT_BY_COIN_KEY, D10ISH_DENOMINATION, DIE_INCREASE_KEY, DIE_MODIFIER_KEYS, DROP_KEYS, FOUNDRY_DIE_MODIFIER_KEYS, KEEP_KEYS, OPEN_ROLL_KEY, OUR_MODIFIER_KEYS, THRESHOLD_POOL_KEY, isKeepOrDropKey, isOurModifierKey } from "./modifier-keys";
import { asciiLowerCase, segmentModifierText, splitModifierString, stepsOf, tokenizeModifierList, tokenizeModifierText } from "./modifier-tokenizer";
import { NOTATION_ERROR_PREFIX, NOTATION_PROBLEMS, notationError, readWholeArgument } from "./notation-errors";
import { scanFormula } from "./formula-scanner";
import { validateDiceTerm } from "./validate-term";
import { findNotationProblems } from "./find-problems";

export const notation = {
  CRIT_BY_COIN_KEY, D10ISH_DENOMINATION, DIE_INCREASE_KEY, DIE_MODIFIER_KEYS, DROP_KEYS, FOUNDRY_DIE_MODIFIER_KEYS, KEEP_KEYS, OPEN_ROLL_KEY, OUR_MODIFIER_KEYS, THRESHOLD_POOL_KEY, isKeepOrDropKey, isOurModifierKey,
  asciiLowerCase, segmentModifierText, splitModifierString, stepsOf, tokenizeModifierList, tokenizeModifierText,
  NOTATION_ERROR_PREFIX, NOTATION_PROBLEMS, notationError, readWholeArgument,
  scanFormula,
  validateDiceTerm,
  findNotationProblems,
};
