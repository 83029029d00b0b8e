import type { IndieDiceError } from "../../../../src/core/errors";
import { expectIndieError } from "../../../kit";

/**
 * Runs `action`, expects it to throw the Olde error `name` (or the full key, for a limit's error), in words with every
 * placeholder filled (the kit's `expectIndieError`) — so a message can never reach a user as a bare key or with a
 * "{value}" in it.
 */
export function expectOldeError(action: () => unknown, name: string): IndieDiceError {
  return expectIndieError(action, name.startsWith("INDIE_DICE.") ? name : `INDIE_DICE.Error.Olde.${name}`);
}
