import { IndieDiceError } from "../../../../src/core/errors";

/** Runs `run` and returns the full key of the IndieDiceError it throws, or undefined if it throws nothing. */
export function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof IndieDiceError) return error.key;
    throw error;
  }
  return undefined;
}
