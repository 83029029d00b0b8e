import { cardQuestionKind } from "../../../ui/dialogs/card-question-kind";
import { contestChanceView } from "./contest-chance";

/**
 * The contest's question to a side's roll dialog (docs/prompts.md "What opens"): its chance to beat each opponent
 * (contest-chance.ts); registered with the card questions by src/card-kinds/shared.ts.
 */
export const CONTEST_QUESTION = cardQuestionKind("contest", (i18n, contest, ruleSet, request) => contestChanceView(i18n, ruleSet, contest, request));
