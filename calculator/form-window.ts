/**
 * What the calculator's dialog windows share (a rule set's dialog and the Start contest dialog), each built as the
 * Foundry application is: a window header, parts marked as Foundry marks them, form values read the way
 * FormDataExtended reads them, and the stepper buttons.
 */
import type { FormValues } from "../src/ui/dialogs/dialog-types";
import { elementFrom } from "./templates";

/** A part's root element, marked as Foundry marks an application's parts. */
export function part(id: string, html: string): HTMLElement {
  const element = elementFrom(html);
  element.dataset.applicationPart = id;
  return element;
}

/** The window's title bar with its close button (`data-action="close"`). */
export function windowHeader(titleId: string, title: string, closeLabel: string): HTMLElement {
  const header = document.createElement("header");
  header.className = "window-header";
  const heading = document.createElement("h1");
  heading.className = "window-title";
  heading.id = titleId;
  heading.textContent = title;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "header-control fa-solid fa-xmark";
  close.dataset.action = "close";
  close.setAttribute("aria-label", closeLabel);
  header.append(heading, close);
  return header;
}

/** The form's values the way Foundry's FormDataExtended reads them: numbers (or null), booleans, strings. */
export function readFormValues(form: HTMLFormElement): FormValues {
  const fields: FormValues = {};
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("[name]")) {
    if (control.disabled) continue;
    fields[control.name] = valueOf(control);
  }
  return fields;
}

function valueOf(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FormValues[string] {
  if (control instanceof HTMLInputElement && control.type === "checkbox") return control.checked;
  if (control instanceof HTMLInputElement && control.type === "number")
    return control.value === "" ? null : Number(control.value);
  return control.value;
}

/** A stepper's − / + button: moves its field by one within its bounds, then acts as a change. */
function stepField(form: HTMLFormElement, button: HTMLElement): void {
  const input = [...form.querySelectorAll<HTMLInputElement>("input[name]")].find(
    (field) => field.name === button.dataset.field,
  );
  if (!input || input.disabled) return;
  // A field written with the character's numbers (`@skills.stealth`) is theirs to edit: a step would erase it.
  if (input.value.includes("@")) return;
  const typed = input.type === "number" ? input.valueAsNumber : Number(input.value.trim() || 0);
  const current = Number.isFinite(typed) ? typed : 0;
  const min = input.min === "" ? -Infinity : Number(input.min);
  const max = input.max === "" ? Infinity : Number(input.max);
  input.value = String(Math.min(max, Math.max(min, Math.trunc(current) + Number(button.dataset.step ?? 0))));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A stepper's buttons step their field, as in the Foundry application. */
export function listenToSteppers(form: HTMLFormElement): void {
  form.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action='stepField']");
    if (target) stepField(form, target);
  });
}
