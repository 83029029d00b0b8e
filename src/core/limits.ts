import { IndieDiceError } from "./errors";

/**
 * Every number a user can type — in a dialog, the API, a Roll factory or our notation — and the range it must
 * lie in. One table, so the dialogs, the notation checks, the engine and the README all read the same bounds.
 *
 * Each bound is chosen so that the largest allowed input rolls and computes its exact odds in at most 100 ms on
 * a 2-core machine (measured in `npm run bench`), and so that no real table ever meets it. Additive numbers
 * (values, modifiers, bonuses, difficulties) cost nothing once the odds engine works on a distribution's
 * support, so their bound is only there to keep every total a safe integer and readable on a card.
 */

/** The inclusive range of one field, and the error key that names the field when a value is outside it. */
export interface Limit {
  readonly min: number;
  readonly max: number;
  /** The last segment of the error key under `INDIE_DICE.Error.Limit`; the message names the field. */
  readonly field: string;
}

/**
 * A bound on an additive number: ±1,000,000 is beyond any sheet, and sums of a few of them stay exact. The rule sets'
 * additive numbers take it too (their `core/limits.ts`).
 */
export const ADDITIVE = 1_000_000;

/** A limit of the table below or of a rule set's own (`core/limits.ts` in its folder, given by its core descriptor). */
export function limit(field: string, min: number, max: number): Limit {
  return Object.freeze({ field, min, max });
}

export const LIMITS = Object.freeze({
  /* Any formula (Foundry's own dice notation, docs/formula-odds.md) ----------------------------------------- */
  /** The formula's characters, as written and once its `@` paths are replaced: a long damage line is 60. */
  formulaLength: limit("FormulaLength", 1, 500),
  /** Dice terms in one formula (`1d20 + 1d4 + 2d6` has three): more than any sheet writes. */
  formulaDiceTerms: limit("FormulaDiceTerms", 0, 20),
  /** N of one term's NdX: Foundry allows 999; 100 covers any pool a table throws and keeps keep/drop fast. */
  formulaDice: limit("FormulaDice", 0, 100),
  /** X of NdX: a d2 up to a d1000 (`d%` is a d100). */
  formulaFaces: limit("FormulaFaces", 2, 1000),
  /** A number in the formula, after `@` paths: additive (see ADDITIVE), so every total stays exact. */
  formulaNumber: limit("FormulaNumber", -ADDITIVE, ADDITIVE),
  /** The target a formula's total is compared with (the dialog's, the calculator's): additive, see ADDITIVE. */
  formulaTarget: limit("FormulaTarget", -ADDITIVE, ADDITIVE),
  /**
   * The whole-number range the dice can span (largest total minus smallest, an exploding die counted to its
   * tail), known before any work: convolving tables of this width stays within the budget. `60d100` spans 5,940.
   */
  formulaSpread: limit("FormulaSpread", 0, 6000),
  /**
   * The multiply-adds a formula's plan needs (convolutions, keep/drop order statistics, sums of fractions),
   * counted before any work (a pair of fractions counts 60): about 3–4 ns each on this 2-core machine, so the
   * costliest formulas within it (`100d100kh50`, `45d100r1`) take about 30–40 ms and their slowest runs stay within
   * 100 ms (`npm run bench` times the worst allowed inputs; docs/formula-odds.md "Limits").
   */
  formulaSteps: limit("FormulaSteps", 0, 10_000_000),
  /** Formulas compared side by side (`api.odds.compare`, the comparison view): every pair of four is six. */
  formulaCompared: limit("FormulaCompared", 2, 4),
  /**
   * The values of an `@` path a series sweeps (`api.odds.series`): each is a distribution of its own, so the
   * series costs that many times the formula (21 values of the table's common formulas in well under 100 ms).
   */
  formulaSeriesValues: limit("FormulaSeriesValues", 1, 101),

  /* Pools of special dice (narrative dice, Year Zero, Shadowrun; docs/pools.md) ------------------------------ */
  /** Dice of one kind in a pool: more than any sheet, dialog or Edge throws (a Shadowrun pool of 40 is huge). */
  poolDice: limit("PoolDice", 0, 100),
  /**
   * The most outcomes a pool's joint distribution can have — the product of each counter's range, known from the
   * faces before any work (a push counts the first roll's and the final counters): a pool past it is refused.
   */
  poolOutcomes: limit("PoolOutcomes", 1, 50_000),
});

/**
 * The most probability mass the exact odds of a K&R extended test may leave out in all, reported with the
 * figure (docs/odds.md "Tails truncated below 1e-12", as the Olde and Kaiser tails are). The programme
 * over (pool, margin) states has no work budget: at the limits above it always runs to the end, and this is
 * the only knob that trades its size for accuracy (see `extendedTestOdds` for how it is shared out).
 */
export const EXTENDED_ODDS_TRUNCATION = 1e-12;

/**
 * How much data another client may send the active GM's client in one query or one flagged request message
 * (docs/limits.md "What another client may send"): the characters of its JSON, and how deeply its objects and
 * arrays nest. The GM's client measures a payload against its limit before any lookup, loop or roll (a walk that
 * stops as soon as the limit is passed: `src/core/payload-bounds.ts`), so its work on a query is bounded by these
 * numbers and not by what a player's console chose to send.
 */
