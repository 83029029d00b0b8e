import { IndieDiceError } from "../../core/errors";
import { isExpression, parseExpression } from "../../core/expressions/field-expression";
import type { SavedValue } from "../../core/saved-rolls/saved-roll-types";
import { FORMULA_COMPARES } from "../../core/formula/formula-distribution";
import type { FormulaCompare } from "../../core/formula/formula-distribution-types";
import { isOneOf } from "../../core/lists";
import type { FormValues } from "../dialogs/dialog-types";
import { FORMULA_SPEC_NAMES, formulaDialogModel } from "../dialogs/formula-dialog-model";
import type { Translator } from "../translator";

/**
 * A saved roll of the *Any formula* kind (docs/formula-dialog.md "Saved"): its spec is the formula as written (its
 * `@` paths kept, so the roll follows the character), the target as written (a number or an `@` expression) and the
 * comparison.
 */

/**
 * What *Save as* keeps from the dialog's form and request: the formula and target as written, an empty target left out.
 */
export function formulaSavedSpec(
  form: FormValues,
  request: { readonly formula: string; readonly compare: string; readonly target?: number },
): Record<string, SavedValue> {
  const written = form.target;
  const target = isExpression(written) ? written.trim() : request.target;
  return { formula: request.formula, compare: request.compare, ...(target === undefined ? {} : { target }) };
}

/**
 * A formula spec checked before it is kept, as the dialog checks it: known names only, and the formula one the odds
 * engine answers. `@` paths are not read here (the character's numbers are read when the roll is made): each stands
 * in as the number 1, so a formula the engine refuses for its shape is refused now, naming the part.
 */
export function checkFormulaSpec(i18n: Translator, spec: Readonly<Record<string, SavedValue>>): void {
  const unknown = Object.keys(spec).find((name) => !FORMULA_SPEC_NAMES.some((known) => known === name));
  if (unknown !== undefined) {
    throw new IndieDiceError("INDIE_DICE.AnyFormula.UnknownField", {
      name: unknown.slice(0, 40),
      names: [...FORMULA_SPEC_NAMES].sort().join(", "),
    });
  }
  const { target } = spec;
  if (isExpression(target)) parseExpression(target);
  const standIns = Object.fromEntries(Object.entries(spec).map(([name, value]) => [name, standIn(name, value)]));
  const view = formulaDialogModel.build(formulaDialogModel.formFromSpec(standIns), { i18n, showOdds: false });
  const refused = view.fields.find((field) => field.error);
  if (refused)
    throw new IndieDiceError("INDIE_DICE.Error.SavedRoll.Field", { field: refused.label, error: refused.error! });
}

/** A value with its `@` paths standing in as 1: a formula's paths each, a target written with them as a whole. */
function standIn(name: string, value: SavedValue): SavedValue {
  if (!isExpression(value)) return value;
  return name === "formula" ? value.replace(/@[A-Za-z0-9_.-]+/g, "1") : 1;
}

/**
 * A stored formula spec as the dialog's API takes it: each known name of the right type, the rest left for build to
 * refuse.
 */
export function formulaSpecOf(spec: Readonly<Record<string, SavedValue>>): {
  formula?: string;
  target?: number | string;
  compare?: FormulaCompare;
} {
  const { formula, target, compare } = spec;
  return {
    ...(typeof formula === "string" ? { formula } : {}),
    ...(typeof target === "string" || typeof target === "number" ? { target } : {}),
    ...(isOneOf(FORMULA_COMPARES, compare) ? { compare } : {}),
  };
}
