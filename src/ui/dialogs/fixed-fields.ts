import type { DialogView } from "./dialog-types";

/** How the fields a card fixed are found and shown. */
export interface FieldLock {
  /**
   * The form fields each spec value sets, where they are not simply named as the spec (a rule set's
   * `DialogModelDefinition.specFields`: Kaiser's `advantage` is two steppers, its `difficulty` also sets *Against*).
   */
  readonly specFields?: Readonly<Record<string, readonly string[]>>;
  /** The card fixes the whole roll: every field is locked. */
  readonly whole?: boolean;
  /** Why the fields are locked, shown as their hint ("Fixed by the card"), already localized. */
  readonly reason?: string | null;
}

/** The form fields a card's fixed values lock, among the dialog's fields. */
export function fixedFieldNames(fieldNames: readonly string[], fixed: Readonly<Record<string, unknown>> | null | undefined, lock: FieldLock = {}): Set<string> {
  if (lock.whole) return new Set(fieldNames);
  const names = new Set<string>();
  for (const spec of Object.keys(fixed ?? {})) for (const field of lock.specFields?.[spec] ?? [spec]) names.add(field);
  return new Set(fieldNames.filter((name) => names.has(name)));
}

/**
 * What a card fixed (a request's difficulty, a contest side's whole roll) is shown but not editable: those fields
 * are disabled, with the reason as their hint, so the form keeps the card's values (a disabled field is not
 * submitted) — the card's guard refuses any other roll all the same. Shared by the Foundry dialog and the
 * playground.
 */
export function withFixedFields<V extends Pick<DialogView, "fields">>(view: V, fixed: Readonly<Record<string, unknown>> | null | undefined, lock: FieldLock = {}): V {
  if (!fixed && !lock.whole) return view;
  const locked = fixedFieldNames(view.fields.map((field) => field.name), fixed, lock);
  const hint = (current: string | null) => lock.reason ?? current;
  return { ...view, fields: view.fields.map((field) => (locked.has(field.name) ? { ...field, disabled: true, error: null, hint: hint(field.hint) } : field)) };
}
