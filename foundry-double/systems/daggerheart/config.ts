/**
 * CONFIG.DH as far as the roll dialog reads it (module/config/system.mjs, generalConfig.mjs at 07abd70,
 * actionConfig.mjs at 055e675, settingsConfig.mjs), the traits (actorConfig.mjs `abilities`), and the double's own
 * English words for the keys its templates and rolls localize (the system's lang/en.json is not copied).
 */
export const TRAITS = ["agility", "strength", "finesse", "instinct", "presence", "knowledge"] as const;

export interface DhConfig {
  id: string;
  GENERAL: {
    diceTypes: Record<string, string>;
    dieFaces: number[];
    rollTypes: Record<"attack" | "spellcast" | "trait" | "reaction" | "diceSet", { id: string; label: string }>;
    abilityCosts: Record<string, { id: string; label: string }>;
  };
  ACTIONS: { advantageState: Record<"disadvantage" | "neutral" | "advantage", { label: string; value: number }> };
  SETTINGS: { gameSettings: { Resources: { Fear: string } } };
}

export function createDhConfig(): DhConfig {
  const rollType = (id: string) => ({ id, label: `DAGGERHEART.CONFIG.RollTypes.${id}.name` });
  const cost = (id: string) => ({ id, label: `DAGGERHEART.CONFIG.HealingType.${id}.name` });
  return {
    id: "daggerheart",
    GENERAL: {
      diceTypes: { d4: "d4", d6: "d6", d8: "d8", d10: "d10", d12: "d12", d20: "d20" },
      dieFaces: [4, 6, 8, 10, 12, 20],
      rollTypes: {
        attack: rollType("attack"),
        spellcast: rollType("spellcast"),
        trait: rollType("trait"),
        reaction: rollType("reaction"),
        diceSet: rollType("diceSet"),
      },
      abilityCosts: {
        hitPoints: cost("hitPoints"),
        stress: cost("stress"),
        hope: cost("hope"),
        armor: cost("armor"),
        fear: cost("fear"),
      },
    },
    ACTIONS: {
      advantageState: {
        disadvantage: { label: "DAGGERHEART.GENERAL.Disadvantage.full", value: -1 },
        neutral: { label: "DAGGERHEART.GENERAL.Neutral.full", value: 0 },
        advantage: { label: "DAGGERHEART.GENERAL.Advantage.full", value: 1 },
      },
    },
    SETTINGS: { gameSettings: { Resources: { Fear: "ResourcesFear" } } },
  };
}

/** The double's English for the keys its dialog and rolls read. */
export const DAGGERHEART_TRANSLATIONS = {
  DAGGERHEART: {
    GENERAL: {
      hope: "Hope",
      fear: "Fear",
      roll: "Roll",
      formula: "Formula",
      continue: "Continue",
      d20Roll: "D20 Roll",
      dualityRoll: "Duality Roll",
      reactionRoll: "Reaction Roll",
      rollWith: "{roll} Roll",
      situationalBonus: "Situational Bonus",
      traitModifier: "Trait",
      Advantage: { full: "Advantage", short: "Adv" },
      Disadvantage: { full: "Disadvantage", short: "Dis" },
      Neutral: { full: "Neutral" },
      Roll: { basic: "Roll", difficulty: "Roll (Difficulty {difficulty})" },
      experience: { plural: "Experiences" },
      Modifier: { plural: "Modifiers" },
      Effect: { plural: "Effects" },
      Cost: { single: "Cost" },
    },
    CLASS: { Feature: { rallyDice: "Rally Die" } },
    UI: { Chat: { dualityRoll: { abilityCheckTitle: "{ability} Check" } } },
    CONFIG: {
      Traits: Object.fromEntries(TRAITS.map((id) => [id, { name: id.charAt(0).toUpperCase() + id.slice(1) }])),
      RollTypes: {
        attack: { name: "Attack" },
        spellcast: { name: "Spellcast" },
        trait: { name: "Trait" },
        reaction: { name: "Reaction" },
        diceSet: { name: "Dice Set" },
      },
      HealingType: {
        hitPoints: { name: "Hit Points" },
        stress: { name: "Stress" },
        hope: { name: "Hope" },
        armor: { name: "Armor" },
        fear: { name: "Fear" },
      },
    },
  },
};
