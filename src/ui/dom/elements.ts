/**
 * Type guards for what an event or a form hands over. By what an element has and its tag, not `instanceof`: a window
 * Foundry v14 detached has its own element classes, and the Foundry double's tests run without a DOM's classes.
 */

/** An element (something with `closest`), not the document, a window or a text node. */
export function isElement(target: unknown): target is HTMLElement {
  return typeof target === "object" && target !== null && "closest" in target && typeof target.closest === "function";
}

/** The element an event happened on (its `target`), or null when that is no element. */
export function eventElement(event: Event): HTMLElement | null {
  return isElement(event.target) ? event.target : null;
}

export function isFormElement(element: Element): element is HTMLFormElement {
  return element.tagName === "FORM";
}

export function isInputElement(element: Element): element is HTMLInputElement {
  return element.tagName === "INPUT";
}

export function isSelectElement(element: Element): element is HTMLSelectElement {
  return element.tagName === "SELECT";
}

/** A form's input or select of that name, or null (none, or a list of several). */
export function namedField(form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | null {
  const item = form.elements.namedItem(name);
  return isElement(item) && (isInputElement(item) || isSelectElement(item)) ? item : null;
}

/** Shift was held (a click, a key): the roll is made at once. */
export function shiftHeld(event: Event): boolean {
  return "shiftKey" in event && event.shiftKey === true;
}

/**
 * The radio of a group that is checked, by its `checked` property (what a click sets), not by a `:checked` selector:
 * happy-dom, which the tests run on, keeps a selector's answer until the page's nodes change, and a click changes none.
 */
export function checkedRadio(root: ParentNode, name: string): HTMLInputElement | null {
  const radios = root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${name}"]`);
  return [...radios].find((radio) => radio.checked) ?? null;
}
