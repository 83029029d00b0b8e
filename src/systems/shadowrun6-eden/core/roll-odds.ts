import type { PoolOutcomes } from "../../../core/pools/pool-outcomes";
import type { ShadowrunCounter, ShadowrunPool } from "../../../core/pools/shadowrun-dice";
import type { SystemExtra, SystemOdds, SystemOutcome, SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Shadowrun 6e roll (docs/systems-shadowrun6-eden.md "The rules"), as shadowrun6-eden 4.0.7
 * (d2c27e19) rolls and reads it: `<regular>d6[x6]cs>=5 + 1d6[x6]cs>=5` with the wild die (Rolls.js
 * `createFormula`); a 5 or 6 a hit, a wild 5 or 6 three, a wild 1 voiding every 5 (`SR6Roll#markWildDie`,
 * `modifyResults`); a glitch more 1s than half the dice thrown, exploded dice included, a critical glitch one with
 * no hit (`isGlitch`, `isCriticalGlitch`); success, hits ≥ threshold (`isSuccess`). The engine's outcomes come in as
 * an argument (the kit's, or the engine's itself on the calculator page): this folder imports nothing of Indie Dice
 * at run time.
 */

/** A roll as its dialog holds it. */
export interface Sr6Roll {
  /** The dice thrown before any explosion, the wild die included. */
  readonly pool: number;
  /** The threshold counted against: 0 where none is set or the roller is not shown it. */
  readonly threshold: number;
  /** The wild die's checkbox (`useWildDie`). */
  readonly wild: boolean;
  /** Sixes explode: the `explode` checkbox the Edge boost "add Edge to the pool" ticks. */
  readonly explode: boolean;
}

/** The engine's SR6 outcomes: the kit's `pools.sr6Outcomes`. */
type Sr6Outcomes = (pool: ShadowrunPool) => PoolOutcomes<ShadowrunCounter>;

/** The one choice: the roll as the dialog stands. */
export const SR6_CHOICE = "roll";

/** The extra beside the wild die's checkbox. */
export const WILD_DIE = "wildDie";

/** The most "at least N hits" rows drawn, and the least chance a row is drawn for. */
const MOST_ROWS = 8;
const LEAST_ROW_CHANCE = 0.0005;

const outcomesOf = (outcomes: Sr6Outcomes, roll: Sr6Roll) =>
  outcomes({ dice: Math.max(roll.pool, 0), wild: roll.wild, explode: roll.explode });

/** P(hits ≥ k) for k = 1 … while it can happen and matters, at most MOST_ROWS rows. */
function hitRows(read: PoolOutcomes<ShadowrunCounter>): SystemTotalRow[] {
  const rows: SystemTotalRow[] = [];
  for (let hits = 1; hits <= MOST_ROWS; hits += 1) {
    const chance = read.chance((o) => o.hits >= hits);
    if (chance === 0 || (chance < LEAST_ROW_CHANCE && rows.length > 0)) break;
    rows.push({ total: hits, chances: [chance] });
  }
  return rows;
}

/** The change to the chance of meeting the threshold were the wild die's checkbox switched; none without dice. */
function wildDieExtra(outcomes: Sr6Outcomes, roll: Sr6Roll, success: number): SystemExtra[] {
  if (roll.threshold <= 0 || roll.pool < 1) return [];
  const switched = outcomesOf(outcomes, { ...roll, wild: !roll.wild }).chance((o) => o.hits >= roll.threshold);
  return [{ id: WILD_DIE, change: switched - success, fromTarget: true }];
}

/**
 * Every figure of a roll. With a threshold: the chance to meet it (the headline), the glitches as facts, the wild
 * die's change; without one — none set, or one the roller is not shown — the glitches and the hits' distribution
 * alone: no success is made up against a threshold the roller does not know.
 */
export function sr6Odds(outcomes: Sr6Outcomes, roll: Sr6Roll): SystemOdds {
  const read = outcomesOf(outcomes, roll);
  const fact = (key: string, probability: number): SystemOutcome => ({
    key,
    probability,
    fromTarget: false,
    fact: true,
  });
  const meets = read.chance((o) => o.hits >= roll.threshold);
  const success: SystemOutcome[] = roll.threshold > 0 ? [{ key: "success", probability: meets, fromTarget: true }] : [];
  const glitch = read.chance((o) => o.glitch === 1);
  const critical = read.chance((o) => o.criticalGlitch === 1);
  return {
    target: roll.threshold > 0 ? roll.threshold : null,
    choices: [{ id: SR6_CHOICE, outcomes: [...success, fact("glitch", glitch), fact("criticalGlitch", critical)] }],
    totals: roll.threshold > 0 ? [] : hitRows(read),
    extras: wildDieExtra(outcomes, roll, meets),
  };
}
