import { limit } from "../../../core/limits";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { wfrp4eOdds, type Wfrp4eQuestion } from "../core/wfrp4e-odds";
import { withOpposed, wfrp4eOpposedChance } from "../core/wfrp4e-opposed";
import { CRITICAL_RULES, wfrp4eCalculatorPage } from "./calculator-page";
import { wfrp4eLabels } from "./wfrp4e-labels";

/**
 * The target: any the sheet and the modifiers make (a Very Hard test on a low value goes under 0; past 100 nothing
 * changes). The settings are numbers on a d100. Sin: a prayer's wrath reads its units digit, 0 as 10, so past 10
 * every roll brings it.
 */
const TARGET = limit("Wfrp4eTarget", -200, 300);
const BOUND = limit("Wfrp4eBound", 0, 101);
const SIN = limit("Wfrp4eSin", 0, 100);

/**
 * The page's fields as the adapter's question (docs/systems-wfrp4e.md "In the web calculator"): one test, its figures.
 */
export const wfrp4eCalculatorAnswer: SystemCalculatorAnswerer = {
  page: wfrp4eCalculatorPage,
  read(reader) {
    const target = wholeField(reader, "target", TARGET);
    const automaticSuccess = wholeField(reader, "automaticSuccess", BOUND);
    const automaticFailure = wholeField(reader, "automaticFailure", BOUND);
    const rule = reader.choice("criticals", CRITICAL_RULES, "named");
    const sin = optionalWholeField(reader, "sin", SIN);
    const question = {
      target,
      automaticSuccess,
      automaticFailure,
      criticals: rule === "named",
      ...(rule === "attack" ? { attack: { impale: false, dangerous: false } } : {}),
      ...(sin === null ? {} : { sin }),
    };
    const opposedBy = optionalWholeField(reader, "opposedBy", TARGET);
    return { odds: () => withOpposed(wfrp4eOdds(question), opposedChance(question, opposedBy)), labels: wfrp4eLabels };
  },
};

/** The default SL rules: the calculator asks no SL bonus or setting (docs/systems-wfrp4e.md "Opposed tests"). */
const DEFAULT_SL = { slMethod: "default", testAbove100: false, slBonus: 0, successBonus: 0 };

/** The test as the attacker against a defender at `opposedBy` (same bounds, default SL): the chance it wins. */
function opposedChance(question: Wfrp4eQuestion, opposedBy: number | null): number | null {
  const { target } = question;
  if (opposedBy === null || target === null) return null;
  const side = (at: number) => ({ ...question, target: at, sl: DEFAULT_SL, sizeModifier: 0 });
  return wfrp4eOpposedChance(side(target), side(opposedBy), false);
}
