/**
 * What a game system's own roll dialog is shown (docs/systems.md): the exact chance of each outcome for each choice
 * the dialog offers (D&D 5e's Advantage, Normal and Disadvantage buttons), against the target the roll has; without
 * one, no target is made up — each choice's chance of at least a few totals instead. A system's adapter computes
 * these from the live dialog with the engine; the views draw them, the same for every system.
 */

/** One outcome's exact chance; `key` names it among the system's outcomes (its words are the system's). */
export interface SystemOutcome {
  readonly key: string;
  readonly probability: number;
  /** Whether the figure is worked out from the target (a hit against the AC), or from the dice alone (a natural 20). */
  readonly fromTarget: boolean;
}

/** A choice the dialog offers — a button, a radio — and its outcomes, the headline first. */
export interface SystemChoice {
  readonly id: string;
  readonly outcomes: readonly SystemOutcome[];
}

/** Each choice's chance of a total of at least `total` (in the choices' order). */
export interface SystemTotalRow {
  readonly total: number;
  readonly chances: readonly number[];
}

/** Every figure for one state of the dialog. */
export interface SystemOdds {
  /** The target the outcomes are judged against, or null when the roll has none. */
  readonly target: number | null;
  /** The choices and their outcomes against the target (an empty list of outcomes when there is none). */
  readonly choices: readonly SystemChoice[];
  /** Without a target (or for one who may not see it): each choice's chance of at least a few totals. */
  readonly totals: readonly SystemTotalRow[];
  /**
   * The id of a choice whose outcomes share out the whole — every roll lands in exactly one of them — drawn as one
   * bar of its figures (docs/systems.md "In the dialog"): the roll the dialog makes as it stands. Absent, no bar.
   */
  readonly bar?: string;
}

/** Who is looking, as far as the figures are concerned (docs/systems.md "Secrets stay the system's"). */
export interface SystemViewer {
  /** A GM sees every figure. */
  readonly isGM: boolean;
  /** Whether the system lets this user see the target the outcomes are judged against. */
  readonly targetVisible: boolean;
}
