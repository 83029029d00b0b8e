/**
 * The Kleptonomicon's Score Range shorthand, parsed: `[..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles`,
 * plus `[0!]`, `[10!]`, `[Win]` and `[Lose]` entries. Plain JSON, so a roll can keep it in its options.
 *
 * Effect text is plain text exactly as typed (whitespace runs collapsed): never HTML. Whoever renders it must
 * escape it.
 */

interface EntryBase {
  /** The bracket as typed, e.g. `[7..9]` — what the card and the error messages quote. */
  bracket: string;
  /** Where the bracket's `[` stands in the input (0-based string index). */
  position: number;
  effect: string;
}

/** An inclusive range of Scores; `null` is an open end (`[..6]`, `[10..]`). */
export interface NumericRange extends EntryBase {
  kind: "range";
  low: number | null;
  high: number | null;
}

/** `[10!]` Critical Success, `[0!]` Critical Failure, `[Win]` / `[Lose]` in a Contest. */
export type SpecialKind = "critSuccess" | "critFailure" | "win" | "lose";

export interface SpecialEntry extends EntryBase {
  kind: SpecialKind;
}

export type RangeEntry = NumericRange | SpecialEntry;

export interface ParsedRanges {
  /** The numeric ranges, lowest first; they never overlap and leave no gaps between them. */
  ranges: NumericRange[];
  critSuccess: SpecialEntry | null;
  critFailure: SpecialEntry | null;
  win: SpecialEntry | null;
  lose: SpecialEntry | null;
}

export const SPECIAL_KINDS: readonly SpecialKind[] = ["critFailure", "critSuccess", "win", "lose"];
