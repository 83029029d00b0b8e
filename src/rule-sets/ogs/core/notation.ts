import { OGS_LIMITS } from "./limits";
import type { TermContext } from "../../../core/notation/keep-modifiers";
import type { StepToken } from "../../../core/notation/modifier-tokenizer";
import { notationError } from "../../../core/notation/notation-errors";
import {
  refuseOthers,
  requireDice,
  requireFaces,
  requireWholeArgument,
  termReading,
} from "../../../core/notation/term-checks";
import type { RuleSetNotation } from "../../../core/notation/term-checks";
import { requireTermWithin } from "../../../core/notation/term-limits";
import type { RuleSetReading } from "../../../core/notation/term-types";
import { ogsLuck } from "./luck";
import { increaseDie } from "./mechanics/die-increase";
import { isOgsDieSize } from "./mechanics/rules";

/** OGS's Die Increase by a number of stages (`1d10p2`). */
export const DIE_INCREASE_KEY = "p";

/** OGS's own notation problems (their messages under `INDIE_DICE.Error.Notation`). */
const OGS_NOTATION_PROBLEMS = [
  "DieIncreaseWithoutStages",
  "DieIncreaseNotWhole",
  "DieIncreaseNegative",
  "DieIncreaseSize",
] as const;
/** One of them: what its `RuleSetNotationProblems` entry names (core/rule-set-types.ts). */
export type OgsNotationProblem = (typeof OGS_NOTATION_PROBLEMS)[number];

/** OGS's notation, `pN`: a Die Increase by N stages, standing alone (docs/notation.md). */
function checkDieIncrease(context: TermContext, p: StepToken): RuleSetReading {
  requireFaces(context, isOgsDieSize, "DieIncreaseSize");
  refuseOthers(context, p);
  // Stages first: they decide how many real dice there are, and no die is built before they are bounded.
  const stages = requireWholeArgument(
    context,
    p,
    { missing: "DieIncreaseWithoutStages", notWhole: "DieIncreaseNotWhole" },
    OGS_LIMITS.ogsStages,
  );
  requireDice(context);
  const { number, faces } = context;
  if (number !== null) requireTermWithin(context, OGS_LIMITS.ogsTermDice, number);
  if (number !== null && typeof faces === "number") {
    requireTermWithin(context, OGS_LIMITS.ogsRealDice, number * increaseDie(faces, stages).length);
  }
  return termReading("ogs", { dieIncreaseStages: stages });
}

export const ogsNotation: RuleSetNotation = {
  modifierKey: DIE_INCREASE_KEY,
  check: checkDieIncrease,
  readingDefaults: { dieIncreaseStages: null },
  problems: OGS_NOTATION_PROBLEMS,
  apiNames: { DIE_INCREASE_KEY },
  negativeArgument: (term, stages) => notationError("DieIncreaseNegative", { term, stages }),
  // Measured by the total of the real dice, as the OGS card is.
  expandedLuck: (faces, sum) => ogsLuck(faces, 0, sum),
};
