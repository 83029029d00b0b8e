import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { ironOdds, plainRoll } from "../core/ironsworn-odds";
import { IRON_KINDS, ironswornCalculatorPage } from "./calculator-page";
import { IRON_MESSAGE_CHOICE, ironswornLabels } from "./ironsworn-labels";

/**
 * A stat from the system's bounds (StatField: -5…10), a progress score 0…10; adds and momentum as far as a table goes.
 */
const SCORE = limit("IronswornScore", -5, 10);
const ADDS = limit("IronswornAdds", -10, 10);
const MOMENTUM = limit("IronswornMomentum", -6, 10);

/**
 * The page's fields as the adapter's question (docs/systems-ironsworn.md "In the web calculator"): a stat's roll
 * burns momentum after the roll but is never cancelled; a move's is cancelled by momentum equal to the action die's
 * negative and burns too; a progress roll does neither.
 */
export const ironswornCalculatorAnswer: SystemCalculatorAnswerer = {
  page: ironswornCalculatorPage,
  read(reader) {
    const kind = reader.choice("kind", IRON_KINDS, "stat");
    const score = wholeField(reader, "score", SCORE);
    const adds = wholeField(reader, "adds", ADDS);
    const momentum = kind === "progress" ? 0 : wholeField(reader, "momentum", MOMENTUM);
    const base = plainRoll(kind === "progress" ? "progress" : "action", score, adds);
    const roll = kind === "progress" ? base : { ...base, momentum: kind === "move" ? momentum : null, burn: momentum };
    return { odds: () => ironOdds(new Map([[IRON_MESSAGE_CHOICE, roll]])), labels: ironswornLabels };
  },
};
