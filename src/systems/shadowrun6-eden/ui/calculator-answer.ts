import { limit } from "../../../core/limits";
import { sr6Outcomes } from "../../../core/pools/shadowrun-dice";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { sr6Odds } from "../core/roll-odds";
import { SR6_EDGE_CHOICES, SR6_WILD_CHOICES, shadowrun6EdenCalculatorPage } from "./calculator-page";
import { sr6Labels } from "./roll-labels";

/** A pool any sheet makes, Edge's dice in it; a threshold past any pool's reach. 0: none. */
const POOL = limit("Shadowrun6EdenPool", 0, 60);
const THRESHOLD = limit("Shadowrun6EdenThreshold", 0, 60);

/**
 * The page's fields as the adapter's question (docs/systems-shadowrun6-eden.md "In the web calculator"): the engine's
 * SR6 pools themselves (the site is no module: it imports them, where the adapter takes the kit's).
 */
export const shadowrun6EdenCalculatorAnswer: SystemCalculatorAnswerer = {
  page: shadowrun6EdenCalculatorPage,
  read(reader) {
    const roll = {
      pool: wholeField(reader, "pool", POOL),
      threshold: wholeField(reader, "threshold", THRESHOLD),
      wild: reader.choice("wild", SR6_WILD_CHOICES, "none") === "wild",
      explode: reader.choice("edge", SR6_EDGE_CHOICES, "none") === "explode",
    };
    return { odds: () => sr6Odds(sr6Outcomes, roll), labels: sr6Labels };
  },
};
