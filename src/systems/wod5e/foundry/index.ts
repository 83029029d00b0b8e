import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { SYSTEM_API_VERSION } from "../../../foundry/systems/system-package";
import { hiddenFrom, sheetRollWatch } from "./actor-reads";
import { wod5eDialog } from "./roll-dialog";
import { rollOfMessage, speakerActor, wod5eRolls } from "./roll-messages";
import { messageMenuWatch, willpowerDialog } from "./willpower-dialog";

/**
 * World of Darkness 5e (docs/systems-wod5e.md), WoD5E-Developers/wod5e 5.3.25 at 66705147, which declares Foundry 14
 * its minimum: its roll dialog — a plain `DialogV2.wait` for vampires, hunters, werewolves and mortals — gets the
 * chance of each label its chat card gives, redrawn on each input, change and click (the dialog never renders again
 * and its +/− icons and modifier boxes send no event); the actor is the sheet's roll button clicked (actor-reads.ts);
 * every roll's message keeps the chance its own roll had (roll-messages.ts); the Willpower reroll's die-picking dialog
 * gets the chance after the dice selected and the best choice (willpower-dialog.ts).
 */
export const wod5eSystem: SystemAdapter = {
  apiVersion: SYSTEM_API_VERSION,
  id: "wod5e",
  // Both plain DialogV2s on one hook: the one whose places the window holds draws (render-system-dialog.ts).
  dialogs: [wod5eDialog, willpowerDialog],
  watches: [sheetRollWatch, messageMenuWatch],
  rolls: wod5eRolls,
  // Only the system's own rolls: a GM's NPC keeps its numbers from players.
  numbersHidden: (message) => rollOfMessage(message.rolls?.[0]) !== null && hiddenFrom(speakerActor(message)),
};
