/**
 * Enter in a form field, as a browser handles it (HTML "implicit submission"), which happy-dom does not emulate:
 * a keydown "Enter" is sent to the field; unless a listener cancels it, and when the field is a single-line input,
 * the form's default button — its FIRST submit button in tree order, not the autofocused one — is clicked when it
 * is not disabled (a disabled default button means nothing happens). A form without a submit button is submitted
 * only when at most one of its fields blocks implicit submission. Textareas, selects and buttons do not submit.
 */
const BLOCKING_TYPES = new Set([
  "text",
  "search",
  "url",
  "tel",
  "email",
  "password",
  "date",
  "month",
  "week",
  "time",
  "datetime-local",
  "number",
]);

function isSubmitButton(element: Element): element is HTMLButtonElement | HTMLInputElement {
  if (element instanceof HTMLButtonElement)
    return (element.getAttribute("type") ?? "submit").toLowerCase() === "submit";
  return element instanceof HTMLInputElement && (element.type === "submit" || element.type === "image");
}

/** Press Enter in a field; returns whether the form was asked to submit. */
export function pressEnter(field: HTMLElement): boolean {
  field.focus();
  const keydown = new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, cancelable: true });
  if (!field.dispatchEvent(keydown)) return false;
  if (!(field instanceof HTMLInputElement) || !BLOCKING_TYPES.has(field.type) || !field.form) return false;
  const form = field.form;
  const defaultButton = Array.from(form.elements).find(isSubmitButton);
  if (defaultButton) {
    if (defaultButton.disabled) return false;
    defaultButton.click();
    return true;
  }
  const blocking = Array.from(form.elements).filter((e) => e instanceof HTMLInputElement && BLOCKING_TYPES.has(e.type));
  if (blocking.length > 1) return false;
  form.requestSubmit();
  return true;
}
