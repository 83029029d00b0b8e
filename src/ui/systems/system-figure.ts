/**
 * One figure of a game system's dialog or message, as every view of them shares it (src/ui/systems/system-odds-view.ts,
 * system-damage-view.ts): what the GM lets players see, a figure's text with the exact chance behind it, and the
 * element that draws one.
 */

/** What the GM lets players see (the world setting `systemOddsForPlayers`). */
export type SystemOddsDisplay = "exact" | "words" | "none";

export const SYSTEM_ODDS_DISPLAYS: readonly SystemOddsDisplay[] = ["exact", "words", "none"];

/** One figure: its text, and the exact chance behind it for tests and screen readers (null for a word). */
export interface SystemFigure {
  readonly text: string;
  /** The exact chance, or null where the figure is a word: the GM chose words for players, not numbers. */
  readonly probability: number | null;
  readonly outcome: string;
  /**
   * The outcome's words, where a figure stands alone (a button's) for an outcome other than the question the dialog
   * asks — a critical's chance where the chance against a hidden AC may not be shown: named, never read as the other.
   */
  readonly named?: string;
}

export function systemFigureElement(
  page: Document,
  tag: string,
  figure: SystemFigure,
  className?: string,
): HTMLElement {
  const element = page.createElement(tag);
  if (className) element.className = className;
  element.dataset.outcome = figure.outcome;
  // A word carries no number (the GM chose words for players): the exact value only where the figure is one.
  if (figure.probability !== null) element.dataset.probability = String(figure.probability);
  element.textContent = figure.named ? `${figure.named} ${figure.text}` : figure.text;
  if (figure.named) element.title = `${figure.named}: ${figure.text}`;
  return element;
}
