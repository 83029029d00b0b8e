import type { NumericRange, ParsedRanges, SpecialEntry, SpecialKind } from "./types";
import { SPECIAL_KINDS } from "./types";

const SPECIAL_BRACKETS: Readonly<Record<SpecialKind, string>> = {
  critFailure: "[0!]",
  critSuccess: "[10!]",
  win: "[Win]",
  lose: "[Lose]",
};

/** The canonical bracket of a numeric range: `[..6]`, `[7..9]`, `[10..]`. */
export function rangeBracket(range: Pick<NumericRange, "low" | "high">): string {
  return `[${range.low ?? ""}..${range.high ?? ""}]`;
}

export function specialBracket(kind: SpecialKind): string {
  return SPECIAL_BRACKETS[kind];
}

function entryText(bracket: string, effect: string): string {
  return effect === "" ? bracket : `${bracket} ${effect}`;
}

/** Writes parsed ranges back as shorthand (canonical brackets, ranges lowest first); parses back the same. */
export function formatRanges(parsed: ParsedRanges): string {
  const numeric = parsed.ranges.map((range) => entryText(rangeBracket(range), range.effect));
  const special = SPECIAL_KINDS.map((kind) => parsed[kind])
    .filter((entry): entry is SpecialEntry => entry !== null)
    .map((entry) => entryText(specialBracket(entry.kind), entry.effect));
  return [...numeric, ...special].join(", ");
}
