import { IndieDiceError } from "../errors";
import { describeInput } from "../limits";
import { scanFormula } from "./formula-scanner";
import type { FormulaDiceTerm, FormulaPoolModifiers } from "./formula-scanner";
import { dieModifierKeys, isOurModifierKey } from "./modifier-keys";
import { stepsOf, tokenizeModifierText } from "./modifier-tokenizer";
import type { ModifierToken } from "./modifier-tokenizer";
import { notationError } from "./notation-errors";
import { notationOfDie, notationOfKey } from "./registered-notations";
import type { NotationFaces } from "./term-types";
import { inspectTerm } from "./validate-term";

/**
 * Checks a whole formula before Foundry splits it, where the forms Foundry's splitting hides are still visible:
 * `1d10p-1` and `6d12kr-3` (the sign ends the term, so Foundry would see a die increase or a pool with no
 * number, then a subtraction), stray text Foundry's parser drops (`1d6.5ko`), our modifiers on a pool
 * (`{2d6, 3d6}ko`), and every problem validateDiceTerm would find once the term is evaluated.
 */

/** `p-1` / `kr-3`: the argument our modifier needs was cut off by the minus sign that follows it. */
function negativeArgumentProblem(
  formula: string,
  term: FormulaDiceTerm,
  tokens: readonly ModifierToken[],
): IndieDiceError | null {
  const last = tokens[tokens.length - 1];
  if (last?.kind !== "step" || last.argument.length > 0) return null;
  const negativeArgument = isOurModifierKey(last.command) ? notationOfKey(last.command).negativeArgument : undefined;
  if (negativeArgument === undefined) return null;
  if (formula.charAt(term.end) !== "-") return null;
  let digitsEnd = term.end + 1;
  while (/[0-9]/.test(formula.charAt(digitsEnd))) digitsEnd++;
  if (digitsEnd === term.end + 1) return null;
  const value = formula.slice(term.end, digitsEnd);
  const written = formula.slice(term.start, digitsEnd);
  return negativeArgument(written, value);
}

/** The faces as the validator takes them; undefined for another denomination (dF, dc) than a rule set's own die,
 * whose own modifier table does not hold ours. Foundry looks a denomination up lower-cased, so `4dIkl` is the d10ish
 * die too. */
function facesToCheck(faces: FormulaDiceTerm["faces"]): NotationFaces | null | undefined {
  if (faces === null || typeof faces === "number") return faces;
  return notationOfDie(faces.toLowerCase())?.ownDie?.denomination;
}

function diceTermProblem(formula: string, term: FormulaDiceTerm, knownKeys: readonly string[]): IndieDiceError | null {
  // Roll data (`kr@dt`) is substituted later; the term is checked again when Foundry evaluates it.
  if (term.modifierText.includes("@")) return null;
  const faces = facesToCheck(term.faces);
  if (faces === undefined) return null;
  const tokens = tokenizeModifierText(term.modifierText, knownKeys);
  const negative = negativeArgumentProblem(formula, term, tokens);
  if (negative !== null) return negative;
  try {
    inspectTerm({ label: term.text, number: term.number, faces, steps: stepsOf(tokens) }, tokens);
    return null;
  } catch (error) {
    if (error instanceof IndieDiceError) return error;
    throw error;
  }
}

/** Foundry's pool term has its own keep/drop table; `ko` there would silently become keep-highest-one. */
function poolProblem(pool: FormulaPoolModifiers, knownKeys: readonly string[]): IndieDiceError | null {
  const ours = stepsOf(tokenizeModifierText(pool.modifierText, knownKeys)).find((step) =>
    isOurModifierKey(step.command),
  );
  return ours === undefined ? null : notationError("PoolModifier", { term: pool.text, modifier: ours.text });
}

/**
 * The first notation problem in a roll formula, or null when there is none. Pass the roll formula (a chat
 * command's text after `/r` is fine: flavor after `#` is ignored).
 * @example findNotationProblems("1d10p-1")?.key // "INDIE_DICE.Error.Notation.DieIncreaseNegative"
 */
export function findNotationProblems(
  formula: string,
  knownKeys: readonly string[] = dieModifierKeys(),
): IndieDiceError | null {
  // A macro may hand over anything; what is not text cannot be a formula.
  if (typeof formula !== "string")
    return new IndieDiceError("INDIE_DICE.Error.NotAFormula", { value: describeInput(formula) });
  for (const piece of scanFormula(formula)) {
    const problem = piece.kind === "dice" ? diceTermProblem(formula, piece, knownKeys) : poolProblem(piece, knownKeys);
    if (problem !== null) return problem;
  }
  return null;
}
