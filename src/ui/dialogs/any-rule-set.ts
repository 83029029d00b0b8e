/**
 * The roll dialogs' models for code that knows its rule set only at run time (a saved roll, a request card, a
 * contest side). Each helper is generic over the rule set, so the model it looks up and the request it is handed
 * belong to the same rule set: a request goes back in with the rule set whose dialog built it.
 */
import { CORE_RULE_SETS } from "../../core/rule-sets";
import { type RuleSetId } from "../../core/rule-set-types";
import type { OddsRow } from "../odds/odds-view";
import type { DialogContext, DialogSettings, DialogView, FormValues, RollRequests } from "./dialog-types";
import { uiRuleSetOf } from "../rule-sets";

/**
 * Each rule set's formula writer, seen as taking its dialog's request: this assignment checks, rule set by rule set,
 * that a request fits the spec `FormulaSpecs` lists for it, so a request can be written without naming its rule set.
 */
const REQUEST_FORMULAS: { readonly [R in RuleSetId]: { readonly formula: (request: RollRequests[R]) => string } } = CORE_RULE_SETS;

/**
 * The form of a spec as it was stored (a saved roll's, a request's, a macro's): the names its rule set's request
 * takes, holding whatever was stored, over the dialog's defaults. Not yet a request: `build` checks every field.
 */
export function formOfStoredSpec(ruleSet: RuleSetId, spec: Readonly<Record<string, unknown>>, settings: DialogSettings): FormValues {
  const model = uiRuleSetOf(ruleSet).dialog;
  return { ...model.defaults(settings), ...model.formFromRequest(spec, settings) };
}

/** The rule set's dialog built from a form (see `DialogModelDefinition.build`). */
export function buildDialog<R extends RuleSetId>(ruleSet: R, form: FormValues, context: DialogContext): DialogView<R> {
  return uiRuleSetOf(ruleSet).dialog.build(form, context);
}

/** The one chance a request is judged by (see `DialogModelDefinition.chance`). */
export function dialogChance<R extends RuleSetId>(ruleSet: R, request: RollRequests[R], context: DialogContext): OddsRow | null {
  return uiRuleSetOf(ruleSet).dialog.chance(request, context);
}

/** The formula a request rolls, in our notation. */
export function requestFormula<R extends RuleSetId>(ruleSet: R, request: RollRequests[R]): string {
  return REQUEST_FORMULAS[ruleSet].formula(request);
}
