/**
 * The tests' typed kit: what a test reaches for instead of a non-null `!` or a type assertion (`as`), so a missing
 * value fails with a sentence naming it rather than a TypeError three lines on, and the compiler keeps checking what
 * a cast would have silenced. `scripts/check-shape.mjs` holds the `as` and `!` left in test/ at a ceiling
 * (TEST_ASSERTION_CEILINGS).
 * - `must(value, what)`: the value, never null or undefined;
 * - `at(items, index)`: an item of an array (or an array-like: a NodeList, a string), which must be there;
 * - `indieError(run)` / `indieErrorOf(run)`: the IndieDiceError a call throws (or a promise rejects with), anything
 *   else thrown again, nothing thrown a failure;
 * - `indieErrorIn(thrown)`: a caught value, expected to be an IndieDiceError;
 * - `expectIndieError(run, key)`: that error, with this key and a message in words (no bare key, no `{placeholder}`);
 * - `expectRefusal(answer, key)`: a query's answer that refuses with this key (`{ ok: false, key }`);
 * - `record(value)`: an object read by its keys (a query's answer, parsed JSON), which must be one;
 * - `elementOf(value, HTMLInputElement)`: a DOM element of this class (a query's result, an event's target), which must
 *   be one;
 * - `renderedElement(rendered)`: a message the Foundry double rendered under happy-dom (an element, not Node's string).
 */
import { expect } from "vitest";
import { IndieDiceError } from "../src/core/errors";

/** `value`, or a failure naming `what` when it is null or undefined. */
export function must<T>(value: T | null | undefined, what = "a value"): T {
  if (value === null || value === undefined)
    throw new Error(`expected ${what}, got ${value === null ? "null" : "undefined"}`);
  return value;
}

/** The item at `index` of `items` (negative counts from the end, as `Array#at`), or a failure when there is none. */
export function at<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index < 0 ? items.length + index : index];
  if (item === undefined) throw new Error(`expected an item at ${index} of ${items.length}`);
  return item;
}

/** What `run` throws, or a failure when it throws nothing. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error, and nothing was thrown");
}

/** The IndieDiceError `run` throws; another error is thrown again, and nothing thrown is a failure. */
export function indieError(run: () => unknown): IndieDiceError {
  const error = thrownBy(run);
  if (error instanceof IndieDiceError) return error;
  throw error;
}

/** The IndieDiceError the promise `run` returns rejects with; as `indieError`. */
export async function indieErrorOf(run: () => Promise<unknown>): Promise<IndieDiceError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof IndieDiceError) return error;
    throw error;
  }
  throw new Error("expected a refusal, and the promise resolved");
}

/** A caught value, expected to be an IndieDiceError (anything else fails the test, and is thrown again). */
export function indieErrorIn(thrown: unknown): IndieDiceError {
  expect(thrown).toBeInstanceOf(IndieDiceError);
  if (!(thrown instanceof IndieDiceError)) throw thrown;
  return thrown;
}

/**
 * The IndieDiceError `run` throws, expected to have this key and a message a user can read: the key's text was found
 * (not the bare key) and every placeholder filled. Returned for checks on its data.
 */
export function expectIndieError(run: () => unknown, key: string): IndieDiceError {
  const error = indieErrorIn(thrownBy(run));
  expect(error.key).toBe(key);
  expect(error.message).not.toBe(key);
  expect(error.message).not.toMatch(/{[^}]*}/);
  return error;
}

/** A query's answer that refuses with this localization key. */
export function expectRefusal(answer: unknown, key: string): void {
  expect(answer).toMatchObject({ ok: false, key });
}

/** Is `value` an object whose keys may be read (not null, not a primitive)? */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** `value` read as an object of unknown values, or a failure naming `what` when it is not an object. */
export function record(value: unknown, what = "an object"): Record<string, unknown> {
  if (!isRecord(value)) throw new Error(`expected ${what}, got ${value === null ? "null" : typeof value}`);
  return value;
}

/**
 * What the Foundry double's `renderMessage` drew, as an element: it renders an element under happy-dom and a string
 * under Node (foundry-double/install.ts), so a DOM test that got a string ran in the wrong environment.
 */
export function renderedElement(rendered: HTMLElement | string): HTMLElement {
  if (typeof rendered === "string") throw new Error("expected a rendered element (a happy-dom test), got a string");
  return rendered;
}

/**
 * `value`, which must be an element of the class `type` (of the page's own window), or a failure saying what it was.
 */
export function elementOf<T extends Element>(value: unknown, type: abstract new (...args: never[]) => T): T {
  if (!(value instanceof type))
    throw new Error(`expected ${type.name}, got ${value instanceof Element ? value.constructor.name : String(value)}`);
  return value;
}

/**
 * A regular expression written in parts, each as it would stand between the slashes of a literal, joined: one too long
 * for a line (docs/architecture.md "Line width") kept readable.
 */
export function pattern(parts: readonly string[], flags = ""): RegExp {
  return new RegExp(parts.join(""), flags);
}
