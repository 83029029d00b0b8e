import { IndieDiceError } from "../../../src/core/errors";

/** The localization key of the IndieDiceError `run` throws; anything else thrown is rethrown, and no throw fails. */
export function keyOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof IndieDiceError) return error.key;
    throw error;
  }
  throw new Error("not refused");
}
