import { isKeepOrDropKey } from "./modifier-keys";
import type { StepToken } from "./modifier-tokenizer";
import { notationError, readWholeArgument } from "./notation-errors";
import type { KeepSpec, NotationFaces } from "./term-types";

/**
 * How Foundry's keep (k, kh, kl) and drop (d, dh, dl) modifiers leave a term, modelled so our modifiers can
 * check how many dice they will see. Foundry keeps or drops among the dice still active, N defaulting to 1.
 */

/** A term under inspection. `number`/`faces` are null when a formula computes them `(…)` at evaluation. */
export interface TermContext {
  /** The term as the user wrote it, for messages. */
  readonly label: string;
  readonly number: number | null;
  readonly faces: NotationFaces | null;
  readonly steps: readonly StepToken[];
}

interface KeepOrDrop {
  /** "highest" when the dice left active are the highest ones. */
  readonly which: KeepSpec["which"];
  /** Keep N, or drop N. */
  readonly keeps: boolean;
  readonly amount: number;
  readonly modifier: string;
}

/**
 * The one keep or drop among `candidates`. Two in a row could keep a middle slice that no KeepSpec can tell,
 * and no rule set asks for it, so a second one is refused.
 */
export function singleKeepStep(context: TermContext, candidates: readonly StepToken[]): StepToken | null {
  const keeps = candidates.filter((step) => isKeepOrDropKey(step.command));
  const [first, second] = keeps;
  if (first !== undefined && second !== undefined) {
    throw notationError("SeveralKeeps", { term: context.label, first: first.text, second: second.text });
  }
  return first ?? null;
}

/**
 * Reads a keep or drop step. Foundry reads "kh0" as keep one and "kh2.5" as keep two; both are refused, since
 * the user wrote something else than what would happen.
 */
export function readKeepOrDrop(context: TermContext, step: StepToken): KeepOrDrop {
  const argument = readWholeArgument(step.argument);
  if (argument.kind === "too-large") {
    throw notationError("NumberTooLarge", { term: context.label, modifier: step.text, value: step.argument });
  }
  if (argument.kind === "not-whole" || (argument.kind === "whole" && argument.value < 1)) {
    throw notationError("BadKeepCount", { term: context.label, modifier: step.text, argument: step.argument });
  }
  const amount = argument.kind === "whole" ? argument.value : 1;
  const keeps = step.command.startsWith("k");
  // k/kh keep the highest, kl the lowest; d/dl drop the lowest (the highest stay), dh drops the highest.
  const lowestStay = keeps ? step.command === "kl" : step.command === "dh";
  return { which: lowestStay ? "lowest" : "highest", keeps, amount, modifier: step.text };
}

/**
 * The dice a keep or drop leaves active out of `number`. A drop of as many dice as there are, or more, drops none:
 * Foundry's cut (`DiceTerm#_keepOrDrop`) is then the face past the last one, which no die reaches
 * (docs/formula-odds.md "Keep and drop").
 */
export function keepSpecFor(keepOrDrop: KeepOrDrop, number: number): KeepSpec {
  const count = keepOrDrop.keeps
    ? Math.min(keepOrDrop.amount, number)
    : keepOrDrop.amount >= number
      ? number
      : number - keepOrDrop.amount;
  return { which: keepOrDrop.which, count, modifier: keepOrDrop.modifier };
}

/** Signed count of discarded dice: positive when the highest are kept (advantage), negative when the lowest are. */
export function advantageOf(keep: KeepSpec | null, number: number): number {
  if (keep === null) return 0;
  const discarded = number - keep.count;
  if (discarded === 0) return 0;
  return keep.which === "highest" ? discarded : -discarded;
}

/** How many dice stay active: all of them without a keep; null while the number is not known yet. */
export function keptCount(keep: KeepSpec | null, number: number | null): number | null {
  if (number === null) return null;
  return keep === null ? number : keep.count;
}
