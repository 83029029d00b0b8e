import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";
import { POOL_CHOICES, type Coc7Question } from "../core/coc7-odds";
import { POOL_MODIFIERS } from "../core/percentile-pool";
import { coc7Labels } from "./coc7-labels";

const KEY = "INDIE_DICE.Calculator.Coc7";

/** The difficulties a player may choose in the dialog (an unknown one is the keeper's, set after the roll). */
export const PLAYER_DIFFICULTIES = [
  "regular",
  "hard",
  "extreme",
] as const satisfies readonly Coc7Question["difficulty"][];

const DIFFICULTY_WORDS: Readonly<Record<(typeof PLAYER_DIFFICULTIES)[number], string>> = {
  regular: `${KEY}.Regular`,
  hard: `${KEY}.Hard`,
  extreme: `${KEY}.Extreme`,
};

/**
 * Call of Cthulhu 7e's view of the web calculator (docs/systems-coc7.md "In the web calculator"): what its
 * `CoC7RollDialog` asks — the value rolled against, the difficulty (the three a player may choose), the bonus or
 * penalty dice (their words the dialog's figures use), and the flat dice and threshold modifiers; after the roll,
 * the total its card shows and the Luck held (optional).
 */
export const coc7CalculatorPage = {
  id: "coc7",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "value", kind: "number", label: `${KEY}.Value`, initial: "50" },
    {
      name: "difficulty",
      kind: "choice",
      label: `${KEY}.Difficulty`,
      initial: "regular",
      options: PLAYER_DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_WORDS[value] })),
    },
    {
      name: "dice",
      kind: "choice",
      label: `${KEY}.Dice`,
      initial: "0",
      options: POOL_MODIFIERS.map((pool) => ({
        value: String(pool),
        label: coc7Labels("regular").choices[POOL_CHOICES[pool]]!,
      })),
    },
    {
      name: "diceModifier",
      kind: "number",
      label: `${KEY}.DiceModifier`,
      hint: `${KEY}.DiceModifierHint`,
      initial: "0",
    },
    {
      name: "thresholdModifier",
      kind: "number",
      label: `${KEY}.ThresholdModifier`,
      hint: `${KEY}.ThresholdModifierHint`,
      initial: "0",
    },
    // After the roll (docs/systems-coc7.md "After the roll"): the total the card shows, for the push's column.
    { name: "rolled", kind: "number", label: `${KEY}.Rolled`, hint: `${KEY}.RolledHint`, initial: "" },
    // With it, the Luck held: what each level costs and whether the card offers it.
    { name: "luck", kind: "number", label: `${KEY}.Luck`, hint: `${KEY}.LuckHint`, initial: "" },
  ],
} as const satisfies SystemCalculatorPage;
