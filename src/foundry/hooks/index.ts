import { isIndieRoll } from "../dice/register-dice";
import { listen as listenDiceSoNice } from "./dice-so-nice";
import { listen as listenInit } from "./init";
import { listen as listenRenderChatMessage } from "./render-chat-message";

/** Registers every hook listener Indie Dice has; one module a hook. */
export function listenAll(): void {
  listenInit();
  listenRenderChatMessage(isIndieRoll);
  listenDiceSoNice();
}
