import type { SystemDamage } from "./system-damage-types";

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
  /**
   * A fact about the roll (a critical, a fumble, a Dragon), not one of the outcomes that share out the whole: drawn
   * in a table of its own, never in a column that adds up to 100%. Optional: absent, an outcome.
   */
  readonly fact?: boolean;
}

/** `fact: true` where an outcome is one, nothing where it is not (an outcome's figures read as they always did). */
export function factIf(fact: boolean): Pick<SystemOutcome, "fact"> {
  return fact ? { fact } : {};
}

/** A choice the dialog offers — a button, a radio — and its outcomes, the headline first. */
export interface SystemChoice {
  readonly id: string;
  readonly outcomes: readonly SystemOutcome[];
  /**
   * Its words where they are not the system's own (a target's name; a button's own text where the button chooses
   * what is rolled): user text, drawn as text; optional.
   */
  readonly label?: string;
  /**
   * With `perChoiceTargets`, whether the system lets the user see this choice's own target; optional, and read only
   * then (the question's `targetVisible` says it for a dialog's one target).
   */
  readonly targetVisible?: boolean;
  /**
   * Whether it is a choice the roll offers once it is made — a push, a reroll, a resource spent (docs/systems.md
   * "After the roll") — rather than the roll as it was asked: the message names its line "After the roll". Optional.
   */
  readonly afterTheRoll?: boolean;
}

/**
 * A figure beside an element of the dialog that is not a choice (an option the roll may take: Daggerheart's
 * experiences): the change it makes to the headline chance, drawn as a signed figure where the adapter's places
 * name the element by the same id (SystemPlaces.extras).
 */
export interface SystemExtra {
  readonly id: string;
  /** The headline chance with the option less the chance without it (negative where it costs). */
  readonly change: number;
  /** Whether it is worked out from the target: then drawn only for one who may see it. */
  readonly fromTarget: boolean;
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
   * Each choice is judged against a target of its own (a roll against several tokens: a choice a target), which its
   * `targetVisible` says the user may see or not; `target` is then null. Optional: absent, one target for all.
   */
  readonly perChoiceTargets?: boolean;
  /** Figures beside other elements of the dialog (optional). */
  readonly extras?: readonly SystemExtra[];
  /**
   * The id of the choice the dialog rolls as it stands, where its choices are a selection (Shadowdark's advantage
   * radios) rather than a button each: marked among the figures (docs/systems.md "In the dialog"). Optional.
   */
  readonly chosen?: string;
  /**
   * The id of a choice whose outcomes share out the whole — every roll lands in exactly one of them — drawn as one
   * bar of its figures (docs/systems.md "In the dialog"): the roll the dialog makes as it stands. Absent, no bar.
   */
  readonly bar?: string;
  /**
   * The damage the choices deal and the chance each drops each target (src/core/systems/system-damage-types.ts):
   * a damage dialog's, where its choices' outcomes are empty, or an attack dialog's, beside its chances. Optional.
   */
  readonly damage?: SystemDamage;
}

/** Who is looking, as far as the figures are concerned (docs/systems.md "Secrets stay the system's"). */
export interface SystemViewer {
  /** A GM sees every figure. */
  readonly isGM: boolean;
  /** Whether the system lets this user see the target the outcomes are judged against. */
  readonly targetVisible: boolean;
}
