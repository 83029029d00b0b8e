/**
 * dnd5e's settings and keybindings as far as rolling and the chat's secrecy read them (dnd5e module/settings.mjs at
 * 965ad2d, release 5.3.3; the same in 6.0.0):
 * - keybindings skipDialogNormal (Shift), skipDialogAdvantage (Alt), skipDialogDisadvantage (Ctrl, or the OS key);
 * - world settings: proficiencyModifier (bonus | dice, default bonus), initiativeDexTiebreaker,
 *   criticalDamageModifiers and criticalDamageMaxDice (false; dnd5e edits them in its combat menu, config: false:
 *   combatConfiguration, a GM's, applications/combat-settings.ts),
 *   attackRollVisibility (all | hideAC | none, default none) and challengeVisibility (all | player | none, default
 *   player), each with its choices as dnd5e registers them (config: false for the last two, which dnd5e edits in its
 *   visibility menu: visibilityConfiguration, a GM's, applications/visibility-settings.ts). Not registered (nothing
 *   reads them): rulesVersion, initiativeScore, honorScore, sanityScore and the rest of dnd5e's settings;
 * - cacheSettings: every world setting of the dnd5e namespace copied into `dnd5e.settings`, and kept up to date by
 *   its onChange unless it requires a reload.
 */
import type { SettingsDouble } from "../../settings";
import type { ClientKeybindingsDouble } from "../../keybindings";
import { dnd5eNamespace, game } from "./utils";
import { VisibilitySettingsConfig } from "./applications/visibility-settings";
import { CombatSettingsConfig } from "./applications/combat-settings";
import type { Plain } from "../kit/data";

export function registerSystemKeybindings(keybindings: ClientKeybindingsDouble): void {
  keybindings.register("dnd5e", "skipDialogNormal", {
    name: "KEYBINDINGS.DND5E.SkipDialogNormal",
    editable: [{ key: "ShiftLeft" }, { key: "ShiftRight" }],
  });
  keybindings.register("dnd5e", "skipDialogAdvantage", {
    name: "KEYBINDINGS.DND5E.SkipDialogAdvantage",
    editable: [{ key: "AltLeft" }, { key: "AltRight" }],
  });
  keybindings.register("dnd5e", "skipDialogDisadvantage", {
    name: "KEYBINDINGS.DND5E.SkipDialogDisadvantage",
    editable: [{ key: "ControlLeft" }, { key: "ControlRight" }, { key: "OsLeft" }, { key: "OsRight" }],
  });
}

export function registerSystemSettings(settings: SettingsDouble): void {
  const world = (key: string, data: Plain) =>
    settings.register("dnd5e", key, { scope: "world", config: true, ...data });
  settings.registerMenu("dnd5e", "combatConfiguration", {
    name: "SETTINGS.DND5E.COMBAT.Name",
    label: "SETTINGS.DND5E.COMBAT.Label",
    hint: "SETTINGS.DND5E.COMBAT.Hint",
    icon: "fas fa-explosion",
    type: CombatSettingsConfig,
    restricted: true,
  });
  world("criticalDamageModifiers", {
    name: "SETTINGS.DND5E.CRITICAL.MultiplyModifiers.Name",
    hint: "SETTINGS.DND5E.CRITICAL.MultiplyModifiers.Hint",
    config: false,
    type: Boolean,
    default: false,
  });
  world("criticalDamageMaxDice", {
    name: "SETTINGS.DND5E.CRITICAL.MaxDice.Name",
    hint: "SETTINGS.DND5E.CRITICAL.MaxDice.Hint",
    config: false,
    type: Boolean,
    default: false,
  });
  world("initiativeDexTiebreaker", {
    name: "SETTINGS.DND5E.COMBAT.DexTiebreaker.Name",
    hint: "SETTINGS.DND5E.COMBAT.DexTiebreaker.Hint",
    config: false,
    default: false,
    type: Boolean,
  });
  world("proficiencyModifier", {
    name: "SETTINGS.DND5E.VARIANT.ProficiencyModifier.Name",
    config: false,
    default: "bonus",
    type: String,
    choices: {
      bonus: "SETTINGS.DND5E.VARIANT.ProficiencyModifier.Bonus",
      dice: "SETTINGS.DND5E.VARIANT.ProficiencyModifier.Dice",
    },
  });
  settings.registerMenu("dnd5e", "visibilityConfiguration", {
    name: "SETTINGS.DND5E.VISIBILITY.Name",
    label: "SETTINGS.DND5E.VISIBILITY.Label",
    hint: "SETTINGS.DND5E.VISIBILITY.Hint",
    icon: "fas fa-eye",
    type: VisibilitySettingsConfig,
    restricted: true,
  });
  world("attackRollVisibility", {
    name: "SETTINGS.DND5E.VISIBILITY.Attack.Name",
    hint: "SETTINGS.DND5E.VISIBILITY.Attack.Hint",
    config: false,
    default: "none",
    type: String,
    choices: {
      all: "SETTINGS.DND5E.VISIBILITY.Attack.All",
      hideAC: "SETTINGS.DND5E.VISIBILITY.Attack.HideAC",
      none: "SETTINGS.DND5E.VISIBILITY.Attack.None",
    },
  });
  world("challengeVisibility", {
    name: "SETTINGS.DND5E.VISIBILITY.Challenge.Name",
    hint: "SETTINGS.DND5E.VISIBILITY.Challenge.Hint",
    config: false,
    default: "player",
    type: String,
    choices: {
      all: "SETTINGS.DND5E.VISIBILITY.Challenge.All",
      player: "SETTINGS.DND5E.VISIBILITY.Challenge.Player",
      none: "SETTINGS.DND5E.VISIBILITY.Challenge.None",
    },
  });
  cacheSettings(settings);
}

/** dnd5e.settings: the world's dnd5e settings, kept current by their onChange (a reload-only one stays as read). */
function cacheSettings(settings: SettingsDouble): void {
  const cache: Plain = {};
  dnd5eNamespace().settings = cache;
  for (const setting of settings.settings.values()) {
    const { key, namespace, onChange, requiresReload, scope } = setting;
    if (scope !== "world" || namespace !== "dnd5e") continue;
    cache[key] = game().settings.get(namespace, key);
    if (!requiresReload) {
      setting.onChange = (value: unknown, options: object) => {
        cache[key] = value;
        onChange?.(value, options);
      };
    }
  }
}
