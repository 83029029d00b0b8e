import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Daggerheart";

/** The faces the dialog's Hope and Fear selects offer (the system's `diceTypes`), a d12 each by default. */
const FACES = [4, 6, 8, 10, 12, 20].map((faces) => ({ value: String(faces), text: `d${faces}` }));

/**
 * Daggerheart's view of the web calculator (docs/systems-daggerheart.md "In the web calculator"): a duality roll as
 * its `D20RollDialog` sets it up — the Hope and Fear dice's faces, the modifier (the trait, experiences and bonuses
 * together), the difficulty, and advantage or disadvantage with its number of d6.
 */
export const daggerheartCalculatorPage = {
  id: "daggerheart",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [
    { name: "hope", kind: "choice", label: `${KEY}.Hope`, initial: "12", options: FACES },
    { name: "fear", kind: "choice", label: `${KEY}.Fear`, initial: "12", options: FACES },
    { name: "modifier", kind: "number", label: `${KEY}.Modifier`, hint: `${KEY}.ModifierHint`, initial: "2" },
    { name: "difficulty", kind: "number", label: `${KEY}.Difficulty`, hint: `${KEY}.DifficultyHint`, initial: "12" },
    {
      name: "advantage",
      kind: "choice",
      label: `${KEY}.Advantage`,
      initial: "none",
      options: [
        { value: "none", label: `${KEY}.NoAdvantage` },
        { value: "advantage", label: `${KEY}.Advantage` },
        { value: "disadvantage", label: `${KEY}.Disadvantage` },
      ],
    },
    {
      name: "advantageDice",
      kind: "number",
      label: `${KEY}.AdvantageDice`,
      hint: `${KEY}.AdvantageDiceHint`,
      initial: "1",
    },
  ],
} as const satisfies SystemCalculatorPage;