export interface PayloadLimit {
  /** Characters of the payload as JSON writes it (strings and keys by their length, quotes and commas counted). */
  readonly maxChars: number;
  /** Objects and arrays inside one another, the outermost counted: `{cardId, messageId}` is 1. */
  readonly maxDepth: number;
}

function payloadLimit(maxChars: number, maxDepth: number): PayloadLimit {
  return Object.freeze({ maxChars, maxDepth });
}

/**
 * A query naming a card and a message or a participant (`{cardId, messageId}`, `{cardId, attackerId}`): two or
 * three ids of 16 characters make about 70 characters; 1,024 leaves room for a key more and for longer ids than
 * Foundry makes, and no id-only query needs a nested object. Every query not named in QUERY_PAYLOAD_LIMITS gets it.
 */
export const ID_QUERY_PAYLOAD = payloadLimit(1_024, 1);

/**
 * The queries that carry more than ids, by name (without the module's prefix). `startContest` carries up to 13
 * uuids (12 attackers and a defender, each under 100 characters) and a spec or proposal per side; the largest spec
 * is a Kleptonomicon one whose Score Range shorthand may hold 2,000 characters (`kleptoRangesLength`), so the
 * largest real request is about 13 × 2,150 ≈ 28,000 characters, nested 4 deep (request, specs, attackers, a spec).
 * 65,536 is more than twice that, and walking it takes a few thousand steps.
 */
export const QUERY_PAYLOAD_LIMITS: Readonly<Record<string, PayloadLimit>> = Object.freeze({
  startContest: payloadLimit(65_536, 6),
});

/**
 * The module's flags on a message another user posted for a card (a roll, a gift request), which the GM's client
 * reads when it picks the message up: a flag names a card and a participant or a giver and a receiver (under 150
 * characters, 2 deep). 4,096 leaves room for a flag more; a message past it is not read at all.
 */
export const POST_FLAGS_PAYLOAD = payloadLimit(4_096, 4);

/**
 * The users a message posted for a card may be whispered to: the card copies the roll's audience, looking up each
 * user it names (unknown ones are dropped). A whisper names each user once and a table is a handful of users, a
 * large world a few dozen; 100 leaves room for any of them, and a list past it is refused whole rather than cut (a cut
 * could drop the GM a blind roll was whispered to).
 */
export const POST_WHISPER_MAX = 100;

/** The limit of a query, by its registered name (`indie-dice.startContest`): its own, or the ids-only one. */
export function queryPayloadLimit(queryName: string): PayloadLimit {
  const name = queryName.slice(queryName.indexOf(".") + 1);
  return Object.hasOwn(QUERY_PAYLOAD_LIMITS, name) ? QUERY_PAYLOAD_LIMITS[name]! : ID_QUERY_PAYLOAD;
}

/** The error key of a limit: `INDIE_DICE.Error.Limit.<Field>`. */
function limitKey(limit: Limit): string {
  return `INDIE_DICE.Error.Limit.${limit.field}`;
}

/** How a bad value reads inside a message: strings quoted (so an empty or blank one is visible). */
export function describeInput(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
    return String(value);
  }
  return Object.prototype.toString.call(value);
}

/**
 * The error for a value outside a limit (or no whole number at all): names the field, the value and the range. A
 * finite number stays a number, so the message writes it as it writes the range (grouped, with a true minus).
 * `typed` is the text the number was read from, when there was one: a number past a float's whole numbers is not
 * the number typed (99999999999999999999 reads as 1e20, which would be echoed as 100,000,000,000,000,000,000), so
 * the error quotes the text as typed instead (docs/limits.md).
 */
export function limitError(limit: Limit, value: unknown, typed?: string): IndieDiceError {
  const exact =
    typeof value === "number" &&
    Number.isFinite(value) &&
    (typed === undefined || Math.abs(value) <= Number.MAX_SAFE_INTEGER);
  const shown = exact ? value : describeInput(typed ?? value);
  return new IndieDiceError(limitKey(limit), { value: shown, min: limit.min, max: limit.max });
}

export function isWithin(limit: Limit, value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= limit.min && value <= limit.max;
}

/**
 * Returns the value when it is a whole number inside the limit; otherwise throws the limit's error (`typed`: see
 * `limitError`).
 */
export function requireWithin(limit: Limit, value: unknown, typed?: string): number {
  if (!isWithin(limit, value)) throw limitError(limit, value, typed);
  return value;
}

/**
 * A limit's error about a number read from `typed` deeper down, where the text was no longer at hand: quoting the
 * text as typed when the float is not the number typed (see `limitError`). Any other error is returned as it is.
 */
export function echoingTyped(error: unknown, typed: string): unknown {
  if (
    !(error instanceof IndieDiceError) ||
    typeof error.data.value !== "number" ||
    Math.abs(error.data.value) <= Number.MAX_SAFE_INTEGER
  )
    return error;
  return new IndieDiceError(error.key, { ...error.data, value: describeInput(typed) });
}

/** A whole number read from its digits, held to `limit`; an error quotes the digits as typed. */
export function requireTypedWithin(limit: Limit, digits: string): number {
  return requireWithin(limit, Number(digits), digits);
}
