import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";

const KEY = "INDIE_DICE.Calculator.Vaesen";

/**
 * Vaesen's view of the web calculator (docs/systems-vaesen.md "In the web calculator"): the test dialog's sum, the
 * number of dice its Roll button throws.
 */
export const vaesenCalculatorPage = {
  id: "vaesen",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: [{ name: "dice", kind: "number", label: `${KEY}.Dice`, hint: `${KEY}.DiceHint`, initial: "6" }],
} as const satisfies SystemCalculatorPage;
