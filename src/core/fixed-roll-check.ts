import { IndieDiceError } from "./errors";
import type { FixedRoll } from "./fixed-roll";

/** Does this request differ from what the card fixed? */
export function changesFixedRoll(fixed: FixedRoll, request: Readonly<Record<string, unknown>>): boolean {
  if (Object.entries(fixed.values).some(([name, value]) => !sameValue(request[name], value))) return true;
  return (
    fixed.whole === true &&
    Object.entries(request).some(([name, value]) => value !== undefined && !(name in fixed.values))
  );
}

/** Refuses (throws, localized) a request that differs from what the card fixed for `name`'s roll. */
export function refuseChangedFixedRoll(
  fixed: FixedRoll,
  request: Readonly<Record<string, unknown>>,
  name: string,
): void {
  if (changesFixedRoll(fixed, request)) throw new IndieDiceError("INDIE_DICE.CardRoll.FixedChanged", { name });
}

/** Numbers, strings and flags compare as they are; anything else (a list) by its JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return (
    typeof a === "object" &&
    typeof b === "object" &&
    a !== null &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b)
  );
}
