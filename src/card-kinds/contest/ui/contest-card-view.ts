import type { JointOddsView } from "./joint-odds-view";
import type { ContestEffect } from "./rule-set-contest";

/**
 * What a contest chat card shows, as plain data: every string is already localized (names and effects stay as
 * the user typed them), so `src/card-kinds/contest/templates/chat/contest-card.hbs` only prints them — escaped — and
 * the Foundry card and the browser playground render the same thing. Built again from the card's state and the judged
 * rolls on every render.
 */

/**
 * How a pairing stands. Each tone has its own icon and label, so the outcome never rests on colour:
 * `attacker` / `defender` won, `neither` won (a failed Attack, a stalemate), `waiting` for rolls, `tieBreak`
 * waiting for tie-break dice, `problem` when a recorded roll cannot be read, `concealed` while the viewer may not
 * see a roll the pairing was judged from (an open card only).
 */
export type ContestTone = "attacker" | "defender" | "neither" | "waiting" | "tieBreak" | "problem" | "concealed";

/** A button on the card; `action` is always an `indie-dice-contest-…` action, never one of ChatLog's own. */
export interface ContestButton {
  readonly action: string;
  /** What the button shows: short, since the participant's name is already beside it. */
  readonly label: string;
  /** The button's whole name for screen readers and its tooltip ("Roll for Grave Warden"); the label when absent. */
  readonly ariaLabel?: string;
  readonly icon: string;
  readonly disabled: boolean;
  /** Why it is disabled for this viewer (its tooltip); absent when it is not. */
  readonly reason?: string | null;
}

export interface ContestSideView {
  readonly id: string;
  /** As typed: plain text. */
  readonly name: string;
  readonly sideLabel: string;
  /** The roll in our notation, or the words for "chosen when rolling". */
  readonly formula: string;
  readonly rolled: boolean;
  /**
   * The rolled total as compared (Kaiser after a Fumble penalty, K&R the margin, a crit as [10!]); "not rolled yet";
   * or "?" when the viewer may not see the roll (blind, or whispered to others).
   */
  readonly total: string;
  /** Present until the participant has rolled; disabled unless the viewer may roll for it. */
  readonly rollButton: ContestButton | null;
}

export interface ContestOddsFigure {
  readonly key: "attacker" | "defender" | "neither";
  readonly text: string;
  /** The exact chance, for tests and screen readers (`data-probability`). */
  readonly probability: number;
}

/** One figure of a pairing's row: its short text, its whole sentence (the tooltip) and what stands before it. */
export interface ContestRowChance extends ContestOddsFigure {
  /** The same figure as the details word it ("Grave Warden wins: 32.2%"). */
  readonly label: string;
  /** Between it and the figure before ("vs", "·"); null for the first. */
  readonly joiner: string | null;
}

export interface ContestOutcomeView {
  readonly text: string;
  readonly tone: ContestTone;
  /** A Font Awesome class list, one shape per tone. */
  readonly icon: string;
  /** The icon's accessible name and tooltip. */
  readonly toneLabel: string;
}

export interface ContestPairingView {
  readonly attackerId: string;
  readonly defenderId: string;
  /** "Alice vs Goblin". */
  readonly title: string;
  /** The chances before anyone rolled; empty with `oddsNote` saying why while a spec is still open. */
  readonly odds: readonly ContestOddsFigure[];
  readonly oddsNote: string | null;
  /**
   * The chances given the rolls the viewer may see (docs/odds.md "Given the rolls"), once any is recorded and until
   * the pairing is decided; empty otherwise.
   */
  readonly givenOdds: readonly ContestOddsFigure[];
  /**
   * The headline chances in the pairing's own row, outside the folded details (docs/cards.md "Contests"): the
   * figures as `givenOdds` once a roll the viewer may see is recorded (else `odds`), in one short line in the order of
   * the title ("32.2% vs 64.0% · stalemate 3.9%"), while the pairing waits for its rolls; empty once it is judged,
   * when the outcome says it.
   */
  readonly chances: readonly ContestRowChance[];
  /** The account of the pairing so far, one line each: totals, then each tie-break step. */
  readonly steps: readonly string[];
  readonly outcome: ContestOutcomeView;
  /** Present while the pairing waits for its tie-break dice. */
  readonly tieBreakButton: ContestButton | null;
  readonly effects: readonly ContestEffect[];
}

/** One column of the card: the attackers, or the defender. */
interface ContestColumnView {
  readonly side: "attacker" | "defender";
  readonly label: string;
  readonly participants: readonly ContestSideView[];
}

export interface ContestCardLabels {
  readonly attackers: string;
  readonly defender: string;
  readonly pairings: string;
  readonly odds: string;
  /** The caption of a pairing's chances given the rolls so far, in the details. */
  readonly given: string;
  /** The caption of a pairing row's chances ("Chances"). */
  readonly chances: string;
  readonly steps: string;
  readonly effects: string;
}

/**
 * The card's details (the rules in force, each pairing's chances and steps, the joint chances): folded away by
 * default so a card fits the chat column, opened with a click or the keyboard on its summary, and drawn open again
 * where this client opened them before (src/ui/roll-cards/details-memory.ts).
 */
interface CardDetailsView {
  readonly open: boolean;
  readonly summary: string;
}

export interface ContestCardView {
  readonly ruleSet: string;
  readonly ruleSetLabel: string;
  /** "Contest", or "Attack" for a Kaiser Attack. */
  readonly title: string;
  readonly status: "open" | "resolved";
  readonly statusText: string;
  /** The tie rules in force, in one line. */
  readonly rulesNote: string;
  readonly attackers: readonly ContestSideView[];
  readonly defender: ContestSideView;
  /** The same sides as two columns, attackers first, for the template. */
  readonly columns: readonly ContestColumnView[];
  readonly pairings: readonly ContestPairingView[];
  /** Many against one: the chances against every attacker at once (the defender rolls once); null for one attacker. */
  readonly joint: JointOddsView | null;
  /**
   * Once `joint` rests on a recorded roll: the same figures before the rolls (shown in the details); null otherwise.
   */
  readonly jointBefore: JointOddsView | null;
  readonly details: CardDetailsView;
  readonly labels: ContestCardLabels;
}
