import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import {
  vaesenPool,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
} from "../../../core/pools/year-zero-dice";
import { VAESEN_MAX_DICE, vaesenOdds } from "../core/vaesen-odds";
import { vaesenCalculatorPage } from "./calculator-page";
import { vaesenLabels } from "./roll-labels";

/** The engine's Year Zero pools, as the kit hands them to the adapter (the site imports them itself). */
const POOLS = { vaesenPool, yearZeroOutcomes, yearZeroPushed, yearZeroPushOf, yearZeroPushable };
/** The dialog's sum may fall below one (conditions, injuries): the test still throws one die. */
const DICE = limit("VaesenDice", -VAESEN_MAX_DICE, VAESEN_MAX_DICE);

/** The page's sum as the dialog's (docs/systems-vaesen.md "In the web calculator"): the test pushed if it fails. */
export const vaesenCalculatorAnswer: SystemCalculatorAnswerer = {
  page: vaesenCalculatorPage,
  read(reader) {
    const dice = wholeField(reader, "dice", DICE);
    return { odds: () => vaesenOdds(POOLS, dice, true), labels: vaesenLabels };
  },
};
