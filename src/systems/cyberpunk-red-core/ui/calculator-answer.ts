import { limit } from "../../../core/limits";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { cpredCheckOdds, CPRED_MAX_BASE } from "../core/cpred-odds";
import { cpredCalculatorPage } from "./calculator-page";
import { cpredLabels } from "./roll-labels";

const BASE = limit("CyberpunkRedBase", -CPRED_MAX_BASE, CPRED_MAX_BASE);
const DV = limit("CyberpunkRedDv", 0, CPRED_MAX_BASE);

/** The page's fields as the dialog holds them (docs/systems-cyberpunk-red-core.md "In the web calculator"). */
export const cpredCalculatorAnswer: SystemCalculatorAnswerer = {
  page: cpredCalculatorPage,
  read(reader) {
    const roll = { base: wholeField(reader, "base", BASE), critical: reader.text("critical") !== "no" };
    const dv = optionalWholeField(reader, "dv", DV);
    return { odds: () => cpredCheckOdds(roll, dv), labels: cpredLabels };
  },
};
