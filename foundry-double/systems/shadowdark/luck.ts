/**
 * A player's luck token (system/src/models/PlayerSD.mjs at cf357e3, release 4.0.4): `luck {remaining, available}`
 * (:41-44); `hasLuckToken` (:135-139): with the `usePulpMode` setting, some remaining, else the one available;
 * `useLuckToken(postToChat)` (:1164-1190): one spent (pulp: one less remaining, else none available), the chat line
 * "<name> used a luck token" posted with the actor as speaker; false where none was to spend.
 */
import { ActorSD } from "./documents/actor";
import { format, systemSetting } from "./utils";
import { readPath } from "../kit/data";
import { chatMessage } from "../kit/globals";
import { speakerOf } from "../kit/chat";

const pulp = (): boolean => systemSetting("usePulpMode") === true;
const remaining = (actor: ActorSD): number => Number(readPath(actor.system, "luck.remaining") ?? 0);

export function hasLuckToken(actor: unknown): actor is ActorSD {
  if (!(actor instanceof ActorSD)) return false;
  return pulp() ? remaining(actor) > 0 : readPath(actor.system, "luck.available") === true;
}

export async function useLuckToken(actor: ActorSD, postToChat = false): Promise<boolean> {
  if (!hasLuckToken(actor)) return false;
  await actor.update(pulp() ? { "system.luck.remaining": remaining(actor) - 1 } : { "system.luck.available": false });
  if (postToChat)
    await chatMessage().create({
      content: format("SHADOWDARK.chat.luck_token.used", { name: actor.name }),
      speaker: speakerOf(actor),
    });
  return true;
}
