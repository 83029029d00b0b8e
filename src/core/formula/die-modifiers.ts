import { IndieDiceError } from "../errors";
import type { DiceDialect } from "./dice-dialect";

/**
 * The modifiers written after a dice term (`4d6kh3`, `3d6x>=5`, `10d10cs>=8`), read the way Foundry v13 reads them
 * (docs/formula-odds.md "Modifiers"): the text is cut into pieces of letters followed by what is not a letter,
 * each piece's letters name one modifier, and its rest holds that modifier's counts and comparison. A piece whose
 * letters join several modifiers (`khx`, `klr1=1`) is split as Foundry splits it, longest name first, each name
 * without the piece's numbers. Where Foundry would silently ignore a piece (an unknown name, `min` without a
 * number, `cs` without a target), it is refused here by name instead.
 */

type Comparison = "=" | "<" | "<=" | ">" | ">=";

/** Which results a modifier acts on: those comparing to `target` as `comparison` says. */
export interface Condition {
  readonly comparison: Comparison;
  readonly target: number;
}

export type DieModifier =
  | {
      readonly kind: "reroll";
      readonly text: string;
      readonly recursive: boolean;
      readonly when: Condition;
      readonly cap: number | null;
    }
  | {
      readonly kind: "explode";
      readonly text: string;
      readonly once: boolean;
      readonly when: Condition;
      readonly cap: number | null;
    }
  | {
      readonly kind: "select";
      readonly text: string;
      readonly keep: boolean;
      readonly highest: boolean;
      readonly count: number;
    }
  | { readonly kind: "minimum" | "maximum"; readonly text: string; readonly target: number }
  | { readonly kind: "countSuccess" | "countFailures"; readonly text: string; readonly when: Condition }
  | { readonly kind: "countEven" | "countOdd"; readonly text: string }
  | { readonly kind: "deductFailures" | "subtractFailures"; readonly text: string; readonly when: Condition | null }
  | { readonly kind: "margin"; readonly text: string; readonly failure: boolean; readonly target: number }
  /**
   * dnd5e's `adv[N]` / `dis[N]` (docs/formula-odds.md "A system's dice"): N more sets of the dice, the best (worst) sum
   * kept.
   */
  | { readonly kind: "advantage"; readonly text: string; readonly best: boolean; readonly extra: number };

const KEY = "INDIE_DICE.Error.Formula";

/** Foundry's modifier names of a plain die, and those a Fate die knows. */
const DIE_NAMES = [
  "r",
  "rr",
  "x",
  "xo",
  "k",
  "kh",
  "kl",
  "d",
  "dh",
  "dl",
  "min",
  "max",
  "even",
  "odd",
  "cs",
  "cf",
  "df",
  "sf",
  "ms",
];
const FATE_NAMES = ["r", "rr", "k", "kh", "kl", "d", "dh", "dl"];
/** dnd5e 5.3's `BasicDie.MODIFIERS` add these to a plain die's (never to a Fate die, which is not a `BasicDie`). */
const ADVANTAGE_NAMES = ["adv", "dis"];
/** A pool's (v13 `PoolTerm.MODIFIERS`): keep, drop and counting over its parts' totals. */
const POOL_NAMES = ["k", "kh", "kl", "d", "dh", "dl", "cs", "cf"];
/** The names that do nothing Foundry would count without their number (`min`, `cs`, `ms`, …). */
const NEEDS_NUMBER = ["min", "max", "cs", "cf", "ms"];
const COMPARISONS: readonly string[] = ["=", "<", "<=", ">", ">="];

/** Foundry's own cut of a term's modifier text into pieces: letters, then anything but letters and operators. */
const PIECE = /([A-Za-z]+)([^A-Za-z\s()+\-*/]+)?/g;

/**
 * The modifiers of one dice term, in the order written; `faces` is the die's largest face (the default target of
 * `x`); `dice` says which names the world's die class adds to Foundry's.
 */
export function parseModifiers(text: string, faces: number, fate: boolean, dice: DiceDialect): DieModifier[] {
  const names = fate ? FATE_NAMES : dice.advantageSets ? [...DIE_NAMES, ...ADVANTAGE_NAMES] : DIE_NAMES;
  return readPieces(text, faces, names);
}

