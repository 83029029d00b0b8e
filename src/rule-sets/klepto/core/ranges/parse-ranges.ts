import { IndieDiceError } from "../../../../core/errors";
import { describeInput, limitError } from "../../../../core/limits";
import { KLEPTO_LIMITS } from "../limits";
import { parseBracket } from "./parse-bracket";
import type { NumericRange, ParsedRanges, RangeEntry, SpecialEntry } from "./types";

const RANGES_ERROR = "INDIE_DICE.Error.Ranges";

/**
 * Where the next entry starts: a `[`, optionally written the way the rules text prints it — in backticks
 * (`` `[7..9]` ``) or escaped for Markdown (`\[0!]`) — so text pasted from the rules reads as typed.
 */
const BRACKET_START = /`?\\?\[/g;

/**
 * Between entries: spaces, commas, semicolons and line breaks — also the full-width comma, semicolon and enumeration
 * comma (，；、) a Chinese or Japanese keyboard types, so `[..6] 未命中，[7..] 命中` reads as `[..6] 未命中, [7..] 命中`.
 */
const SEPARATOR = "\\s,;，；、";
const SEPARATORS = new RegExp(`^[${SEPARATOR}]*`);
const TRAILING_SEPARATORS = new RegExp(`[${SEPARATOR}]+$`);

interface Located {
  bracket: string;
  position: number;
}

function rangesError(name: string, at: Located, index: number, extra: Record<string, string | number> = {}) {
  return new IndieDiceError(`${RANGES_ERROR}.${name}`, {
    bracket: at.bracket,
    position: at.position,
    column: at.position + 1,
    entry: index + 1,
    ...extra,
  });
}

function nextBracketStart(input: string, from: number): number {
  BRACKET_START.lastIndex = from;
  const match = BRACKET_START.exec(input);
  return match === null ? input.length : match.index;
}

/** Effect text runs to the next bracket; separators before it belong to no one. */
function cleanEffect(raw: string): string {
  return raw.replace(/\s+/g, " ").replace(TRAILING_SEPARATORS, "").trim();
}

/* -------------------------------------------- */
/*  Scanning                                    */
/* -------------------------------------------- */

function scanEntries(input: string): RangeEntry[] {
  const entries: RangeEntry[] = [];
  let at = 0;
  for (;;) {
    at += SEPARATORS.exec(input.slice(at))![0].length;
    if (at >= input.length) return entries;
    const open = input.indexOf("[", at);
    if (open < 0 || nextBracketStart(input, at) !== at) {
      const text = input.slice(at, open < 0 ? undefined : open).trim();
      throw rangesError("TextBeforeBracket", { bracket: text, position: at }, entries.length);
    }
    const entry = scanEntry(input, open, entries.length);
    entries.push(entry.entry);
    at = entry.end;
  }
}

function scanEntry(input: string, open: number, index: number): { entry: RangeEntry; end: number } {
  const closeOrNext = input.slice(open + 1).search(/[[\]]/);
  const close = closeOrNext < 0 ? -1 : open + 1 + closeOrNext;
  if (close < 0 || input[close] !== "]") {
    const bracket = input.slice(open, close < 0 ? undefined : close).replace(/[\s`\\]+$/, "");
    throw rangesError("Unclosed", { bracket, position: open }, index);
  }
  const located = { bracket: input.slice(open, close + 1), position: open };
  const effectStart = input[close + 1] === "`" ? close + 2 : close + 1;
  const end = nextBracketStart(input, effectStart);
  refuseStrayClose(input, effectStart, end, located, index);
  const effect = cleanEffect(input.slice(effectStart, end));
  const meaning = parseBracket(input.slice(open + 1, close));
  switch (meaning.kind) {
    case "malformed":
      throw rangesError("Malformed", located, index);
    case "reversed":
      throw rangesError("Reversed", located, index, { low: meaning.low, high: meaning.high });
    case "range":
      return { entry: { kind: "range", low: meaning.low, high: meaning.high, effect, ...located }, end };
    default:
      return { entry: { kind: meaning.kind, effect, ...located }, end };
  }
}

/**
 * A `]` in effect text closes nothing: `[7..9]] a` is a typo, not the effect "] a". (A stray `[` cannot hide in
 * effect text: it starts the next entry, which is then unclosed or malformed.)
 */
