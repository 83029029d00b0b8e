/** What the joint chances of many attackers against one defender show, as plain data (see joint-odds-model.ts). */

type JointOutcomeKey = "defenderHoldsAll" | "atLeastOneAttackerWins";

export interface JointOddsFigure {
  readonly key: JointOutcomeKey;
  readonly text: string;
  /** The exact chance (`data-probability`). */
  readonly probability: number;
}

export interface JointExpectedFigure {
  readonly key: "expectedAttackerWins";
  readonly text: string;
  /** The exact expected number of attackers who win (`data-value`). */
  readonly value: number;
}

/** One row of the table: exactly `wins` attackers win. */
interface JointWinsRow {
  /** `attackersWin-<wins>` (`data-outcome`). */
  readonly key: string;
  readonly wins: number;
  /** "2 attackers win". */
  readonly label: string;
  /** The chance, formatted for the viewer's language. */
  readonly percent: string;
  /** The exact chance (`data-probability`). */
  readonly probability: number;
}

export interface JointWinsTable {
  readonly caption: string;
  readonly winsHeader: string;
  readonly chanceHeader: string;
  readonly rows: readonly JointWinsRow[];
}

export interface JointOddsView {
  /** "Against everyone at once". */
  readonly heading: string;
  /** Why these are not the pairings' chances multiplied: the defender rolls once (names the defender). */
  readonly hint: string;
  /** Empty while a side's roll is still to be chosen (then `notes` says so). */
  readonly figures: readonly JointOddsFigure[];
  readonly expected: JointExpectedFigure | null;
  readonly table: JointWinsTable | null;
  /** That a pairing nobody wins counts as held, where the rules allow one; that the odds rest on a proposal. */
  readonly notes: readonly string[];
}
