/**
 * The slice of CONFIG.DND5E the roll code reads (dnd5e module/config.mjs at 965ad2d, release 5.3.3; unchanged in
 * 6.0.0 at c83a613): the six abilities (honor and sanity are deleted at init unless their settings are on, so they
 * are left out), the eighteen skills with their default ability, one tool (thieves' tools), the default abilities, the
 * attack modes and the character flags the d20 rolls read; the damage and healing types (labels; physical ones
 * marked), the item properties that are physical (the ones a damage roll carries, to bypass resistances) and those
 * the double's weapons use.
 * Labels are localization keys, localized in place at i18nInit as dnd5e's performPreLocalization does (abilities:
 * label and abbreviation; skills: label, then sorted by it; attack modes: label).
 *
 * dnd5e's own translation file is not part of the double: DND5E_TRANSLATIONS gives the keys the dialogs and roll
 * titles (and its visibility menu) use an English text of the double's own wording.
 */
import { CONFIG } from "../../globals";
import { localizeEntries, sortEntriesBy } from "./utils";

export interface AbilityConfig {
  label: string;
  abbreviation: string;
  type: string;
  fullKey: string;
}
export interface SkillConfig {
  label: string;
  ability: string;
  fullKey: string;
}
export interface ToolConfig {
  ability: string;
  id: string;
}

/** CONFIG.DND5E's slice, as the roll code reads it. */
export interface Dnd5eConfig {
  abilities: Record<string, AbilityConfig>;
  defaultAbilities: {
    meleeAttack: string;
    rangedAttack: string;
    initiative: string;
    concentration: string;
  };
  skills: Record<string, SkillConfig>;
  tools: Record<string, ToolConfig>;
  attackModes: Record<string, { label: string }>;
  damageTypes: Record<string, { label: string; isPhysical?: boolean }>;
  healingTypes: Record<string, { label: string }>;
  itemProperties: Record<string, { label: string; isPhysical?: boolean }>;
  characterFlags: {
    elvenAccuracy: { name: string; abilities: string[]; type: BooleanConstructor };
    [flag: string]: { name: string; abilities?: string[]; type: BooleanConstructor };
  };
}

const ability = (key: string, type: string, fullKey: string): AbilityConfig => ({
  label: `DND5E.Ability${key}`,
  abbreviation: `DND5E.Ability${key}Abbr`,
  type,
  fullKey,
});

const skill = (key: string, ability: string, fullKey: string): SkillConfig => ({
  label: `DND5E.Skill${key}`,
  ability,
  fullKey,
});

export function createDnd5eConfig(): Dnd5eConfig {
  return {
    abilities: {
      str: ability("Str", "physical", "strength"),
      dex: ability("Dex", "physical", "dexterity"),
      con: ability("Con", "physical", "constitution"),
      int: ability("Int", "mental", "intelligence"),
      wis: ability("Wis", "mental", "wisdom"),
      cha: ability("Cha", "mental", "charisma"),
    },
    defaultAbilities: {
      meleeAttack: "str",
      rangedAttack: "dex",
      initiative: "dex",
      concentration: "con",
    },
    skills: {
      acr: skill("Acr", "dex", "acrobatics"),
      ani: skill("Ani", "wis", "animalHandling"),
      arc: skill("Arc", "int", "arcana"),
      ath: skill("Ath", "str", "athletics"),
      dec: skill("Dec", "cha", "deception"),
      his: skill("His", "int", "history"),
      ins: skill("Ins", "wis", "insight"),
      itm: skill("Itm", "cha", "intimidation"),
      inv: skill("Inv", "int", "investigation"),
      med: skill("Med", "wis", "medicine"),
      nat: skill("Nat", "int", "nature"),
      prc: skill("Prc", "wis", "perception"),
      prf: skill("Prf", "cha", "performance"),
      per: skill("Per", "cha", "persuasion"),
      rel: skill("Rel", "int", "religion"),
      slt: skill("Slt", "dex", "sleightOfHand"),
      ste: skill("Ste", "dex", "stealth"),
      sur: skill("Sur", "wis", "survival"),
    },
    tools: {
      thief: { ability: "dex", id: "Compendium.dnd5e.equipment24.Item.phbtulThievesToo" },
    },
    attackModes: {
      oneHanded: { label: "DND5E.ATTACK.Mode.OneHanded" },
      twoHanded: { label: "DND5E.ATTACK.Mode.TwoHanded" },
      offhand: { label: "DND5E.ATTACK.Mode.Offhand" },
      ranged: { label: "DND5E.ATTACK.Mode.Ranged" },
      thrown: { label: "DND5E.ATTACK.Mode.Thrown" },
      "thrown-offhand": { label: "DND5E.ATTACK.Mode.ThrownOffhand" },
    },
    damageTypes: damageTypes(),
    healingTypes: {
      healing: { label: "DND5E.HEAL.Type.Healing" },
      temphp: { label: "DND5E.HEAL.Type.Temporary" },
      maximum: { label: "DND5E.HEAL.Type.Maximum" },
    },
    itemProperties: {
      ada: { label: "DND5E.ITEM.Property.Adamantine", isPhysical: true },
      fin: { label: "DND5E.ITEM.Property.Finesse" },
      lgt: { label: "DND5E.ITEM.Property.Light" },
      mgc: { label: "DND5E.ITEM.Property.Magical", isPhysical: true },
      sil: { label: "DND5E.ITEM.Property.Silvered", isPhysical: true },
      thr: { label: "DND5E.ITEM.Property.Thrown" },
      two: { label: "DND5E.ITEM.Property.TwoHanded" },
      ver: { label: "DND5E.ITEM.Property.Versatile" },
    },
    characterFlags: {
      elvenAccuracy: { name: "DND5E.FlagsElvenAccuracy", abilities: ["dex", "int", "wis", "cha"], type: Boolean },
      halflingLucky: { name: "DND5E.FlagsHalflingLucky", type: Boolean },
      reliableTalent: { name: "DND5E.FlagsReliableTalent", type: Boolean },
    },
  };
}

