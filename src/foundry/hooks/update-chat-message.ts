import { cardMessageUpdated } from "../cards/card-chunk-loader";
import { chatMessageView } from "../foundry-documents";
import { throwFollowUpDice } from "../three-d";

/**
 * When a chat message is updated: a card that now asks this client's user to roll (a new round, a row they became
 * the roller of) opens that roll as a prompt, and a prompt whose roll was made elsewhere closes (docs/prompts.md);
 * with Dice So Nice 6, dice the update added to a card's roll are thrown here, if this user may see them.
 */
export function listen(): void {
  Hooks.on("updateChatMessage", (message, _changes, options) => {
    const view = chatMessageView(message);
    throwFollowUpDice(view, options);
    cardMessageUpdated(view);
  });
}
