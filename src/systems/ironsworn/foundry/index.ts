import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { keptFromUser } from "./actor-reads";
import { moveWrap } from "./move-wrap";
import { ironswornDialog } from "./preroll-dialog";
import { ironRollOfMessage, ironswornRolls, messageSpeaker } from "./roll-messages";

/**
 * Ironsworn and Starforged (docs/systems-ironsworn.md), ben/foundry-ironsworn 1.28.1 at f5253894, Foundry 13 and 14:
 * its pre-roll dialog — a `DialogV2` whose button pressed chooses the stat — gets each button's chance of a strong
 * hit, a weak hit, a miss, a match, and of each after a momentum burn, redrawn on every input and change; a move's
 * buttons are read from the move its dialog was opened for (move-wrap.ts); every roll's message keeps the chance its
 * own pre-roll options had (roll-messages.ts). Written on the kit alone (docs/systems.md "Systems from other
 * modules").
 */
export function ironswornSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "foundry-ironsworn",
    dialogs: [ironswornDialog(kit)],
    wraps: [moveWrap],
    rolls: ironswornRolls(kit),
    // Only the system's own rolls: a GM's NPC keeps its numbers from players.
    numbersHidden: (message) =>
      ironRollOfMessage(kit, kit.systems.field(message, "content"), message.rolls?.[0]) !== null &&
      keptFromUser(kit, messageSpeaker(kit, message)),
  };
}
