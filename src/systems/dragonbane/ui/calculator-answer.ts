import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { dragonbaneOdds } from "../core/dragonbane-odds";
import { dragonbaneCalculatorPage } from "./calculator-page";
import { dragonbaneLabels } from "./dragonbane-labels";

/**
 * The value: from 0, past any skill or attribute (over 20 every d20 succeeds). Boons and banes: the dialog's two
 * extra selects reach 9 each, and each source ticked is one more. Extra Dragons: a weapon's enchantment is 1 to 3;
 * at 19 every die but the 20 is a Dragon.
 */
const TARGET = limit("DragonbaneTarget", 0, 100);
const COUNT = limit("DragonbaneCount", 0, 30);
const DRAGONS = limit("DragonbaneExtraDragons", 0, 19);

/**
 * The page's fields as the adapter's question (docs/systems-dragonbane.md "In the web calculator"): one roll, its
 * figures.
 */
export const dragonbaneCalculatorAnswer: SystemCalculatorAnswerer = {
  page: dragonbaneCalculatorPage,
  read(reader) {
    const target = wholeField(reader, "target", TARGET);
    const boons = wholeField(reader, "boons", COUNT);
    const banes = wholeField(reader, "banes", COUNT);
    const extraDragons = wholeField(reader, "extraDragons", DRAGONS);
    return { odds: () => dragonbaneOdds({ target, boons, banes, extraDragons }), labels: dragonbaneLabels };
  },
};
