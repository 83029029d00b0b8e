/**
 * The D&D 5e system in the Foundry double: what dnd5e.mjs (dnd5e at 965ad2d, release 5.3.3, on the v13 profile;
 * 6.0.0 at c83a613 on the v14 profile) does as a world loads, for the part a module reading its roll dialog meets.
 * - As its script loads: `globalThis.dnd5e` = {applications, config, dice, documents, utils}, and its translations
 *   (here the double's own English text, config.ts) are loaded.
 * - init: `globalThis.dnd5e = game.dnd5e = game.system` with that namespace assigned into it; dnd5e's deprecation
 *   exclusions pushed; CONFIG.DND5E; CONFIG.Actor.documentClass = Actor5e; CONFIG.Dice.BasicDie =
 *   CONFIG.Dice.terms.d = BasicDie, BasicRoll, DamageRoll, D20Die, D20Roll; settings (with `dnd5e.settings`) and
 *   keybindings; CONFIG.Dice.rolls = [BasicRoll, D20Roll, DamageRoll].
 * - i18nInit: CONFIG.DND5E pre-localized (labels; skills sorted).
 * game.system is shaped as Foundry's System package shows it to modules: id "dnd5e", title, version ("5.3.3" on v13,
 * "6.0.0" on v14) and compatibility, from each release's system.json.
 * Documents in a dnd5e world: world actors are Actor5e (their items Item5e with attack activities, documents/item.ts).
 * Not emulated: dnd5e's enrichers (enrichers.mjs) — so no roll link, and none written with `hideDC`, whose
 * `data-hide-d-c` the adapter reads (target-visibility.ts): the double makes no such link.
 */
import type { ClientKeybindingsDouble } from "../../keybindings";
import type { CompatibilityConfig } from "../../compatibility";
import { BasicDie } from "./dice/basic-die";
import { D20Die } from "./dice/d20-die";
import { BasicRoll } from "./dice/basic-roll";
import { D20Roll } from "./dice/d20-roll";
import { DamageRoll } from "./dice/damage-roll";
import { DamageRollConfigurationDialog } from "./applications/damage-configuration-dialog";
import { Application5e, Dialog5e } from "./applications/dialog5e";
import { RollConfigurationDialog } from "./applications/roll-configuration-dialog";
import {
  AttackRollConfigurationDialog,
  D20RollConfigurationDialog,
  SkillToolRollConfigurationDialog,
} from "./applications/d20-configuration-dialog";
import { Actor5e } from "./documents/actor";
import { AttackActivity, Item5e } from "./documents/item";
import { Proficiency } from "./documents/proficiency";
import { createDnd5eConfig, DND5E_TRANSLATIONS, preLocalizeConfig } from "./config";
import { registerSystemKeybindings, registerSystemSettings } from "./settings";
import { areKeysPressed, getTargetDescriptors } from "./utils";
import { attackHits, attackVisibility, shouldDisplayChallenge } from "./chat-visibility";
import type { Generation } from "../../profile";
import type { SystemWorld } from "../kit/system-double";
import { systemScript } from "../kit/script";
import type { Plain } from "../kit/data";

export {
  BasicDie,
  D20Die,
  BasicRoll,
  D20Roll,
  DamageRoll,
  RollConfigurationDialog,
  DamageRollConfigurationDialog,
  D20RollConfigurationDialog,
  AttackRollConfigurationDialog,
  SkillToolRollConfigurationDialog,
  Actor5e,
  Item5e,
  AttackActivity,
  Proficiency,
};
export { attackHits, attackVisibility, shouldDisplayChallenge };

/** Each release's system.json, as game.system shows it. */
export function dnd5eSystem(generation: Generation): Plain {
  const compatibility =
    generation === 14 ? { minimum: "14.359", verified: "14" } : { minimum: "13.347", verified: "14" };
  return {
    id: "dnd5e",
    title: "Dungeons & Dragons Fifth Edition",
    version: generation === 14 ? "6.0.0" : "5.3.3",
    compatibility,
  };
}

/** Load the system into a world the double just built: its namespace, translations and lifecycle hooks. */
export function installDnd5e(world: SystemWorld): void {
  const DND5E = createDnd5eConfig();
  const namespace: Plain = {
    applications: {
      Application5e,
      Dialog5e,
      dice: {
        RollConfigurationDialog,
        D20RollConfigurationDialog,
        AttackRollConfigurationDialog,
        SkillToolRollConfigurationDialog,
        DamageRollConfigurationDialog,
      },
    },
    config: DND5E,
    dice: { BasicDie, BasicRoll, D20Die, D20Roll, DamageRoll },
    documents: { Actor5e, Item5e, activity: { AttackActivity }, Proficiency },
    ui: {},
    utils: { areKeysPressed, getTargetDescriptors },
  };
  Reflect.set(globalThis, "dnd5e", namespace);
  systemScript(DND5E_TRANSLATIONS, ({ config, game }) => {
    Reflect.set(globalThis, "dnd5e", (game.dnd5e = Object.assign(game.system, namespace)));
    (config.compatibility as CompatibilityConfig).excludePatterns.push(
      /numeric #mode/,
      /CONST\.ACTIVE_EFFECT_MODES/,
      /ContextMenuEntry#/,
      /foundry\.data\.operators\.ForcedDeletion/,
      /foundry\.utils\.buildRelativeUuid/,
      /CONFIG.ChatMessage.modes/,
      /core\.rollMode/,
      /ChatMessage\.applyRollMode/,
      /Scene#templates/,
      /MeasuredTemplate/,
      /MeasuredTemplateDocument/,
      /core\.gridTemplates/,
      /core\.coneTemplateType/,
      /ControlIcon#refresh/,
    );
    config.DND5E = DND5E;
    Reflect.set(config.Actor as object, "documentClass", Actor5e);
    const dice = config.Dice;
    Reflect.set(dice, "BasicDie", (dice.terms.d = BasicDie));
    Object.assign(dice, { BasicRoll, DamageRoll, D20Die, D20Roll });
    registerSystemSettings(game.settings);
    registerSystemKeybindings(game.keybindings as ClientKeybindingsDouble);
    config.Dice.rolls = [BasicRoll, D20Roll, DamageRoll];
  })(world);
  world.hooks.once("i18nInit", () => preLocalizeConfig(DND5E));
}
