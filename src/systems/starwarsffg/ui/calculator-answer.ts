import { limit } from "../../../core/limits";
import { narrativeFigures } from "../../../core/pools/narrative-figures";
import { narrativeLabels } from "../../../ui/systems/narrative-labels";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { NO_FFG_DICE, ffgOdds, ffgPool } from "../core/pool-odds";
import { ffgCalculatorPage } from "./calculator-page";
import { FFG_WORDS } from "./roll-labels";

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
      odds: () => ffgOdds({ narrativeFigures }, pool ?? NO_FFG_DICE),
      labels: narrativeLabels(FFG_WORDS),
    };
  },
};
