import { LIMITS } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { dccOdds, type DccRoll } from "../core/dcc-odds";
import { dccCalculatorPage } from "./calculator-page";
import { dccLabels } from "./roll-labels";

const KINDS = ["attack", "spell", "check"] as const;

/** The page's fields as the dialog's (docs/systems-dcc.md "In the web calculator"): the burn added to the bonus. */
export const dccCalculatorAnswer: SystemCalculatorAnswerer = {
  page: dccCalculatorPage,
  read(reader) {
    const kind = KINDS.find((each) => each === reader.text("kind")) ?? "attack";
    const spellburn = kind === "spell" ? wholeField(reader, "spellburn", LIMITS.poolDice) : 0;
    const roll: DccRoll = {
      kind,
      action: { count: 1, faces: Number(reader.text("die")) || 20, sign: 1 },
      extra: [],
      bonus: wholeField(reader, "bonus", LIMITS.formulaNumber) + spellburn,
      spellburn,
      critRange: Number(reader.text("threat")) || 20,
    };
    return { odds: () => dccOdds(roll), labels: dccLabels };
  },
};
