import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { servedAsset } from "../../../scripts/module-assets.mjs";
import { freshDocument } from "../dom/fresh-document";

/** The module's own files, read as Foundry serves them. */
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** A template or style sheet as the module serves it, from the folders that make it (scripts/module-assets.mjs). */
function moduleFile(path: string): string {
  const text = servedAsset(ROOT, path);
  if (text === undefined) throw new Error(`the module serves no ${path}`);
  return text;
}

export const ROLL_CARD_TEMPLATE = moduleFile("templates/chat/roll-card.hbs");
export const CARDS_STYLESHEET = moduleFile("styles/cards.css");

/**
 * A GM form's template (`templates/dialogs/…`, as served) rendered with its context into a form of a fresh page, as
 * DialogV2 puts its content in one; strict, so a name the context lacks fails the test rather than print nothing.
 */
export function renderFormTemplate<T>(path: string, context: T): HTMLFormElement {
  const form = freshDocument().createElement("form");
  form.innerHTML = Handlebars.create().compile<T>(moduleFile(path), { strict: true })(context);
  return form;
}
