import type { DialogView } from "./dialog-types";

/**
 * What a card fixed (a request's difficulty) is shown but not editable: those fields are disabled, so the form keeps
 * the card's values (a disabled field is not submitted) — the card refuses any other roll all the same. Shared by
 * the Foundry dialog and the playground.
 */
export function withFixedFields<V extends Pick<DialogView, "fields">>(view: V, fixed: Readonly<Record<string, unknown>> | null | undefined): V {
  if (!fixed) return view;
  return { ...view, fields: view.fields.map((field) => (field.name in fixed ? { ...field, disabled: true, error: null } : field)) };
}
