/**
 * Indie Dice entry: wires hooks, nothing else. Each hook module registers its listeners in `listen()`.
 */
import { isIndieRoll } from "./foundry/dice/register-dice";
import { listen as listenInit } from "./foundry/hooks/init";
import { listen as listenRenderChatMessage } from "./foundry/hooks/render-chat-message";
import { listen as listenDiceSoNice } from "./foundry/hooks/dice-so-nice";

listenInit();
listenRenderChatMessage(isIndieRoll);
listenDiceSoNice();
