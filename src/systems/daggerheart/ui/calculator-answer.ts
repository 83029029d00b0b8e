import { ADDITIVE, limit } from "../../../core/limits";
import {
  optionValues,
  optionalWholeField,
  wholeField,
  type SystemCalculatorAnswerer,
} from "../../../ui/systems/system-calculator";
import { dualityOdds } from "../core/duality-odds";
import { ONE_ROLL } from "../core/judged-targets";
import { daggerheartCalculatorPage } from "./calculator-page";
import { daggerheartLabels } from "./daggerheart-labels";
import { addend } from "../../../core/notation/addend";
import { DAGGERHEART_ENGINE } from "./calculator-engine";

/** The modifier: additive (src/core/limits.ts ADDITIVE). */
const MODIFIER = limit("DaggerheartModifier", -ADDITIVE, ADDITIVE);
/** The difficulty: the system judges by one only when it is truthy (d20Roll.mjs postEvaluate), so from 1. */
const DIFFICULTY = limit("DaggerheartDifficulty", 1, ADDITIVE);
/** The advantage d6s: one at a table; ten is past any actor's rules, and the best of ten d6 is one quick term. */
const ADVANTAGE_DICE = limit("DaggerheartAdvantageDice", 1, 10);

/**
 * The advantage die as the dialog writes it into the roll (dualityRoll.mjs `applyAdvantage`,
 * docs/systems-daggerheart.md "A duality roll"): a d6 added with advantage, subtracted with disadvantage, several the
 * best of them (`kh`).
 */
function advantageTerm(advantage: string, dice: number): string {
  if (advantage === "none") return "";
  const term = dice > 1 ? `${dice}d6kh1` : "1d6";
  return advantage === "disadvantage" ? `- ${term}` : `+ ${term}`;
}

/**
 * The page's fields as the adapter's question (docs/systems-daggerheart.md "In the web calculator"): the Hope and
 * Fear dice, then the rest of the roll — the advantage die, the modifier — judged against the difficulty, or without
 * one the totals. No experience or rally die of its own: their modifiers are the modifier's.
 */
export const daggerheartCalculatorAnswer: SystemCalculatorAnswerer = {
  page: daggerheartCalculatorPage,
  read(reader) {
    const faces = (name: string) => Number(reader.choice(name, optionValues(daggerheartCalculatorPage, name), "12"));
    const [hope, fear] = [faces("hope"), faces("fear")];
    const modifier = wholeField(reader, "modifier", MODIFIER);
    const difficulty = optionalWholeField(reader, "difficulty", DIFFICULTY);
    const advantage = reader.choice("advantage", optionValues(daggerheartCalculatorPage, "advantage"), "none");
    // The number of dice counts only with advantage or disadvantage: without, it is not read (nor refused).
    const dice = advantage === "none" ? 0 : wholeField(reader, "advantageDice", ADVANTAGE_DICE);
    const rest = [advantageTerm(advantage, dice), addend(modifier).trim()].filter(Boolean).join(" ");
    const targets = difficulty === null ? [] : [{ id: ONE_ROLL, difficulty, hidden: false }];
    return {
      odds: () => dualityOdds(DAGGERHEART_ENGINE, { roll: { hope, fear, rest }, targets, experiences: [] }),
      labels: daggerheartLabels("difficulty"),
    };
  },
};