/** DND5E.damageTypes: the thirteen types, bludgeoning, piercing and slashing physical. */
function damageTypes(): Dnd5eConfig["damageTypes"] {
  const types = ["acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic", "piercing", "poison"];
  types.push("psychic", "radiant", "slashing", "thunder");
  const physical = new Set(["bludgeoning", "piercing", "slashing"]);
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        label: `DND5E.DAMAGE.Type.${type.charAt(0).toUpperCase()}${type.slice(1)}`,
        ...(physical.has(type) ? { isPhysical: true } : {}),
      },
    ]),
  );
}

/** CONFIG.DND5E, as the system put it at init. */
export const dnd5eConfig = (): Dnd5eConfig => CONFIG().DND5E as Dnd5eConfig;

/** performPreLocalization for the entries registered in this slice of the config. */
export function preLocalizeConfig(config: Dnd5eConfig): void {
  localizeEntries(config.abilities, ["label", "abbreviation"]);
  localizeEntries(config.skills, ["label"]);
  config.skills = sortEntriesBy(config.skills, "label");
  localizeEntries(config.attackModes, ["label"]);
  localizeEntries(config.damageTypes, ["label"]);
  localizeEntries(config.healingTypes, ["label"]);
  localizeEntries(config.itemProperties, ["label"]);
}

/** The tool labels dnd5e's Trait.keyLabel would read from the tool items of its compendium. */
export const TOOL_LABELS: Readonly<Record<string, string>> = {
  thief: "DND5E.ToolThieves",
};

