import { field } from "./system-reads";
import { yearZeroDieOf, type LyingDie } from "../../core/pools/year-zero-dice";

/**
 * A roll of YZUR, the Year Zero Universal Roller that Forbidden Lands, Vaesen, Twilight 2000 and Blade Runner roll
 * with (Stefouch/foundry-year-zero-roller 6.1.1: src/YearZeroRoll.js, src/YearZeroDice.js), read from the roll alone:
 * its game, and each of its Year Zero dice (`isYearZeroDie`) with its `type`, its faces and the values its active
 * results show — a pushed die's first result is inactive, its new one active. A roll with another die in it, or
 * without a Year Zero die, is none.
 */

/** One term of Year Zero dice as it lies. */
interface YearZeroTerm {
  readonly type: string;
  readonly faces: number;
  /** The values of its active results: as many as the term's dice. */
  readonly values: readonly number[];
}

export interface YearZeroRollReading {
  /** `roll.options.game` ("fbl", "vae", "t2k", "br"…). */
  readonly game: string;
  readonly terms: readonly YearZeroTerm[];
  /** YearZeroRoll#pushable: pushed fewer times than its `maxPush`, and a die a push would roll again. */
  readonly pushable: boolean;
  /** YearZeroRoll#pushCount: how many times it was pushed. */
  readonly pushCount: number;
}

function termOf(term: unknown): YearZeroTerm | null {
  const type = field(term, "type");
  const faces = field(term, "faces");
  const results = field(term, "results");
  if (typeof type !== "string" || typeof faces !== "number" || !Array.isArray(results)) return null;
  const values = results
    .filter((result) => field(result, "active") !== false && field(result, "discarded") !== true)
    .map((result) => field(result, "result"));
  return values.every((value) => typeof value === "number") ? { type, faces, values } : null;
}

/** Whether a term is a die (Foundry's DiceTerm), which a Year Zero roll holds only of its own kind. */
const isDie = (term: unknown) => typeof field(term, "faces") === "number";

/** A YZUR roll read, or null for any other roll (or one not yet rolled). */
export function yearZeroRollOf(roll: unknown): YearZeroRollReading | null {
  const game = field(field(roll, "options"), "game");
  const terms = field(roll, "terms");
  if (typeof game !== "string" || !Array.isArray(terms) || field(roll, "_evaluated") !== true) return null;
  const dice = terms.filter(isDie);
  const read = dice.filter((term) => field(term, "isYearZeroDie") === true).map(termOf);
  if (read.length === 0 || read.length !== dice.length || read.includes(null)) return null;
  const pushCount = field(roll, "pushCount");
  return {
    game,
    terms: read.filter((term) => term !== null),
    pushable: field(roll, "pushable") === true,
    pushCount: typeof pushCount === "number" ? pushCount : 0,
  };
}

/**
 * A YZUR roll of `game` read as its dice lie, each die as the engine's kind (`yearZeroDieOf`), or null for a roll of
 * another game or with a die the engine does not read (ammunition, hit location): what a message's push is drawn from.
 */
export function yearZeroDiceOf(
  roll: unknown,
  game: string,
): { reading: YearZeroRollReading; lying: LyingDie[] } | null {
  const reading = yearZeroRollOf(roll);
  if (!reading || reading.game !== game) return null;
  const lying: LyingDie[] = [];
  for (const { type, faces, values } of reading.terms) {
    const kind = yearZeroDieOf(game, type, faces);
    if (!kind) return null;
    lying.push(...values.map((value) => ({ kind, value })));
  }
  return { reading, lying };
}
