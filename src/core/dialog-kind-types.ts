import type { RuleSetId } from "./rule-set-types";

/** The *Any formula* dialog's kind (src/core/dialog-kinds.ts lists the kinds). */
export type FormulaKind = "formula";

/** A rule set's dialog, or the formula dialog. */
export type DialogKind = RuleSetId | FormulaKind;
