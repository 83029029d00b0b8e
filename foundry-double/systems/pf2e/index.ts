/**
 * The Pathfinder 2e system in the Foundry double: what pf2e does as a world loads (src/scripts/hooks/init.ts,
 * set-game-pf2e.ts, system/settings), for the part a module reading its check dialog meets. Release 7.x on the v13
 * profile, 8.x on v14 (the stored copies of dialog.ts, ApplicationV1 in both; docs/systems-pf2e.md "What is read").
 * - init: `game.pf2e` — Check, CheckModifier, Modifier (ModifierPF2e), StatisticModifier, Predicate, and
 *   `settings.metagame.dcs` and `.breakdowns` (read live here; pf2e caches them and refreshes them on change); the
 *   metagame settings `pf2e.metagame_showDC` and `pf2e.metagame_showBreakdowns` (world, not in the settings list,
 *   default false); CheckRoll in CONFIG.Dice.rolls; the chat log's reroll entries (reroll.ts).
 * - the world settings `pf2e.staminaVariant` (default off; `game.pf2e.settings.variants.stamina`) and
 *   `pf2e.critRule` (doubledamage, the default, or doubledice: the critical damage variant); DamageRoll in
 *   CONFIG.Dice.rolls (the Strike's damage: damage-roll.ts, damage-dialog.ts);
 * - the system's English text for its check and damage dialogs: the double's own words (pf2e's en.json is not
 *   copied).
 * game.system is shaped as Foundry's System package shows it: id "pf2e", title, version.
 */
import type { Generation } from "../../profile";
import { Application } from "../../applications/application-v1";
import { Check, CheckRoll } from "./check";
import { CheckModifiersDialog } from "./check-modifiers-dialog";
import { CheckModifier, ModifierPF2e, StatisticModifier } from "./modifiers";
import { Predicate } from "./predication";
import { DegreeOfSuccess } from "./degree-of-success";
import { DamageModifierDialog } from "./damage-dialog";
import { DamageRoll } from "./damage-roll";
import type { SystemWorld } from "../kit/system-double";
import { systemScript } from "../kit/script";
import type { Plain } from "../kit/data";
import { hooks } from "../kit/globals";
import { rerollEntries } from "./reroll";
import type { ContextMenuEntryDouble } from "../../applications/context-menu";

export {
  Check,
  CheckRoll,
  CheckModifiersDialog,
  CheckModifier,
  ModifierPF2e,
  StatisticModifier,
  Predicate,
  DegreeOfSuccess,
  DamageModifierDialog,
  DamageRoll,
};

/** Each release's system.json as game.system shows it (8.3.0's manifest: minimum 14.361, verified 14.364). */
export function pf2eSystem(generation: Generation): Plain {
  return generation === 14
    ? {
        id: "pf2e",
        title: "Pathfinder 2nd Edition",
        version: "8.3.0",
        compatibility: { minimum: "14.361", verified: "14.364", maximum: "14" },
      }
    : { id: "pf2e", title: "Pathfinder 2nd Edition", version: "7.12.2" };
}

const MODIFIER_TYPES = ["ability", "circumstance", "item", "potency", "proficiency", "status", "untyped"];

/** The double's own English for the dialog's keys. */
const PF2E_TRANSLATIONS: Plain = {
  PF2E: {
    Roll: {
      Modifier: "Modifier",
      Type: "Type",
      Add: "Add",
      Roll: "Roll",
      KeepHigher: "Fortune",
      Normal: "Normal",
      KeepLower: "Misfortune",
      SubstitutionHeader: "Substitution",
      SubstitutionValue: "Result",
      SubstitutionUse: "Use",
      ShowCheckDialogs: "Open this dialog for checks",
      ShowDamageDialogs: "Open this dialog for damage",
      Dialog: { Damage: { Title: "Damage Roll", TitleCritical: "Critical Damage Roll", ExtraDice: "Extra dice" } },
    },
    Damage: { Dialog: { None: "None", Label: "Label", BonusDice: "Bonus dice" } },
    DamageRoll: "Damage Roll",
    RollModeLabel: "Roll mode",
    ModifierTitle: "Label",
    ModifierType: Object.fromEntries(
      MODIFIER_TYPES.map((type) => [type, type.charAt(0).toUpperCase() + type.slice(1)]),
    ),
    BonusLabel: Object.fromEntries(MODIFIER_TYPES.map((type) => [type, `${type} bonus`])),
    PenaltyLabel: Object.fromEntries(MODIFIER_TYPES.map((type) => [type, `${type} penalty`])),
  },
};

/** Load the system into a world the double just built: its translations and its init. */
export function installPf2e(world: SystemWorld): void {
  // A new page load: the V1 framework's warning is logged again for the dialog's first window.
  Application.resetWarnings([CheckModifiersDialog, DamageModifierDialog]);
  systemScript(PF2E_TRANSLATIONS, ({ config, game }) => {
    const settings = game.settings;
    settings.register("pf2e", "metagame_showDC", {
      name: "PF2E.SETTINGS.Metagame.ShowDC.Name",
      scope: "world",
      config: false,
      default: false,
      type: Boolean,
    });
    settings.register("pf2e", "metagame_showBreakdowns", {
      name: "PF2E.SETTINGS.Metagame.ShowBreakdowns.Name",
      scope: "world",
      config: false,
      default: false,
      type: Boolean,
    });
    // The critical-damage variant (world, in the settings list): "doubledamage" doubles the total, "doubledice"
    // the dice.
    settings.register("pf2e", "critRule", {
      name: "PF2E.SETTINGS.CritRule.Name",
      scope: "world",
      config: true,
      default: "doubledamage",
      type: String,
      choices: {
        doubledamage: "PF2E.SETTINGS.CritRule.Choices.Doubledamage",
        doubledice: "PF2E.SETTINGS.CritRule.Choices.Doubledice",
      },
    });
    // The stamina variant (world): stamina spent after temporary hit points (calculateHealthDelta).
    settings.register("pf2e", "staminaVariant", {
      name: "PF2E.SETTINGS.Variant.Stamina.Name",
      scope: "world",
      config: false,
      default: false,
      type: Boolean,
    });
    const metagame = {
      get dcs() {
        return settings.get("pf2e", "metagame_showDC") === true;
      },
      get breakdowns() {
        return settings.get("pf2e", "metagame_showBreakdowns") === true;
      },
    };
    const variants = {
      get stamina() {
        return settings.get("pf2e", "staminaVariant") === true;
      },
    };
    game.pf2e = {
      Check,
      CheckModifier,
      Modifier: ModifierPF2e,
      StatisticModifier,
      Predicate,
      settings: { metagame, variants },
    };
    config.Dice.rolls.push(CheckRoll, DamageRoll);
    hooks().on("getChatMessageContextOptions", (_log: unknown, entries: ContextMenuEntryDouble[]) =>
      rerollEntries(entries),
    );
  })(world);
}
