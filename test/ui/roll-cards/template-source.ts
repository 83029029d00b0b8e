import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The module's own files, read as Foundry serves them. */
function moduleFile(path: string): string {
  return readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), "utf8");
}

export const ROLL_CARD_TEMPLATE = moduleFile("templates/chat/roll-card.hbs");
export const CARDS_STYLESHEET = moduleFile("styles/cards.css");
