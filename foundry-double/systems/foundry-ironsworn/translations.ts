/**
 * The English words of foundry-ironsworn (system/lang/en.json at f5253894) that the double's dialog and messages show.
 */
/** The stats', meters' and progress's words: their keys in lower case ("Edge": "edge"). */
const LOWER_CASE = ["Edge", "Heart", "Iron", "Shadow", "Wits", "Health", "Spirit", "Supply", "Hold", "Progress"];

export const IRONSWORN_TRANSLATIONS = {
  IRONSWORN: {
    ...Object.fromEntries(LOWER_CASE.map((key) => [key, key.toLowerCase()])),
    Adds: "Adds",
    Roll: "Roll",
    "roll +x": "roll +{stat}",
    ProgressRoll: "Progress Roll",
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
