import type { RuleSetKit } from "../../../foundry/composition";
import { FFG_DICE, FFG_FIXED, ffgPool, type FfgPool } from "../core/pool-odds";

/**
 * Where a Star Wars FFG pool is read (docs/systems-starwarsffg.md "Reading the dialog"): the dialog's `dicePool` (a
 * `DicePoolFFG`, modules/dice/pool.js at 2.0.3) as it stands, and a message's own roll (a `RollFFG`).
 */

/** The most dice of one kind read: the system caps none; the engine bounds the pool's outcomes by name after. */
const MOST_DICE = 40;

type Field = RuleSetKit["systems"]["field"];
type Die = (typeof FFG_DICE)[number];

/** A count as the system uses it: a whole number (a fixed result may be negative, a die's count not). */
function whole(value: unknown, negative: boolean): number | null {
  if (typeof value !== "number" || !Number.isInteger(value) || Math.abs(value) > MOST_DICE) return null;
  return negative || value >= 0 ? value : null;
}

const DICE_NAMES: ReadonlySet<string> = new Set(FFG_DICE);
const isDie = (name: string): name is Die => DICE_NAMES.has(name);

/**
 * The pool `renderDiceExpression` rolls from a `DicePoolFFG`: its dice, setback less `remsetback` (not below none)
 * when the world setting `ApplyRemoveSetbackMods` is on, and its fixed results. Null where a count is no whole number.
 */
export function poolOfDicePool(kit: RuleSetKit, dicePool: unknown): FfgPool | null {
  const { field, systemSetting } = kit.systems;
  const read = (name: string) => whole(field(dicePool, name) ?? 0, !isDie(name));
  const removed = systemSetting("starwarsffg", "ApplyRemoveSetbackMods") === true ? read("remsetback") : 0;
  if (removed === null) return null;
  return ffgPool((name) => {
    const count = read(name);
    return name === "setback" && count !== null ? Math.max(0, count - removed) : count;
  });
}

/**
 * The system's die terms (`CONFIG.Dice.terms`, swffg-main.js), each class's one-letter `DENOMINATION`, in FFG_DICE's
 * order: ability a, proficiency p, boost b, difficulty i, challenge c, setback s, force f.
 */
const DENOMINATIONS = "apbicsf";
/** A die term's die, read from its class's DENOMINATION (the term's own `denomination` is Foundry's `d<faces>`). */
function dieOf(term: unknown): Die | null {
  const constructor: unknown = typeof term === "object" && term !== null ? term.constructor : undefined;
  const denomination: unknown = typeof constructor === "function" ? Reflect.get(constructor, "DENOMINATION") : null;
  if (typeof denomination !== "string" || denomination.length !== 1) return null;
  return FFG_DICE[DENOMINATIONS.indexOf(denomination)] ?? null;
}

/** The dice of a roll's terms: the system's dice joined by `+`, as renderDiceExpression writes them; else null. */
function diceOfTerms(field: Field, terms: readonly unknown[]): Map<Die, number> | null {
  const dice = new Map<Die, number>();
  for (const [index, term] of terms.entries()) {
    if (index % 2 === 1) {
      if (field(term, "operator") !== "+") return null;
      continue;
    }
    const die = dieOf(term);
    const number = whole(field(term, "number"), false);
    if (die === null || number === null) return null;
    dice.set(die, (dice.get(die) ?? 0) + number);
  }
  return dice;
}

/**
 * The pool a message's first roll (of `rolls`) rolled: a `RollFFG` of the system's dice, with the fixed results its
 * constructor read from its options (the dialog's pool). Null for any other roll (a standard die among them, a
 * modifier): nothing of Indie Dice's is drawn on it.
 */
export function firstRollPool(kit: RuleSetKit, rolls: unknown): FfgPool | null {
  const { field } = kit.systems;
  const roll: unknown = Array.isArray(rolls) ? rolls[0] : undefined;
  const terms = field(roll, "terms");
  if (!Array.isArray(terms) || terms.length === 0 || typeof field(roll, "ffg") !== "object") return null;
  const dice = diceOfTerms(field, terms);
  if (!dice) return null;
  const options = field(roll, "options");
  return ffgPool((name) => {
    if (isDie(name)) return dice.get(name) ?? 0;
    // RollFFG's constructor: `if (args[2]?.success) this.ffg.success += +args[2].success` — its number, or none.
    const given = field(options, name);
    return given ? whole(Number(given), true) : 0;
  });
}

/** Whether a kept record is this pool, count by count (a flag is whatever its author wrote). */
export function samePool(pool: FfgPool, kept: unknown, field: Field): boolean {
  return [...FFG_DICE, ...FFG_FIXED].every((name) => field(kept, name) === pool[name]);
}
