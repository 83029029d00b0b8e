import { indieError } from "../../../kit";

/** Runs `run` and returns the Kaiser error key it throws, without its "INDIE_DICE.Error.Kaiser." prefix. */
export function errorKey(run: () => unknown): string {
  return indieError(run).key.replace("INDIE_DICE.Error.Kaiser.", "");
}
