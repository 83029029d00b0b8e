import { fileURLToPath } from "node:url";
import { servedAsset } from "../../../scripts/module-assets.mjs";

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
