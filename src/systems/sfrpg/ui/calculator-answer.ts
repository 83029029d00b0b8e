import { ADDITIVE, limit } from "../../../core/limits";
import { addend } from "../../../core/notation/addend";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
// The engine's natural roll, which the adapter gets from the kit: the site (not on the kit) takes the modules.
import { naturalAtLeast, naturalAtMost, naturalChance, naturalRollOdds } from "../../../core/systems/natural-roll";
import { roundTotals } from "../../../core/systems/round-totals";
import { sfrpgOdds } from "../core/sfrpg-odds";
import { sfrpgCalculatorPage } from "./calculator-page";
import { sfrpgLabels } from "./roll-labels";

const BONUS = limit("SfrpgBonus", -ADDITIVE, ADDITIVE);
/** The value: `getTargetRollEvalValue` reads a DC of 0 as none (`if (difficulty)`), a target's 0 as 0. */
const VALUE = limit("SfrpgValue", 0, ADDITIVE);

const ENGINE = { naturalRollOdds, naturalChance, naturalAtLeast, naturalAtMost, roundTotals };

/** The page's fields as the dialog's question (docs/systems-sfrpg.md "In the web calculator"). */
export const sfrpgCalculatorAnswer: SystemCalculatorAnswerer = {
  page: sfrpgCalculatorPage,
  read(reader) {
    const rest = addend(wholeField(reader, "bonus", BONUS)).trim();
    const target = optionalWholeField(reader, "value", VALUE);
    const attack = reader.choice("kind", ["attack", "check"], "attack") === "attack";
    const plain = reader.choice("buttons", ["advantage", "plain"], "advantage") === "plain";
    const choices = plain ? (["normal"] as const) : (["disadvantage", "normal", "advantage"] as const);
    return {
      odds: () => sfrpgOdds(ENGINE, { choices, rest, target }),
      labels: sfrpgLabels(attack, attack ? "kac" : "dc", plain),
    };
  },
};
