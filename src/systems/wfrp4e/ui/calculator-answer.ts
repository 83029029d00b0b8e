import { limit } from "../../../core/limits";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { wfrp4eFails, type Wfrp4eQuestion, type Wfrp4eSlRules } from "../core/wfrp4e-odds";
import { withFortuneReroll } from "../core/wfrp4e-fortune";
import { withOpposed, wfrp4eOpposedChance } from "../core/wfrp4e-opposed";
import { wfrp4eOddsWithSl } from "../core/wfrp4e-sl";
import { CRITICAL_RULES, SL_METHODS, wfrp4eCalculatorPage } from "./calculator-page";
import { wfrp4eLabels } from "./wfrp4e-labels";

/**
 * The target: any the sheet and the modifiers make (a Very Hard test on a low value goes under 0; past 100 nothing
 * changes). The settings are numbers on a d100. Sin: a prayer's wrath reads its units digit, 0 as 10, so past 10
 * every roll brings it.
 */
const TARGET = limit("Wfrp4eTarget", -200, 300);
const BOUND = limit("Wfrp4eBound", 0, 101);
const SIN = limit("Wfrp4eSin", 0, 100);
const ROLLED = limit("Wfrp4eRolled", 1, 100);

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
    const slMethod = reader.choice("slMethod", SL_METHODS, "default");
    const question = {
      target,
      automaticSuccess,
      automaticFailure,
      criticals: rule === "named",
      ...(rule === "attack" ? { attack: { impale: false, dangerous: false } } : {}),
      ...(sin === null ? {} : { sin }),
      // The page asks no bonus: the dialog's SL and success bonuses are 0 unless typed there.
      sl: { slMethod, testAbove100: false, slBonus: 0, successBonus: 0 },
    };
    const opposedBy = optionalWholeField(reader, "opposedBy", TARGET);
    const rolled = optionalWholeField(reader, "rolled", ROLLED);
    return {
      odds: () => {
        const odds = withOpposed(wfrp4eOddsWithSl(question), opposedChance(question, opposedBy));
        // A failed roll may be rerolled with a Fortune point: the same test again, its own figures beside them.
        return rolled !== null && wfrp4eFails(rolled, question) ? withFortuneReroll(odds, odds) : odds;
      },
      labels: wfrp4eLabels,
    };
  },
};

/**
 * The test as the attacker against a defender at `opposedBy` (same bounds, the page's SL method for both: it is the
 * world's setting; no bonus, no size modifier): the chance it wins.
 */
function opposedChance(question: Wfrp4eQuestion & { readonly sl: Wfrp4eSlRules }, opposedBy: number | null) {
  const { target } = question;
  if (opposedBy === null || target === null) return null;
  const side = (at: number) => ({ ...question, target: at, sizeModifier: 0 });
  return wfrp4eOpposedChance(side(target), side(opposedBy), false);
}
