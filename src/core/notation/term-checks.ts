import type { Limit } from "../limits";
import type { IndieDiceError } from "../errors";
import type { RuleSetId } from "../rule-set-types";
import { readRegistry } from "../rule-sets";
import { advantageOf, keepSpecFor, readKeepOrDrop, singleKeepStep } from "./keep-modifiers";
import type { TermContext } from "./keep-modifiers";
import type { StepToken } from "./modifier-tokenizer";
import { notationError, readWholeArgument } from "./notation-errors";
import type { NotationProblem } from "./notation-errors";
import { requireTermWithin } from "./term-limits";
import type { IndieTermCheck, KeepSpec, OwnDieDenomination, RuleSetReading, TermReadings } from "./term-types";

/**
 * What the rule sets' notation checks share (each rule set's own check is in its folder, `core/notation.ts`,
 * reached through its descriptor: docs/notation.md). A check throws the first problem it finds and otherwise reads
 * what the term asks for. Foundry's own modifiers are refused beside ours unless the rule set needs them
 * (keep/drop for Kaiser's advantage and the Kleptonomicon's): a reroll or an explosion in the middle of an open
 * roll or a crit would mean something no rule text defines.
 */

/**
 * A rule set's own notation, as its core descriptor declares it (`notation`): the modifier its terms carry and the
 * check that reads them. Its key is a `Die.MODIFIERS` name (modifier-keys.ts reads every rule set's, since Foundry
 * dispatches on them); its reading's fields and its problems' names are its folder's, merged into `TermReadings` and
 * `RuleSetNotationProblems`.
 */
export interface RuleSetNotation {
  /** Its modifier (`ko`): a term carrying it is this rule set's. */
  readonly modifierKey: string;
  /** Checks a term carrying `modifierKey` (the step `ours`) and reads what it asks for; throws its first problem. */
  readonly check: (context: TermContext, ours: StepToken) => RuleSetReading;
  /**
   * What its reading's own fields say on a term not its own (`openRoll: false`): every field it adds to `TermReadings`.
   */
  readonly readingDefaults: Partial<TermReadings>;
  /** Its own problems' names (each with its message under `INDIE_DICE.Error.Notation`). */
  readonly problems: readonly NotationProblem[];
  /** Its names in `api.notation` (`OPEN_ROLL_KEY: "ko"`), which macros may read. */
  readonly apiNames?: Readonly<Record<string, string>>;
  /**
   * The problem of `1d10p-1`: the argument the modifier needs was cut off by a minus sign (`written` the term with
   * it, `value` the signed number). Absent: the modifier takes no argument.
   */
  readonly negativeArgument?: (written: string, value: string) => IndieDiceError;
  /**
   * Its terms are expanded into real dice before a roll is saved (the parser, src/foundry/dice): the luck of a
   * default-class roll that adds such terms and plain dice, from the real dice's sizes and their sum
   * (src/core/odds/plain-roll-luck.ts). Absent: its terms are saved as written.
   */
  readonly expandedLuck?: (faces: readonly number[], sum: number) => number;
  /** Its own die term (`di`), checked whatever modifiers it carries. Absent: it has none. */
  readonly ownDie?: {
    readonly denomination: OwnDieDenomination;
    /** The stable class name its term is saved under (`D10ishDie`), which a saved roll's reader knows it by. */
    readonly className: string;
    readonly check: (context: TermContext) => RuleSetReading;
  };
}

/** What every registered notation's fields read on a term not its own. */
const readingDefaults = readRegistry((ruleSets): TermReadings =>
  // Each notation names the defaults of every field its folder adds to TermReadings, so together they fill it.
  Object.assign({}, ...ruleSets.map(({ notation }) => notation?.readingDefaults)),
);

/** A rule set's reading of a term: the fields it does not name are null / false / 0. */
export function termReading(ruleSet: RuleSetId, parts: Partial<Omit<RuleSetReading, "ruleSet">>): RuleSetReading {
  return { ruleSet, keep: null, advantage: 0, ...readingDefaults(), ...parts };
}

/* -------------------------------------------- */
/*  Shared checks                               */
/* -------------------------------------------- */

export function requireFaces(
  context: TermContext,
  accepts: (faces: number) => boolean,
  problem: NotationProblem,
): void {
  const { faces } = context;
  if (typeof faces === "number" && !accepts(faces)) throw notationError(problem, { term: context.label, faces });
}

export function requireDice(context: TermContext): void {
  const { number } = context;
  if (number !== null && number < 1) throw notationError("NoDice", { term: context.label, number });
}

export function requireNoArgument(context: TermContext, step: StepToken): void {
  if (step.argument.length > 0) {
    throw notationError("UnexpectedArgument", { term: context.label, modifier: step.command, argument: step.argument });
  }
}

export function foreignModifier(context: TermContext, step: StepToken, ours: StepToken): IndieDiceError {
  return notationError("ForeignModifier", { term: context.label, modifier: step.text, ours: ours.text });
}

/** Refuses every step but ours: rule sets whose notation stands alone (kr, p). */
export function refuseOthers(context: TermContext, ours: StepToken): void {
  const other = context.steps.find((step) => step !== ours);
  if (other !== undefined) throw foreignModifier(context, other, ours);
}

/** Reads the single keep or drop among `candidates`; null when there is none or the number is not known yet. */
export function readKeep(context: TermContext, candidates: readonly StepToken[]): KeepSpec | null {
  const step = singleKeepStep(context, candidates);
  if (step === null) return null;
  const keepOrDrop = readKeepOrDrop(context, step);
  return context.number === null ? null : keepSpecFor(keepOrDrop, context.number);
}

/**
 * Reads a whole-number argument (a DT, stages) or throws the rule set's own problem for each way it is wrong; a
 * whole number past the field's limit gets the limit's error.
 */
export function requireWholeArgument(
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

export function advantageIn(context: TermContext, keep: KeepSpec | null): number {
  return context.number === null ? 0 : advantageOf(keep, context.number);
}

declare module "../rule-set" {
  /** What the notation asks of a rule set (src/core/rule-set.ts). */
  // a merged declaration repeats the interface's type parameters
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface CoreRuleSet<R extends RuleSetId> {
    /**
     * Luck of a default-class roll whose one term is in its notation (src/core/odds/plain-roll-luck.ts), from the
     * term's reading and what it added to the total; null when the term has no such measure. Absent: none.
     */
    readonly termLuck?: (reading: IndieTermCheck, total: number, crit: "success" | "failure" | null) => number | null;
    /**
     * Its own dice notation: the modifier it adds to Foundry's Die and the check of a term carrying it. Absent: none.
     */
    readonly notation?: RuleSetNotation;
  }
}
