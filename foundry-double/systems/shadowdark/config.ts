/**
 * The slice of CONFIG.SHADOWDARK the roll code reads (system/src/config.mjs at cf357e3, release 4.0.4): the ability
 * keys in the system's order and their long names (localization keys). Shadowdark's own translation file is not part
 * of the double: SHADOWDARK_TRANSLATIONS gives the keys the roll dialog, its card and the double's settings use an
 * English text of the double's own wording.
 */
import type { Plain } from "../kit/data";

export function createShadowdarkConfig(): Plain {
  return {
    ABILITIES_LONG: {
      str: "SHADOWDARK.ability_strength",
      int: "SHADOWDARK.ability_intelligence",
      wis: "SHADOWDARK.ability_wisdom",
      con: "SHADOWDARK.ability_constitution",
      cha: "SHADOWDARK.ability_charisma",
      dex: "SHADOWDARK.ability_dexterity",
    },
    ABILITY_KEYS: ["str", "int", "dex", "wis", "con", "cha"],
  };
}

export const SHADOWDARK_TRANSLATIONS: Plain = {
  SHADOWDARK: {
    ability_strength: "Strength",
    ability_intelligence: "Intelligence",
    ability_wisdom: "Wisdom",
    ability_constitution: "Constitution",
    ability_charisma: "Charisma",
    ability_dexterity: "Dexterity",
    ability_dex: "Dex",
    "class-ability": { dc: { label: "DC" } },
    dialog: {
      roll: "Roll",
      roll_situational_bonuses: "Situational bonuses",
      roll_attacking_with: "Attacking with {name}",
      roll_using_ability: "Using {name}",
      item_roll: { ability_bonus: "Ability bonus" },
      ability_check: {
        title: "Ability check",
        str: "Strength check",
        int: "Intelligence check",
        dex: "Dexterity check",
        wis: "Wisdom check",
        con: "Constitution check",
        cha: "Charisma check",
      },
    },
    roll: {
      advantage: "Advantage",
      normal: "Normal",
      disadvantage: "Disadvantage",
      check: "Check",
      attack: "Attack",
      special_ability: "Class ability",
      damage: "Damage",
      label: {
        success: "Success",
        failure: "Failure",
        critical_success: "Critical success",
        critical_failure: "Critical failure",
      },
      tooltip: {
        stat_bonus: "{stat} bonus",
        advantage: "advantage",
        disadvantage: "disadvantage",
        critical_success: "critical success at",
        critical_failure: "critical failure at",
        critical_multiplier: "critical multiplier",
        formula_replaced: "Formula replaced ({formula})",
      },
    },
    chat: { targets: "Targets", luck_token: { used: "{name} used a luck token" } },
    error: {
      too_many_tokens_selected: "Select a single token.",
      general: {
        no_character_selected: "No character is selected.",
        item_uuid_not_found: "That item cannot be found.",
      },
      class_ability: { lost: "This ability is lost until a rest." },
    },
    settings: {
      enable_targeting: { name: "Attack targeting", hint: "Rolls against a targeted token use its AC." },
      roll_damage: { name: "Roll damage", hint: "Damage is rolled with a successful attack." },
      use_momentum_mode: { name: "Momentum", hint: "Damage dice explode." },
    },
  },
};
