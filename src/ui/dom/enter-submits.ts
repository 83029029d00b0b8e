/**
 * Enter rolls from any field of a dialog (the dialogs' keyboard contract, README "For players"). A browser submits a
 * form on Enter only from a single-line text or number field ("implicit submission"): on a select Chromium opens the
 * list instead, and a checkbox does nothing. So a dialog opened with its focus on a select (the Kaiser check, the OGS
 * stat, the Start contest rule set) did not roll on Enter. Shared by the Foundry dialogs and the playground.
 *
 * Enter on a select or a checkbox, and Ctrl+Enter (⌘+Enter) on any field — the only way out of a textarea, where
 * Enter starts a new line — now do what Enter does in a text field: press the form's default button (its first
 * submit button), unless that button is disabled. The select's own list still opens with Alt+↓, F4 or Space.
 */
import { eventElement, isInputElement } from "./elements";
export function submitOnEnter(form: HTMLElement): void {
  form.addEventListener("keydown", (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.defaultPrevented || event.isComposing || event.altKey || event.shiftKey) return;
    const field = eventElement(event);
    if (!field || !rollsOnEnter(field, event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    const button = defaultButton(form);
    if (button && !button.disabled) button.click();
  });
}

/** The fields whose Enter the browser does not turn into a submission on its own. */
function rollsOnEnter(field: HTMLElement, withModifier: boolean): boolean {
  // By tag, not `instanceof`: a window Foundry v14 detached has its own element classes.
  const tag = field.tagName;
  if (tag === "SELECT") return true;
  if (isInputElement(field)) return withModifier || ["checkbox", "radio"].includes(field.type);
  return tag === "TEXTAREA" && withModifier;
}

/** The form's first submit button in tree order: the one implicit submission presses. */
function defaultButton(form: HTMLElement): HTMLButtonElement | HTMLInputElement | null {
  for (const element of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(
    "button, input[type=submit], input[type=image]",
  )) {
    const type = (element.getAttribute("type") ?? "submit").toLowerCase();
    if (element.tagName === "BUTTON" ? type === "submit" : true) return element;
  }
  return null;
}
