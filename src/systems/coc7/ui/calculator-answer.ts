import { ADDITIVE, limit } from "../../../core/limits";
import { optionalWholeField, wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { afterOdds, luckCosts, type CardGates } from "../core/coc7-after";
import { coc7Odds, POOL_CHOICES } from "../core/coc7-odds";
import { POOL_MODIFIERS } from "../core/percentile-pool";
import { coc7CalculatorPage, PLAYER_DIFFICULTIES } from "./calculator-page";
import { coc7Labels, coc7LuckCostLines } from "./coc7-labels";

/**
 * The value and the flat modifiers: additive (src/core/limits.ts ADDITIVE); the value from 0, as a sheet has it. A
 * total is clamped to 1..100 whatever the dice modifier, and a value past 500 succeeds as 500 does.
 */
const VALUE = limit("Coc7Value", 0, ADDITIVE);
const MODIFIER = limit("Coc7Modifier", -ADDITIVE, ADDITIVE);
/** The total a card shows: 1..100. */
const ROLLED = limit("Coc7Rolled", 1, 100);
/** The Luck an investigator holds: from 0, as the value is (a cost is at most 99, a total less 1). */
const LUCK = limit("Coc7Luck", 0, ADDITIVE);

/** The card's gates as a skill's own roll has them: pushable, no weapon, no Luck or Sanity roll, no house rule. */
const SKILL_CARD: CardGates = { pushable: true, pushFumbles: false, key: "", luck: null, malfunction: null };

/**
 * The page's fields as the adapter's question (docs/systems-coc7.md "In the web calculator"): the value with the flat
 * threshold modifier added, the difficulty and the flat dice modifier, every position of the bonus and penalty dice a
 * column, the one chosen marked; given the total the card shows after the roll, the push's column where the card
 * offers it, and with the Luck held too, the Luck each level costs and whether the card offers it.
 */
export const coc7CalculatorAnswer: SystemCalculatorAnswerer = {
  page: coc7CalculatorPage,
  read(reader) {
    const value = wholeField(reader, "value", VALUE);
    const difficulty = reader.choice("difficulty", PLAYER_DIFFICULTIES, "regular");
    const pool = reader.choice("dice", POOL_MODIFIERS, 0);
    const flatDiceModifier = wholeField(reader, "diceModifier", MODIFIER);
    const threshold = wholeField(reader, "thresholdModifier", MODIFIER);
    const rolled = optionalWholeField(reader, "rolled", ROLLED);
    const luck = optionalWholeField(reader, "luck", LUCK);
    const question = { value: value + threshold, difficulty, flatDiceModifier };
    return {
      odds: () => {
        const before = { ...coc7Odds(question), chosen: POOL_CHOICES[pool] };
        return rolled === null ? before : afterOdds({ ...question, pool, luckSpent: 0 }, SKILL_CARD, before, rolled);
      },
      labels: coc7Labels(difficulty),
      after: (i18n) =>
        rolled === null ? [] : coc7LuckCostLines(luckCosts(question, rolled, { ...SKILL_CARD, luck }), luck, i18n),
    };
  },
};
