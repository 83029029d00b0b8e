/**
 * Brings a rendered dialog's fields up to date with a new view model without re-rendering them, so the field
 * being typed in keeps its focus, caret and scroll: each field's error text, `aria-invalid`, `disabled` and bounds,
 * what a field written with the character's numbers came to, the notes (net level, real dice, ranges preview), and
 * whether the Roll button may be pressed. Shared by the
 * Foundry dialog and the playground, which render the same templates.
 *
 * It reads the marks the templates already carry for their styles: a field's wrapper `data-field="<name>"`
 * (classes `has-error`, `is-disabled`), its error `.indie-dice-field-error` with the text in `.indie-dice-error-text`
 * (the icon beside it stays), a note `data-note="<name>"`, and the Roll button `.indie-dice-roll`.
 */
import { isInputElement } from "./elements";
interface FieldState {
  readonly name: string;
  readonly disabled: boolean;
  readonly error: string | null;
  readonly min?: number;
  readonly max?: number;
  /** What the field's `@` expression came to ("= 7"), or null. */
  readonly resolved?: string | null;
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
  applyNotes(root, view.notes);
  for (const button of root.querySelectorAll<HTMLButtonElement>("button.indie-dice-roll"))
    button.disabled = !view.canRoll;
}

/**
 * Notes come and go with the values (a characteristic check has no advantage level): a note the view no longer
 * has is hidden rather than left saying something stale, and a new one is added to the notes list as text.
 */
function applyNotes(root: ParentNode, notes: FieldStates["notes"]): void {
  const shown = byData(root, "[data-note]", "note");
  const wanted = new Set(notes.map((note) => note.name));
  for (const [name, element] of shown) element.hidden = !wanted.has(name);
  const list = root.querySelector<HTMLElement>(".indie-dice-notes");
  for (const note of notes) {
    let element = shown.get(note.name);
    if (!element && list) {
      element = list.ownerDocument.createElement("li");
      element.dataset.note = note.name;
      list.append(element);
    }
    if (element) element.textContent = note.text;
  }
}

function applyField(wrapper: HTMLElement, field: FieldState): void {
  for (const control of wrapper.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement
  >("input, select, textarea, button")) {
    control.disabled = field.disabled;
    if (control.getAttribute("name") !== field.name) continue;
    control.setAttribute("aria-invalid", String(field.error !== null));
    // By tag, not `instanceof`: a window Foundry v14 detached has its own HTMLInputElement, so the check fails there.
    if (isInputElement(control) && control.type === "number") {
      if (field.min !== undefined) control.min = String(field.min);
      if (field.max !== undefined) control.max = String(field.max);
    }
  }
  const error = wrapper.querySelector<HTMLElement>(".indie-dice-field-error");
  if (error) {
    const text = error.querySelector<HTMLElement>(".indie-dice-error-text") ?? error;
    text.textContent = field.error ?? "";
    error.hidden = field.error === null;
  }
  const resolved = wrapper.querySelector<HTMLElement>(".indie-dice-resolved");
  if (resolved) {
    resolved.textContent = field.resolved ?? "";
    resolved.hidden = !field.resolved;
  }
  wrapper.classList.toggle("has-error", field.error !== null);
  wrapper.classList.toggle("is-disabled", field.disabled);
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
