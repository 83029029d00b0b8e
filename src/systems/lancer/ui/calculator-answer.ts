import { ADDITIVE, limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
// The engine's round totals, which the adapter gets from the kit: the site (not on the kit) takes the module.
import { roundTotals } from "../../../core/systems/round-totals";
import { lancerAttackOdds, lancerCheckOdds, lancerDefence } from "../core/lancer-odds";
import { LANCER_KINDS, LANCER_YES_NO, lancerCalculatorPage } from "./calculator-page";
import { lancerAttackLabels, lancerCheckLabels } from "./lancer-labels";

/** The bonus: additive. The net accuracy: the HUD sets no bound; a hundred d6 either way is past any table. */
const BONUS = limit("LancerBonus", -ADDITIVE, ADDITIVE);
const ACCURACY = limit("LancerAccuracy", -100, 100);
/** The defence: 0 is read as the rules' base (8 or 5), as the system reads it. */
const DEFENCE = limit("LancerDefence", 0, ADDITIVE);

/** The page's fields as the adapter's question (docs/systems-lancer.md "In the web calculator"). */
export const lancerCalculatorAnswer: SystemCalculatorAnswerer = {
  page: lancerCalculatorPage,
  read(reader) {
    const kind = reader.choice("kind", LANCER_KINDS, "attack");
    const bonus = wholeField(reader, "bonus", BONUS);
    const accuracy = wholeField(reader, "accuracy", ACCURACY);
    if (kind === "check")
      return {
        odds: () => lancerCheckOdds({ bonus, accuracy, spotter: false, invisible: false }),
        labels: lancerCheckLabels,
      };
    const defence = wholeField(reader, "defence", DEFENCE);
    const roll = {
      bonus,
      accuracy,
      spotter: reader.choice("spotter", LANCER_YES_NO, "no") === "yes",
      invisible: reader.choice("invisible", LANCER_YES_NO, "no") === "yes",
    };
    const tech = kind === "tech";
    // The field is the defence the attack is judged against: a tech attack's E-Defense, an attack's Evasion.
    const target = { ...roll, name: "", defence: lancerDefence(tech, defence, defence), defenceVisible: true };
    return {
      odds: () => lancerAttackOdds({ roundTotals }, { tech, judged: true, base: roll, targets: [target] }),
      labels: lancerAttackLabels,
    };
  },
};
