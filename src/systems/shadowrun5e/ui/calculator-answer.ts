import { limit } from "../../../core/limits";
import { sr5Outcomes } from "../../../core/pools/shadowrun-dice";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { sr5Odds } from "../core/test-odds";
import { SR5_EDGE_CHOICES, shadowrun5eCalculatorPage } from "./calculator-page";
import { sr5Labels } from "./test-labels";

/** A pool any sheet makes, with Edge; a limit and a threshold past any pool's reach. 0: none. */
const POOL = limit("Shadowrun5ePool", 0, 60);
const LIMIT = limit("Shadowrun5eLimit", 0, 60);
const THRESHOLD = limit("Shadowrun5eThreshold", 0, 60);

/**
 * The page's fields as the adapter's question (docs/systems-shadowrun5e.md "In the web calculator"): the engine's
 * SR5 pools themselves (the site is no module: it imports them, where the adapter takes the kit's). The limit
 * applies as with the world's `applyLimits` on, unless Push the Limit is chosen; no Edge figure (no checkbox here).
 */
export const shadowrun5eCalculatorAnswer: SystemCalculatorAnswerer = {
  page: shadowrun5eCalculatorPage,
  read(reader) {
    const pool = wholeField(reader, "pool", POOL);
    const limitValue = wholeField(reader, "limit", LIMIT);
    const threshold = wholeField(reader, "threshold", THRESHOLD);
    const pushTheLimit = reader.choice("edge", SR5_EDGE_CHOICES, "none") === "pushTheLimit";
    const test = {
      pool,
      limit: pushTheLimit || limitValue === 0 ? null : limitValue,
      threshold,
      pushTheLimit,
      buyHits: false,
      edge: null,
    };
    return { odds: () => sr5Odds(sr5Outcomes, test), labels: sr5Labels };
  },
};
