/**
 * The WFRP 4e system in the Foundry double (moo-man/WFRP4e-FoundryVTT 32897839, 9.6.4, on the module warhammer-lib
 * 3.3.2 at bcb80ca4, whose module.json makes Foundry 14 its minimum: so v14 only, though system.json allows 13): an
 * actor (documents.ts), the roll dialogs its tests open (dialogs.ts), the test and its message. Its init
 * (src/hooks/init.js:142-275): the settings (config.ts), `game.wfrp4e.config`'s difficulties and their labels
 * (localized at i18nInit), CONFIG.Actor's class.
 * Not emulated: the sheets (a test starts from the actor's setup methods), the opposed test's settling (opposed.ts).
 */
import { systemScript } from "../kit/script";
import { isV14 } from "../../profile";
import { ActorWFRP4e } from "./documents";
import type { Plain } from "../kit/data";
import { DIFFICULTIES, DIFFICULTY_LABELS, DIFFICULTY_WORDS, SETTINGS } from "./config";

export { ActorWFRP4e };

/** system.json at 32897839 as game.system shows it; on v13 warhammer-lib 3.3.2 (Foundry 14 minimum) does not load. */
export function wfrp4eSystem(): Plain {
  if (!isV14()) throw new Error("warhammer-lib 3.3.2 declares Foundry 14 its minimum: WFRP 4e 9.6.4 plays on v14");
  const compatibility = { minimum: "13", verified: "14", maximum: "14" };
  return { id: "wfrp4e", title: "Warhammer Fantasy Roleplay 4th Edition", version: "9.6.4", compatibility };
}

/** Load the system into a world the double just built: its words at load, then its init. */
export const installWfrp4e = systemScript(
  { CharTest: "{char} Test", SkillTest: "{skill} Test", ...DIFFICULTY_WORDS },
  ({ config, game, hooks, i18n }) => {
    for (const [key, type, value] of SETTINGS)
      game.settings.register("wfrp4e", key, { scope: "world", config: true, default: value, type });
    const difficultyLabels = { ...DIFFICULTY_LABELS };
    game.wfrp4e = { config: { difficultyModifiers: DIFFICULTIES, difficultyLabels } };
    // hooks/i18n.js: the config's labels (`toTranslate`) localized in place, which the dialogs' selects show.
    hooks.once("i18nInit", () => {
      for (const [key, label] of Object.entries(difficultyLabels)) difficultyLabels[key] = i18n.localize(label);
    });
    Reflect.set(Object(config.Actor), "documentClass", ActorWFRP4e);
  },
);
