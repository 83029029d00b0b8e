import { KAISER_DIE_FACES, PAIR_DICE } from "../../rule-sets/kaiser/core/mechanics/constants";
import { KINGDOMS_DIE_FACES } from "../../rule-sets/kingdoms/core/mechanics/rules";
import { KLEPTO_DIE_FACES } from "../../rule-sets/klepto/core/mechanics/constants";
import { increaseDie } from "../../rule-sets/ogs/core/mechanics/die-increase";
import { isOgsDieSize } from "../../rule-sets/ogs/core/mechanics/rules";
import { LIMITS } from "../limits";
import type { Limit } from "../limits";
import type { IndieDiceError } from "../errors";
import { advantageOf, keepSpecFor, keptCount, readKeepOrDrop, singleKeepStep } from "./keep-modifiers";
import type { TermContext } from "./keep-modifiers";
import { CRIT_BY_COIN_KEY, isKeepOrDropKey } from "./modifier-keys";
import type { NotationRuleSet } from "./modifier-keys";
import type { StepToken } from "./modifier-tokenizer";
import { notationError, readWholeArgument } from "./notation-errors";
import type { NotationProblem } from "./notation-errors";
import { requireTermWithin } from "./term-limits";
import type { KeepSpec, RuleSetReading } from "./term-types";

/**
 * The grammar of each rule set's notation, one check per rule set. A check throws the first problem it finds
 * and otherwise reads what the term asks for. Foundry's own modifiers are refused beside ours unless the rule
 * set needs them (keep/drop for Kaiser's advantage and the Kleptonomicon's): a reroll or an explosion in the
 * middle of an open roll or a crit would mean something no rule text defines.
 */

/** A Kleptonomicon Test's score is one kept d10. */
export const KLEPTO_KEPT_DICE = 1;

function reading(ruleSet: NotationRuleSet, parts: Partial<Omit<RuleSetReading, "ruleSet">>): RuleSetReading {
  return {
    ruleSet,
    keep: null,
    advantage: 0,
    openRoll: false,
    difficultyThreshold: null,
    critByCoin: false,
    dieIncreaseStages: null,
    d10ish: false,
    ...parts,
  };
}

/* -------------------------------------------- */
/*  Shared checks                               */
/* -------------------------------------------- */

function requireFaces(context: TermContext, accepts: (faces: number) => boolean, problem: NotationProblem): void {
  const { faces } = context;
  if (typeof faces === "number" && !accepts(faces)) throw notationError(problem, { term: context.label, faces });
}

function requireDice(context: TermContext): void {
  const { number } = context;
  if (number !== null && number < 1) throw notationError("NoDice", { term: context.label, number });
}

function requireNoArgument(context: TermContext, step: StepToken): void {
  if (step.argument.length > 0) {
    throw notationError("UnexpectedArgument", { term: context.label, modifier: step.command, argument: step.argument });
  }
}

function foreign(context: TermContext, step: StepToken, ours: StepToken): IndieDiceError {
  return notationError("ForeignModifier", { term: context.label, modifier: step.text, ours: ours.text });
}

/** Refuses every step but ours: rule sets whose notation stands alone (kr, p). */
function refuseOthers(context: TermContext, ours: StepToken): void {
  const other = context.steps.find((step) => step !== ours);
  if (other !== undefined) throw foreign(context, other, ours);
}

/** Reads the single keep or drop among `candidates`; null when there is none or the number is not known yet. */
function readKeep(context: TermContext, candidates: readonly StepToken[]): KeepSpec | null {
  const step = singleKeepStep(context, candidates);
  if (step === null) return null;
  const keepOrDrop = readKeepOrDrop(context, step);
  return context.number === null ? null : keepSpecFor(keepOrDrop, context.number);
}

/**
 * Reads a whole-number argument (a DT, stages) or throws the rule set's own problem for each way it is wrong; a
 * whole number past the field's limit gets the limit's error.
 */
function requireWholeArgument(
  context: TermContext,
  step: StepToken,
  problems: { readonly missing: NotationProblem; readonly notWhole: NotationProblem },
  limit: Limit,
): number {
  const argument = readWholeArgument(step.argument);
  switch (argument.kind) {
    case "whole":
      return requireTermWithin(context, limit, argument.value);
    case "missing":
      throw notationError(problems.missing, { term: context.label, modifier: step.text });
    case "not-whole":
      throw notationError(problems.notWhole, { term: context.label, modifier: step.command, argument: step.argument });
    case "too-large":
      throw notationError("NumberTooLarge", { term: context.label, modifier: step.command, value: step.argument });
  }
}

/**
 * A Kleptonomicon Test scores one die: a pool of several must keep exactly one, and rolls at most four, since
 * Advantages and Disadvantages cap at 3 ("you will only ever need 4 or fewer 10-sided dice").
 */
