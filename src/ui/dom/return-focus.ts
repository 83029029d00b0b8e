/**
 * Focus given back when a window closes. Foundry's windows give none back: ApplicationV2#close removes the window's
 * element (v13 client/applications/api/application.mjs, `_removeElement`), and DialogV2 never calls its `<dialog>`'s
 * own close(), which would; the focus inside the window falls to the page's body, and a keyboard user starts again
 * from the top of the page. The module's windows do what a native dialog does: the element that had the focus when
 * the window opened (the button that opened it, the chat input a prompt interrupted) takes it again once the window
 * is gone — unless the focus has gone somewhere else meanwhile, or that element is gone too.
 */

/** Notes what has the focus now; the function returned gives the focus back to it (call it once the window is gone). */
export function focusReturner(doc: Document = document): () => void {
  const opener = doc.activeElement;
  return () => {
    if (!(opener instanceof HTMLElement) || opener === doc.body || !opener.isConnected) return;
    const now = doc.activeElement;
    if (now !== null && now !== doc.body) return;
    opener.focus({ preventScroll: true });
  };
}
