/** The extended test's code as the card chunk starts it (src/rule-sets/cards.ts). */
import type { CardKindParts, StartedCardKind } from "../../../../foundry/types/card-kinds";
import { extendedTestKind } from "./extended-test-kind";
import { extendedTestsApi } from "./extended-tests-api";

/** The kind and `api.extendedTests`. */
export function startExtendedTests(parts: CardKindParts): StartedCardKind<"extendedTests"> {
  const kind = extendedTestKind(parts);
  return { kind, api: extendedTestsApi(kind) };
}
