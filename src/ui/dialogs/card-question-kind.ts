/**
 * A card question paired with its answer (src/ui/dialogs/card-questions.ts): light enough for any rule set's views to
 * import (`UiRuleSet.cardQuestions`), as it imports no answer itself.
 */
import type { CardQuestionAnswer, CardQuestionKind, CardQuestions } from "./card-questions";

/** A question by its name, answered by `answer`. */
export function cardQuestionKind<Name extends keyof CardQuestions>(name: Name, answer: CardQuestionAnswer<CardQuestions[Name]>): CardQuestionKind {
  return {
    asked: (question) => {
      const asked = question[name];
      if (asked == null) return null;
      return { key: JSON.stringify([name, asked]), answer: (i18n, ruleSet, request) => answer(i18n, asked, ruleSet, request) };
    },
  };
}
