import type { SystemCalculatorPage } from "../../../ui/systems/system-calculator";
import { narrativeCalculatorFields } from "../../../ui/systems/narrative-labels";

const KEY = "INDIE_DICE.Calculator.Starwarsffg";

/**
 * Star Wars FFG's view of the web calculator (docs/systems-starwarsffg.md "In the web calculator"): the dice of the
 * roll dialog's pool, §a.7's first example to start with (2 ability, 1 proficiency against 2 difficulty).
 */
export const ffgCalculatorPage = {
  id: "starwarsffg",
  title: `${KEY}.Title`,
  hint: `${KEY}.Hint`,
  fields: narrativeCalculatorFields(KEY),
} as const satisfies SystemCalculatorPage;
