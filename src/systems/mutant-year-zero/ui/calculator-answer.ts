import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
// The engine's pools, which the adapter gets from the kit: the site (not on the kit) takes the module itself.
import * as yearZeroPools from "../../../core/pools/year-zero-dice";
import { dialogOdds, MYZ_MAX_DICE } from "../core/myz-odds";
import { myzCalculatorPage } from "./calculator-page";
import { myzLabels } from "./roll-labels";

const KIND = limit("MutantYearZeroDice", 0, MYZ_MAX_DICE);
const SKILL = limit("MutantYearZeroSkill", -MYZ_MAX_DICE, MYZ_MAX_DICE);

/** The page's fields as the dialog's inputs (docs/systems-mutant-year-zero.md "In the web calculator"). */
export const myzCalculatorAnswer: SystemCalculatorAnswerer = {
  page: myzCalculatorPage,
  read(reader) {
    const dice = {
      base: wholeField(reader, "base", KIND),
      skill: wholeField(reader, "skill", SKILL),
      gear: wholeField(reader, "gear", KIND),
      house: reader.text("house") === "yes",
    };
    return { odds: () => dialogOdds(yearZeroPools, dice), labels: myzLabels };
  },
};