function refuseStrayClose(input: string, from: number, to: number, owner: Located, index: number): void {
  const stray = input.indexOf("]", from);
  if (stray < 0 || stray >= to) return;
  throw rangesError("StrayBracket", owner, index, { text: "]", position: stray, column: stray + 1 });
}

/* -------------------------------------------- */
/*  Assembling                                  */
/* -------------------------------------------- */

function byLowThenHigh(a: NumericRange, b: NumericRange): number {
  const low = (a.low ?? -Infinity) - (b.low ?? -Infinity);
  if (low !== 0 && !Number.isNaN(low)) return low;
  return (a.high ?? Infinity) - (b.high ?? Infinity) || a.position - b.position;
}

/**
 * The numeric ranges must tile a stretch of Scores: an open end only at the ends, then each range starting
 * right after the one below it. Sorting first lets the ranges be written in any order.
 */
function orderRanges(entries: readonly RangeEntry[]): NumericRange[] {
  const indexOf = new Map(entries.map((entry, i) => [entry, i]));
  const ranges = entries.filter((entry): entry is NumericRange => entry.kind === "range").sort(byLowThenHigh);
  ranges.forEach((range, i) => {
    const index = indexOf.get(range)!;
    const previous = ranges[i - 1];
    const next = ranges[i + 1];
    if (range.high === null && next) throw rangesError("UnboundedHigh", range, index, { other: next.bracket });
    if (range.low === null && previous) {
      throw rangesError("UnboundedLow", range, index, { other: previous.bracket });
    }
    if (!previous) return;
    const expected = previous.high! + 1;
    if (range.low! > expected) {
      // One Score left out reads "the Score 7", several "the Scores 7 to 9".
      const to = range.low! - 1;
      throw rangesError(to === expected ? "GapOne" : "Gap", range, index, {
        from: expected,
        to,
        other: previous.bracket,
      });
    }
    if (range.low! < expected) throw rangesError("Overlap", range, index, { other: previous.bracket });
  });
  return ranges;
}

function pickSpecial(entries: readonly RangeEntry[], kind: SpecialEntry["kind"]): SpecialEntry | null {
  const found = entries.filter((entry): entry is SpecialEntry => entry.kind === kind);
  const [first, second] = found;
  if (second) throw rangesError("Duplicate", second, entries.indexOf(second), { other: first!.bracket });
  return first ?? null;
}

/** Input that is no text, or longer than the limit, is refused before it is read. */
function requireReadableInput(input: unknown): asserts input is string {
  if (typeof input !== "string") throw new IndieDiceError(`${RANGES_ERROR}.NotText`, { value: describeInput(input) });
  if (input.length > KLEPTO_LIMITS.kleptoRangesLength.max)
    throw limitError(KLEPTO_LIMITS.kleptoRangesLength, input.length);
}

/**
 * Parses the Score Range shorthand. Throws an IndieDiceError naming the offending bracket (its text, its
 * position in the input and its entry number) for: no entries, text before the first bracket, an unclosed or
 * malformed bracket, a stray `]` in effect text, a range that runs backwards, an open end that is not at an
 * end, a gap or an overlap between ranges, and a repeated `[0!]`, `[10!]`, `[Win]` or `[Lose]`; and the
 * limit's error for input longer than `KLEPTO_LIMITS.kleptoRangesLength` or with more entries than
 * `KLEPTO_LIMITS.kleptoRangesEntries`.
 *
 * The ranges need not cover every Score (the text asks "what effects, if any, become active"): `uncoveredScores`
 * tells which Scores a partial table leaves without an effect.
 */
export function parseRanges(input: string): ParsedRanges {
  requireReadableInput(input);
  const entries = scanEntries(input);
  if (entries.length === 0) throw new IndieDiceError(`${RANGES_ERROR}.Empty`, { input });
  if (entries.length > KLEPTO_LIMITS.kleptoRangesEntries.max)
    throw limitError(KLEPTO_LIMITS.kleptoRangesEntries, entries.length);
  return {
    ranges: orderRanges(entries),
    critSuccess: pickSpecial(entries, "critSuccess"),
    critFailure: pickSpecial(entries, "critFailure"),
    win: pickSpecial(entries, "win"),
    lose: pickSpecial(entries, "lose"),
  };
}
