import { KINGDOMS_LIMITS } from "./limits";
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
import { KINGDOMS_DIE_FACES } from "./mechanics/rules";

/** K&R's d12 pool against a Difficulty Threshold (`6d12kr7`). */
export const THRESHOLD_POOL_KEY = "kr";

/** K&R's own notation problems (their messages under `INDIE_DICE.Error.Notation`). */
const KINGDOMS_NOTATION_PROBLEMS = [
  "DifficultyThresholdMissing",
  "DifficultyThresholdNotWhole",
  "DifficultyThresholdNegative",
  "PoolNotD12",
] as const;
/** One of them: what its `RuleSetNotationProblems` entry names (core/rule-set-types.ts). */
export type KingdomsNotationProblem = (typeof KINGDOMS_NOTATION_PROBLEMS)[number];

/** K&R's notation, `krN`: a d12 pool against the Difficulty Threshold N, standing alone (docs/notation.md). */
function checkThresholdPool(context: TermContext, kr: StepToken): RuleSetReading {
  requireFaces(context, (faces) => faces === KINGDOMS_DIE_FACES, "PoolNotD12");
  refuseOthers(context, kr);
  const threshold = requireWholeArgument(
    context,
    kr,
    { missing: "DifficultyThresholdMissing", notWhole: "DifficultyThresholdNotWhole" },
    KINGDOMS_LIMITS.kingdomsThreshold,
  );
  requireDice(context);
  if (context.number !== null) requireTermWithin(context, KINGDOMS_LIMITS.kingdomsPool, context.number);
  return termReading("kingdoms", { difficultyThreshold: threshold });
}

export const kingdomsNotation: RuleSetNotation = {
  modifierKey: THRESHOLD_POOL_KEY,
  check: checkThresholdPool,
  readingDefaults: { difficultyThreshold: null },
  problems: KINGDOMS_NOTATION_PROBLEMS,
  apiNames: { THRESHOLD_POOL_KEY },
  negativeArgument: (term, threshold) => notationError("DifficultyThresholdNegative", { term, threshold }),
};
