import type { DialogView, FieldView } from "./dialog-types";

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
  /**
   * The hint of a field whose value the card hides from its roller ("Hidden by the GM"), already localized: a
   * value fixed as undefined (a request's hidden difficulty, src/card-kinds/request/core/request-state.ts
   * `fixedForRoller`).
   */
  readonly hiddenReason?: string | null;
  /**
   * Spec values the card fixes and the roll carries, but its roller is never shown (src/core/fixed-roll.ts
   * `concealed`): drawn as hidden, with `concealedReason` as their hint.
   */
  readonly concealed?: readonly string[];
  readonly concealedReason?: string | null;
}

/** The form fields a card's fixed values lock, among the dialog's fields. */
export function fixedFieldNames(
  fieldNames: readonly string[],
  fixed: Readonly<Record<string, unknown>> | null | undefined,
  lock: FieldLock = {},
): Set<string> {
  if (lock.whole) return new Set(fieldNames);
  return fieldsOf(fieldNames, Object.keys(fixed ?? {}), lock);
}

/** The form fields these spec values set, among the dialog's fields. */
function fieldsOf(fieldNames: readonly string[], specs: readonly string[], lock: FieldLock): Set<string> {
  const names = new Set<string>();
  for (const spec of specs) for (const field of lock.specFields?.[spec] ?? [spec]) names.add(field);
  return new Set(fieldNames.filter((name) => names.has(name)));
}

/**
 * What a card fixed (a request's difficulty, a contest side's whole roll) is shown but not editable: those fields
 * are disabled, with the reason as their hint, so the form keeps the card's values (a disabled field is not
 * submitted) — the card's guard refuses any other roll all the same. Shared by the Foundry dialog and the
 * playground.
 */
export function withFixedFields<V extends Pick<DialogView, "fields">>(
  view: V,
  fixed: Readonly<Record<string, unknown>> | null | undefined,
  lock: FieldLock = {},
): V {
  if (!fixed && !lock.whole) return view;
  const names = view.fields.map((field) => field.name);
  const locked = fixedFieldNames(names, fixed, lock);
  const hiddenSpecs = Object.keys(fixed ?? {}).filter((spec) => fixed![spec] === undefined);
  const hidden = fieldsOf(names, hiddenSpecs, lock);
  const concealedSpecs = lock.concealed ?? [];
  const concealed = fieldsOf(names, concealedSpecs, lock);
  const hint = (current: string | null) => lock.reason ?? current;
  const unchosen = unchosenFields(names, Object.keys(fixed ?? {}), lock);
  return {
    ...view,
    fields: view.fields
      .filter((field) => !unchosen.has(field.name))
      .map((field) => {
        if (concealed.has(field.name))
          return hiddenField(
            field,
            concealedSpecs,
            lock.concealedReason ?? lock.hiddenReason ?? null,
            hint(field.hint),
          );
        if (hidden.has(field.name)) return hiddenField(field, hiddenSpecs, lock.hiddenReason ?? null, hint(field.hint));
        return locked.has(field.name) ? { ...field, disabled: true, error: null, hint: hint(field.hint) } : field;
      }),
    // A note is worked out from the values (a net level, the real dice): none is drawn from a concealed one.
    ...(concealed.size > 0 && "notes" in view ? { notes: [] } : {}),
  };
}

/**
 * The fields of an alternative the card did not take: the fields a spec value it left out would set, where that value
 * shares a field with one it fixed (Kaiser's opponent's value and its difficulty both set *Against*). A request that
 * fixes a difficulty has no opponent's value to show, not even a disabled one (an empty row reads as a value to
 * give); the card's guard refuses a roll against one all the same. Fields no fixed value touches stay (the row's own
 * bonus).
 */
function unchosenFields(fieldNames: readonly string[], fixedSpecs: readonly string[], lock: FieldLock): Set<string> {
  const taken = fieldsOf(fieldNames, fixedSpecs, lock);
  const unchosen = new Set<string>();
  for (const [spec, fields] of Object.entries(lock.specFields ?? {})) {
    if (fixedSpecs.includes(spec) || !fields.some((name) => taken.has(name))) continue;
    for (const name of fields) if (!taken.has(name)) unchosen.add(name);
  }
  return unchosen;
}

/**
 * A field set by a value the card hides: locked, saying it is hidden, and holding no number — neither the hidden one
 * nor the form's default or the roller's own (a saved roll's), which would read as the card's — nor bounds or
 * suggestions (K&R's dice to roll are bounded by the pool). A choice of what the roll is against shows the hidden
 * value's own option (Kaiser's *Against: A difficulty*): the roll is made without one, and the card judges it by the
 * one it hides. That choice is no secret, so its hint is the lock's own (`lockedHint`, "Fixed by the card").
 */
function hiddenField(
  field: FieldView,
  hiddenSpecs: readonly string[],
  reason: string | null,
  lockedHint: string | null,
): FieldView {
  const shown = field.options?.find((option) => hiddenSpecs.includes(option.value));
  const options = shown ? field.options!.map((option) => ({ ...option, selected: option === shown })) : field.options;
  const value = hiddenSpecs.includes(field.name) ? "" : field.value;
  const { min: _min, max: _max, suggestions: _suggestions, ...rest } = field;
  return {
    ...rest,
    value,
    ...(options ? { options } : {}),
    disabled: true,
    error: null,
    hint: shown ? lockedHint : (reason ?? field.hint),
    resolved: null,
  };
}
