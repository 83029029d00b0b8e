/**
 * Makes an element on the page read as one drawn anew, keeping its nodes (docs/systems.md "A figure inside the
 * system's control"): a node of the same kind at the same place is kept, its attributes and text changed; only a node
 * of another kind is replaced, and what is left over removed or added. A browser sends a click only when the element
 * the mouse was pressed on is still there when it is released: a figure drawn again under the pointer between the
 * two — a field's `change` fires as the press takes its focus — must stay the same element, or the click is lost.
 */
export function updateInPlace(kept: Element, drawn: Element): void {
  for (const name of kept.getAttributeNames()) if (!drawn.hasAttribute(name)) kept.removeAttribute(name);
  for (const name of drawn.getAttributeNames()) {
    const value = drawn.getAttribute(name) ?? "";
    if (kept.getAttribute(name) !== value) kept.setAttribute(name, value);
  }
  const keptNodes = [...kept.childNodes];
  const drawnNodes = [...drawn.childNodes];
  drawnNodes.forEach((node, index) => {
    const old = keptNodes[index];
    if (!old) kept.append(node);
    else if (old.nodeName !== node.nodeName) old.replaceWith(node);
    else if (isElementNode(old) && isElementNode(node)) updateInPlace(old, node);
    else if (old.nodeValue !== node.nodeValue) old.nodeValue = node.nodeValue;
  });
  for (const left of keptNodes.slice(drawnNodes.length)) left.remove();
}

/** An element, by its node type: a window Foundry v14 detached has element classes of its own (elements.ts). */
function isElementNode(node: Node): node is Element {
  return node.nodeType === 1;
}
