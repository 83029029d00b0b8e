import { IndieDiceError } from "../errors";

/**
 * A number field written with the character's own numbers (docs/characters.md "@ fields"): whole numbers and `@path`
 * references to the actor's roll data joined by `+` and `−` — `@skills.stealth + 1`, `@attributes.agi - 2`. It is
 * kept as written and resolved when a dialog opens and again when it rolls. Unlike Foundry's `new Roll`, which
 * reads a missing path as 0, a path that is missing or not a whole number is an error naming it. Nothing else is
 * read: no dice, no `*`, no functions, no markup.
 */

/** One term: a sign and either a whole number or a path into the roll data. */
type ExpressionTerm =
  | { readonly sign: 1 | -1; readonly kind: "number"; readonly value: number }
  | { readonly sign: 1 | -1; readonly kind: "path"; readonly path: readonly string[] };

/** The longest expression a field takes, and the most terms and path segments one may have. */
export const EXPRESSION_LIMITS = { length: 200, terms: 20, segments: 10 } as const;

const KEY = "INDIE_DICE.Error.Expression";
/** `-`, the true minus sign and the en dash all subtract (a German keyboard or a pasted figure gives the others). */
const MINUS = /^[-−–]$/;
const SEGMENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whole numbers joined by `+` and `−` (at least two terms): `3 + 4`, `10 – 2`; a plain `-3` is one number. */
const NUMBER_SUM = /^\s*[+\-−–]?\s*\d+(?:\s*[+\-−–]\s*\d+)+\s*$/;

/**
 * Whether a field's text is a sum to work out: one that asks for the character's numbers (holds an `@`), or whole
 * numbers joined by `+` and `−` (docs/characters.md "@ fields" promises both). A plain number is read as one.
 */
export function isExpression(text: unknown): text is string {
  return readsCharacter(text) || (typeof text === "string" && NUMBER_SUM.test(text));
}

/** Whether a field's text reads the character's numbers (holds an `@`): it means something else for each character. */
export function readsCharacter(text: unknown): text is string {
  return typeof text === "string" && text.includes("@");
}

/** The terms of an expression, or a localized error naming the part that cannot be read. */
export function parseExpression(text: string): ExpressionTerm[] {
  const source = text.trim();
  if (source === "") throw new IndieDiceError(`${KEY}.Empty`);
  if (source.length > EXPRESSION_LIMITS.length)
    throw new IndieDiceError(`${KEY}.TooLong`, { max: EXPRESSION_LIMITS.length });
  const tokens = source.match(/@[^\s+\-−–]*|\d+|[+\-−–]|\S+?(?=[\s+\-−–@]|$)/g) ?? [];
  const terms: ExpressionTerm[] = [];
  let sign: 1 | -1 = 1;
  let expectingTerm = true;
  let leadingSign = false;
  for (const token of tokens) {
    const operator = token === "+" ? 1 : MINUS.test(token) ? -1 : 0;
    if (operator !== 0) {
      // An operator between two terms, or one sign before the first: "1 + - 2" and "+" alone are refused.
      const signsFirst: boolean = terms.length === 0 && !leadingSign;
      if (expectingTerm && !signsFirst) throw unreadable(token);
      leadingSign ||= signsFirst;
      sign = operator;
      expectingTerm = true;
      continue;
    }
    if (!expectingTerm) throw unreadable(token);
    terms.push(termOf(token, sign));
    if (terms.length > EXPRESSION_LIMITS.terms)
      throw new IndieDiceError(`${KEY}.TooManyTerms`, { max: EXPRESSION_LIMITS.terms });
    sign = 1;
    expectingTerm = false;
  }
  if (expectingTerm) throw new IndieDiceError(`${KEY}.Dangling`, { text: source });
  return terms;
}

function termOf(token: string, sign: 1 | -1): ExpressionTerm {
  if (/^\d+$/.test(token)) {
    const value = Number(token);
    if (!Number.isSafeInteger(value)) throw unreadable(token);
    return { sign, kind: "number", value };
  }
  if (!token.startsWith("@")) throw unreadable(token);
  const path = token.slice(1).split(".");
  if (path.length > EXPRESSION_LIMITS.segments)
    throw new IndieDiceError(`${KEY}.TooDeep`, { path: token, max: EXPRESSION_LIMITS.segments });
  if (!path.every((segment) => SEGMENT.test(segment))) throw new IndieDiceError(`${KEY}.BadPath`, { path: token });
  return { sign, kind: "path", path };
}

function unreadable(token: string): IndieDiceError {
  return new IndieDiceError(`${KEY}.Unreadable`, { part: token.slice(0, 40) });
}

/**
 * The whole number an expression stands for, read against `rollData` (the actor's `getRollData()`); null roll
 * data is a field with no character behind it, where a path is an error saying so.
 */
export function resolveExpression(text: string, rollData: unknown): number {
  let total = 0;
  for (const term of parseExpression(text)) {
    const value = term.kind === "number" ? term.value : readPath(term.path, rollData);
    total += term.sign * value;
  }
  if (!Number.isSafeInteger(total)) throw new IndieDiceError(`${KEY}.TooLarge`, { text: text.trim() });
  return total;
}

function readPath(path: readonly string[], rollData: unknown): number {
  const shown = `@${path.join(".")}`;
  if (rollData === null || typeof rollData !== "object") throw new IndieDiceError(`${KEY}.NoActor`, { path: shown });
  let node: unknown = rollData;
  for (const segment of path) {
    // Own properties only: a path never reaches a prototype's members (`@constructor`, `@__proto__`).
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, segment))
      throw new IndieDiceError(`${KEY}.Missing`, { path: shown });
    node = (node as Record<string, unknown>)[segment];
  }
  if (typeof node !== "number" || !Number.isFinite(node))
    throw new IndieDiceError(`${KEY}.NotANumber`, { path: shown, value: describe(node) });
  if (!Number.isSafeInteger(node)) throw new IndieDiceError(`${KEY}.NotWhole`, { path: shown, value: node });
  return node;
}

/**
 * What a path holds, in signs every language reads: `"Brunhild"`, `true`, `null`, `[…]` for a list, `{…}` for a group.
 */
function describe(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === "object") return Array.isArray(value) ? "[…]" : "{…}";
  return JSON.stringify(value).slice(0, 40);
}

/** A field's value as a number: a plain number as it is, an expression resolved against the roll data. */
export function resolveField(value: unknown, rollData: unknown): unknown {
  return isExpression(value) ? resolveExpression(value, rollData) : value;
}
