/**
 * The English words of foundry-ironsworn (system/lang/en.json at f5253894) that the double's dialog and messages show.
 */
export const IRONSWORN_TRANSLATIONS = {
  IRONSWORN: {
    Edge: "edge",
    Heart: "heart",
    Iron: "iron",
    Shadow: "shadow",
    Wits: "wits",
    Health: "health",
    Spirit: "spirit",
    Supply: "supply",
    Hold: "hold",
    Adds: "Adds",
    Roll: "Roll",
    "roll +x": "roll +{stat}",
    ProgressRoll: "Progress Roll",
    Progress: "progress",
    Miss: "Miss",
    Weak_hit: "Weak hit",
    Strong_hit: "Strong hit",
    Miss_match: "Miss with a match!",
    Strong_hit_match: "Strong hit with a match!",
    MomentumBurnt: "Momentum Burn",
    PreRollMethod: { All: "All of {statList}", Highest: "Highest of {statList}", Lowest: "Lowest of {statList}" },
    RollDialog: {
      AdvancedRollOptions: "Advanced options",
      PresetActionDie: "Preset action die",
      PresetChallengeDice: "Preset challenge dice",
      PredeterminedOutcome: "Predetermined outcome",
      ExtraChallengeDice: "Extra challenge dice",
    },
    ACTOR: { TypeCharacter: "Character" },
  },
};
