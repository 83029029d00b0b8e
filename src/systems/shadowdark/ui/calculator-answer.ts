import { ADDITIVE, limit } from "../../../core/limits";
import { addend } from "../../../core/notation/addend";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { shadowdarkOdds } from "../core/roll-dialog-odds";
import { ADVANTAGE_RADIOS, shadowdarkCalculatorPage } from "./calculator-page";
import { shadowdarkLabels } from "./roll-dialog-labels";

/** The bonus: additive (src/core/limits.ts ADDITIVE). */
const BONUS = limit("ShadowdarkBonus", -ADDITIVE, ADDITIVE);
/** The DC: the system reads a DC of 0 as none (`!dc`), so from 1. */
const DC = limit("ShadowdarkDC", 1, ADDITIVE);

/**
 * The page's fields as the adapter's question (docs/systems-shadowdark.md "In the web calculator"): each radio's roll
 * as the system's `applyAdvantage` writes it (`d20` becomes `2d20kh` or `2d20kl`) plus the bonus, against the DC (none
 * when the field is empty), the radio chosen marked; the criticals of a d20 check, a natural 20 and a natural 1 (the
 * first die's top face and 1: docs/systems-shadowdark.md "The rules").
 */
export const shadowdarkCalculatorAnswer: SystemCalculatorAnswerer = {
  page: shadowdarkCalculatorPage,
  read(reader) {
    const rest = addend(wholeField(reader, "bonus", BONUS)).trim();
    const dc = optionalWholeField(reader, "dc", DC);
    const chosen = reader.choice("advantage", ADVANTAGE_RADIOS, "normal");
    const rolls = {
      advantage: { natural: "2d20kh", rest },
      normal: { natural: "1d20", rest },
      disadvantage: { natural: "2d20kl", rest },
    };
    return {
      odds: () => shadowdarkOdds({ rolls, dc, criticals: { success: 20, failure: 1 }, chosen }),
      labels: shadowdarkLabels(false),
    };
  },
};
