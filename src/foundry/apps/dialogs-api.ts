import type { DialogsApi } from "../types/dialogs";
import type { RegisteredDice } from "../dice/register-dice";
import { configureRoll, openRollDialog } from "./open-dialog";
import { postRoll } from "./post-roll";
import { createRollDialogClass } from "./roll-dialog";
import { pickRuleSet } from "./rule-set-picker";

/** The dialogs' API: one dialog class for every rule set, built once Foundry's application classes exist (init). */
export function createDialogsApi(dice: RegisteredDice): DialogsApi {
  const Dialog = createRollDialogClass();
  return {
    configure: (ruleSet, options) => configureRoll(Dialog, ruleSet, options),
    post: (configured, options) => postRoll(dice, configured, options),
    open: (ruleSet, options) => openRollDialog(dice, Dialog, ruleSet, options),
    pick: async (speaker = {}) => {
      const ruleSet = await pickRuleSet();
      return ruleSet ? openRollDialog(dice, Dialog, ruleSet, speaker) : null;
    },
  };
}
