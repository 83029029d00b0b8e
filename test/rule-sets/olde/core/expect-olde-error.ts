import { expect } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { englishMessage } from "../../../../src/core/english-errors";

/**
 * Runs `action`, expects it to throw the Olde error `name` (or the full key, for a limit's error), and checks that the English text exists and every
 * placeholder was filled — so a message can never reach a user as a bare key or with a "{value}" in it.
 */
export function expectOldeError(action: () => unknown, name: string): IndieDiceError {
  let thrown: unknown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(IndieDiceError);
  const error = thrown as IndieDiceError;
  expect(error.key).toBe(name.startsWith("INDIE_DICE.") ? name : `INDIE_DICE.Error.Olde.${name}`);
  expect(englishMessage(error.key)).toBeTypeOf("string");
  expect(error.message).not.toMatch(/{[^}]*}/);
  return error;
}
