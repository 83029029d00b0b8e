import { isFormulaKind } from "../../core/dialog-kinds";
import type { DialogsApi } from "../types/dialogs";
import type { RegisteredDice } from "../dice/register-dice";
import { createFormulaDialogClass } from "./formula-dialog";
import { configureFormulaRoll, openFormulaDialog } from "./formula-roll";
import { configureRoll, openRollDialog } from "./open-dialog";
import { postRoll } from "../roll-posting/post-roll";
import { createRollDialogClass } from "./roll-dialog";
import { pickDialogKind } from "./rule-set-picker";
import { currentRoller } from "../whose-roll";

/**
 * The dialogs' API: one dialog class for every rule set, and the *Any formula* dialog beside them
 * (docs/formula-dialog.md), built once Foundry's application classes exist (init).
 */
export function createDialogsApi(dice: RegisteredDice): DialogsApi {
  const Dialog = createRollDialogClass();
  const FormulaDialog = createFormulaDialogClass();
  return {
    configure: (ruleSet, options) => configureRoll(Dialog, ruleSet, options),
    post: (configured, options) => postRoll(dice, configured, options),
    open: (ruleSet, options) => openRollDialog(dice, Dialog, ruleSet, options),
    formula: (options) => openFormulaDialog(FormulaDialog, options),
    configureFormula: (options) => configureFormulaRoll(FormulaDialog, options),
    pick: async (given) => {
      // Asked with no speaker (the Indie Dice button, Alt+I, a macro): whose roll it is, as every entry point reads it.
      const speaker = given ?? rollerSpeaker();
      const kind = await pickDialogKind();
      if (kind === null) return null;
      return isFormulaKind(kind) ? openFormulaDialog(FormulaDialog, speaker) : openRollDialog(dice, Dialog, kind, speaker);
    },
  };
}

/** The speaker whose roll it is now; none (`{}`) when nobody: a plain number needs no character. */
function rollerSpeaker(): { actor?: Actor.Implementation; token?: TokenDocument.Implementation | null } {
  const { actor, token } = currentRoller();
  return actor ? { actor, token } : {};
}
