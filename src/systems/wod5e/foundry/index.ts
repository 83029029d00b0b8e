import type { SystemAdapter, SystemDialog } from "../../../foundry/systems/system-adapter";
import { SYSTEM_API_VERSION } from "../../../foundry/systems/system-package";
import { hiddenFrom, sheetRollWatch } from "./actor-reads";
import { wod5eDialog } from "./roll-dialog";
import { rollOfMessage, speakerActor, wod5eRolls } from "./roll-messages";
import { isDiePicker, messageMenuWatch, willpowerDialog } from "./willpower-dialog";

/**
 * Both of the system's dialogs are plain `DialogV2`s, heard on one hook: one reading a render each, its listeners its
 * own (two readers of one hook would each take the other's drawing away). The die picker is told by its dice.
 */
const dialogV2: SystemDialog = {
  renderHook: "renderDialogV2",
  read: (app, element) => (isDiePicker(element) ? willpowerDialog : wod5eDialog).read(app, element),
  place: (app, element) => (isDiePicker(element) ? willpowerDialog : wod5eDialog).place(app, element),
  listen: (app, element, redraw) =>
    (isDiePicker(element) ? willpowerDialog : wod5eDialog).listen?.(app, element, redraw),
};

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
  dialogs: [dialogV2],
  watches: [sheetRollWatch, messageMenuWatch],
  rolls: wod5eRolls,
  // Only the system's own rolls: a GM's NPC keeps its numbers from players.
  numbersHidden: (message) => rollOfMessage(message.rolls?.[0]) !== null && hiddenFrom(speakerActor(message)),
};
