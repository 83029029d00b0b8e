/**
 * The English text of the CoC7 keys the emulated code localizes: the double's own words for them (CoC7 ships its own
 * in static/lang/en.json), with the same placeholders.
 */
export const COC7_TRANSLATIONS = {
  CoC7: {
    BonusSelectionWindow: "Choose the roll's modifiers",
    BonusSelectionWindowNamed: "Modifiers for the {name} check",
    CardType: "Card",
    RollThreshold: "Value",
    RollDifficulty: "Difficulty",
    RollDifficultyUnknownName: "Unknown",
    RollDifficultyRegular: "Regular",
    RollDifficultyHard: "Hard",
    RollDifficultyExtreme: "Extreme",
    FlatDiceModifier: "Dice modifier",
    FlatModifier: "Value modifier",
    BonusDice: "Bonus and penalty dice",
    RollDice: "Roll",
    RegularRollCard: "Regular card",
    CombinedRollCard: "Combined card",
    OpposedRollCard: "Opposed card",
    CheckResult: "{name} check ({value}%): {difficulty} difficulty",
    UnknownDifficulty: "unknown",
    RegularDifficulty: "regular",
    HardDifficulty: "hard",
    ExtremeDifficulty: "extreme",
    CriticalDifficulty: "critical",
    PushSkill: "Push",
  },
  SETTINGS: {
    DefaultDifficulty: "Default difficulty of checks",
    CheckDifficultyRegular: "Regular",
    CheckDifficultyUnknown: "Unknown to the player",
    AllowFlatDiceModifier: "Dice modifier",
    AllowFlatThresholdModifier: "Value modifier",
  },
};
