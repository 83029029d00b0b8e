import { clientDocuments, hasPages } from "../pages";

/**
 * Every page of this client, each window Foundry v14 detaches included: `onPage` runs for the pages open now and,
 * when v14 opens a detached window (`openDetachedWindow`, with its id and window), for that window's page. A listener
 * on the main document hears nothing that happens in a detached window (src/foundry/pages.ts).
 */
export function listen(onPage: (page: Document) => void): void {
  if (!hasPages()) return;
  for (const page of clientDocuments()) onPage(page);
  Hooks.on("openDetachedWindow", (_id, opened) => onPage(opened.document));
}
