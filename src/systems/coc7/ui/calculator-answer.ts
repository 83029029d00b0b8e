import { ADDITIVE, limit } from "../../../core/limits";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { coc7Odds, POOL_CHOICES } from "../core/coc7-odds";
import { POOL_MODIFIERS } from "../core/percentile-pool";
import { coc7CalculatorPage, PLAYER_DIFFICULTIES } from "./calculator-page";
import { coc7Labels } from "./coc7-labels";

/**
 * The value and the flat modifiers: additive (src/core/limits.ts ADDITIVE); the value from 0, as a sheet has it. A
 * total is clamped to 1..100 whatever the dice modifier, and a value past 500 succeeds as 500 does.
 */
const VALUE = limit("Coc7Value", 0, ADDITIVE);
const MODIFIER = limit("Coc7Modifier", -ADDITIVE, ADDITIVE);

/**
 * The page's fields as the adapter's question (docs/systems-coc7.md "In the web calculator"): the value with the flat
 * threshold modifier added, the difficulty and the flat dice modifier, every position of the bonus and penalty dice a
 * column, the one chosen marked.
 */
export const coc7CalculatorAnswer: SystemCalculatorAnswerer = {
  page: coc7CalculatorPage,
  read(reader) {
    const value = wholeField(reader, "value", VALUE);
    const difficulty = reader.choice("difficulty", PLAYER_DIFFICULTIES, "regular");
    const pool = reader.choice("dice", POOL_MODIFIERS, 0);
    const flatDiceModifier = wholeField(reader, "diceModifier", MODIFIER);
    const threshold = wholeField(reader, "thresholdModifier", MODIFIER);
    return {
      odds: () => ({
        ...coc7Odds({ value: value + threshold, difficulty, flatDiceModifier }),
        chosen: POOL_CHOICES[pool],
      }),
      labels: coc7Labels(difficulty),
    };
  },
};
