/**
 * WFRP 4e's opposed test as far as the adapter reads it (moo-man/WFRP4e-FoundryVTT 32897839): an attack's test with a
 * target starts an opposed test for it (test-wfrp4e.js:647-651 `createOpposedMessage`, :961-967): the handler
 * (src/system/opposed-handler.js) is told the attacker's message (`setAttacker`, :89-97), then `startOppose` (:82-87)
 * posts its message — `type: "handler"`, `system.opposedData` its data with `attackerMessageId` (:143-166) — and flags
 * the targeted actor `flags.oppose.opposeMessageId` (:274-287; a player's client asks the GM's by socket, here the
 * update is made as the GM's would). Her next test is her defence. Not emulated: the defence settled (the comparison,
 * the result card), the handler's card and its buttons, unopposed, the post-opposed modifiers and scripts.
 */
import type { Plain } from "../kit/data";
import { chatMessage } from "../kit/globals";
import type { ActorWFRP4e } from "./documents";

/** `OpposedHandler.startOppose` for an attack's message against the targeted actor: the handler's message's id. */
export async function startOppose(attackerMessage: { id: string }, defender: ActorWFRP4e): Promise<string> {
  const opposedData: Plain = { attackerMessageId: attackerMessage.id, options: {} };
  const speaker = { alias: "Opposed Test" };
  const handler: unknown = await chatMessage().create({
    type: "handler",
    speaker,
    content: "",
    system: { opposedData },
  });
  const messageId = String(Reflect.get(Object(handler), "id"));
  opposedData.messageId = messageId;
  await defender.update({ flags: { oppose: { opposeMessageId: messageId } } }, { asGM: true });
  return messageId;
}
