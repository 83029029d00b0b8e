import { IndieDiceError } from "../core/errors";
import { isExpression } from "../core/expressions/field-expression";
import type { RuleSetId } from "../core/rule-set-types";
import { uiRuleSetOf } from "./rule-sets";
import type { DialogSettings, FormValues } from "./dialogs/dialog-types";
import type { Translator } from "./translator";

/**
 * A rule set's spec checked as its own dialog checks it (its limits, its choices) before a roll is kept or asked for:
 * a saved roll (src/ui/saved-rolls/check-saved-spec.ts), a request's fixed fields and each row's
 * (src/card-kinds/request/foundry/request-check.ts). Each field that holds an `@` expression stands in for a number
 * the field takes (the dialog's default), since the character's numbers are read only when the roll is made. The first
 * field the dialog refuses is the refusal.
 */
export function checkSpecByDialog(
  i18n: Translator,
  settings: DialogSettings,
  ruleSet: RuleSetId,
  spec: Readonly<Record<string, unknown>>,
): void {
  const model = uiRuleSetOf(ruleSet).dialog;
  const defaults = model.defaults(settings);
  requireKnownNames(ruleSet, settings, i18n, spec);
  const standIns = Object.fromEntries(
    Object.entries(spec).map(([name, value]) => [name, isExpression(value) ? standIn(defaults, name) : value]),
  );
  // A stored spec, not yet a roll: build checks what its names hold.
  const form: FormValues = { ...defaults, ...model.formFromSpec(standIns, settings) };
  const view = model.build(form, { i18n, settings, showOdds: false });
  const refused = view.fields.find((field) => field.error);
  if (refused)
    throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.Field", { field: refused.label, error: refused.error! });
  if (view.spec === null) throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.Spec", { max: 40 });
}

/** The number an expression's field holds while the roll is checked: the dialog's own default for it, else 1. */
function standIn(defaults: FormValues, name: string): number {
  const value = defaults[name];
  return typeof value === "number" ? value : 1;
}

/**
 * The names a rule set's spec takes: those of the spec its dialog builds (the Roll factories' own) and its form
 * fields (a difficulty, an opponent, a mode). A name the dialog would pass over in silence (`advantage` for the
 * Kleptonomicon's `advantages`) is refused, naming it and the names there are.
 */
function specNames(ruleSet: RuleSetId, settings: DialogSettings, i18n: Translator): Set<string> {
  const model = uiRuleSetOf(ruleSet).dialog;
  const defaults = model.defaults(settings);
  const spec = model.build(defaults, { i18n, settings, showOdds: false }).spec ?? {};
  return new Set([...Object.keys(spec), ...Object.keys(defaults)]);
}

export function requireKnownNames(
  ruleSet: RuleSetId,
  settings: DialogSettings,
  i18n: Translator,
  spec: Readonly<Record<string, unknown>>,
): void {
  const names = specNames(ruleSet, settings, i18n);
  const unknown = Object.keys(spec).find((name) => !names.has(name));
  if (unknown !== undefined)
    throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.UnknownField", {
      name: unknown.slice(0, 40),
      names: [...names].sort().join(", "),
    });
}
