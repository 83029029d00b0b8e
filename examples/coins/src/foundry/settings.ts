import { kit } from "../kit";

/**
 * What the card reads of the rule set's world setting (declared in ui/settings.ts, registered by Indie Dice in its
 * namespace): the kit reads it by its key, typed by the declaration.
 */
export function readWindfall(): boolean {
  return kit().foundry.ruleSetSetting("coinsWindfall");
}
