import { limit } from "../../../core/limits";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { dragonbaneOdds } from "../core/dragonbane-odds";
import { pushable, pushOdds } from "../core/dragonbane-push";
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
/** The die the roll kept, after it: a d20's face. */
const SHOWN = limit("DragonbaneShown", 1, 20);

/**
 * The page's fields as the adapter's question (docs/systems-dragonbane.md "In the web calculator"): one roll, its
 * figures; with the die it kept typed in, and a failure without a Demon, beside them its push (the same dice again).
 */
export const dragonbaneCalculatorAnswer: SystemCalculatorAnswerer = {
  page: dragonbaneCalculatorPage,
  read(reader) {
    const target = wholeField(reader, "target", TARGET);
    const boons = wholeField(reader, "boons", COUNT);
    const banes = wholeField(reader, "banes", COUNT);
    const extraDragons = wholeField(reader, "extraDragons", DRAGONS);
    const shown = optionalWholeField(reader, "shown", SHOWN);
    const odds = () => {
      const rolled = dragonbaneOdds({ target, boons, banes, extraDragons });
      const pushes = shown !== null && pushable(shown, target);
      return pushes ? pushOdds(rolled, { boons, banes, extraDragons }, target) : rolled;
    };
    return { odds, labels: dragonbaneLabels };
  },
};
