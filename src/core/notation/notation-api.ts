/** Our notation's checks as the API offers them (`api.notation`), assembled from the modules that declare them. */
import * as modifierKeysModule from "./modifier-keys";
import * as modifierTokenizerModule from "./modifier-tokenizer";
import * as notationErrorsModule from "./notation-errors";
import * as formulaScannerModule from "./formula-scanner";
import { validateDiceTerm } from "./validate-term";
import { findNotationProblems } from "./find-problems";

export const notation = {
  ...modifierKeysModule,
  ...modifierTokenizerModule,
  ...notationErrorsModule,
  validateDiceTerm,
  ...formulaScannerModule,
  findNotationProblems,
};
