/** A fresh page for tests that draw markup outside a DOM environment. */
import { Window } from "happy-dom";

/**
 * A new happy-dom page's document, typed as the DOM's own `Document`. happy-dom implements the DOM but types its
 * classes as its own, which TypeScript does not see as the DOM's; this is the one place a test's page changes type.
 */
export function freshDocument(): Document {
  return new Window().document as unknown as Document;
}
