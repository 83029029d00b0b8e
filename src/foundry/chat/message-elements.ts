/**
 * What Indie Dice attaches to a drawn chat message, attached once per drawn element (docs/cards.md "Drawn wherever
 * Foundry draws it"). Foundry draws one message in several places — the chat log, the notification area, a
 * pop-out — and fires `renderChatMessageHTML` for each, each time with an element of its own; a package may also
 * fire the hook again for an element already drawn. Each element gets one click listener, which hands a click to
 * the handlers registered for it by name: registering a name again replaces that handler, so a click acts once
 * however often the element was handed over.
 */

const clickHandlers = new WeakMap<HTMLElement, Map<string, (event: MouseEvent) => void>>();
const toggleHandlers = new WeakMap<HTMLElement, Map<string, (event: Event) => void>>();
const claimed = new WeakSet<HTMLElement>();

/**
 * Is this the first time the element is handed over? True once per element: the render hook does its work then,
 * and not again for the same element.
 */
export function firstTimeDrawn(element: HTMLElement): boolean {
  if (claimed.has(element)) return false;
  claimed.add(element);
  return true;
}

/** The handler named `name` for clicks in this drawn message: one listener per element, one handler per name. */
export function onMessageClick(element: HTMLElement, name: string, handler: (event: MouseEvent) => void): void {
  let handlers = clickHandlers.get(element);
  if (!handlers) {
    const known = new Map<string, (event: MouseEvent) => void>();
    element.addEventListener("click", (event) => known.forEach((handle) => handle(event)));
    clickHandlers.set(element, known);
    handlers = known;
  }
  handlers.set(name, handler);
}

/**
 * The handler named `name` for `<details>` toggles in this drawn message: `toggle` does not bubble, so one listener
 * per element hears it on its way down (capture).
 */
export function onMessageToggle(element: HTMLElement, name: string, handler: (event: Event) => void): void {
  let handlers = toggleHandlers.get(element);
  if (!handlers) {
    const known = new Map<string, (event: Event) => void>();
    element.addEventListener("toggle", (event) => known.forEach((handle) => handle(event)), true);
    toggleHandlers.set(element, known);
    handlers = known;
  }
  handlers.set(name, handler);
}

/**
 * The drawn message's content. Foundry puts it straight under the message's element (v13
 * templates/sidebar/chat-message.hbs), so its children are looked at first and the whole drawing is searched only
 * when a system drew it otherwise: this is asked for every message drawn (docs/cards.md "What a card costs").
 */
export function messageContent(html: HTMLElement): HTMLElement | null {
  for (const child of html.children) if (child.classList.contains("message-content")) return child as HTMLElement;
  return html.querySelector<HTMLElement>(".message-content");
}
