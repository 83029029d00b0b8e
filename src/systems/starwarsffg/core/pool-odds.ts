import type { NarrativePool } from "../../../core/pools/narrative-dice";
import type { NarrativeSymbols } from "../../../core/pools/narrative-figures";
import type { SystemOdds } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Star Wars FFG roll (docs/systems-starwarsffg.md "The figures"), as starwarsffg 2.0.3 rolls a
 * dialog's pool: `DicePoolFFG.renderDiceExpression()` (modules/dice/pool.js) throws its dice, and `RollFFG`
 * (modules/dice/roll.js) adds the dialog's fixed results before cancelling — a fixed triumph adds a success too, a
 * fixed despair a failure (the constructor), and fixed results may be negative. Successes cancel failures and
 * advantages threats; triumphs and despairs are never cancelled. "Success" is at least one net success, as the
 * system's chat card reads it. Exact, from the kit's narrative figures (its engine), not simulated.
 */

export const FFG_DICE = ["ability", "proficiency", "boost", "difficulty", "challenge", "setback", "force"] as const;
export const FFG_FIXED = ["success", "failure", "advantage", "threat", "triumph", "despair"] as const;
type FfgCount = (typeof FFG_DICE)[number] | (typeof FFG_FIXED)[number];

/** The dice a dialog's pool throws and the fixed results it adds, as `DicePoolFFG` holds them. */
export type FfgPool = Readonly<Record<FfgCount, number>>;

/** A pool of no dice and no fixed results. */
export const NO_FFG_DICE: FfgPool = {
  ability: 0,
  proficiency: 0,
  boost: 0,
  difficulty: 0,
  challenge: 0,
  setback: 0,
  force: 0,
  success: 0,
  failure: 0,
  advantage: 0,
  threat: 0,
  triumph: 0,
  despair: 0,
};

/** The pool whose counts `read` gives (null: a count it cannot read), or null. */
export function ffgPool(read: (name: FfgCount) => number | null): FfgPool | null {
  const pool: Record<FfgCount, number> = { ...NO_FFG_DICE };
  for (const name of [...FFG_DICE, ...FFG_FIXED]) {
    const count = read(name);
    if (count === null) return null;
    pool[name] = count;
  }
  return pool;
}

/** The kit's narrative figures (`kit.pools`): the engine, handed over by the registration, never imported. */
interface NarrativeEngine {
  narrativeFigures(dice: NarrativePool, symbols: NarrativeSymbols): SystemOdds;
}

/**
 * Every figure of a pool (the kit's narrative figures, docs/pools.md "Narrative dice"): its dice thrown, its fixed
 * results added as RollFFG's constructor adds them. The engine refuses a pool past its bounds by name (kit.pools).
 */
export function ffgOdds(pools: NarrativeEngine, pool: FfgPool): SystemOdds {
  const dice = Object.fromEntries(FFG_DICE.map((die) => [die, pool[die]]));
  const fixed = Object.fromEntries(FFG_FIXED.map((name) => [name, pool[name]]));
  return pools.narrativeFigures(dice, fixed);
}
