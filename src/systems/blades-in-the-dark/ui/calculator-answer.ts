import { limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { bladesOdds, BLADES_MAX_DICE, BLADES_MAX_THREATS, isBladesRollKind } from "../core/blades-odds";
import { bladesCalculatorPage } from "./calculator-page";
import { bladesLabels } from "./roll-labels";

const DICE = limit("BladesDice", -BLADES_MAX_DICE, BLADES_MAX_DICE);
const THREATS = limit("BladesExtraThreats", 0, BLADES_MAX_THREATS);
const STRESS = limit("BladesStress", 0, 9);

/** The page's fields as the dialog's (docs/systems-blades-in-the-dark.md "In the web calculator"). */
export const bladesCalculatorAnswer: SystemCalculatorAnswerer = {
  page: bladesCalculatorPage,
  read(reader) {
    const chosen = reader.text("roll");
    const kind = isBladesRollKind(chosen) ? chosen : "actionRoll";
    const question = {
      kind,
      dice: wholeField(reader, "dice", DICE),
      extraThreats: kind === "threatRoll" ? wholeField(reader, "extraThreats", THREATS) : 0,
      desperate: kind === "threatRoll" && reader.text("position") === "desperate",
      stress: kind === "indulgeVice" ? wholeField(reader, "stress", STRESS) : 0,
    };
    return { odds: () => bladesOdds(question), labels: bladesLabels };
  },
};
