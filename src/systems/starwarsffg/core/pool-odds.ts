import type { NarrativeCounter, NarrativePool } from "../../../core/pools/narrative-dice";
import type { Outcome, PoolOutcomes } from "../../../core/pools/pool-outcomes";
import type { SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Star Wars FFG roll (docs/systems-starwarsffg.md "The figures"), as starwarsffg 2.0.3 rolls a
 * dialog's pool: `DicePoolFFG.renderDiceExpression()` (modules/dice/pool.js) throws its dice, and `RollFFG`
 * (modules/dice/roll.js) adds the dialog's fixed results before cancelling — a fixed triumph adds a success too, a
 * fixed despair a failure (the constructor), and fixed results may be negative. Successes cancel failures and
 * advantages threats; triumphs and despairs are never cancelled. "Success" is at least one net success, as the
 * system's chat card reads it. Exact, from the kit's narrative dice (its engine), not simulated.
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

/** The joint table's cells, as a player reads a result: success or failure, with advantage, threat or neither. */
export const FFG_CELLS = [
  "success advantage",
  "success neither",
  "success threat",
  "failure advantage",
  "failure neither",
  "failure threat",
] as const;

/** An outcome key of the figures: a cell's words joined (`successAdvantage`). */
export function cellKey(cell: string): string {
  return cell.replace(/ (\w)/, (_all, first: string) => first.toUpperCase());
}

/** The kit's narrative dice (`kit.pools`): the engine, handed over by the registration, never imported. */
interface NarrativeEngine {
  narrativeOutcomes(pool: NarrativePool): PoolOutcomes<NarrativeCounter>;
  narrativeCell(outcome: Outcome<NarrativeCounter>): string;
}

/** Each cell's outcome key, worked out once. */
const CELL_KEYS: ReadonlyMap<string, string> = new Map(FFG_CELLS.map((cell) => [cell, cellKey(cell)]));

/** The one choice: the pool as it stands. */
const FFG_CHOICE = "roll";

/** The dice's outcome shifted by the fixed results, as RollFFG's constructor adds them to its counts. */
function withFixed(pool: FfgPool, outcome: Outcome<NarrativeCounter>): Outcome<NarrativeCounter> {
  return {
    ...outcome,
    netSuccess: outcome.netSuccess + pool.success - pool.failure + pool.triumph - pool.despair,
    netAdvantage: outcome.netAdvantage + pool.advantage - pool.threat,
    triumph: outcome.triumph + pool.triumph,
    despair: outcome.despair + pool.despair,
  };
}

/**
 * Every figure of a pool: one choice, no target (the difficulty is dice in the pool). Its outcomes: the success
 * first (the headline), the joint table's six cells (they share out the whole), then the facts: at least one net
 * advantage, a triumph, a despair. The engine refuses a pool past its bounds by name (kit.pools).
 */
export function ffgOdds(pools: NarrativeEngine, pool: FfgPool): SystemOdds {
  const dice = Object.fromEntries(FFG_DICE.map((die) => [die, pool[die]]));
  // One pass over the dice's outcomes (a few hundred at most at a table's sizes): each read with the fixed results.
  const sums = new Map<string, number>();
  const add = (key: string, p: number) => sums.set(key, (sums.get(key) ?? 0) + p);
  const fixed = FFG_FIXED.some((name) => pool[name] !== 0);
  for (const [diceOutcome, p] of pools.narrativeOutcomes(dice).outcomes) {
    const outcome = fixed ? withFixed(pool, diceOutcome) : diceOutcome;
    const cell = pools.narrativeCell(outcome);
    add(CELL_KEYS.get(cell) ?? cell, p);
    if (outcome.netSuccess >= 1) add("success", p);
    if (outcome.netAdvantage >= 1) add("advantage", p);
    if (outcome.triumph >= 1) add("triumph", p);
    if (outcome.despair >= 1) add("despair", p);
  }
  const figure = (key: string, fact: boolean): SystemOutcome => {
    const probability = sums.get(key) ?? 0;
    return fact ? { key, probability, fromTarget: false, fact } : { key, probability, fromTarget: false };
  };
  const outcomes = [
    figure("success", true),
    ...FFG_CELLS.map((cell) => figure(cellKey(cell), false)),
    figure("advantage", true),
    figure("triumph", true),
    figure("despair", true),
  ];
  return { target: null, choices: [{ id: FFG_CHOICE, outcomes }], totals: [] };
}
