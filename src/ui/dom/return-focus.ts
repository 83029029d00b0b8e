/**
 * Focus given back when a window closes. Foundry's windows give none back: ApplicationV2#close removes the window's
 * element (v13 client/applications/api/application.mjs, `_removeElement`), and DialogV2 never calls its `<dialog>`'s
 * own close(), which would; the focus inside the window falls to the page's body, and a keyboard user starts again
 * from the top of the page. The module's windows do what a native dialog does: the element that had the focus when
 * the window opened (the button that opened it, the chat input a prompt interrupted) takes it again once the window
 * is gone — unless the focus has gone somewhere else meanwhile, or that element is gone too.
 */
import { isElement } from "./elements";

/**
 * Notes what has the focus now in `page` (the page the user works in: a window Foundry v14 detached has a document
 * of its own); the function returned gives the focus back to it (call it once the window is gone). By what the
 * element has, not `instanceof HTMLElement`: a detached window's elements are of its own classes.
 */
export function focusReturner(page: Document): () => void {
  const opener = page.activeElement;
  return () => {
    if (!isElement(opener) || opener === page.body || !opener.isConnected) return;
    const now = opener.ownerDocument.activeElement;
    if (now !== null && now !== opener.ownerDocument.body) return;
    opener.focus({ preventScroll: true });
  };
}
