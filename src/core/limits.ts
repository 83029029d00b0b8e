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

/** A bound on an additive number: ±1,000,000 is beyond any sheet, and sums of a few of them stay exact. */
const ADDITIVE = 1_000_000;

function limit(field: string, min: number, max: number): Limit {
  return Object.freeze({ field, min, max });
}

export const LIMITS = Object.freeze({
  /* Kaiser ------------------------------------------------------------------------------------------------ */
  /** The value added to the dice (characteristic, skill or resistance). */
  kaiserValue: limit("KaiserValue", -ADDITIVE, ADDITIVE),
  /** A difficulty check's target number. */
  kaiserDifficulty: limit("KaiserDifficulty", -ADDITIVE, ADDITIVE),
  /**
   * Advantage or Disadvantage levels, each side and net: 20 levels is 22 dice (`22d6kh2ko`), far past any
   * stack of circumstances the text imagines ("A1, A2, A#"), and its sequential variant stays a short chain.
   */
  kaiserAdvantageLevels: limit("KaiserAdvantageLevels", 0, 20),
  kaiserNetAdvantage: limit("KaiserNetAdvantage", -20, 20),
  /** The opposed-Fumble penalty formula NdX+B: `2d6` is the default; ten dice of up to d20 cover any house rule. */
  kaiserPenaltyDice: limit("KaiserPenaltyDice", 0, 10),
  kaiserPenaltyFaces: limit("KaiserPenaltyFaces", 1, 20),
  kaiserPenaltyBonus: limit("KaiserPenaltyBonus", -100, 100),

  /* OGS --------------------------------------------------------------------------------------------------- */
  /**
   * Die Increase stages in one effect: 20 stages turn a d4 into five dice; every four stages past a d12 add a
   * die, so the real dice of a check stay within `ogsRealDice`.
   */
  ogsStages: limit("OgsStages", 0, 20),
  /** Dice written in one term of an open (damage) roll, before increases: `10d6p2` is a big fireball; never more than `ogsRealDice`. */
  ogsTermDice: limit("OgsTermDice", 1, 15),
  /**
   * The real dice one side rolls once increases are applied (a d12 pushed on becomes d8 + d6, …): the exact
   * tie-break odds enumerate every sorted hand, which stays within budget up to here.
   */
  ogsRealDice: limit("OgsRealDice", 1, 15),
  ogsFlatBonus: limit("OgsFlatBonus", -ADDITIVE, ADDITIVE),
  ogsDifficulty: limit("OgsDifficulty", -ADDITIVE, ADDITIVE),

  /* Kingdoms and Rulers ------------------------------------------------------------------------------------ */
  /** A dice pool (and the dice rolled from it): the odds of every pool size 1…200 take about 40 ms. */
  kingdomsPool: limit("KingdomsPool", 1, 200),
  /**
   * A Difficulty Threshold: the text's range is 1–11, other DTs are the GM's call. At 0 every die but a 1
   * succeeds and at 12 only 12s do, so anything past 0–99 would mean nothing new.
   */
  kingdomsThreshold: limit("KingdomsThreshold", 0, 99),
  /** Dice an extended test adds back after each roll. */
  kingdomsReplenish: limit("KingdomsReplenish", 0, 200),
  /** The rounds of an extended test and its target margin. */
  kingdomsRounds: limit("KingdomsRounds", 1, 100),
  kingdomsTargetMargin: limit("KingdomsTargetMargin", -400, 400),

  /* Kleptonomicon ------------------------------------------------------------------------------------------ */
  kleptoModifier: limit("KleptoModifier", -ADDITIVE, ADDITIVE),
  /**
   * Advantages or Disadvantages before cancelling: they cancel one for one and then cap at 3, so counts past
   * 20 only ever mean "3"; 20 leaves room for every circumstance a GM can list.
   */
  kleptoAdvantages: limit("KleptoAdvantages", 0, 20),
  /** A kept-one term rolls at most 4 d10s: the text's cap of 3 Advantages ("4 or fewer 10-sided dice"). */
  kleptoTermDice: limit("KleptoTermDice", 1, 4),
  /** Participants of a Group Test: a whole party and its hirelings. */
  kleptoGroupSize: limit("KleptoGroupSize", 1, 20),
  /** The Score Range shorthand: characters of text, and entries. */
  kleptoRangesLength: limit("KleptoRangesLength", 0, 2000),
  kleptoRangesEntries: limit("KleptoRangesEntries", 1, 24),

  /* Dungeons of Olde -------------------------------------------------------------------------------------- */
  /** N of NdX: the text's largest rolls are a handful of dice; 50 is a generous hoard. */
  oldeDice: limit("OldeDice", 1, 50),
  /** X of NdX: d2 and d3 up to d100, the largest die a table keeps. */
  oldeFaces: limit("OldeFaces", 1, 100),
  oldeAdjustment: limit("OldeAdjustment", -ADDITIVE, ADDITIVE),
});

export type LimitName = keyof typeof LIMITS;

/** The error key of a limit: `INDIE_DICE.Error.Limit.<Field>`. */
export function limitKey(limit: Limit): string {
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

/** The error for a value outside a limit (or no whole number at all): names the field, the value and the range. */
export function limitError(limit: Limit, value: unknown): IndieDiceError {
  return new IndieDiceError(limitKey(limit), { value: describeInput(value), min: limit.min, max: limit.max });
}

export function isWithin(limit: Limit, value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= limit.min && value <= limit.max;
}

/** Returns the value when it is a whole number inside the limit; otherwise throws the limit's error. */
export function requireWithin(limit: Limit, value: unknown): number {
  if (!isWithin(limit, value)) throw limitError(limit, value);
  return value;
}

/** Every limit with its name, for the README's table and for tests that walk them all. */
export function listLimits(): readonly (readonly [LimitName, Limit])[] {
  return Object.entries(LIMITS) as [LimitName, Limit][];
}
