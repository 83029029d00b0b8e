import { ADDITIVE, limit } from "../../../core/limits";
import { addend } from "../../../core/notation/addend";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { luckRerollOf, shadowdarkOdds, type ShadowdarkChoice } from "../core/roll-dialog-odds";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import { ADVANTAGE_RADIOS, shadowdarkCalculatorPage } from "./calculator-page";
import { SHADOWDARK_ENGINE } from "./calculator-engine";
import { shadowdarkLabels } from "./roll-dialog-labels";

/** The bonus: additive (src/core/limits.ts ADDITIVE). */
const BONUS = limit("ShadowdarkBonus", -ADDITIVE, ADDITIVE);
/** The DC: the system reads a DC of 0 as none (`!dc`), so from 1. */
const DC = limit("ShadowdarkDC", 1, ADDITIVE);
/** The d20 a roll kept. */
const ROLLED = limit("ShadowdarkRolled", 1, 20);

/**
 * After the roll (docs/systems-shadowdark.md "After the roll"): a roll whose total (the d20 kept plus the bonus) fell
 * short of the DC may be rerolled with a luck token, the same roll afresh — the chosen radio's column again, beside the
 * three. A success, or no DC, offers none.
 */
function withLuckReroll(before: SystemOdds, chosen: ShadowdarkChoice, total: number | null): SystemOdds {
  if (before.target === null || total === null || total >= before.target) return before;
  const rolled = before.choices.find((choice) => choice.id === chosen);
  // The totals are drawn only without a DC: the reroll, which needs one, adds none.
  return rolled ? { ...before, choices: [...before.choices, luckRerollOf(rolled)], totals: [] } : before;
}

/**
 * The page's fields as the adapter's question (docs/systems-shadowdark.md "In the web calculator"): each radio's roll
 * as the system's `applyAdvantage` writes it (`d20` becomes `2d20kh` or `2d20kl`) plus the bonus, against the DC (none
 * when the field is empty), the radio chosen marked; the criticals of a d20 check, a natural 20 and a natural 1 (the
 * first die's top face and 1: docs/systems-shadowdark.md "The rules"); after the roll, the d20 it kept.
 */
export const shadowdarkCalculatorAnswer: SystemCalculatorAnswerer = {
  page: shadowdarkCalculatorPage,
  read(reader) {
    const bonus = wholeField(reader, "bonus", BONUS);
    const rest = addend(bonus).trim();
    const dc = optionalWholeField(reader, "dc", DC);
    const chosen = reader.choice("advantage", ADVANTAGE_RADIOS, "normal");
    const rolled = optionalWholeField(reader, "rolled", ROLLED);
    const rolls = {
      advantage: { natural: "2d20kh", rest },
      normal: { natural: "1d20", rest },
      disadvantage: { natural: "2d20kl", rest },
    };
    return {
      odds: () =>
        withLuckReroll(
          shadowdarkOdds(SHADOWDARK_ENGINE, { rolls, dc, criticals: { success: 20, failure: 1 }, chosen }),
          chosen,
          rolled === null ? null : rolled + bonus,
        ),
      labels: shadowdarkLabels(false),
    };
  },
};