/** The modifiers after a pool `{…}`, read as a dice term's are, from a pool's names (docs/formula-odds.md "Pools"). */
export function parsePoolModifiers(text: string): DieModifier[] {
  return readPieces(text, 0, POOL_NAMES);
}

function readPieces(text: string, faces: number, names: readonly string[]): DieModifier[] {
  const modifiers: DieModifier[] = [];
  for (const match of advantageFirst(cutPieces(text), names)) {
    const letters = match[1]!.toLowerCase();
    const rest = match[2] ?? "";
    if (names.includes(letters)) {
      modifiers.push(readModifier(letters, rest, match[0], faces));
      continue;
    }
    // A compound piece: Foundry evaluates each name alone and drops whatever follows the letters (`klr1=1` is `kl`
    // then `r`), as it is answered here — unless a name alone is one Foundry then ignores or counts nothing with.
    const parts = splitCompound(letters, names, match[0]);
    if (rest !== "" && parts.some((name) => NEEDS_NUMBER.includes(name))) throw unsupported(match[0]);
    // dnd5e sets its dice aside only for an `adv`/`dis` that starts its piece (`BasicDie#expandAdvantage`); later in
    // a compound (`radv`) its handler finds nothing set aside and does nothing, which is not what was written.
    if (parts.slice(1).some((name) => ADVANTAGE_NAMES.includes(name))) throw unsupported(match[0]);
    for (const name of parts) modifiers.push(readModifier(name, "", name, faces));
  }
  return modifiers;
}

/** The text cut into Foundry's pieces (`DiceTerm.MODIFIER_REGEXP`); anything between or after them is refused. */
function cutPieces(text: string): RegExpExecArray[] {
  const pieces: RegExpExecArray[] = [];
  let consumed = 0;
  for (const match of text.matchAll(PIECE)) {
    if (match.index !== consumed) throw unsupported(text.slice(consumed, match.index));
    consumed = match.index + match[0].length;
    pieces.push(match);
  }
  if (consumed !== text.length) throw unsupported(text.slice(consumed));
  return pieces;
}

/**
 * dnd5e's `BasicDie#_evaluateModifiers` moves every piece that starts with `adv` or `dis` first, order kept — a
 * compound one whole (`advkh`), whose parts then run before the pieces written before it (docs/formula-odds.md "A
 * system's dice"). Only where the world's dice have them.
 */
function advantageFirst(pieces: RegExpExecArray[], names: readonly string[]): RegExpExecArray[] {
  if (!names.includes(ADVANTAGE_NAMES[0]!)) return pieces;
  const first = (piece: RegExpExecArray) => /^(adv|dis)/i.test(piece[0]);
  return [...pieces.filter(first), ...pieces.filter((piece) => !first(piece))];
}

function splitCompound(letters: string, names: readonly string[], piece: string): string[] {
  const longestFirst = [...names].sort((a, b) => b.length - a.length);
  const parts: string[] = [];
  let left = letters;
  while (left !== "") {
    const name = longestFirst.find((candidate) => left.startsWith(candidate));
    if (name === undefined) throw unsupported(piece);
    parts.push(name);
    left = left.slice(name.length);
  }
  return parts;
}

function readModifier(name: string, rest: string, text: string, faces: number): DieModifier {
  switch (name) {
    case "r":
    case "rr":
      return { kind: "reroll", text, recursive: name === "rr", ...readTargeted(rest, text, 1) };
    case "x":
    case "xo":
      return { kind: "explode", text, once: name === "xo", ...readTargeted(rest, text, faces) };
    case "k":
    case "kh":
    case "kl":
    case "d":
    case "dh":
    case "dl":
      return readSelect(name, rest, text);
    case "min":
    case "max":
      return { kind: name === "min" ? "minimum" : "maximum", text, target: readNumber(rest, text) };
    case "cs":
    case "cf":
      return { kind: name === "cs" ? "countSuccess" : "countFailures", text, when: readCondition(rest, text) };
    case "adv":
    case "dis":
      return readAdvantage(name, rest, text);
    case "even":
    case "odd":
      if (rest !== "") throw unsupported(text);
      return { kind: name === "even" ? "countEven" : "countOdd", text };
    case "df":
    case "sf":
      return {
        kind: name === "df" ? "deductFailures" : "subtractFailures",
        text,
        when: rest === "" ? null : readCondition(rest, text),
      };
    default:
      return readMargin(rest, text);
  }
}

