import { dieModifierKeys } from "./modifier-keys";

/**
 * Reproduces how Foundry v13 turns a dice term's modifier text into the commands it executes, so the validator
 * sees exactly what Foundry will do — including what Foundry silently throws away.
 *
 * Two stages, as in Foundry:
 * 1. Parsing splits the modifier text with `/([A-z]+)([^A-z\s()+\-*\/]+)?/g` into *requests* ("kh2ko" →
 *    "kh2", "ko"). Text no match starts on (a leading "2" or ".5") never reaches the term.
 * 2. Evaluation takes each request's first run of letters, lower-cased, as the *command*. A command that is a key
 *    of the term's MODIFIERS table runs with the whole request ("kh2"). Any other command is cut greedily into the
 *    longest key that is a prefix, again and again; each part runs *without* the request's argument, and the
 *    cutting stops silently at the first part that is no key ("kckh" → kc, kh; "ok" → nothing at all).
 */

/** One command Foundry will execute on the term. */
export interface ModifierStep {
  /** The key Foundry dispatches to, lower-cased ("kh"). */
  readonly command: string;
  /** What follows the command in its request ("2" in "kh2"); always "" for a part of a compound run. */
  readonly argument: string;
  /** The step as written, lower-cased: command then argument. */
  readonly text: string;
}

/** A command Foundry will execute. `compound` marks a part cut from a longer run of letters ("kc" of "kckh"). */
export interface StepToken extends ModifierStep {
  readonly kind: "step";
  readonly compound: boolean;
  /** The request this token came from, lower-cased ("kckh"). */
  readonly request: string;
}

/**
 * Why Foundry drops a piece of text without a word: `unknown-command` — letters no key matches;
 * `dropped-argument` — the argument of a compound run, which no part receives; `stray-text` — text that does
 * not start with a letter, so no request covers it.
 */
type IgnoredReason = "unknown-command" | "dropped-argument" | "stray-text";

interface IgnoredToken {
  readonly kind: "ignored";
  readonly reason: IgnoredReason;
  readonly text: string;
  readonly request: string;
}

export type ModifierToken = StepToken | IgnoredToken;

/* -------------------------------------------- */
/*  Character classes                           */
/* -------------------------------------------- */

/**
 * Foundry's `[A-z]` — the ASCII range from "A" to "z", which also holds the six characters between the cases
 * ([ \ ] ^ _ `). Kept as Foundry wrote it, because that is what decides where a request starts.
 */
function isFoundryLetter(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0x41 && code <= 0x7a;
}

const ARGUMENT_STOPPERS = "()+-*/";

/** `[^A-z\s()+\-*\/]`: what may follow the letters of a request. */
function isArgumentChar(text: string, index: number): boolean {
  const char = text.charAt(index);
  return !isFoundryLetter(text, index) && !/\s/.test(char) && !ARGUMENT_STOPPERS.includes(char);
}

/**
 * Foundry lower-cases only the command, whose letters are all in `[A-z]`; lower-casing just A–Z keeps every
 * token the same length as its source, so tokens always join back to the input.
 */
export function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

function endOfLetters(text: string, from: number): number {
  let end = from;
  while (end < text.length && isFoundryLetter(text, end)) end++;
  return end;
}

function endOfArgument(text: string, from: number): number {
  let end = from;
  while (end < text.length && isArgumentChar(text, end)) end++;
  return end;
}

/* -------------------------------------------- */
/*  Stage 1: parsing into requests              */
/* -------------------------------------------- */

/** A piece of modifier text: a request Foundry keeps, or stray text it never sees. */
type ModifierSegment = { readonly request: string } | { readonly stray: string };

/** Splits modifier text the way Foundry's parser does, keeping the stray text too (so nothing is lost). */
export function segmentModifierText(text: string): ModifierSegment[] {
  const segments: ModifierSegment[] = [];
  let strayStart = 0;
  let index = 0;
  while (index < text.length) {
    if (!isFoundryLetter(text, index)) {
      index++;
      continue;
    }
    if (index > strayStart) segments.push({ stray: text.slice(strayStart, index) });
    const end = endOfArgument(text, endOfLetters(text, index));
    segments.push({ request: text.slice(index, end) });
    index = end;
    strayStart = end;
  }
  if (text.length > strayStart) segments.push({ stray: text.slice(strayStart) });
  return segments;
}

/** The requests Foundry's parser stores in a term's `modifiers` ("kh2ko" → ["kh2", "ko"]). */
export function splitModifierString(text: string): string[] {
  return segmentModifierText(text).flatMap((segment) => ("request" in segment ? [segment.request] : []));
}

