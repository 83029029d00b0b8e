/**
 * Enter in a dialog's *Save as…* name saves the roll instead of rolling it: the browser would submit the form (roll)
 * from a text field, so the key is taken at the field and handed to its Save button. Shared by the Foundry dialog and
 * the playground.
 */
import { eventElement } from "./elements";
export function saveOnEnter(form: HTMLElement): void {
  form.addEventListener("keydown", (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.isComposing) return;
    const field = eventElement(event);
    if (!field?.hasAttribute?.("data-save-as")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    form.querySelector<HTMLButtonElement>('[data-action="saveRoll"]')?.click();
  }, { capture: true });
}
