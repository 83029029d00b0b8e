/**
 * What an outcome chat card shows, as plain data: every string is already localized, so the one template
 * (`templates/chat/roll-card.hbs`) only prints them — escaped — and the Foundry card and the browser playground
 * render the same thing. Nothing here is stored: a card is built again from the judged dice on every render.
 */

import type { RuleSetId } from "../../core/rule-set-types";

/** The rule sets a card can be for: every one (src/core/rule-sets.ts). */
export type CardRuleSet = RuleSetId;

/**
 * How the outcome reads. `mixed` is the Kleptonomicon's Mixed Score (7–9): neither a pass with no downside nor a
 * failure. Colour is never the only sign: each tone has its own icon and label, and the banner text says it.
 */
export type CardTone = "success" | "failure" | "critical" | "fumble" | "mixed" | "neutral";

/**
 * What a die is in its roll, as CSS classes on the die and in words in its title:
 * - `kept` / `dropped`: counted, or set aside by advantage, disadvantage or a reroll;
 * - `added`: thrown after the first dice (an Open Roll, an explosion);
 * - `exploded`: showed its maximum and made the die throw again;
 * - `critical` / `fumble`: a critical success (double six, 12, [10!]) or failure (double one, 1, [0!]);
 * - `success` / `failure`: a K&R die above or at/below the Difficulty Threshold;
 * - `side`: rolled beside the check and not part of its total (Fumble Level, Fumble penalty).
 */
export type DieMark =
  "kept" | "dropped" | "added" | "exploded" | "critical" | "fumble" | "success" | "failure" | "side";

export interface CardDie {
  /** What the die counts, as printed on it: "6", "[10!]". */
  readonly face: string;
  /** The real die: "d6", "d8", "d10ish". */
  readonly size: string;
  /** What the die is, in words: "kept", "dropped", "Open Roll", "critical success (+2)". */
  readonly title: string;
  /** The whole die for a screen reader: "d6 showing 6: kept". */
  readonly label: string;
  readonly marks: readonly DieMark[];
  /** The size and the marks as one class list, for the template: "d6 kept critical". */
  readonly classes: string;
  /**
   * A counted die's verdict as a shape the eye reads without colour: "✓" for a success, "✗" for a failure (K&R's
   * piles), "" for every other die. Drawn beside the face and hidden from screen readers, which hear `label`.
   */
  readonly sign: string;
}

export interface CardBanner {
  /** The outcome in words: "Success — 3 DoS", "Mixed Score: 2 Missiles". */
  readonly text: string;
  readonly tone: CardTone;
  /** A Font Awesome class list, e.g. "fa-solid fa-circle-check". */
  readonly icon: string;
  /** The icon's text label (its tooltip and accessible name): "Success", "Open Roll", "Fumble". */
  readonly toneLabel: string;
}

/**
 * Dice rolled beside the roll and not part of its total (Kaiser's Fumble Level, an opposed Fumble penalty): shown
 * in a row of their own, under their name and with their own sum, never among the roll's dice.
 */
export interface CardDiceRow {
  /** What the dice are for: "Fumble Level", "Fumble penalty". */
  readonly label: string;
  readonly dice: readonly CardDie[];
  /** What they add up to (a penalty with its flat part), as the card writes it: "= 9". */
  readonly total: string;
}

/** The chance the player had before rolling, e.g. of success; `probability` is exact, `text` rounded. */
export interface CardOdds {
  readonly text: string;
  readonly probability: number;
}

/** A button on the card that asks for more (e.g. rolling a Fumble Level); `action` is always `indie-dice-…`. */
export interface CardFollowUp {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  /** Who may press it, when not its message's author or a GM (card-actions.ts). */
  readonly pressedBy?: CardButtonPresser;
}

/** Who may press a card's button: its message's author or a GM, or a GM only (`CardButtonLook.pressedBy`). */
export type CardButtonPresser = "author" | "gm";

/** A Score Range that applies, with its effect text exactly as the user typed it (plain text, never HTML). */
export interface CardEffect {
  readonly bracket: string;
  readonly text: string;
}

/** The card's fixed captions. */
interface CardLabels {
  readonly dice: string;
  readonly steps: string;
  readonly effects: string;
  readonly followUps: string;
}

export interface CardView {
  readonly ruleSet: CardRuleSet;
  readonly ruleSetLabel: string;
  /** The roll's formula as Foundry shows it. */
  readonly formula: string;
  /** The roll's flavor text as typed (plain text, escaped by the template), or null. */
  readonly flavor: string | null;
  readonly dice: readonly CardDie[];
  readonly banner: CardBanner;
  /**
   * A second line under the banner when the banner leads with something else than the usual verdict (K&R above
   * DT 11 leads with its 12s, and the Margin follows here); null otherwise.
   */
  readonly subBanner: string | null;
  /**
   * What the roll was made against, with the number it reached, shown under the banner: "Total 16 vs difficulty 12",
   * "5d12 vs DT 7", "Score 8 in [7..9]", "Total 9 vs target 12"; null when it answered no such question (a plain
   * total, an opposed side, whose contest card names the opponent).
   */
  readonly target: string | null;
  /** What Foundry's total shows (Kaiser: the opposed total after a Fumble penalty; K&R: the Margin). */
  readonly total: number;
  /** The total as the card prints it, by the module's number formatter: "−1", "1,000,008". */
  readonly totalText: string;
  /** Dice rolled beside the roll, each kind in its own labelled row (see CardDiceRow); empty for most rolls. */
  readonly sideDice: readonly CardDiceRow[];
  /** The step-by-step account behind the banner, one line each. */
  readonly steps: readonly string[];
  /** Null when the roll answered no question with a chance to it (no difficulty, no target). */
  readonly oddsBefore: CardOdds | null;
  readonly followUps: readonly CardFollowUp[];
  /** Kleptonomicon Score Ranges that apply (custom ranges only); empty for the other rule sets. */
  readonly effects: readonly CardEffect[];
  /** Said when a repeating chain (Open Roll, explosion) stopped at its limit; null otherwise. */
  readonly cappedNote: string | null;
  readonly labels: CardLabels;
}
