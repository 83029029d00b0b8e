/** A request's group question in the reader's words (the card's line, the dialog's named choices). */
import type { GroupQuestion } from "../core/request-types";
import { formatCount, type Translator } from "../../../ui/translator";

const KEY = "INDIE_DICE.Request.Question";

/** "Everyone must pass", "At least half must pass", "At least 3 must pass" (its plural form the language's). */
export function groupQuestionText(i18n: Translator, question: GroupQuestion): string {
  return typeof question === "string"
    ? i18n.localize(`${KEY}.${question}`)
    : formatCount(i18n, `${KEY}.atLeast`, question.atLeast);
}
