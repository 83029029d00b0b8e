/**
 * The document and window a node is shown in. Foundry v14 can move any of its windows into a browser window of its
 * own (ApplicationV2#detachWindow), and a chat message's pop-out with it: the elements then belong to that window's
 * document, with that window's element classes, frames and observers, while the module's code still sees the main
 * window as its global `document` and `window`. Whatever is done to a shown element goes through these
 * (docs/architecture.md "Windows of their own"); eslint.config.js refuses the globals.
 */

/** The window's own globals (its `Event`, `IntersectionObserver`, `requestAnimationFrame` …). */
export type PageWindow = Window & typeof globalThis;

function isDocument(node: Node): node is Document {
  return node.nodeType === node.DOCUMENT_NODE;
}

/** The window a node is shown in (a document's own, for a document). */
export function windowOf(node: Node): PageWindow {
  const page = isDocument(node) ? node : node.ownerDocument;
  // a node of no window (a parsed fragment's) is the running code's
  // eslint-disable-next-line no-restricted-properties
  return page?.defaultView ?? globalThis.window;
}

/** An event of the node's own window, for `node.dispatchEvent`. */
export function eventFor(node: Node, type: string, init: EventInit = { bubbles: true }): Event {
  return new (windowOf(node).Event)(type, init);
}
