/**
 * Enter in a dialog's *Save as…* name saves the roll instead of rolling it: the browser would submit the form (roll)
 * from a text field, so the key is taken at the field and handed to its Save button. Shared by the Foundry dialog and
 * the playground.
 */
import { eventElement } from "./elements";
import { eventFor } from "./realm";
export function saveOnEnter(form: HTMLElement): void {
  form.addEventListener(
    "keydown",
    (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.isComposing) return;
      const field = eventElement(event);
      if (!field?.hasAttribute?.("data-save-as")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      form.querySelector<HTMLButtonElement>('[data-action="saveRoll"]')?.click();
    },
    { capture: true },
  );
}

/**
 * Enter in a field of a section that only asks about the odds (the *Any formula* dialog's formulas side by side,
 * marked `data-enter-updates`) redraws the odds instead of rolling: the field is committed as a Tab would commit it.
 */
export function updateOnEnter(form: HTMLElement): void {
  form.addEventListener(
    "keydown",
    (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.isComposing) return;
      const field = eventElement(event);
      if (!field?.closest?.("[data-enter-updates]")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      field.dispatchEvent(eventFor(field, "change"));
    },
    { capture: true },
  );
}