export const DND5E_TRANSLATIONS: Record<string, string> = {
  "DND5E.AbilityStr": "Strength",
  "DND5E.AbilityStrAbbr": "str",
  "DND5E.AbilityDex": "Dexterity",
  "DND5E.AbilityDexAbbr": "dex",
  "DND5E.AbilityCon": "Constitution",
  "DND5E.AbilityConAbbr": "con",
  "DND5E.AbilityInt": "Intelligence",
  "DND5E.AbilityIntAbbr": "int",
  "DND5E.AbilityWis": "Wisdom",
  "DND5E.AbilityWisAbbr": "wis",
  "DND5E.AbilityCha": "Charisma",
  "DND5E.AbilityChaAbbr": "cha",
  "DND5E.SkillAcr": "Acrobatics",
  "DND5E.SkillAni": "Animal Handling",
  "DND5E.SkillArc": "Arcana",
  "DND5E.SkillAth": "Athletics",
  "DND5E.SkillDec": "Deception",
  "DND5E.SkillHis": "History",
  "DND5E.SkillIns": "Insight",
  "DND5E.SkillItm": "Intimidation",
  "DND5E.SkillInv": "Investigation",
  "DND5E.SkillMed": "Medicine",
  "DND5E.SkillNat": "Nature",
  "DND5E.SkillPrc": "Perception",
  "DND5E.SkillPrf": "Performance",
  "DND5E.SkillPer": "Persuasion",
  "DND5E.SkillRel": "Religion",
  "DND5E.SkillSlt": "Sleight of Hand",
  "DND5E.SkillSte": "Stealth",
  "DND5E.SkillSur": "Survival",
  "DND5E.ToolThieves": "Thieves' Tools",
  "DND5E.ATTACK.Mode.Label": "Attack Mode",
  "DND5E.ATTACK.Mode.OneHanded": "One-Handed",
  "DND5E.ATTACK.Mode.TwoHanded": "Two-Handed",
  "DND5E.ATTACK.Mode.Offhand": "Offhand",
  "DND5E.ATTACK.Mode.Ranged": "Ranged",
  "DND5E.ATTACK.Mode.Thrown": "Thrown",
  "DND5E.ATTACK.Mode.ThrownOffhand": "Thrown (Offhand)",
  "DND5E.RollConfiguration.Title": "Configure Roll",
  "DND5E.RollConfiguration.Configuration": "Configuration",
  "DND5E.Roll": "Roll",
  "DND5E.RollMode": "Roll Mode",
  "DND5E.Formula": "Formula",
  "DND5E.RollSituationalBonus": "Situational bonus",
  "DND5E.Advantage": "Advantage",
  "DND5E.Normal": "Normal",
  "DND5E.Disadvantage": "Disadvantage",
  "DND5E.Abilities": "Abilities",
  "DND5E.AbilityPromptTitle": "{ability} Check",
  "DND5E.SavePromptTitle": "{ability} Save",
  "DND5E.SkillPromptTitle": "{skill} Check ({ability})",
  "DND5E.ToolPromptTitle": "{tool} Check",
  "DND5E.AttackRoll": "Attack Roll",
  "DND5E.DamageRoll": "Damage Roll",
  "DND5E.CriticalHit": "Critical Hit",
  "DND5E.PowerfulCritical": "Powerful Critical",
  "DND5E.DAMAGE.Type.Acid": "Acid",
  "DND5E.DAMAGE.Type.Bludgeoning": "Bludgeoning",
  "DND5E.DAMAGE.Type.Cold": "Cold",
  "DND5E.DAMAGE.Type.Fire": "Fire",
  "DND5E.DAMAGE.Type.Force": "Force",
  "DND5E.DAMAGE.Type.Lightning": "Lightning",
  "DND5E.DAMAGE.Type.Necrotic": "Necrotic",
  "DND5E.DAMAGE.Type.Piercing": "Piercing",
  "DND5E.DAMAGE.Type.Poison": "Poison",
  "DND5E.DAMAGE.Type.Psychic": "Psychic",
  "DND5E.DAMAGE.Type.Radiant": "Radiant",
  "DND5E.DAMAGE.Type.Slashing": "Slashing",
  "DND5E.DAMAGE.Type.Thunder": "Thunder",
  "DND5E.HEAL.Type.Healing": "Healing",
  "DND5E.HEAL.Type.Temporary": "Temporary Hit Points",
  "DND5E.HEAL.Type.Maximum": "Maximum Hit Points",
  "DND5E.ITEM.Property.Adamantine": "Adamantine",
  "DND5E.ITEM.Property.Finesse": "Finesse",
  "DND5E.ITEM.Property.Light": "Light",
  "DND5E.ITEM.Property.Magical": "Magical",
  "DND5E.ITEM.Property.Silvered": "Silvered",
  "DND5E.ITEM.Property.Thrown": "Thrown",
  "DND5E.ITEM.Property.TwoHanded": "Two-Handed",
  "DND5E.ITEM.Property.Versatile": "Versatile",
  "DND5E.DeathSavingThrow": "Death Save",
  "DND5E.Concentration": "Concentration",
  "DND5E.Initiative": "Initiative",
  "DND5E.InitiativeRoll": "Initiative Roll",
  "DND5E.FlagsReliableTalent": "Reliable Talent",
  "DND5E.DeathSaveUnnecessary": "No death save is needed now.",
  "SETUP.Configuration": "Configuration",
  "SETTINGS.DND5E.COMBAT.Name": "Combat",
  "SETTINGS.DND5E.COMBAT.Label": "Configure Combat",
  "SETTINGS.DND5E.COMBAT.Hint": "How fights are run: initiative, critical damage, NPCs.",
  "SETTINGS.DND5E.COMBAT.DexTiebreaker.Name": "Dexterity Tiebreaker",
  "SETTINGS.DND5E.COMBAT.DexTiebreaker.Hint": "Initiative ties are broken by the raw Dexterity score.",
  "SETTINGS.DND5E.CRITICAL.Name": "Critical Damage",
  "SETTINGS.DND5E.CRITICAL.MultiplyModifiers.Name": "Multiply Modifiers",
  "SETTINGS.DND5E.CRITICAL.MultiplyModifiers.Hint": "A critical hit doubles the flat modifiers as well as the dice.",
  "SETTINGS.DND5E.CRITICAL.MaxDice.Name": "Maximize Dice",
  "SETTINGS.DND5E.CRITICAL.MaxDice.Hint": "A critical hit counts its base damage dice at their highest.",
  "SETTINGS.DND5E.VISIBILITY.Name": "Visibility",
  "SETTINGS.DND5E.VISIBILITY.Label": "Configure Visibility",
  "SETTINGS.DND5E.VISIBILITY.Hint": "What players see of the numbers the GM may keep to themselves.",
  "SETTINGS.DND5E.VISIBILITY.Attack.Name": "Attack Result Visibility",
  "SETTINGS.DND5E.VISIBILITY.Attack.Hint": "Whether players see an attack's result, and the target's AC, on its card.",
  "SETTINGS.DND5E.VISIBILITY.Attack.All": "Results and the target's AC",
  "SETTINGS.DND5E.VISIBILITY.Attack.HideAC": "Results only",
  "SETTINGS.DND5E.VISIBILITY.Attack.None": "Nothing",
  "SETTINGS.DND5E.VISIBILITY.Challenge.Name": "Challenge Visibility",
  "SETTINGS.DND5E.VISIBILITY.Challenge.Hint": "Which DCs players see, and whether a success or failure is marked.",
  "SETTINGS.DND5E.VISIBILITY.Challenge.All": "All",
  "SETTINGS.DND5E.VISIBILITY.Challenge.Player": "Only from other players",
  "SETTINGS.DND5E.VISIBILITY.Challenge.None": "None",
};
