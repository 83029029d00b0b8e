import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";
import { narrativeCalculatorFields } from "../../../ui/systems/narrative-labels";

const KEY = "INDIE_DICE.Calculator.Genesys";

/**
 * Genesys's view of the web calculator (docs/systems-genesys.md "In the web calculator"): the dice of the roll
 * prompt's pool, §a.7's first example to start with (2 ability, 1 proficiency against 2 difficulty).
 */
export const genesysCalculatorPage = {
  id: "genesys",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: narrativeCalculatorFields(KEY),
} as const satisfies SystemCalculatorPage;
