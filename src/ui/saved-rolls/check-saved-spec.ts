import { IndieDiceError } from "../../core/errors";
import { isExpression } from "../../core/expressions/field-expression";
import type { RuleSetId } from "../../core/rule-set-types";
import { isFormulaKind } from "../../core/dialog-kinds";
import type { DialogKind } from "../../core/dialog-kind-types";
import { checkFormulaSpec } from "./formula-saved-roll";
import type { SavedValue } from "../../core/saved-rolls/saved-roll-types";
import { uiRuleSetOf } from "../rule-sets";
import type { DialogSettings, FormValues } from "../dialogs/dialog-types";
import type { Translator } from "../translator";

/**
 * A saved roll's fields checked as its dialog checks them (a formula's: src/ui/saved-rolls/formula-saved-roll.ts). A
 * rule set's are checked as the rule set's own dialog checks them (its limits, its choices), before they are
 * kept: each field that holds an `@` expression stands in for a number the field takes (the dialog's default), since
 * the character's numbers are read only when the roll is made. The first field the dialog refuses is the refusal.
 */
export function checkSavedSpec(i18n: Translator, settings: DialogSettings, kind: DialogKind, spec: Readonly<Record<string, SavedValue>>): void {
  if (isFormulaKind(kind)) {
    checkFormulaSpec(i18n, spec);
    return;
  }
  const ruleSet = kind;
  const model = uiRuleSetOf(ruleSet).dialog;
  const defaults = model.defaults(settings);
  requireKnownNames(ruleSet, settings, i18n, spec);
  const standIns = Object.fromEntries(Object.entries(spec).map(([name, value]) => [name, isExpression(value) ? standIn(defaults, name) : value]));
  // A stored spec, not yet a request: build checks what its names hold.
  const form: FormValues = { ...defaults, ...model.formFromSpec(standIns, settings) };
  const view = model.build(form, { i18n, settings, showOdds: false });
  const refused = view.fields.find((field) => field.error);
  if (refused) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.Field", { field: refused.label, error: refused.error! });
  if (view.spec === null) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.Spec", { max: 40 });
}

/** The number an expression's field holds while the roll is checked: the dialog's own default for it, else 1. */
function standIn(defaults: FormValues, name: string): number {
  const value = defaults[name];
  return typeof value === "number" ? value : 1;
}

/**
 * The names a rule set's spec takes: those of the request its dialog builds (the Roll factories' own) and its form
 * fields (a difficulty, an opponent, a mode). A name the dialog would pass over in silence (`advantage` for the
 * Kleptonomicon's `advantages`) is refused, naming it and the names there are.
 */
function specNames(ruleSet: RuleSetId, settings: DialogSettings, i18n: Translator): Set<string> {
  const model = uiRuleSetOf(ruleSet).dialog;
  const defaults = model.defaults(settings);
  const spec = model.build(defaults, { i18n, settings, showOdds: false }).spec ?? {};
  return new Set([...Object.keys(spec), ...Object.keys(defaults)]);
}

export function requireKnownNames(ruleSet: RuleSetId, settings: DialogSettings, i18n: Translator, spec: Readonly<Record<string, unknown>>): void {
  const names = specNames(ruleSet, settings, i18n);
  const unknown = Object.keys(spec).find((name) => !names.has(name));
  if (unknown !== undefined) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.UnknownField", { name: unknown.slice(0, 40), names: [...names].sort().join(", ") });
}
