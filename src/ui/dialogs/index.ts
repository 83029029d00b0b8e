/**
 * The roll dialogs' pure view models: one per rule set (the `dialog` of each entry in src/ui/rule-sets.ts), shared
 * by the Foundry dialogs and the playground. `build(form, context)` turns raw form values into the fields, notes,
 * roll request and live odds that `templates/dialogs/{fields,odds,footer}.hbs` print.
 */
import { RULE_SET_IDS } from "../../core/rule-sets";
import { uiRuleSetOf } from "../rule-sets";
import type { DialogModelDefinition, RuleSetId } from "./dialog-types";

export type * from "./dialog-types";
export type { OddsView, OddsRow, ChartView, ChartBar, ChartTick } from "../odds/odds-view";
export * from "./template-context";

/**
 * Each rule set's dialog model by id: the list's `dialog` column, for code that needs no more of the list. Built
 * from the list; Object.fromEntries cannot say which id holds which model, the list does.
 */
export const DIALOG_MODELS = Object.fromEntries(RULE_SET_IDS.map((id) => [id, uiRuleSetOf(id).dialog])) as {
  readonly [R in RuleSetId]: DialogModelDefinition<R>;
};
