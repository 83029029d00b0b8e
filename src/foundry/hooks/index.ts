import { isIndieRoll } from "../dice/register-dice";
import { ruleSetCardButtons, ruleSetRollReaders } from "../rule-sets";
import { listen as listenDiceSoNice } from "./dice-so-nice-ready";
import { listen as listenDiceTray } from "./dice-calculator-keymaps";
import { listen as listenInit } from "./init";
import { listen as listenRenderChatMessage } from "./render-chat-message";

/**
 * Registers Indie Dice's hooks, one module a hook: these four from the entry, the rest from `init`, which hands
 * each what it built (the dialogs, the cards, the API).
 */
export function listenAll(): void {
  listenInit();
  listenRenderChatMessage(isIndieRoll, ruleSetRollReaders, ruleSetCardButtons);
  listenDiceSoNice();
  listenDiceTray();
}
