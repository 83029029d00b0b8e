import { IndieDiceError } from "../../core/errors";
import { formatPercent } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { CardOdds } from "./card-view";

/**
 * The luck line of a card: where the roll's result fell in the exact distribution of the same roll, e.g. "Luckier
 * than 87.0% of such rolls" (src/core/odds/luck.ts). Worked out from the judged dice on every render, never stored.
 * `probability` is the exact luck, `text` its rounded words.
 */
export type CardLuck = CardOdds;

/** What a card model's input adds to ask for the luck line. Off unless asked: the Foundry layer decides who sees it. */
export interface LuckOption {
  readonly showLuck?: boolean;
}

/**
 * What a card model adds to its view when asked for luck: the line, or null when the roll has none to show (a pool
 * past the odds engine's size). Absent when not asked, so a view built without `showLuck` is unchanged.
 */
export interface LuckField {
  readonly luck?: CardLuck | null;
}

/**
 * Luck is never 0 or 1 (even the lowest result counts half of its own ties), so the text never says "0%" or
 * "100%": a luck rounding there reads "<0.1%" or ">99.9%", as formatPercent writes a chance possible but rare.
 */
const SHOWN_FLOOR = 1e-4;
const SHOWN_CEILING = 1 - SHOWN_FLOOR;

export function luckLine(i18n: Translator, luck: number): CardLuck {
  const shown = Math.min(SHOWN_CEILING, Math.max(SHOWN_FLOOR, luck));
  return {
    probability: luck,
    text: formatWith(i18n, "INDIE_DICE.Card.Luck.Text", { percent: formatPercent(shown, i18n) }),
  };
}

/** The luck line, or null when the engine refuses the roll's shape: an optional line must never break a card. */
export function safeLuckLine(i18n: Translator, luck: () => number): CardLuck | null {
  try {
    return luckLine(i18n, luck());
  } catch (error) {
    if (error instanceof IndieDiceError) return null;
    throw error;
  }
}

/** `view` with its luck line when the input asks for one (see LuckField); `view` itself otherwise. */
export function withLuck<V extends object>(
  i18n: Translator,
  view: V,
  input: LuckOption,
  luck: () => number,
): V & LuckField {
  if (input.showLuck !== true) return view;
  return { ...view, luck: safeLuckLine(i18n, luck) };
}
