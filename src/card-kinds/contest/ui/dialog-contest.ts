/**
 * The contest's card chance in a side's roll dialog (docs/prompts.md "What opens"), declared into the card chances
 * (src/ui/dialogs/card-chances.ts) by declaration merging, so that the shared dialogs name no kind: who the side's
 * roll meets. Types only; answered by contest-card-chance.ts.
 */
import type { ContestRoll, ContestRules, ContestSide, ContestSpec } from "../core/contest-types";

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

declare module "../../../ui/dialogs/card-chances" {
  interface CardChances {
    /**
     * A contest side's roll: its opponents' rolls and the card's rules, so the dialog shows the chance to beat each
     * opponent as its fields change (a contest card passes it; ignored under fastForward, where no dialog shows).
     */
    readonly contest: DialogContest;
  }
}
