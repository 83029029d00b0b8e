import { IndieDiceError } from "../../../../src/core/errors";

/** Runs `run` and returns the Kaiser error key it throws, without its "INDIE_DICE.Error.Kaiser." prefix. */
export function errorKey(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof IndieDiceError) return error.key.replace("INDIE_DICE.Error.Kaiser.", "");
    throw error;
  }
  throw new Error("expected an IndieDiceError");
}
