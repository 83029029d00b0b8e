import { IndieDiceError } from "../errors";
import type { MessageData } from "../errors";
import type { RuleSetNotationProblems } from "./term-types";

/** Every notation problem's message lives under this key in lang/en.json. */
export const NOTATION_ERROR_PREFIX = "INDIE_DICE.Error.Notation";

/**
 * One name per problem a user can hit, so each gets its own message (and a test can name the one it expects): these
 * are every notation's; a rule set's own problems are its folder's (`RuleSetNotationProblems`).
 */
export const SHARED_NOTATION_PROBLEMS = [
  "BadDiceCount",
  "BadFaces",
  "NoDice",
  "UnknownModifier",
  "IgnoredArgument",
  "MixedRuleSets",
  "RepeatedModifier",
  "ForeignModifier",
  "UnexpectedArgument",
  "SeveralKeeps",
  "BadKeepCount",
  "NumberTooLarge",
  "PoolModifier",
] as const;

export type NotationProblem =
  (typeof SHARED_NOTATION_PROBLEMS)[number] | RuleSetNotationProblems[keyof RuleSetNotationProblems];

export function notationError(problem: NotationProblem, data: MessageData): IndieDiceError {
  return new IndieDiceError(`${NOTATION_ERROR_PREFIX}.${problem}`, data);
}

/** What a modifier's numeric argument turned out to be. */
type WholeArgument =
  | { readonly kind: "whole"; readonly value: number }
  | { readonly kind: "missing" }
  | { readonly kind: "not-whole" }
  | { readonly kind: "too-large" };

/**
 * Reads an argument that must be written as digits only ("7", "02"). Signs, decimals, exponents and comparisons
 * are refused rather than coerced: `kh2.5` or `kr>7` would otherwise mean something the user did not write.
 */
export function readWholeArgument(argument: string): WholeArgument {
  if (argument.length === 0) return { kind: "missing" };
  if (!/^[0-9]+$/.test(argument)) return { kind: "not-whole" };
  const value = Number(argument);
  return Number.isSafeInteger(value) ? { kind: "whole", value } : { kind: "too-large" };
}