function requireOneKeptDie(context: TermContext, keep: KeepSpec | null): void {
  requireDice(context);
  const { number } = context;
  const { min, max } = LIMITS.kleptoTermDice;
  if (number !== null && number > max) {
    throw notationError("KleptoTooManyDice", { term: context.label, value: number, min, max });
  }
  const kept = keptCount(keep, context.number);
  if (kept !== null && kept !== KLEPTO_KEPT_DICE) {
    throw notationError("KeepOneDie", { term: context.label, kept, number: context.number ?? kept });
  }
}

function advantageIn(context: TermContext, keep: KeepSpec | null): number {
  return context.number === null ? 0 : advantageOf(keep, context.number);
}

/* -------------------------------------------- */
/*  Kaiser: [keep] ko                           */
/* -------------------------------------------- */

export function checkOpenRoll(context: TermContext, ko: StepToken): RuleSetReading {
  requireFaces(context, (faces) => faces === KAISER_DIE_FACES, "OpenRollNeedsD6");
  requireNoArgument(context, ko);
  const at = context.steps.indexOf(ko);
  context.steps.forEach((step, index) => {
    if (step === ko) return;
    if (!isKeepOrDropKey(step.command)) throw foreign(context, step, ko);
    if (index > at) throw notationError("KeepAfterOpenRoll", { term: context.label, modifier: step.text });
  });
  const keep = readKeep(context, context.steps.slice(0, at));
  const kept = keptCount(keep, context.number);
  if (kept !== null && kept !== PAIR_DICE) {
    throw notationError("OpenRollNeedsTwoDice", { term: context.label, kept });
  }
  // The dice past the kept pair are the net level: `1003d6kh2ko` would be Advantage 1001.
  const advantage = requireTermWithin(context, LIMITS.kaiserNetAdvantage, advantageIn(context, keep));
  return reading("kaiser", { keep, advantage, openRoll: true });
}

/* -------------------------------------------- */
/*  K&R: krN                                    */
/* -------------------------------------------- */

export function checkThresholdPool(context: TermContext, kr: StepToken): RuleSetReading {
  requireFaces(context, (faces) => faces === KINGDOMS_DIE_FACES, "PoolNotD12");
  refuseOthers(context, kr);
  const threshold = requireWholeArgument(
    context,
    kr,
    { missing: "DifficultyThresholdMissing", notWhole: "DifficultyThresholdNotWhole" },
    LIMITS.kingdomsThreshold,
  );
  requireDice(context);
  if (context.number !== null) requireTermWithin(context, LIMITS.kingdomsPool, context.number);
  return reading("kingdoms", { difficultyThreshold: threshold });
}

/* -------------------------------------------- */
/*  OGS: pN                                     */
/* -------------------------------------------- */

export function checkDieIncrease(context: TermContext, p: StepToken): RuleSetReading {
  requireFaces(context, isOgsDieSize, "DieIncreaseSize");
  refuseOthers(context, p);
  // Stages first: they decide how many real dice there are, and no die is built before they are bounded.
  const stages = requireWholeArgument(
    context,
    p,
    { missing: "DieIncreaseWithoutStages", notWhole: "DieIncreaseNotWhole" },
    LIMITS.ogsStages,
  );
  requireDice(context);
  const { number, faces } = context;
  if (number !== null) requireTermWithin(context, LIMITS.ogsTermDice, number);
  if (number !== null && typeof faces === "number") {
    requireTermWithin(context, LIMITS.ogsRealDice, number * increaseDie(faces, stages).length);
  }
  return reading("ogs", { dieIncreaseStages: stages });
}

/* -------------------------------------------- */
/*  Kleptonomicon: kc [keep], and the d10ish die */
/* -------------------------------------------- */

export function checkCritByCoin(context: TermContext, kc: StepToken): RuleSetReading {
  requireFaces(context, (faces) => faces === KLEPTO_DIE_FACES, "CritNeedsD10");
  requireNoArgument(context, kc);
  const at = context.steps.indexOf(kc);
  context.steps.forEach((step, index) => {
    if (step === kc) return;
    if (!isKeepOrDropKey(step.command)) throw foreign(context, step, kc);
    // The text: crits are resolved before the high or low die is picked, so a keep must come after kc.
    if (index < at) throw notationError("KeepBeforeCrit", { term: context.label, modifier: step.text });
  });
  const keep = readKeep(context, context.steps.slice(at + 1));
  requireOneKeptDie(context, keep);
  return reading("klepto", { keep, advantage: advantageIn(context, keep), critByCoin: true });
}

/**
 * The d10ish die carries its crits on its faces, so it takes nothing but a keep: `kc` would flip a coin for a
 * crit that is already settled, and every other modifier (ours or Foundry's) has no meaning on it.
 */
export function checkD10ish(context: TermContext): RuleSetReading {
  for (const step of context.steps) {
    if (step.command === CRIT_BY_COIN_KEY) throw notationError("CritOnD10ish", { term: context.label });
    if (!isKeepOrDropKey(step.command)) {
      throw notationError("D10ishModifier", { term: context.label, modifier: step.text });
    }
  }
  const keep = readKeep(context, context.steps);
  requireOneKeptDie(context, keep);
  return reading("klepto", { keep, advantage: advantageIn(context, keep), d10ish: true });
}
