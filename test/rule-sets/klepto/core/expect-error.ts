import { expect } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";

/** Runs `action`, expects an IndieDiceError with this key, and returns it for checks on its data. */
export function expectIndieError(action: () => unknown, key: string): IndieDiceError {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(IndieDiceError);
  const error = caught as IndieDiceError;
  expect(error.key).toBe(key);
  // Every key must have English text, so the message never falls back to the bare key.
  expect(error.message).not.toBe(key);
  expect(error.message).not.toMatch(/{[a-z]+}/i);
  return error;
}

export const klepto = (name: string) => `INDIE_DICE.Error.Klepto.${name}`;
export const ranges = (name: string) => `INDIE_DICE.Error.Ranges.${name}`;
