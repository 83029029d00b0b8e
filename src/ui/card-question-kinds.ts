/**
 * The questions cards put to the roll dialog, and how each is answered (docs/prompts.md "What opens"): the contest's
 * here, a rule set's own from its descriptor (`UiRuleSet.cardQuestions`). The dialog asks whichever its card put.
 */
import { RULE_SET_IDS } from "../core/rule-sets";
import { uiRuleSetOf } from "./rule-sets";
import type { AskedCardQuestion, CardQuestion } from "./dialogs/card-questions";
import { cardQuestionKind } from "./dialogs/card-question-kind";
import { contestChanceView } from "../card-kinds/contest/ui/contest-chance";

/** A contest side's chance to beat each opponent (contest-chance.ts). */
const CONTEST_QUESTION = cardQuestionKind("contest", (i18n, contest, ruleSet, request) => contestChanceView(i18n, ruleSet, contest, request));

const questionKinds = () => [CONTEST_QUESTION, ...RULE_SET_IDS.flatMap((id) => uiRuleSetOf(id).cardQuestions ?? [])];

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
