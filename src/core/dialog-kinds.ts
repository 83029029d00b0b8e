/**
 * What the Indie Dice picker and `api.dialogs` can open: one of the five rule sets' roll dialogs, or the *Any
 * formula* dialog (docs/formula-dialog.md), which is no rule set — it rolls Foundry's own notation with the exact
 * odds of src/core/formula. A saved roll names its dialog kind, so the Rolls window and the hotbar open the right one.
 */
import { isOneOf } from "./lists";
import { RULE_SET_IDS } from "./rule-sets";
import type { DialogKind, FormulaKind } from "./dialog-kind-types";

/** The *Any formula* dialog's kind. */
export const FORMULA_KIND: FormulaKind = "formula";

/** Every dialog kind, in the order the picker offers them: the rule sets registered so far, then *Any formula*. */
export function dialogKinds(): readonly DialogKind[] {
  return [...RULE_SET_IDS, FORMULA_KIND];
}

export function isDialogKind(value: unknown): value is DialogKind {
  return isOneOf(dialogKinds(), value);
}

export function isFormulaKind(value: unknown): value is FormulaKind {
  return value === FORMULA_KIND;
}
