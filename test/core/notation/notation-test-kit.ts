import { expect } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import { englishMessage } from "../../../src/core/english-errors";
import { NOTATION_ERROR_PREFIX } from "../../../src/core/notation/notation-errors";
import { scanFormula } from "../../../src/core/notation/formula-scanner";
import { splitModifierString } from "../../../src/core/notation/modifier-tokenizer";
import type { DiceTermInput, IndieTermCheck } from "../../../src/core/notation/term-types";
import type { NotationProblem } from "../../../src/core/notation/notation-errors";
import { indieErrorIn, must } from "../../kit";

/** Runs `action` and returns what it threw (undefined when it did not throw). */
export function thrownBy(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

/**
 * Asserts an error is the notation problem expected, that its English text exists and has every placeholder
 * filled, and that the message mentions each given fragment (the offending text, the fix).
 */
export function expectNotationError(error: unknown, problem: NotationProblem, mentions: readonly string[] = []): void {
  expect(error).toBeInstanceOf(IndieDiceError);
  const { key, message } = indieErrorIn(error);
  expect(key).toBe(`${NOTATION_ERROR_PREFIX}.${problem}`);
  expectEveryPlaceholderFilled(indieErrorIn(error));
  for (const fragment of mentions) expect(message).toContain(fragment);
}

/** The prefix of a limit's error (src/core/limits.ts), which the notation checks give for a number past a limit. */
export const LIMIT_ERROR_PREFIX = "INDIE_DICE.Error.Limit";

/**
 * Any thrown or returned notation error must be an IndieDiceError with a complete English message: a notation
 * problem, or a limit's error for a number past its limit.
 */
export function expectWellFormedError(error: unknown): void {
  expect(error).toBeInstanceOf(IndieDiceError);
  const { key, message } = indieErrorIn(error);
  expect(key.startsWith(`${NOTATION_ERROR_PREFIX}.`) || key.startsWith(`${LIMIT_ERROR_PREFIX}.`)).toBe(true);
  expect(message).not.toBe(key);
  expectEveryPlaceholderFilled(indieErrorIn(error));
}

/**
 * The error's English text exists and its data fills every placeholder of it. Asked of the template, not of the
 * message: a message may quote what the user typed, braces and all (`{d}`).
 */
function expectEveryPlaceholderFilled(error: IndieDiceError): void {
  const template = englishMessage(error.key);
  expect(template).toBeDefined();
  for (const [, name] of must(template).matchAll(/\{([A-Za-z]+)\}/g))
    expect(error.data[must(name)], name).toBeDefined();
}

/** A written term ("3d6kh2ko") as Foundry holds it at evaluation: count, faces, modifier requests. */
export function termAsFoundryHoldsIt(written: string): DiceTermInput {
  const [piece] = scanFormula(written);
  if (piece?.kind !== "dice" || piece.number === null || piece.faces === null) {
    throw new Error(`not a plain dice term: ${written}`);
  }
  const faces = piece.faces;
  if (typeof faces === "string" && faces !== "i") throw new Error(`not a Die or d10ish term: ${written}`);
  return { number: piece.number, faces, modifiers: splitModifierString(piece.modifierText) };
}

/** What one of our terms reads when it asks for nothing beyond its rule set: every optional field at its default. */
export const NOTHING = {
  keep: null,
  advantage: 0,
  openRoll: false,
  difficultyThreshold: null,
  critByCoin: false,
  dieIncreaseStages: null,
  d10ish: false,
} as const;

/** The full structured result of one of our terms, with the fields that do not apply at their defaults. */
export function indieTerm(
  fields: Pick<IndieTermCheck, "ruleSet" | "number" | "faces" | "steps"> & Partial<IndieTermCheck>,
): IndieTermCheck {
  return { ours: true, ...NOTHING, ...fields };
}

/** A step as the result lists it. */
export function stepOf(command: string, argument = ""): { command: string; argument: string; text: string } {
  return { command, argument, text: command + argument };
}