/* -------------------------------------------- */
/*  Stage 2: dispatching requests               */
/* -------------------------------------------- */

/** The key table in Foundry's matching order: longest first, ties in table order (the sort is stable). */
class KeyTable {
  private readonly keys: ReadonlySet<string>;
  private readonly longestFirst: readonly string[];

  constructor(knownKeys: readonly string[]) {
    // An empty key would make Foundry's own prefix loop spin forever; no real table has one.
    const usable = knownKeys.filter((key) => key.length > 0);
    this.keys = new Set(usable);
    this.longestFirst = [...usable].sort((a, b) => b.length - a.length);
  }

  has(command: string): boolean {
    return this.keys.has(command);
  }

  longestPrefixOf(command: string): string | undefined {
    return this.longestFirst.find((key) => command.startsWith(key));
  }
}

/** One table per key list: every formula is tokenized against the same few lists, so each is sorted once. */
const keyTables = new WeakMap<readonly string[], KeyTable>();

function keyTableFor(knownKeys: readonly string[]): KeyTable {
  let table = keyTables.get(knownKeys);
  if (!table) keyTables.set(knownKeys, (table = new KeyTable(knownKeys)));
  return table;
}

function step(command: string, argument: string, compound: boolean, request: string): StepToken {
  return { kind: "step", command, argument, text: command + argument, compound, request };
}

function ignored(reason: IgnoredReason, text: string, request: string): IgnoredToken {
  return { kind: "ignored", reason, text, request };
}

/** Foundry's cutting of an unmatched run of letters into known keys, stopping at the first miss. */
function cutCompound(command: string, table: KeyTable, request: string): ModifierToken[] {
  const tokens: ModifierToken[] = [];
  let rest = command;
  while (rest.length > 0) {
    const key = table.longestPrefixOf(rest);
    if (key === undefined) {
      tokens.push(ignored("unknown-command", rest, request));
      break;
    }
    tokens.push(step(key, "", true, request));
    rest = rest.slice(key.length);
  }
  return tokens;
}

/** One request as Foundry's `_evaluateModifiers` executes it. */
function dispatchRequest(rawRequest: string, table: KeyTable): ModifierToken[] {
  const request = asciiLowerCase(rawRequest);
  let start = 0;
  while (start < request.length && !isFoundryLetter(request, start)) start++;
  // Foundry's parser never makes such a request; one built by hand has no command, so nothing of it runs.
  if (start === request.length) return request.length > 0 ? [ignored("stray-text", request, request)] : [];

  const tokens: ModifierToken[] = [];
  if (start > 0) tokens.push(ignored("stray-text", request.slice(0, start), request));
  const lettersEnd = endOfLetters(request, start);
  const command = request.slice(start, lettersEnd);
  const argument = request.slice(lettersEnd);
  if (table.has(command)) {
    tokens.push(step(command, argument, false, request));
    return tokens;
  }
  tokens.push(...cutCompound(command, table, request));
  if (argument.length > 0) tokens.push(ignored("dropped-argument", argument, request));
  return tokens;
}

/**
 * Tokens of a term's `modifiers` array (as Foundry stores it), in execution order.
 * @example tokenizeModifierList(["kh2", "ko"]) // kh with "2", then ko
 */
export function tokenizeModifierList(
  modifiers: readonly string[],
  knownKeys: readonly string[] = dieModifierKeys(),
): ModifierToken[] {
  const table = keyTableFor(knownKeys);
  return modifiers.flatMap((request) => dispatchRequest(request, table));
}

/**
 * Tokens of raw modifier text as it follows a die in a formula ("kh2ko", "kckh", "p2"), stray text included, so
 * the tokens' texts joined give the input back with A–Z lower-cased.
 * @example tokenizeModifierText("3kckh2") // stray "3", kc, kh, dropped argument "2"
 */
export function tokenizeModifierText(text: string, knownKeys: readonly string[] = dieModifierKeys()): ModifierToken[] {
  const table = keyTableFor(knownKeys);
  return segmentModifierText(text).flatMap((segment) =>
    "request" in segment
      ? dispatchRequest(segment.request, table)
      : [ignored("stray-text", asciiLowerCase(segment.stray), asciiLowerCase(segment.stray))],
  );
}

/** The commands among tokens, in order. */
export function stepsOf(tokens: readonly ModifierToken[]): StepToken[] {
  return tokens.filter((token): token is StepToken => token.kind === "step");
}
