import type { TermContext } from "./keep-modifiers";
import { dieModifierKeys, isOurModifierKey } from "./modifier-keys";
import { stepsOf, tokenizeModifierList } from "./modifier-tokenizer";
import type { ModifierStep, ModifierToken, StepToken } from "./modifier-tokenizer";
import { notationError } from "./notation-errors";
import { isOwnDieDenomination, notationOfDie, notationOfKey } from "./registered-notations";
import type { DiceTermCheck, DiceTermInput, RuleSetReading } from "./term-types";

/**
 * Decides whether a dice term is ours and, if it is, whether it is well formed — from the same sequence of
 * commands Foundry will execute, so nothing Foundry does differs from what was checked.
 */

function isOurStep(step: StepToken): boolean {
  return isOurModifierKey(step.command);
}

function requireValidShape(context: TermContext): void {
  const { number, faces, label } = context;
  if (number !== null && (!Number.isSafeInteger(number) || number < 0)) {
    throw notationError("BadDiceCount", { term: label, number: asTyped(number, /^(\d+)/.exec(label)?.[1]) });
  }
  if (faces !== null && !isOwnDieDenomination(faces) && !(Number.isSafeInteger(faces) && faces >= 1)) {
    throw notationError("BadFaces", { term: label, faces: asTyped(faces, /^\d*[dD](\d+)/.exec(label)?.[1]) });
  }
}

/** A number as the term wrote it: digits past a float's whole numbers (20 nines read as 1e20) as typed. */
function asTyped(value: number | string, digits: string | undefined): string {
  return typeof value === "number" && !Number.isSafeInteger(value) && digits !== undefined ? digits : String(value);
}

/** One term, one rule set: `2d6kokr7` cannot be both a Kaiser check and a K&R pool. */
function refuseMixedRuleSets(context: TermContext): void {
  const ours = context.steps.filter(isOurStep);
  const [first] = ours;
  const other = ours.find(
    (step) => first !== undefined && notationOfKey(step.command) !== notationOfKey(first.command),
  );
  if (first !== undefined && other !== undefined) {
    throw notationError("MixedRuleSets", { term: context.label, first: first.text, second: other.text });
  }
}

function refuseRepeats(context: TermContext): void {
  const seen = new Set<string>();
  for (const step of context.steps.filter(isOurStep)) {
    if (seen.has(step.command))
      throw notationError("RepeatedModifier", { term: context.label, modifier: step.command });
    seen.add(step.command);
  }
}

/** On our terms nothing may be dropped silently: that silence is the bug this module exists to prevent. */
function refuseIgnoredText(context: TermContext, tokens: readonly ModifierToken[]): void {
  const dropped = tokens.find((token) => token.kind === "ignored");
  if (dropped === undefined) return;
  if (dropped.reason === "dropped-argument") {
    throw notationError("IgnoredArgument", { term: context.label, request: dropped.request, argument: dropped.text });
  }
  throw notationError("UnknownModifier", { term: context.label, text: dropped.text });
}

/**
 * Reads a term in the order a user should hear about problems: the term's shape, then which rule set, then
 * text Foundry would drop, then the rule set's own grammar. Returns null for a term that is not ours.
 * @internal shared by validateDiceTerm and findNotationProblems
 */
export function inspectTerm(context: TermContext, tokens: readonly ModifierToken[]): RuleSetReading | null {
  const ownDie = typeof context.faces === "string" ? notationOfDie(context.faces)?.ownDie : undefined;
  if (ownDie !== undefined) {
    requireValidShape(context);
    refuseIgnoredText(context, tokens);
    return ownDie.check(context);
  }
  // With mixed rule sets and repeats refused, the first of our steps names the notation.
  const ours = context.steps.find(isOurStep);
  if (ours === undefined) return null;
  requireValidShape(context);
  refuseMixedRuleSets(context);
  refuseRepeats(context);
  refuseIgnoredText(context, tokens);
  return notationOfKey(ours.command).check(context, ours);
}

function plainStep({ command, argument, text }: ModifierStep): ModifierStep {
  return { command, argument, text };
}

function requireModifierList(modifiers: unknown, label: string): readonly string[] {
  if (!Array.isArray(modifiers)) throw notationError("UnknownModifier", { term: label, text: String(modifiers) });
  const odd: unknown = modifiers.find((modifier) => typeof modifier !== "string");
  if (odd !== undefined) throw notationError("UnknownModifier", { term: label, text: String(odd) });
  return modifiers as readonly string[];
}

/**
 * What a dice term's notation asks for, from the term as Foundry holds it when its modifiers run. Returns
 * `{ ours: false }` for a term that uses none of our notation (`2d6kh`, `4d6x`), so the adapter leaves it to
 * Foundry; throws an IndieDiceError naming the problem for a malformed term of ours.
 *
 * `knownKeys` is the MODIFIERS table Foundry will dispatch against (default: Foundry's Die keys plus ours); pass
 * the live table's keys if other modules add modifiers.
 * @example validateDiceTerm({ number: 3, faces: 6, modifiers: ["kh2", "ko"] })
 *   // { ours: true, ruleSet: "kaiser", keep: { which: "highest", count: 2, modifier: "kh2" }, advantage: 1, … }
 */
export function validateDiceTerm(term: DiceTermInput, knownKeys: readonly string[] = dieModifierKeys()): DiceTermCheck {
  const { number, faces } = term;
  const label = `${String(number)}d${String(faces)}${Array.isArray(term.modifiers) ? term.modifiers.join("") : ""}`;
  const tokens = tokenizeModifierList(requireModifierList(term.modifiers, label), knownKeys);
  const steps = stepsOf(tokens);
  const context: TermContext = { label, number, faces, steps };
  const notation = inspectTerm(context, tokens);
  if (notation === null) {
    const ignored = tokens.flatMap((token) => (token.kind === "ignored" ? [token.text] : []));
    return { ours: false, steps: steps.map(plainStep), ignored };
  }
  return { ours: true, number, faces, ...notation, steps: steps.map(plainStep) };
}
