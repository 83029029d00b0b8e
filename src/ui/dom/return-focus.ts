/**
 * Focus given back when a window closes. Foundry's windows give none back: ApplicationV2#close removes the window's
 * element (v13 client/applications/api/application.mjs, `_removeElement`), and DialogV2 never calls its `<dialog>`'s
 * own close(), which would; the focus inside the window falls to the page's body, and a keyboard user starts again
 * from the top of the page. The module's windows do what a native dialog does: the element that had the focus when
 * the window opened (the button that opened it, the chat input a prompt interrupted) takes it again once the window
 * is gone — unless the focus has gone somewhere else meanwhile. A card's button whose card was drawn anew while the
 * window was open (another roll recorded: Foundry's ChatLog#updateMessage replaces the message's element) is gone;
 * the same button of the card as drawn now takes the focus, or, where it is gone or greyed, the card.
 */
import { isElement } from "./elements";

/**
 * Notes what has the focus now in `page` (the page the user works in: a window Foundry v14 detached has a document
 * of its own); the function returned gives the focus back to it (call it once the window is gone). By what the
 * element has, not `instanceof HTMLElement`: a detached window's elements are of its own classes.
 */
export function focusReturner(page: Document): () => void {
  const opener = page.activeElement;
  if (!isElement(opener) || opener === page.body) return () => undefined;
  const redrawn = standInOnceRedrawn(opener);
  return () => {
    const target = opener.isConnected ? opener : redrawn();
    if (target === null) return;
    const now = target.ownerDocument.activeElement;
    if (now !== null && now !== target.ownerDocument.body) return;
    target.focus({ preventScroll: true });
  };
}

/**
 * Where the focus goes once the opener's chat message is drawn anew: in the log that held it (the element around the
 * message, which stays), the control of the same tag and `data-` attributes in the message of the same id (a card's
 * Roll button for the same participant), else that message's card, made focusable for it. Null for an opener in no
 * message, or a message no longer drawn there.
 */
function standInOnceRedrawn(opener: HTMLElement): () => HTMLElement | null {
  const message = opener.closest("[data-message-id]");
  const log = message?.parentElement;
  const id = message?.getAttribute("data-message-id");
  if (!log || !id) return () => null;
  // A control named by nothing (no data- attribute) has no stand-in of its own: the card takes the focus.
  const data = [...opener.attributes].filter((attribute) => attribute.name.startsWith("data-"));
  const same = (element: Element) =>
    data.length > 0 && data.every((attribute) => element.getAttribute(attribute.name) === attribute.value);
  return () => {
    const drawn = [...log.children].find((child) => child.getAttribute("data-message-id") === id);
    if (!drawn) return null;
    const control = [...drawn.querySelectorAll(opener.localName)].find(same);
    if (isElement(control) && !control.hasAttribute("disabled")) return control;
    const card = drawn.querySelector(".indie-dice-card");
    if (!isElement(card)) return null;
    if (!card.hasAttribute("tabindex")) card.setAttribute("tabindex", "-1");
    return card;
  };
}
