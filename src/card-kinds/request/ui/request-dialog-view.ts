/**
 * The *Request a roll* form as plain data for its template
 * (src/card-kinds/request/templates/dialogs/request-dialog.hbs): every word localized here, so the template only prints
 * text, escaped. Shared by the Foundry dialog (src/card-kinds/request/foundry/request-dialog.ts) and the template's
 * test.
 */
import { GROUP_QUESTIONS } from "../../../core/group-question-words";
import { isOneOf } from "../../../core/lists";
import { FORMULA_COMPARES } from "../../../core/formula/formula-distribution";
import type { RuleSetId } from "../../../core/rule-set-types";
import { uiRuleSetOf } from "../../../ui/rule-sets";
import type { Translator } from "../../../ui/translator";
import { REQUEST_LIMITS } from "../core/request-limits";
import { FORMULA_REQUEST, isFormulaRequest } from "../core/formula-request";
import type { RequestRuleSet } from "../core/request-types";
import { groupQuestionText } from "./group-question-text";
import { AT_LEAST_CHOICE } from "./request-dialog-model";

interface OptionView {
  readonly value: string;
  readonly label: string;
  readonly selected: boolean;
}

interface ChoiceView {
  readonly name: string;
  readonly label: string;
  readonly options: readonly OptionView[];
}

interface RequestDialogView {
  readonly labels: Readonly<
    Record<
      | "ruleSet"
      | "formula"
      | "compare"
      | "number"
      | "question"
      | "atLeast"
      | "mode"
      | "showDifficulty"
      | "resultsWhenAllRolled"
      | "hideNames"
      | "rows"
      | "name"
      | "own"
      | "add",
      string
    >
  >;
  readonly ruleSets: readonly OptionView[];
  readonly compares: readonly OptionView[];
  /** What the offered rule sets ask besides the number to pass (Kaiser's check). */
  readonly choices: readonly ChoiceView[];
  readonly questions: readonly OptionView[];
  readonly modes: readonly OptionView[];
  /** The `data-request-only` value of each group shown for one kind of request. */
  readonly only: Readonly<Record<"formula" | "ruleSets" | "number" | "atLeast", string>>;
  readonly atLeastChoice: string;
  readonly maxRows: number;
  /** The formula field's example: notation, the same in every language (as the *Any formula* dialog's). */
  readonly formulaPlaceholder: string;
}

/** The question's choices: the named ones, then "at least N", whose N is a field of its own (named as the choice). */
const QUESTIONS: readonly string[] = [...GROUP_QUESTIONS, AT_LEAST_CHOICE];
const MODES = [
  ["public", "ModePublic"],
  ["gm", "ModeGm"],
  ["blind", "ModeBlind"],
  ["self", "ModeSelf"],
] as const;

const option = (value: string, label: string, selected = false): OptionView => ({ value, label, selected });

/** The form for these offered rule sets, the first chosen; any formula is offered after them. */
export function requestDialogView(i18n: Translator, ruleSets: readonly RuleSetId[]): RequestDialogView {
  const t = (key: string) => i18n.localize(`INDIE_DICE.Request.Dialog.${key}`);
  return {
    labels: {
      ruleSet: t("RuleSet"),
      formula: i18n.localize("INDIE_DICE.FormulaRequest.Dialog.Formula"),
      compare: i18n.localize("INDIE_DICE.FormulaRequest.Dialog.Compare"),
      // Named for the rule set chosen (Difficulty, DT, Target): one short label, not every rule set's word at once.
      number: requestNumberLabel(i18n, ruleSets[0] ?? FORMULA_REQUEST),
      question: t("Question"),
      atLeast: t("AtLeastCount"),
      mode: t("Mode"),
      showDifficulty: t("ShowDifficulty"),
      resultsWhenAllRolled: t("ResultsWhenAllRolled"),
      hideNames: t("HideNames"),
      rows: t("Rows"),
      name: t("NameHeader"),
      own: t("OwnHeader"),
      add: t("AddSelected"),
    },
    // Beside the rule sets, any formula in Foundry's notation (docs/cards.md "Requests for any system").
    ruleSets: [
      ...ruleSets.map((id) => option(id, i18n.localize(uiRuleSetOf(id).labelKey))),
      option(FORMULA_REQUEST, i18n.localize("INDIE_DICE.FormulaRequest.Name")),
    ],
    compares: FORMULA_COMPARES.map((compare) =>
      option(compare, i18n.localize(`INDIE_DICE.FormulaRequest.CompareName.${compare}`)),
    ),
    choices: ruleSets
      .flatMap((id) => uiRuleSetOf(id).request.choices ?? [])
      .map((choice) => ({
        name: choice.name,
        label: i18n.localize(choice.labelKey),
        options: choice.options.map(({ value, labelKey }) =>
          option(value, i18n.localize(labelKey), value === choice.defaultValue),
        ),
      })),
    questions: QUESTIONS.map((question) => option(question, questionChoice(i18n, question), question === "everyone")),
    modes: MODES.map(([mode, key]) => option(mode, t(key))),
    only: { formula: FORMULA_REQUEST, ruleSets: "ruleSets", number: "number", atLeast: AT_LEAST_CHOICE },
    atLeastChoice: AT_LEAST_CHOICE,
    maxRows: REQUEST_LIMITS.rows,
    formulaPlaceholder: "1d20 + @abilities.dex.mod",
  };
}

/** A choice of the question: a named question's words, or "At least … must pass" for the one whose N is a field. */
function questionChoice(i18n: Translator, question: string): string {
  return isOneOf(GROUP_QUESTIONS, question)
    ? groupQuestionText(i18n, question)
    : i18n.localize("INDIE_DICE.Request.Dialog.AtLeastChoice");
}

/** The number to pass, by the rule set's own word for it. */
export function requestNumberLabel(i18n: Translator, ruleSet: RequestRuleSet): string {
  const word = isFormulaRequest(ruleSet) || uiRuleSetOf(ruleSet).request.numberToPass === null ? "formula" : ruleSet;
  return i18n.localize(`INDIE_DICE.Request.Dialog.NumberToPass.${word}`);
}
