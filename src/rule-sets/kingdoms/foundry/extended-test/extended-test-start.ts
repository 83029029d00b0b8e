/** The extended test's code as the card chunk starts it (src/rule-sets/cards.ts). */
import type { CardKindParts, StartedCardKind } from "../../../../foundry/types/card-kinds";
import { ExtendedTestKind } from "./extended-test-kind";
import { extendedTestsApi } from "./extended-tests-api";

/** The kind and `api.extendedTests`. */
export function startExtendedTests(parts: CardKindParts): StartedCardKind<"extendedTests"> {
  const kind = new ExtendedTestKind(parts);
  return { kind, api: extendedTestsApi(kind) };
}
