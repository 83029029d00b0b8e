/**
 * The Shadowdark system in the Foundry double: what shadowdark.mjs (Muttley/foundryvtt-shadowdark at cf357e3,
 * release 4.0.4, which declares Foundry 13 its minimum and 14 verified: the same code on both profiles) does as a
 * world loads, for the part a module reading its roll dialog meets.
 * - As its script loads: `globalThis.shadowdark` = its namespace, of which the double keeps what a module or a test
 *   reads — {apps, dice} (the system's also holds chat, config, defaults, documents, utils) —, and its translations
 *   (here the double's own English text, config.ts) are loaded.
 * - init: `globalThis.shadowdark = game.system` with that namespace assigned into it (the system's `game.shadowdark`
 *   = {config} left out: nothing reads it); CONFIG.SHADOWDARK; CONFIG.Actor.documentClass = ActorSD;
 *   CONFIG.Dice.rolls = [RollSD]; its settings; CONFIG.ChatMessage.documentClass = ChatMessageSD, whose roll card's
 *   reroll icon chat-message-sd.ts emulates.
 * - setup: every string entry of each CONFIG.SHADOWDARK object localized in place (the abilities' long names).
 * game.system is shaped as Foundry's System package shows it to modules: id "shadowdark", title, version "4.0.4"
 * and compatibility, from its system.json. Documents in a Shadowdark world: world actors are ActorSD
 * (documents/actor.ts says their data). The entry points a sheet's buttons call are the actor's
 * `system.rollStatCheck(ability)` and `system.rollAttack(weaponUuid)`, and a `[[check DC STAT]]` link's
 * `shadowdark.apps.RequestCheckSD.checkHandler(event)`.
 */
import { RollSD } from "./dice/roll-sd";
import * as dice from "./dice/dice";
import { RollDialogSD } from "./apps/roll-dialog-sd";
import { RequestCheckSD } from "./apps/request-check-sd";
import { ActiveEffectSD, ActorSD, ItemSD, NpcSD, PlayerSD } from "./documents/actor";
import { createShadowdarkConfig, SHADOWDARK_TRANSLATIONS } from "./config";
import { registerSystemSettings } from "./settings";
import { renderRollCard } from "./chat-message-sd";
import type { SystemWorld } from "../kit/system-double";
import type { Plain } from "../kit/data";

export { RollSD, RollDialogSD, RequestCheckSD, ActorSD, ItemSD, ActiveEffectSD, PlayerSD, NpcSD };

/** The system.json of release 4.0.4, as game.system shows it. */
export function shadowdarkSystem(): Plain {
  return {
    id: "shadowdark",
    title: "Shadowdark RPG",
    version: "4.0.4",
    compatibility: { minimum: "13", verified: "14" },
  };
}

/** Load the system into a world the double just built: its namespace, translations and init hook. */
export function installShadowdark({ hooks, i18n, config, game }: SystemWorld): void {
  const SHADOWDARK = createShadowdarkConfig();
  const namespace: Plain = { apps: { RollDialogSD, RequestCheckSD }, dice: { ...dice, RollSD } };
  Reflect.set(globalThis, "shadowdark", namespace);
  i18n.load(SHADOWDARK_TRANSLATIONS);
  hooks.once("init", () => {
    Reflect.set(globalThis, "shadowdark", Object.assign(game.system, namespace));
    config.SHADOWDARK = SHADOWDARK;
    (config.Actor as Plain).documentClass = ActorSD;
    config.Dice.rolls = [RollSD];
    registerSystemSettings(game.settings);
    hooks.on("renderChatMessageHTML", renderRollCard);
  });
  hooks.once("setup", () => {
    for (const entries of Object.values(SHADOWDARK)) {
      if (typeof entries !== "object" || entries === null) continue;
      const table = entries as Plain;
      for (const [key, text] of Object.entries(table)) if (typeof text === "string") table[key] = i18n.localize(text);
    }
  });
}
