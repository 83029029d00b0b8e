/**
 * The *Any formula* dialog's contract (docs/formula-dialog.md), as types only: what its view model builds and what
 * its Roll button settles, named by the Foundry dialog, the saved rolls and the playground without importing the
 * model's code.
 */
import type { FormulaKind } from "../../core/dialog-kind-types";
import type { FormulaCompare } from "../../core/formula/formula-distribution-types";
import type { OddsView } from "../odds/odds-view";
import type { DistributionTableView } from "../odds/distribution-table";
import type { FieldView, NoteView } from "./dialog-types";
import type { OddsTemplateContext } from "./template-context";

/** What the formula dialog rolls: Foundry's own notation, with the chance of an optional target. */
export interface FormulaRollRequest {
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
  readonly request: FormulaRollRequest | null;
  readonly canRoll: boolean;
  readonly odds: OddsView | null;
  readonly errorCount: number;
}

/** The odds part's context: the rule sets' one, plus the table of every total (exactly, at least, at most). */
export interface FormulaOddsTemplateContext extends OddsTemplateContext {
  readonly table: DistributionTableView | null;
}
