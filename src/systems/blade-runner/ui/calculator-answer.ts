import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import {
  bladeRunnerDie,
  bladeRunnerModify,
  stepPool,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
} from "../../../core/pools/year-zero-dice";
import { brDialogOdds, stepSizeOf } from "../core/br-odds";
import { brCalculatorPage } from "./calculator-page";
import { brLabels } from "./roll-labels";

/** The engine's Year Zero pools, as the kit hands them to the adapter (the site imports them itself; the bench too). */
export const BR_POOLS = {
  stepPool,
  bladeRunnerDie,
  bladeRunnerModify,
  yearZeroOutcomes,
  yearZeroPushed,
  yearZeroPushOf,
  yearZeroPushable,
};
const MODIFIER = limit("BladeRunnerModifier", -9, 9);

/** The page's fields as the dialog's dice and modifier, for a player character (who may push). */
export const brCalculatorAnswer: SystemCalculatorAnswerer = {
  page: brCalculatorPage,
  read(reader) {
    const modifier = wholeField(reader, "modifier", MODIFIER);
    const sizes = ["attribute", "skill", "added"].map((name) => stepSizeOf(Number(reader.text(name))));
    const dice = sizes.filter((size) => size !== null);
    const odds = () => brDialogOdds(BR_POOLS, { sizes: dice, modifier, canPush: true, cost: "healthOrResolve" });
    return { odds, labels: brLabels };
  },
};
