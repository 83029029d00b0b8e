import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { numbersHiddenFrom } from "./secrets";
import { twodsixThrowDialog } from "./throw-dialog";
import { isThrowMessage, messageActor, twodsixMessages } from "./roll-messages";

/**
 * Twodsix (docs/systems-twodsix.md), xdy/twodsix-foundryvtt 7.5.2 at bddb68ea, which declares Foundry 14 its minimum:
 * its throw dialog — a plain `DialogV2.wait` whose settings live in the `TwodsixRollSettings` that opens it — is found
 * by that method (throw-dialog.ts), and gets the chance of success, each degree and the card's criticals for each roll
 * type, under the world's rules as its settings hold them (rules.ts); every throw's message keeps the chance its own
 * roll had (roll-messages.ts). Written on the kit alone (issue 86): what it uses of Indie Dice at run time is the kit
 * the registration hands over.
 */
export function twodsixSystem(kit: RuleSetKit): SystemAdapter {
  const messages = twodsixMessages(kit);
  return {
    apiVersion: 1,
    id: "twodsix",
    dialogs: [twodsixThrowDialog(kit)],
    rolls: messages.rolls,
    wraps: [messages.sendToChat],
    // Only the system's own throws: a GM's NPC keeps its numbers from players.
    numbersHidden: (message) =>
      isThrowMessage(kit.systems.field, message) && numbersHiddenFrom(kit, messageActor(kit, message)),
  };
}
