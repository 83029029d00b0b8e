/**
 * What a card asks of the roll dialog it opens, beyond the roll's own odds: the contest side's opponents, or where an
 * extended test stands (`OpenDialogOptions.contest` / `.extendedTest`); src/ui/dialogs/contest-chance.ts and
 * extended-chance.ts answer them. Types only, for the Foundry API's types (src/foundry/types/dialogs.ts).
 */
import type { ContestRoll, ContestRules, ContestSide, ContestSpec } from "../../core/contests/contest-types";
import type { ExtendedOddsQuestion } from "../../rule-sets/kingdoms/core/extended-test/extended-test-odds";

/** Who a contest roll meets: what a card (or a macro) passes to the dialog (`OpenDialogOptions.contest`). */
export interface DialogContest {
  /** The roller's side: an attacker meets the one defender, the defender meets every attacker. */
  readonly side: ContestSide;
  /**
   * The card's rules (its tie rule, Fumble reading and penalty, and its starter's choices: Kaiser's Attack, K&R's
   * acting side); left out, the defaults.
   */
  readonly rules?: Partial<ContestRules>;
  readonly opponents: readonly DialogOpponent[];
}

interface DialogOpponent {
  /** As the user typed it: plain text, escaped by the template. */
  readonly name: string;
  /** The roll the opponent makes (fixed, made, or proposed); null while nobody has chosen it. */
  readonly spec: ContestSpec | null;
  /** The spec is only proposed: the opponent's roller may still change it. */
  readonly proposed?: boolean;
  /**
   * The opponent's recorded roll (judged), when the roller may see it: the chance to beat them is then the chance
   * given that roll (docs/odds.md "Given the rolls"). Left out while they have not rolled, or when it is hidden.
   */
  readonly roll?: ContestRoll | null;
}

/** Where the test stands before this round: what an extended test card passes to the round's dialog. */
export type DialogExtendedTest = ExtendedOddsQuestion;

/**
 * The card's question as it stands now: what a dialog a card opened follows while it is open (docs/prompts.md
 * "The dialog follows the card"), recomputed from the card each time its message changes.
 */
export interface CardQuestion {
  readonly contest?: DialogContest | null;
  readonly extendedTest?: DialogExtendedTest | null;
}
