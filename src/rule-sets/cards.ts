/**
 * The code of every rule set's own card kind (`FoundryRuleSet.cardKinds` declares each at startup), one line each:
 * imported by the card chunk alone (src/root/card-chunk.ts), so the code loads with the chunk. The compiler
 * checks the list against `RuleSetCardApis`, which each rule set's declaration fills: a kind declared and not
 * listed here does not compile.
 */
import type { RuleSetCardApis } from "../foundry/types/indie-dice-api";
import type { CardKindParts, StartedCardKind } from "../foundry/types/card-kinds";
import { startExtendedTests } from "./kingdoms/foundry/extended-test/extended-test-start";
import { startGroupTests } from "./klepto/foundry/group-test/group-test-start";

export const RULE_SET_CARD_CODE: {
  readonly [Api in keyof RuleSetCardApis]: (parts: CardKindParts) => StartedCardKind<Api>;
} = {
  extendedTests: startExtendedTests,
  groupTests: startGroupTests,
};
