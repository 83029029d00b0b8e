import { isFormulaKind } from "../../core/dialog-kinds";
import type { DialogsApi } from "../types/dialogs";
import { configureFormulaRoll, openFormulaDialog } from "./formula-roll";
import { configureRoll, openRollDialog } from "./open-dialog";
import { postRoll } from "../roll-posting/post-roll";
import { pickDialogKind } from "./rule-set-picker";
import { currentRoller } from "../whose-roll";

/**
 * The dialogs' API: one dialog class for every rule set (roll-dialog.ts), and the *Any formula* dialog beside them
 * (formula-dialog.ts, docs/formula-dialog.md).
 */
export function createDialogsApi(): DialogsApi {
  return {
    configure: async (ruleSet, options) => withOldSpecName(await configureRoll(ruleSet, options)),
    post: postRoll,
    open: openRollDialog,
    formula: openFormulaDialog,
    configureFormula: async (options) => withOldSpecName(await configureFormulaRoll(options)),
    pick: async (given) => {
      // Asked with no speaker (the Indie Dice button, Alt+I, a macro): whose roll it is, as every entry point reads it.
      const speaker = given ?? rollerSpeaker();
      const kind = await pickDialogKind();
      if (kind === null) return null;
      return isFormulaKind(kind) ? openFormulaDialog(speaker) : openRollDialog(kind, speaker);
    },
  };
}

/**
 * A configured roll as a macro written before the word *spec* reads it: its spec as `request` too, the same object,
 * for one release (docs/rule-set-authors.md "Names that changed"). Not enumerable, so that it is not copied or stored
 * twice, and what the roll is stays its own members.
 */
function withOldSpecName<Configured extends { readonly spec: object }>(
  configured: Configured | null,
): Configured | null {
  return configured && Object.defineProperty(configured, "request", { value: configured.spec, enumerable: false });
}

/** The speaker whose roll it is now; none (`{}`) when nobody: a plain number needs no character. */
function rollerSpeaker(): { actor?: Actor.Implementation; token?: TokenDocument.Implementation | null } {
  const { actor, token } = currentRoller();
  return actor ? { actor, token } : {};
}
