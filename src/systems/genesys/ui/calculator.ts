import type { SystemCalculator } from "../../../ui/systems/system-calculator";
import { limit } from "../../../core/limits";
import { narrativeFigures } from "../../../core/pools/narrative-figures";
import { narrativeLabels } from "../../../ui/systems/narrative-labels";
import { wholeField } from "../../../ui/systems/system-calculator";
import { genesysCalculatorPage } from "./calculator-page";
import { GENESYS_WORDS } from "./roll-labels";

/** A die's count on the page: none to a handful more than a sheet gives; the engine bounds the whole pool by name. */
const DICE = limit("GenesysDice", 0, 12);

/** Genesys's view of the web calculator (docs/systems.md "In the web calculator"): its page, and its answer. */
export const genesysCalculator = {
  page: genesysCalculatorPage,
  answer: {
    page: genesysCalculatorPage,
    read(reader) {
      const dice = Object.fromEntries(
        genesysCalculatorPage.fields.map(({ name }) => [name, wholeField(reader, name, DICE)]),
      );
      // No symbols and no super-characteristic on the page: the pool's dice alone, as the kit's figures read them.
      return { odds: () => narrativeFigures(dice), labels: narrativeLabels(GENESYS_WORDS) };
    },
  },
} as const satisfies SystemCalculator;
