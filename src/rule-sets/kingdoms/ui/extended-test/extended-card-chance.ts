/**
 * An extended test round's card chance, as the roll dialog asks it (`UiRuleSet.cardChances`): its answer
 * (extended-chance.ts) and the odds beneath it are a module of their own, loaded by the first dialog that asks it —
 * they are most of K&R's card code, which a client that never sees an extended test needs never load.
 */
import { cardChanceKind } from "../../../../ui/dialogs/card-chance-kind";

export const EXTENDED_TEST_CARD_CHANCE = cardChanceKind("extendedTest", {
  load: async () => (await import("./extended-chance")).extendedChanceView,
});
