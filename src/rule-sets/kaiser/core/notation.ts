import { KAISER_LIMITS } from "./limits";
import { keptCount } from "../../../core/notation/keep-modifiers";
import type { TermContext } from "../../../core/notation/keep-modifiers";
import { isKeepOrDropKey } from "../../../core/notation/modifier-keys";
import type { StepToken } from "../../../core/notation/modifier-tokenizer";
import { notationError } from "../../../core/notation/notation-errors";
import {
  advantageIn,
  foreignModifier,
  readKeep,
  requireFaces,
  requireNoArgument,
  termReading,
} from "../../../core/notation/term-checks";
import type { RuleSetNotation } from "../../../core/notation/term-checks";
import { requireTermWithin } from "../../../core/notation/term-limits";
import type { RuleSetReading } from "../../../core/notation/term-types";
import { KAISER_DIE_FACES, PAIR_DICE } from "./mechanics/constants";

/** Kaiser's open roll on the kept pair of d6 (`2d6ko`, `3d6kh2ko`). */
export const OPEN_ROLL_KEY = "ko";

/** Kaiser's own notation problems (their messages under `INDIE_DICE.Error.Notation`). */
const KAISER_NOTATION_PROBLEMS = ["OpenRollNeedsD6", "OpenRollNeedsTwoDice", "KeepAfterOpenRoll"] as const;
/** One of them: what its `RuleSetNotationProblems` entry names (core/rule-set-types.ts). */
export type KaiserNotationProblem = (typeof KAISER_NOTATION_PROBLEMS)[number];

/** Kaiser's notation, `[keep] ko`: an open roll on the kept pair of d6 (docs/notation.md). */
function checkOpenRoll(context: TermContext, ko: StepToken): RuleSetReading {
  requireFaces(context, (faces) => faces === KAISER_DIE_FACES, "OpenRollNeedsD6");
  requireNoArgument(context, ko);
  const at = context.steps.indexOf(ko);
  context.steps.forEach((step, index) => {
    if (step === ko) return;
    if (!isKeepOrDropKey(step.command)) throw foreignModifier(context, step, ko);
    if (index > at) throw notationError("KeepAfterOpenRoll", { term: context.label, modifier: step.text });
  });
  const keep = readKeep(context, context.steps.slice(0, at));
  const kept = keptCount(keep, context.number);
  if (kept !== null && kept !== PAIR_DICE) {
    throw notationError("OpenRollNeedsTwoDice", { term: context.label, kept });
  }
  // The dice past the kept pair are the net level: `1003d6kh2ko` would be Advantage 1001.
  const advantage = requireTermWithin(context, KAISER_LIMITS.kaiserNetAdvantage, advantageIn(context, keep));
  return termReading("kaiser", { keep, advantage, openRoll: true });
}

export const kaiserNotation: RuleSetNotation = {
  modifierKey: OPEN_ROLL_KEY,
  check: checkOpenRoll,
  readingDefaults: { openRoll: false },
  problems: KAISER_NOTATION_PROBLEMS,
  apiNames: { OPEN_ROLL_KEY },
};
