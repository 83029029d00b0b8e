/**
 * The *Any formula* dialog's contract (docs/formula-dialog.md), as types only: what its view model builds and what
 * its Roll button settles, named by the Foundry dialog, the saved rolls and the playground without importing the
 * model's code.
 */
import type { FormulaKind } from "../../core/dialog-kind-types";
import type { FormulaCompare } from "../../core/formula/formula-distribution-types";
import type { OddsView } from "../odds/odds-view";
import type { SideBySideView } from "./formula-side-by-side";
import type { DistributionTableView } from "../odds/distribution-table";
import type { FieldView, NoteView } from "./dialog-types";
import type { OddsTemplateContext } from "./template-context";

/** What the formula dialog rolls: Foundry's own notation, with the chance of an optional target. */
export interface FormulaDialogSpec {
  /** As written, `@` paths kept (what *Save as* keeps, so the roll follows the character). */
  readonly formula: string;
  /** With every `@` path replaced by the character's number now: what Foundry's Roll is made from. */
  readonly resolved: string;
  /** The total compared with, when the roll has one; it only shapes the odds and the card's chance. */
  readonly target?: number;
  readonly compare: FormulaCompare;
}

/** The formula dialog as its templates draw it: the fields, notes and odds parts the rule sets' dialogs share. */
export interface FormulaDialogView {
  readonly kind: FormulaKind;
  readonly title: string;
  readonly fields: readonly FieldView[];
  readonly notes: readonly NoteView[];
  readonly spec: FormulaDialogSpec | null;
  readonly canRoll: boolean;
  readonly odds: OddsView | null;
  readonly errorCount: number;
  /**
   * The formulas side by side, when the dialog offers them (its fields are among `fields`, marked `group`): whether
   * the section is open, its words, and its answer. Null for a card's roll.
   */
  readonly sideBySide: {
    readonly open: boolean;
    readonly summary: string;
    readonly hint: string;
    /** Its fields (also in `fields`, for their states) in two groups: the other formulas, and the series. */
    readonly groups: readonly { readonly legend: string; readonly fields: readonly FieldView[] }[];
    readonly answer: SideBySideView;
  } | null;
}

/** The odds part's context: the rule sets' one, plus the table of every total (exactly, at least, at most). */
export interface FormulaOddsTemplateContext extends OddsTemplateContext {
  readonly table: DistributionTableView | null;
  readonly sideBySide: SideBySideTemplateContext | null;
}

/** The side-by-side answer as the odds part draws it: the view, with its captions and column names in words. */
export interface SideBySideTemplateContext extends SideBySideView {
  readonly heading: string;
  readonly labels: Readonly<Record<string, string>>;
  /** The formulas' table has a chance column (a target is set). */
  readonly withChance: boolean;
}