/**
 * `r` and `x`: an optional count, comparison and target. A lone number is the target (`x5` explodes on 5s); a
 * number before a comparison caps how often the whole term rerolls or explodes (`x2>=5`; docs/formula-odds.md
 * "Capped rerolls and explosions"). Without a target, `r` acts on 1s and `x` on the largest face.
 */
function readTargeted(rest: string, text: string, fallback: number): { when: Condition; cap: number | null } {
  const parts = /^(\d+)?([<>=]+)?(\d+)?$/.exec(rest);
  if (!parts) throw unsupported(text);
  const [, first, comparison, second] = parts;
  const capped = first !== undefined && (comparison !== undefined || second !== undefined);
  const target = capped ? second : (first ?? second);
  const when = {
    comparison: readComparison(comparison ?? "=", text),
    target: target === undefined ? fallback : Number(target),
  };
  return { when, cap: capped ? Number(first) : null };
}

/**
 * `cs`, `cf` and the comparison of `df`/`sf`: Foundry compares with nothing (and so counts nothing) when the target is
 * left out.
 */
function readCondition(rest: string, text: string): Condition {
  const parts = /^([<>=]+)?(\d+)?$/.exec(rest);
  if (!parts) throw unsupported(text);
  if (parts[2] === undefined) throw new IndieDiceError(`${KEY}.NeedsTarget`, { part: text });
  return { comparison: readComparison(parts[1] ?? "=", text), target: Number(parts[2]) };
}

function readComparison(comparison: string, text: string): Comparison {
  if (!COMPARISONS.includes(comparison)) throw unsupported(text);
  return comparison as Comparison;
}

/** `kh3`, `dl`: a count of 0 or none means 1, as in Foundry. */
function readSelect(name: string, rest: string, text: string): DieModifier {
  if (!/^\d*$/.test(rest)) throw unsupported(text);
  const keep = name.startsWith("k");
  const direction = name[1] ?? (keep ? "h" : "l");
  return { kind: "select", text, keep, highest: direction === "h", count: Number(rest) || 1 };
}

/**
 * `adv`, `adv2`, `dis`: dnd5e reads the digits after the name as the sets added (`parseInt(count || 1)`, so none is
 * 1 and `adv0` adds none). Anything else after them (`adv2=3`) dnd5e would ignore: refused.
 */
function readAdvantage(name: string, rest: string, text: string): DieModifier {
  if (!/^\d*$/.test(rest)) throw unsupported(text);
  return { kind: "advantage", text, best: name === "adv", extra: rest === "" ? 1 : Number(rest) };
}

function readNumber(rest: string, text: string): number {
  if (!/^\d+$/.test(rest)) throw new IndieDiceError(`${KEY}.NeedsTarget`, { part: text });
  return Number(rest);
}

/** `ms>=12` (total − 12) or `ms<=12` (12 − total); a target of 0 leaves the total alone, as Foundry does. */
function readMargin(rest: string, text: string): DieModifier {
  const parts = /^([<>=]+)?(\d+)?$/.exec(rest);
  if (!parts) throw unsupported(text);
  if (parts[2] === undefined) throw new IndieDiceError(`${KEY}.NeedsTarget`, { part: text });
  const comparison = readComparison(parts[1] ?? "=", text);
  return { kind: "margin", text, failure: comparison === "<" || comparison === "<=", target: Number(parts[2]) };
}

export function compareResult(result: number, when: Condition): boolean {
  switch (when.comparison) {
    case "=":
      return result === when.target;
    case "<":
      return result < when.target;
    case "<=":
      return result <= when.target;
    case ">":
      return result > when.target;
    default:
      return result >= when.target;
  }
}

export function unsupported(part: string): IndieDiceError {
  return new IndieDiceError(`${KEY}.Unsupported`, { part });
}
