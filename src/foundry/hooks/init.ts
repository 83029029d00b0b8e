import { createApi, type DialogsApi } from "../api";
import { openRollDialog } from "../apps/open-dialog";
import { createRollDialogClass } from "../apps/roll-dialog";
import { pickRuleSet } from "../apps/rule-set-picker";
import { registerDice, type RegisteredDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import { registerSettings } from "../settings";
import { listenCards } from "./cards";
import { listen as listenControls } from "./controls";

/** Registers everything Indie Dice adds to Foundry, once, in the `init` hook. */
export function listen(): void {
  Hooks.once("init", () => {
    registerSettings();
    const dice = registerDice();
    const dialogs = createDialogsApi(dice);
    const module = game.modules.get(MODULE_ID);
    listenControls((speaker) => void dialogs.pick(speaker).catch(() => null));
    // After the controls: the "Start contest" tool comes after the Indie Dice tool.
    const cards = listenCards(dice, dialogs);
    if (module) module.api = createApi(dice, dialogs, cards);
  });
}

/** The dialogs' API: one dialog class for every rule set, built once Foundry's application classes exist. */
function createDialogsApi(dice: RegisteredDice): DialogsApi {
  const Dialog = createRollDialogClass(dice);
  return {
    open: (ruleSet, options) => openRollDialog(dice, Dialog, ruleSet, options),
    pick: async (speaker = {}) => {
      const ruleSet = await pickRuleSet();
      return ruleSet ? openRollDialog(dice, Dialog, ruleSet, speaker) : null;
    },
  };
}
