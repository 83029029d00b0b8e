/**
 * Arbitraries for the hostile-input property tests: every field a user can fill is sometimes what the
 * rule set expects, sometimes at or just past its limit, and sometimes junk — huge, negative, fractional, NaN,
 * infinite, non-numeric or missing. Mostly-valid values keep the calls reaching the deep code, not just the
 * first check.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import { englishMessage } from "../../../src/core/english-errors";
import { listLimits } from "../../../src/core/rule-sets";

/** Every limit's edges: min − 1, min, max, max + 1. */
const LIMIT_EDGES = [...new Set(listLimits().flatMap(([, l]) => [l.min - 1, l.min, l.max, l.max + 1]))];

/** Values no field accepts, or that only a careless check lets through. */
const JUNK: readonly unknown[] = [
  NaN,
  Infinity,
  -Infinity,
  -0,
  0.5,
  -1.5,
  2.999,
  1e9,
  -1e9,
  1e12,
  -1e12,
  2 ** 53,
  -(2 ** 53) - 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  "3",
  "",
  " ",
  "1e3",
  "NaN",
  null,
  undefined,
  true,
  false,
  {},
  [],
  [3],
  { valueOf: () => 3 },
  3n,
  Symbol.for("x"),
  () => 3,
];

/** A number or not: junk, limit edges, any double and any integer up to ±10¹². */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...JUNK),
  fc.constantFrom(...LIMIT_EDGES),
  fc.double(),
  fc.integer({ min: -1e12, max: 1e12 }).map((n) => n),
  fc.maxSafeInteger(),
);

/** Mostly a valid value, sometimes hostile. */
export function field<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

/** A whole number in a range a little wider than the field's limit, so both edges are met. */
export function int(min: number, max: number): fc.Arbitrary<unknown> {
  return field(fc.integer({ min, max }));
}

/** An additive number (value, bonus, modifier, difficulty): anywhere in ±10⁶ and just past. */
export const additive = field(
  fc.oneof(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -1_000_001, max: 1_000_001 })),
);

/** A record whose fields may each be missing. */
export function spec<T extends Record<string, fc.Arbitrary<unknown>>>(
  fields: T,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A list that is sometimes no list at all. */
export function list(item: fc.Arbitrary<unknown>, maxLength = 8): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: fc.array(item, { maxLength }) }, { weight: 1, arbitrary: hostile });
}

/** True when a value holds a NaN anywhere (numbers, arrays, typed arrays, plain objects, class instances). */
function holdsNaN(value: unknown, depth = 0): boolean {
  if (typeof value === "number") return Number.isNaN(value);
  if (value === null || typeof value !== "object" || depth > 6) return false;
  if (ArrayBuffer.isView(value)) return (value as Float64Array).some((n) => Number.isNaN(n));
  return Object.values(value).some((inner) => holdsNaN(inner, depth + 1));
}

/** What one call did, for the counts the test prints. */
export type Outcome = "result" | "refused";

/**
 * Runs one call: it must return a result with no NaN in it, or throw an IndieDiceError whose key has an English
 * message. Anything else fails the property, naming what escaped.
 */
export function callSafely(call: () => unknown): Outcome {
  let result: unknown;
  try {
    result = call();
  } catch (error) {
    if (!(error instanceof IndieDiceError)) {
      throw new Error(
        `not an IndieDiceError: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      );
    }
    expect(englishMessage(error.key), error.key).toBeTypeOf("string");
    return "refused";
  }
  if (result instanceof IndieDiceError) {
    // The notation check returns its problem rather than throwing it.
    expect(englishMessage(result.key), result.key).toBeTypeOf("string");
    return "refused";
  }
  expect(holdsNaN(result), "the result holds a NaN").toBe(false);
  return "result";
}
