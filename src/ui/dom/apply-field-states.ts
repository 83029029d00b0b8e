/**
 * Brings a rendered dialog's fields up to date with a new view model without re-rendering them, so the field
 * being typed in keeps its focus, caret and scroll: each field's error text, `aria-invalid`, `disabled` and bounds,
 * the notes (net level, real dice, ranges preview), and whether the Roll button may be pressed. Shared by the
 * Foundry dialog and the playground, which render the same templates.
 *
 * The templates mark a field's wrapper `data-field="<name>"`, its error `data-field-error`, a note
 * `data-note="<name>"`, and the roll button `data-roll-button`.
 */
export interface FieldState {
  readonly name: string;
  readonly disabled: boolean;
  readonly error: string | null;
  readonly min?: number;
  readonly max?: number;
}

export interface FieldStates {
  readonly fields: readonly FieldState[];
  readonly notes: readonly { readonly name: string; readonly text: string }[];
  readonly canRoll: boolean;
}

export function applyFieldStates(root: ParentNode, view: FieldStates): void {
  const wrappers = byData(root, "[data-field]", "field");
  for (const field of view.fields) {
    const wrapper = wrappers.get(field.name);
    if (wrapper) applyField(wrapper, field);
  }
  const notes = byData(root, "[data-note]", "note");
  for (const note of view.notes) {
    const element = notes.get(note.name);
    if (element) element.textContent = note.text;
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-roll-button]")) button.disabled = !view.canRoll;
}

function applyField(wrapper: HTMLElement, field: FieldState): void {
  for (const control of wrapper.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement>("input, select, textarea, button")) {
    control.disabled = field.disabled;
    if (control.getAttribute("name") !== field.name) continue;
    control.setAttribute("aria-invalid", String(field.error !== null));
    if (control instanceof HTMLInputElement && control.type === "number") {
      if (field.min !== undefined) control.min = String(field.min);
      if (field.max !== undefined) control.max = String(field.max);
    }
  }
  const error = wrapper.querySelector<HTMLElement>("[data-field-error]");
  if (error) {
    error.textContent = field.error ?? "";
    error.hidden = field.error === null;
  }
  wrapper.classList.toggle("invalid", field.error !== null);
}

/** The elements carrying `data-<key>`, by that value (no selector built from a field name). */
function byData(root: ParentNode, selector: string, key: string): Map<string, HTMLElement> {
  const found = new Map<string, HTMLElement>();
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const value = element.dataset[key];
    if (value !== undefined && !found.has(value)) found.set(value, element);
  }
  return found;
}
