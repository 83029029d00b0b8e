import { isIndieRoll } from "../dice/register-dice";
import { ruleSetCardButtons, ruleSetRollReaders } from "../rule-sets";
import { listen as listenDiceSoNice } from "./dice-so-nice-ready";
import { listen as listenDiceTray } from "./dice-calculator-keymaps";
import { listen as listenInit } from "./init";
import { listen as listenRenderChatMessage } from "./render-chat-message";
import type { Composition } from "../composition";

/**
 * Registers Indie Dice's hooks, one module a hook: these four from the entry, the rest from `init`, which hands
 * each what it built (the dialogs, the cards, the API) from what the composition root gives (src/root/index.ts).
 */
export function listenHooks(root: Composition): void {
  listenInit(root);
  listenRenderChatMessage(isIndieRoll, ruleSetRollReaders, ruleSetCardButtons);
  listenDiceSoNice();
  listenDiceTray();
}
