import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { hiddenFrom, rollClicks } from "./actor-reads";
import { wod5eDialog } from "./roll-dialog";
import { rollOfMessage, speakerActor, wod5eRolls } from "./roll-messages";
import { messageMenuWatch, willpowerDialog } from "./willpower-dialog";

/**
 * World of Darkness 5e (docs/systems-wod5e.md), WoD5E-Developers/wod5e 5.3.25 at 66705147, which declares Foundry 14
 * its minimum: its roll dialog — a plain `DialogV2.wait` for vampires, hunters, werewolves and mortals — gets the
 * chance of each label its chat card gives, redrawn on each input, change and click (the dialog never renders again
 * and its +/− icons and modifier boxes send no event); the actor is the sheet's roll button clicked (actor-reads.ts);
 * every roll's message keeps the chance its own roll had (roll-messages.ts); the Willpower reroll's die-picking dialog
 * gets the chance after the dice selected and the best choice (willpower-dialog.ts). Written on the kit alone (issue 86
 * item 6): what it uses of Indie Dice at run time is the kit the registration hands over.
 */
export function wod5eSystem(kit: RuleSetKit): SystemAdapter {
  const clicks = rollClicks(kit);
  return {
    apiVersion: 1,
    id: "wod5e",
    // Both plain DialogV2s on one hook: the one whose places the window holds draws (render-system-dialog.ts).
    dialogs: [wod5eDialog(kit, clicks), willpowerDialog(kit)],
    watches: [clicks.watch, messageMenuWatch],
    rolls: wod5eRolls(kit),
    // Only the system's own rolls: a GM's NPC keeps its numbers from players.
    numbersHidden: (message) =>
      rollOfMessage(kit, message.rolls?.[0]) !== null && hiddenFrom(kit, speakerActor(kit, message)),
  };
}
