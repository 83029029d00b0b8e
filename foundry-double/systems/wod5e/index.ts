/**
 * World of Darkness 5e in the Foundry double (WoD5E-Developers/wod5e 5.3.25 at 66705147, whose system.json:6-10
 * declares Foundry 14 its minimum: played on the v14 profile only), for the part a module reading its roll dialog
 * meets: an actor's sheet, the `DialogV2.wait` its roll buttons open, and the roll it posts (rolls.ts, documents.ts).
 * init (system/main.js:63-121): the dice terms `m v g h s w r`, WOD5eRoll among CONFIG.Dice.rolls, the actor class,
 * its sheets (an SPC's its own, :125-139).
 * `WOD5eDice` is on no global (main.js:63-96): a module meets it through hooks alone.
 */
import { isV14 } from "../../profile";
import { systemScript } from "../kit/script";
import { SPCActorSheet, SPC_SHEET, WoDActor, WoDActorBase, WOD5E_SHEET } from "./documents";
import { WOD5eDice, WOD5eRoll, WOD_DICE } from "./rolls";
import { registerWillpowerSetting, WOD5E_CHAT_WORDS } from "./willpower-damage";
import { willpowerRerollEntry } from "./willpower-reroll";
import { hooks } from "../kit/globals";
import type { ContextMenuEntryDouble } from "../../applications/context-menu";

export { WoDActor, WoDActorBase, WOD5eDice, WOD5eRoll };

export function wod5eSystem(): Record<string, unknown> {
  if (!isV14())
    throw new Error(
      "World of Darkness 5e 5.3.25 declares Foundry 14 its minimum (system.json): Foundry 13 does not load it",
    );
  return {
    id: "wod5e",
    title: "World of Darkness 5e",
    version: "5.3.25",
    compatibility: { minimum: "14", verified: "14.365", maximum: "" },
  };
}

/**
 * Its script: the words its chat messages and menu name (the double's English); its roll dialog's are the double's
 * English markup (rolls.ts). The setting `automatedWillpower` (settings.js:108-115) and the chat log's Willpower
 * Reroll entry (wod-chat-log.js:42-69, through core's hook: the double's log is core's).
 */
export const installWod5e = systemScript(WOD5E_CHAT_WORDS, ({ config, game }) => {
  Object.assign(config.Dice.terms, WOD_DICE);
  config.Dice.rolls.push(WOD5eRoll);
  Object.assign(config.Actor ?? {}, { documentClass: WoDActor });
  WOD5E_SHEET.register(WoDActorBase);
  SPC_SHEET.register(SPCActorSheet);
  registerWillpowerSetting(game.settings);
  hooks().on("getChatMessageContextOptions", (_log: unknown, entries: ContextMenuEntryDouble[]) =>
    willpowerRerollEntry(entries),
  );
});
