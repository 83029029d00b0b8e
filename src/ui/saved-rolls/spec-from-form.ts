import { isExpression } from "../../core/expressions/field-expression";
import type { SavedValue } from "../../core/saved-rolls/saved-roll-types";
import type { FormValues } from "../dialogs/dialog-types";

/**
 * The spec a dialog's *Save as…* keeps: its request (the names the Roll factories take), with each field the player
 * wrote with the character's numbers kept as written (`@skills.stealth + 1`), so the saved roll follows the
 * character as it changes, and each optional field they left empty left out (a K&R roll of the whole pool stays
 * one when the pool grows). A request value whose form field has another name (Kaiser's net `advantage` of
 * `advantages` and `disadvantages`) is kept as the number it came to.
 */
export function specFromForm(form: FormValues, request: object): Record<string, SavedValue> {
  const spec: Record<string, SavedValue> = {};
  for (const [name, value] of Object.entries(request) as [string, unknown][]) {
    const written = form[name];
    if (written === "" || written === null) continue;
    if (isExpression(written)) spec[name] = written.trim();
    else if (isSavedValue(value)) spec[name] = value;
  }
  return spec;
}

function isSavedValue(value: unknown): value is SavedValue {
  return typeof value === "number" || typeof value === "string" || typeof value === "boolean";
}

/**
 * A saved roll's or a check link's spec made ready for its dialog: a field the dialog shows under the same name keeps
 * its `@` expression (the dialog resolves it and shows what it came to); any other (`advantage`, which the Kaiser
 * dialog splits into two fields) is resolved here. A missing path is thrown, naming it.
 */
export function specForDialog(
  spec: Readonly<Record<string, unknown>>,
  formNames: ReadonlySet<string>,
  resolve: (value: unknown) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(spec).map(([name, value]) => [name, formNames.has(name) ? value : resolve(value)]),
  );
}
