import { limit } from "../../../core/limits";
import { narrativeCell, narrativeOutcomes } from "../../../core/pools/narrative-dice";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { NO_FFG_DICE, ffgOdds, ffgPool } from "../core/pool-odds";
import { ffgCalculatorPage } from "./calculator-page";
import { ffgLabels } from "./roll-labels";

/** A die's count on the page: none to a handful more than a sheet gives; the engine bounds the whole pool by name. */
const DICE = limit("StarwarsffgDice", 0, 12);

/** The page's dice, no fixed results or force die (docs/systems-starwarsffg.md "In the web calculator"). */
export const ffgCalculatorAnswer: SystemCalculatorAnswerer = {
  page: ffgCalculatorPage,
  read(reader) {
    const { fields } = ffgCalculatorPage;
    const counts = new Map<string, number>(fields.map(({ name }) => [name, wholeField(reader, name, DICE)]));
    const pool = ffgPool((name) => counts.get(name) ?? 0);
    return {
      // Every count reads (a field not on the page is none), so a pool is always there.
      odds: () => ffgOdds({ narrativeOutcomes, narrativeCell }, pool ?? NO_FFG_DICE),
      labels: ffgLabels,
    };
  },
};
