import { KLEPTO_LIMITS } from "./limits";
import { keptCount } from "../../../core/notation/keep-modifiers";
import type { TermContext } from "../../../core/notation/keep-modifiers";
import { isKeepOrDropKey } from "../../../core/notation/modifier-keys";
import type { StepToken } from "../../../core/notation/modifier-tokenizer";
import { notationError } from "../../../core/notation/notation-errors";
import {
  advantageIn,
  foreignModifier,
  readKeep,
  requireDice,
  requireFaces,
  requireNoArgument,
  termReading,
} from "../../../core/notation/term-checks";
import type { RuleSetNotation } from "../../../core/notation/term-checks";
import type { KeepSpec, RuleSetReading } from "../../../core/notation/term-types";
import { D10ISH_DIE } from "./fairness-die";
import { KLEPTO_DIE_FACES } from "./mechanics/constants";

/** The Kleptonomicon's Critical Roll by coin on a d10 (`1d10kc`, `3d10kckh`). */
export const CRIT_BY_COIN_KEY = "kc";
/** The denomination of the Kleptonomicon's d10ish die term (`1di`, `4dikl`). */
export const D10ISH_DENOMINATION = "i";

/** The Kleptonomicon's own notation problems (their messages under `INDIE_DICE.Error.Notation`). */
const KLEPTO_NOTATION_PROBLEMS = [
  "CritNeedsD10",
  "CritOnD10ish",
  "KeepBeforeCrit",
  "KeepOneDie",
  "KleptoTooManyDice",
  "D10ishModifier",
] as const;
/** One of them: what its `RuleSetNotationProblems` entry names (core/rule-set-types.ts). */
export type KleptoNotationProblem = (typeof KLEPTO_NOTATION_PROBLEMS)[number];

/** A Kleptonomicon Test's score is one kept d10. */
const KLEPTO_KEPT_DICE = 1;

/**
 * A Kleptonomicon Test scores one die: a pool of several must keep exactly one, and rolls at most four, since
 * Advantages and Disadvantages cap at 3 ("you will only ever need 4 or fewer 10-sided dice").
 */
function requireOneKeptDie(context: TermContext, keep: KeepSpec | null): void {
  requireDice(context);
  const { number } = context;
  const { min, max } = KLEPTO_LIMITS.kleptoTermDice;
  if (number !== null && number > max) {
    throw notationError("KleptoTooManyDice", { term: context.label, value: number, min, max });
  }
  const kept = keptCount(keep, context.number);
  if (kept !== null && kept !== KLEPTO_KEPT_DICE) {
    throw notationError("KeepOneDie", { term: context.label, kept, number: context.number ?? kept });
  }
}

/** The Kleptonomicon's notation, `kc [keep]`: a 10 flips a coin for its crit (docs/notation.md). */
function checkCritByCoin(context: TermContext, kc: StepToken): RuleSetReading {
  requireFaces(context, (faces) => faces === KLEPTO_DIE_FACES, "CritNeedsD10");
  requireNoArgument(context, kc);
  const at = context.steps.indexOf(kc);
  context.steps.forEach((step, index) => {
    if (step === kc) return;
    if (!isKeepOrDropKey(step.command)) throw foreignModifier(context, step, kc);
    // The text: crits are resolved before the high or low die is picked, so a keep must come after kc.
    if (index < at) throw notationError("KeepBeforeCrit", { term: context.label, modifier: step.text });
  });
  const keep = readKeep(context, context.steps.slice(at + 1));
  requireOneKeptDie(context, keep);
  return termReading("klepto", { keep, advantage: advantageIn(context, keep), critByCoin: true });
}

/**
 * The d10ish die carries its crits on its faces, so it takes nothing but a keep: `kc` would flip a coin for a
 * crit that is already settled, and every other modifier (ours or Foundry's) has no meaning on it.
 */
function checkD10ish(context: TermContext): RuleSetReading {
  for (const step of context.steps) {
    if (step.command === CRIT_BY_COIN_KEY) throw notationError("CritOnD10ish", { term: context.label });
    if (!isKeepOrDropKey(step.command)) {
      throw notationError("D10ishModifier", { term: context.label, modifier: step.text });
    }
  }
  const keep = readKeep(context, context.steps);
  requireOneKeptDie(context, keep);
  return termReading("klepto", { keep, advantage: advantageIn(context, keep), d10ish: true });
}

export const kleptoNotation: RuleSetNotation = {
  modifierKey: CRIT_BY_COIN_KEY,
  check: checkCritByCoin,
  readingDefaults: { critByCoin: false, d10ish: false },
  problems: KLEPTO_NOTATION_PROBLEMS,
  apiNames: { CRIT_BY_COIN_KEY, D10ISH_DENOMINATION },
  ownDie: { denomination: D10ISH_DENOMINATION, className: D10ISH_DIE.className, check: checkD10ish },
};
