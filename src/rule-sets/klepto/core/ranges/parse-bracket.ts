import type { SpecialKind } from "./types";

/** What the inside of one bracket means, before it is placed among the others. */
type BracketMeaning =
  | { kind: "range"; low: number | null; high: number | null }
  | { kind: SpecialKind }
  | { kind: "malformed" }
  | { kind: "reversed"; low: number; high: number };

const SPECIAL_WORDS: ReadonlyMap<string, SpecialKind> = new Map([
  ["10!", "critSuccess"],
  ["0!", "critFailure"],
  ["win", "win"],
  ["lose", "lose"],
]);

/** Scores are whole numbers and may be negative with a low Modifier: `[-2..3]`. */
const RANGE = /^([+-]?\d+)?\.\.([+-]?\d+)?$/;

function bound(text: string | undefined): number | null | undefined {
  if (text === undefined) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Reads the text between `[` and `]`. Spaces and backslashes are ignored and the words are case-blind (`[ win ]`). A
 * lone number such as `[7]` is refused: the text only writes ranges, and `[10]` is too easily meant as `[10!]`.
 */
export function parseBracket(inside: string): BracketMeaning {
  // Backslashes are Markdown escapes, as the rules text writes `\[7..\]`.
  const text = inside.replace(/[\s\\]+/g, "").toLowerCase();
  const special = SPECIAL_WORDS.get(text);
  if (special !== undefined) return { kind: special };
  const match = RANGE.exec(text);
  if (match === null) return { kind: "malformed" };
  const low = bound(match[1]);
  const high = bound(match[2]);
  if (low === undefined || high === undefined) return { kind: "malformed" };
  if (low !== null && high !== null && low > high) return { kind: "reversed", low, high };
  return { kind: "range", low, high };
}
