import type { DialogKind } from "../dialog-kind-types";

/** The shapes of a character's saved rolls (src/core/saved-rolls/saved-rolls.ts reads and edits them). */

/** A spec's field value as stored: a number, a choice or a checkbox, or an expression kept as written. */
export type SavedValue = string | number | boolean;

export interface SavedRoll {
  readonly id: string;
  readonly name: string;
  /**
   * The dialog it opens: a rule set, or `"formula"` for *Any formula* (the stored name predates that kind, and
   * stays, so records written before read as they were).
   */
  readonly ruleSet: DialogKind;
  /** The dialog's fields under the names the Roll factories take; a number field may hold an `@` expression. */
  readonly spec: Readonly<Record<string, SavedValue>>;
  readonly flavor?: string;
}

export interface SavedRollRecord {
  readonly version: 1;
  readonly rolls: readonly SavedRoll[];
}

/** What a caller asks to save: with an id, that roll is updated; without, a roll of the same name is, or one added. */
export interface SavedRollInput {
  readonly id?: string;
  readonly name: unknown;
  readonly ruleSet: unknown;
  readonly spec: unknown;
  readonly flavor?: unknown;
}
