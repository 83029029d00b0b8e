/**
 * The questions cards put to the roll dialog, and how each is answered (docs/prompts.md "What opens"): a shared card
 * kind's registered by the shared kinds' registration file (src/card-kinds/shared.ts: the contest's), a rule set's
 * own from its descriptor (`UiRuleSet.cardQuestions`). The dialog asks whichever its card put.
 */
import { RULE_SET_IDS } from "../core/rule-sets";
import { uiRuleSetOf } from "./rule-sets";
import type { AskedCardQuestion, CardQuestion, CardQuestionKind } from "./dialogs/card-questions";

const sharedKindsQuestions: CardQuestionKind[] = [];

/** Files a shared card kind's question, asked before the rule sets' own. */
export function registerCardQuestionKind(kind: CardQuestionKind): void {
  sharedKindsQuestions.push(kind);
}

const questionKinds = () => [...sharedKindsQuestions, ...RULE_SET_IDS.flatMap((id) => uiRuleSetOf(id).cardQuestions ?? [])];

/** Loads the answer of the question the card asks, where it is a module of its own (before the dialog opens). */
export async function loadCardQuestion(question: CardQuestion): Promise<void> {
  await Promise.all(questionKinds().map((kind) => kind.load(question)));
}

/** The question the card asks (the first a kind finds), or null when it asks none. */
export function askedCardQuestion(question: CardQuestion): AskedCardQuestion | null {
  for (const kind of questionKinds()) {
    const asked = kind.asked(question);
    if (asked) return asked;
  }
  return null;
}
