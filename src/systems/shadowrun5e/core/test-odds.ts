import type { PoolOutcomes } from "../../../core/pools/pool-outcomes";
import type { ShadowrunCounter, ShadowrunPool } from "../../../core/pools/shadowrun-dice";
import type { SystemExtra, SystemOdds, SystemOutcome, SystemTotalRow } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Shadowrun 5e success test (docs/systems-shadowrun5e.md "The rules"), as SR5-FoundryVTT 0.36.0
 * (a86d50d3) rolls and reads it: `<pool>ds`, or `<pool>dsx6` with Push the Limit (SuccessTest.ts `buildFormula`); a
 * 5 or 6 is a hit, a 1 a glitch die (SR5Die.ts); the hits are capped by the limit when the world applies limits and
 * Push the Limit is off (`hasLimit`); success is hits ≥ threshold (TestRules.ts `success`); a glitch is more 1s than
 * half the pool value, rounded down, a critical glitch a glitch with no hit (`glitched`, `criticalGlitched`).
 * The engine's pools come in as an argument (the kit's, or the engine's itself on the calculator page): this folder
 * imports nothing of Indie Dice at run time.
 */

/** A test as its dialog holds it. */
export interface Sr5Test {
  /** The pool value: the dice thrown, Edge included once Push the Limit is ticked. */
  readonly pool: number;
  /** The limit the hits are capped by (`hasLimit`), or null where none applies. */
  readonly limit: number | null;
  /** The threshold; 0 where the test has none (unknown to the roller: a GM's secret, an opposed test's). */
  readonly threshold: number;
  readonly pushTheLimit: boolean;
  /** Buy hits: floor(pool / 4) hits, no dice thrown, so no glitch (TestRules.ts `buyHits`). */
  readonly buyHits: boolean;
  /** The actor's Edge where the dialog offers Push the Limit (it has an actor), else null. */
  readonly edge: number | null;
}

/** The engine's SR5 outcomes: the kit's `pools.sr5Outcomes`. */
type Sr5Outcomes = (pool: ShadowrunPool) => PoolOutcomes<ShadowrunCounter>;

/** The one choice: the test as the dialog stands. */
export const SR5_CHOICE = "roll";

/** The extra beside the Push the Limit checkbox. */
export const PUSH_THE_LIMIT = "pushTheLimit";

/** The most "at least N hits" rows drawn, and the least chance a row is drawn for. */
const MOST_ROWS = 8;
const LEAST_ROW_CHANCE = 0.0005;

/** The chance of at least `k` hits, of a glitch and of a critical glitch for a test's dice. */
interface Sr5Chances {
  atLeast(hits: number): number;
  readonly glitch: number;
  readonly criticalGlitch: number;
  /** The most hits the test can score. */
  readonly most: number;
}

function rolledChances(outcomes: Sr5Outcomes, test: Sr5Test): Sr5Chances {
  const pool: ShadowrunPool = {
    dice: Math.max(test.pool, 0),
    explode: test.pushTheLimit,
    ...(test.limit === null ? {} : { limit: test.limit }),
  };
  const read = outcomes(pool);
  const most = test.pushTheLimit ? Number.POSITIVE_INFINITY : Math.min(pool.dice, test.limit ?? pool.dice);
  return {
    atLeast: (hits) => read.chance((o) => o.hits >= hits),
    glitch: read.chance((o) => o.glitch === 1),
    criticalGlitch: read.chance((o) => o.criticalGlitch === 1),
    most,
  };
}

/** Bought hits: as many as the pool buys, capped by the limit as rolled hits are (`calculateHits`); no glitch. */
function boughtChances(test: Sr5Test): Sr5Chances {
  const bought = Math.floor(Math.max(test.pool, 0) / 4);
  const hits = test.limit === null ? bought : Math.min(bought, test.limit);
  return { atLeast: (k) => (hits >= k ? 1 : 0), glitch: 0, criticalGlitch: 0, most: hits };
}

const chancesOf = (outcomes: Sr5Outcomes, test: Sr5Test): Sr5Chances =>
  test.buyHits ? boughtChances(test) : rolledChances(outcomes, test);

/** P(hits ≥ k) for k = 1 … while it can happen and matters, at most MOST_ROWS rows. */
function hitRows(chances: Sr5Chances): SystemTotalRow[] {
  const rows: SystemTotalRow[] = [];
  for (let hits = 1; hits <= Math.min(chances.most, MOST_ROWS); hits += 1) {
    const chance = chances.atLeast(hits);
    if (chance < LEAST_ROW_CHANCE && rows.length > 0) break;
    rows.push({ total: hits, chances: [chance] });
  }
  return rows;
}

/**
 * The test's Push the Limit as the other state of its checkbox: Edge added to the pool, sixes exploding, no limit
 * (`applyPushTheLimit`, `hasLimit`) — or, ticked, the pool without Edge under the limit. The change it makes to the
 * chance of meeting the threshold; none where the dialog offers no checkbox or buys hits (no dice thrown).
 */
function pushTheLimitExtra(outcomes: Sr5Outcomes, test: Sr5Test, limit: number | null): SystemExtra[] {
  if (test.edge === null || test.buyHits || test.threshold <= 0) return [];
  const plainPool = test.pushTheLimit ? test.pool - test.edge : test.pool;
  const plain = { ...test, pool: plainPool, pushTheLimit: false, limit };
  const pushed = { ...test, pool: plainPool + test.edge, pushTheLimit: true, limit: null };
  const chance = (asked: Sr5Test) => chancesOf(outcomes, asked).atLeast(test.threshold);
  const change = chance(pushed) - chance(plain);
  return [{ id: PUSH_THE_LIMIT, change: test.pushTheLimit ? -change : change, fromTarget: true }];
}

/**
 * Every figure of a test. With a threshold: the chance to meet it (the headline), then the glitches as facts; without
 * one — none set, which is how a GM keeps it from the roller — the glitches and the hits' distribution alone: no
 * success is made up against a threshold the roller does not know. `worldLimit` is the limit when limits apply
 * (the world setting on and a limit set), whatever Push the Limit's state: the checkbox's other state reads it.
 */
export function sr5Odds(outcomes: Sr5Outcomes, test: Sr5Test, worldLimit: number | null = test.limit): SystemOdds {
  const chances = chancesOf(outcomes, test);
  const fact = (key: string, probability: number): SystemOutcome => ({
    key,
    probability,
    fromTarget: false,
    fact: true,
  });
  const success: SystemOutcome[] =
    test.threshold > 0 ? [{ key: "success", probability: chances.atLeast(test.threshold), fromTarget: true }] : [];
  return {
    target: test.threshold > 0 ? test.threshold : null,
    choices: [
      {
        id: SR5_CHOICE,
        outcomes: [...success, fact("glitch", chances.glitch), fact("criticalGlitch", chances.criticalGlitch)],
      },
    ],
    totals: hitRows(chances),
    extras: pushTheLimitExtra(outcomes, test, worldLimit),
  };
}
