import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import {
  forbiddenLandsPool,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
} from "../../../core/pools/year-zero-dice";
import { FBL_MAX_DICE, poolOdds } from "../core/fbl-odds";
import { fblCalculatorPage } from "./calculator-page";
import { fblLabels } from "./roll-labels";

/** The engine's Year Zero pools, as the kit hands them to the adapter (the site imports them itself). */
const POOLS = { forbiddenLandsPool, yearZeroOutcomes, yearZeroPushed, yearZeroPushOf, yearZeroPushable };
const DICE = limit("ForbiddenLandsDice", 0, FBL_MAX_DICE);
const MODIFIER = limit("ForbiddenLandsModifier", -FBL_MAX_DICE, FBL_MAX_DICE);
const SIDES = new Map<string, 8 | 10 | 12>([
  ["8", 8],
  ["10", 10],
  ["12", 12],
]);

/** The page's fields as the dialog's inputs (docs/systems-forbidden-lands.md "In the web calculator"). */
export const fblCalculatorAnswer: SystemCalculatorAnswerer = {
  page: fblCalculatorPage,
  read(reader) {
    const attribute = wholeField(reader, "base", DICE);
    const skill = wholeField(reader, "skill", DICE);
    const gear = wholeField(reader, "gear", DICE);
    const modifier = wholeField(reader, "modifier", MODIFIER);
    const sides = SIDES.get(reader.text("artifact"));
    const artifacts = sides ? [sides] : [];
    const pool = forbiddenLandsPool({ attribute, skill, gear, modifier, artifacts });
    return { odds: () => poolOdds(POOLS, pool, true), labels: fblLabels };
  },
};
