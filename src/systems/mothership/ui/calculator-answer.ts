import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { moshCheckOdds, MOSH_MAX_TARGET } from "../core/mosh-odds";
import { moshCalculatorPage } from "./calculator-page";
import { moshLabels } from "./roll-labels";

const TARGET = limit("MothershipTarget", 0, MOSH_MAX_TARGET);

/** The page's target as the check's (docs/systems-mothership.md "In the web calculator"). */
export const moshCalculatorAnswer: SystemCalculatorAnswerer = {
  page: moshCalculatorPage,
  read(reader) {
    const target = wholeField(reader, "target", TARGET);
    return { odds: () => moshCheckOdds(target), labels: moshLabels };
  },
};
