import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { SYSTEM_API_VERSION } from "../../../foundry/systems/system-package";
import { numbersHiddenFrom } from "./secrets";
import { twodsixThrowDialog } from "./throw-dialog";
import { isThrowMessage, messageActor, twodsixRolls, twodsixSendToChat } from "./roll-messages";

/**
 * Twodsix (docs/systems-twodsix.md), xdy/twodsix-foundryvtt 7.5.2 at bddb68ea, which declares Foundry 14 its minimum:
 * its throw dialog — a plain `DialogV2.wait` whose settings live in the `TwodsixRollSettings` that opens it — is found
 * by that method (throw-dialog.ts), and gets the chance of success, each degree and the card's criticals for each roll
 * type, under the world's rules as its settings hold them (rules.ts); every throw's message keeps the chance its own
 * roll had (roll-messages.ts).
 */
export const twodsixSystem: SystemAdapter = {
  apiVersion: SYSTEM_API_VERSION,
  id: "twodsix",
  dialogs: [twodsixThrowDialog],
  rolls: twodsixRolls,
  wraps: [twodsixSendToChat],
  // Only the system's own throws: a GM's NPC keeps its numbers from players.
  numbersHidden: (message) => isThrowMessage(message) && numbersHiddenFrom(messageActor(message)),
};
