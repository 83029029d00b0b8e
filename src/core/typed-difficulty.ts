import { IndieDiceError } from "./errors";

/**
 * A difficulty as the GM types it in a card's menu (docs/cards.md "The card's menu"): read by the dialog as it is
 * typed (src/foundry/apps/difficulty-dialog.ts) and again by the GM's writer of the card that holds it.
 */

/** The largest difficulty the GM may set, either way: beyond any sheet, and every total stays exact. */
const DIFFICULTY_BOUND = 1_000_000;

function menuError(name: string, data: Record<string, string | number>): IndieDiceError {
  return new IndieDiceError(`INDIE_DICE.ContextMenu.Error.${name}`, data);
}

/**
 * A difficulty as the GM typed it: a whole number within ±1,000,000, written in digits (a true minus sign or an en
 * dash counts as minus); else a localized refusal saying what is wrong — the GM's dialog shows it beside its field,
 * and the GM's writer reads the value sent to it through this same check.
 */
export function readDifficulty(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : null;
  if (text === "") throw menuError("DifficultyEmpty", { max: DIFFICULTY_BOUND });
  const number = text !== null && /^[-−–]?\d+$/.test(text) ? Number(text.replace(/^[−–]/, "-")) : NaN;
  if (!Number.isSafeInteger(number) || Math.abs(number) > DIFFICULTY_BOUND) {
    throw menuError("Difficulty", { value: String(value).slice(0, 40), max: DIFFICULTY_BOUND });
  }
  return number;
}
