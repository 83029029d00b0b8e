import { IndieDiceError } from "../../../core/errors";
import { limit } from "../../../core/limits";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import type { FormReader } from "../../../ui/dialogs/form-reader";
import { wholeField, type SystemCalculatorAnswerer } from "../../../ui/systems/system-calculator";
import { WOD_MAX_ADVANCED, WOD_MAX_BASIC, wodDice, wodOdds, type WodRoll } from "../core/wod5e-odds";
import { rerollChoice, type WodDie } from "../core/wod5e-reroll";
import { WOD_SPLATS, wod5eCalculatorPage } from "./calculator-page";
import { wod5eLabels } from "./wod5e-labels";

/**
 * The dice: up to the adapter's bounds (the dialog has none). The difficulty: 0 (none set) and past any pool's reach.
 */
const BASIC = limit("Wod5eBasic", 0, WOD_MAX_BASIC);
const ADVANCED = limit("Wod5eAdvanced", 0, WOD_MAX_ADVANCED);
const DIFFICULTY = limit("Wod5eDifficulty", 0, 100);

/**
 * The page's fields as the adapter's question (docs/systems-wod5e.md "In the web calculator"): one roll, every label's
 * figure. No dice at all roll one basic die, as the system's zero-dice rule does without hunger or rage.
 */
export const wod5eCalculatorAnswer: SystemCalculatorAnswerer = {
  page: wod5eCalculatorPage,
  read(reader) {
    const splat = reader.choice("splat", WOD_SPLATS, "vampire");
    const advancedAsked = wholeField(reader, "advanced", ADVANCED);
    const dice = wodDice(wholeField(reader, "basic", BASIC), splat === "mortal" ? 0 : advancedAsked, 0);
    const difficulty = wholeField(reader, "difficulty", DIFFICULTY);
    const roll: WodRoll = { splat, ...dice, difficulty };
    const shown = shownDice(reader, dice);
    return { odds: () => withReroll(wodOdds(roll), roll, shown), labels: wod5eLabels };
  },
};

/** The faces typed for one kind of dice ("2 7 4", "2, 7, 4"): as many as rolled, each 1–10; empty, none. */
function shownFaces(reader: FormReader, name: string, count: number): number[] | null {
  const text = reader.text(name).trim();
  if (text === "") return null;
  const faces = text.split(/[\s,;]+/).map(Number);
  if (faces.length !== count || faces.some((face) => !Number.isInteger(face) || face < 1 || face > 10)) {
    reader.fail(name, new IndieDiceError("INDIE_DICE.Calculator.Wod5e.ShownError", { count }));
    return null;
  }
  return faces;
}

/** The dice the roll shows, when both kinds are typed (a mortal's advanced dice: none to type). */
function shownDice(reader: FormReader, dice: { basic: number; advanced: number }): WodDie[] | null {
  const basic = shownFaces(reader, "shownBasic", dice.basic);
  const advanced = dice.advanced > 0 ? shownFaces(reader, "shownAdvanced", dice.advanced) : [];
  if (!basic || !advanced) return null;
  return [
    ...basic.map((face, index) => ({ kind: "basic" as const, index, face })),
    ...advanced.map((face, index) => ({ kind: "advanced" as const, index, face })),
  ];
}

/** The roll's figures, and after it the best Willpower reroll of the dice shown (none where no die may help). */
function withReroll(odds: SystemOdds, roll: WodRoll, shown: readonly WodDie[] | null): SystemOdds {
  const best = shown ? rerollChoice({ splat: roll.splat, dice: shown, difficulty: roll.difficulty }) : null;
  return best ? { ...odds, choices: [...odds.choices, best.choice] } : odds;
}
