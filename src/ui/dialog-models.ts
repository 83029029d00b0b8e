/**
 * The roll dialogs' models by rule set, looked up in the registry (src/ui/rule-sets.ts): by id, and for code that
 * knows its rule set only at run time (a saved roll, a request card, a contest side). Each helper is generic over
 * the rule set, so the model it looks up and the request it is handed belong to the same rule set: a request goes
 * back in with the rule set whose dialog built it. Beside src/ui/dialogs, not in it: the registry's descriptor
 * names the dialogs' types, so the dialogs' folder imports no registry (docs/architecture.md "Shape rules").
 */
import { CORE_RULE_SETS, RULE_SET_IDS } from "../core/rule-sets";
import { type RuleSetId } from "../core/rule-set-types";
import type { OddsRow } from "./odds/odds-view";
import type {
  DialogContext,
  DialogModelDefinition,
  DialogSettings,
  DialogView,
  FormValues,
  RollSpecs,
} from "./dialogs/dialog-types";
import { uiRuleSetOf } from "./rule-sets";

/**
 * Each rule set's dialog model by id: the registry's `dialog` column, for code that needs no more of it. Each is
 * looked up when read, not when this module loads: the rule sets register after the registry has loaded
 * (src/rule-sets/built-in.ts). Object.defineProperties cannot say which id holds which model, the registry does.
 */
export const DIALOG_MODELS = Object.defineProperties(
  {},
  Object.fromEntries(RULE_SET_IDS.map((id) => [id, { enumerable: true, get: () => uiRuleSetOf(id).dialog }])),
) as { readonly [R in RuleSetId]: DialogModelDefinition<R> };

/**
 * Each rule set's formula writer, seen as taking its dialog's roll spec: this assignment checks, rule set by rule set,
 * that a request fits the spec `FormulaSpecs` lists for it, so a request can be written without naming its rule set.
 */
const SPEC_FORMULAS: { readonly [R in RuleSetId]: { readonly formula: (spec: RollSpecs[R]) => string } } =
  CORE_RULE_SETS;

/**
 * The form of a spec as it was stored (a saved roll's, a request's, a macro's): the names its rule set's request
 * takes, holding whatever was stored, over the dialog's defaults. Not yet a request: `build` checks every field.
 */
export function formOfStoredSpec(
  ruleSet: RuleSetId,
  spec: Readonly<Record<string, unknown>>,
  settings: DialogSettings,
): FormValues {
  const model = uiRuleSetOf(ruleSet).dialog;
  return { ...model.defaults(settings), ...model.formFromSpec(spec, settings) };
}

/** The rule set's dialog built from a form (see `DialogModelDefinition.build`). */
export function buildDialog<R extends RuleSetId>(ruleSet: R, form: FormValues, context: DialogContext): DialogView<R> {
  return uiRuleSetOf(ruleSet).dialog.build(form, context);
}

/** The one chance a spec is judged by (see `DialogModelDefinition.chance`). */
export function dialogChance<R extends RuleSetId>(
  ruleSet: R,
  spec: RollSpecs[R],
  context: DialogContext,
): OddsRow | null {
  return uiRuleSetOf(ruleSet).dialog.chance(spec, context);
}

/** The formula a spec rolls, in our notation. */
export function specFormula<R extends RuleSetId>(ruleSet: R, spec: RollSpecs[R]): string {
  return SPEC_FORMULAS[ruleSet].formula(spec);
}
