/**
 * The Dragonbane system in the Foundry double (pafvel/dragonbane at 3f766cb, release 3.2, whose system.json declares
 * Foundry 13 its minimum, verified and maximum: played on the v13 profile only), for the part a module reading its
 * roll dialog meets: a character's sheet, the `DialogV2.input` a row's click opens, and the test it rolls and posts.
 * - As its script loads: its translations (here the double's own English text, translations.ts).
 * - init (dragonbane.js:165-249): CONFIG.Actor.documentClass = DoDActor (sheets DoDCharacterSheet, DoDMonsterSheet);
 *   DoDRoll first in CONFIG.Dice.rolls; the Handlebars helper `times` (n blocks, each given its index, :62-68); not
 *   emulated: its settings (the advancement mark's is read only after a Dragon or a Demon), `game.dragonbane`'s macros.
 *   Its tests, its roll and its sheets are on no global: a module meets them through hooks. Its chat listeners
 *   (the push, chat.ts) on renderChatMessageHTML (:264-266).
 * The message models (data/messages/*.js) register their types in CONFIG.ChatMessage.dataModels at init; the double's
 * messages keep `type` and `system` as given, so no model is registered.
 */
import type Handlebars from "handlebars";
import { isV14 } from "../../profile";
import { DoDActor, DRAGONBANE_SHEET, MONSTER_SHEET } from "./documents";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import { DoDCharacterSheet, DoDMonsterSheet } from "./sheet";
import { DoDRoll } from "./tests";
import { addChatListeners, hideChatPermissions } from "./chat";
import { DRAGONBANE_TRANSLATIONS } from "./translations";

export { DoDActor };

/** system.json at 3f766cb, as game.system shows it; Foundry 14 loads no system whose maximum is 13. */
export function dragonbaneSystem(): Plain {
  if (isV14())
    throw new Error("Dragonbane 3.2 declares Foundry 13 its maximum (system.json): Foundry 14 does not load it");
  return {
    id: "dragonbane",
    title: "Dragonbane / Drakar och Demoner",
    version: "3.2",
    compatibility: { minimum: "13", verified: "13", maximum: "13" },
  };
}

/** Load the system into a world the double just built. */
export const installDragonbane = systemScript(DRAGONBANE_TRANSLATIONS, ({ config, templates, hooks }) => {
  const actorConfig: unknown = config.Actor;
  if (typeof actorConfig === "object" && actorConfig !== null) Reflect.set(actorConfig, "documentClass", DoDActor);
  DRAGONBANE_SHEET.register(DoDCharacterSheet);
  MONSTER_SHEET.register(DoDMonsterSheet);
  config.Dice.rolls.unshift(DoDRoll);
  // dragonbane.js:264-266 (in its init): the card's listeners, then the parts a user may not see removed.
  hooks.on("renderChatMessageHTML", addChatListeners);
  hooks.on("renderChatMessageHTML", hideChatPermissions);
  templates.handlebars.registerHelper("times", (n: number, block: Handlebars.HelperOptions) =>
    Array.from({ length: n }, (_, i) => block.fn(i)).join(""),
  );
});
