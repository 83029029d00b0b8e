import { isOneOf } from "./lists";

/**
 * The words naming a roll request's group question (docs/cards.md "Roll requests"): one of the named questions, or
 * `atLeastN` (`atLeast3`). Shared code reads them in a check link's and the chat command's `question=`
 * (src/core/check-links/check-link.ts); the request reads its questions with them (its dialog, its stored state, its
 * API: src/card-kinds/request/core/group-question.ts), so no shared code imports the request's folder.
 */

/** The questions named by a word; "at least N" is the one with a number, `{ atLeast: n }`. */
export type NamedGroupQuestion = "each" | "everyone" | "atLeastOne" | "most" | "atLeastHalf";

export const GROUP_QUESTIONS: readonly NamedGroupQuestion[] = ["each", "everyone", "atLeastOne", "most", "atLeastHalf"];

/** "At least N" as one word: `atLeast3`. */
export const AT_LEAST_WORD = /^atLeast(\d+)$/;

/**
 * Whether a word names a question (a link's `question=`), its N not yet held to any rows: that is checked when the
 * request is made, against the rows it asks.
 */
export function isGroupQuestionWord(word: string): boolean {
  return isOneOf(GROUP_QUESTIONS, word) || AT_LEAST_WORD.test(word);
}
