import type { LyingDie, YearZeroCounter } from "../../../core/pools/year-zero-dice";
import type { Outcome, Pool, PoolOutcomes } from "../../../core/pools/pool-outcomes";
import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Vaesen test (docs/systems-vaesen.md "The figures"), from the kit's pools alone: every die a skill
 * die, at least one (script/util/roll.js:222-229 at 7.3.0); a test succeeds on one 6, and a push (once) rolls again
 * every die not showing 6. Its 1s cost nothing the system's code counts (YZUR's attribute trauma counts base dice,
 * which Vaesen never rolls): no cost row.
 */

/** What the figures take of the kit's pools (`kit.pools`, handed to the adapter; the calculator's own import). */
interface Pools {
  readonly vaesenPool: (dice: number) => Pool;
  /** The first roll, and the roll pushed whenever it fails. */
  readonly yearZeroOutcomes: (pool: Pool) => PoolOutcomes<YearZeroCounter>;
  readonly yearZeroPushed: (pool: Pool) => PoolOutcomes<YearZeroCounter | "pushed">;
  /** A rolled roll pushed as it lies, and whether a push rolls any die again. */
  readonly yearZeroPushOf: (dice: readonly LyingDie[]) => PoolOutcomes<YearZeroCounter>;
  readonly yearZeroPushable: (dice: readonly LyingDie[]) => boolean;
}

/** The most dice the adapter works out (no sheet's test comes near): no figure beyond it. */
export const VAESEN_MAX_DICE = 40;

/** A figure of the table; a `fact` (two successes, a push at all) is no outcome of its own to choose. */
const row = (key: string, probability: number, fact?: true): SystemOutcome =>
  fact ? { key, probability, fromTarget: false, fact } : { key, probability, fromTarget: false };

const successes = (n: number) => (o: Outcome<YearZeroCounter>) => o.success >= n;

/** The test as it stands: a success, and two or more (what a vaesen's or a weapon's extra effects buy). */
const asItStands = (first: PoolOutcomes<YearZeroCounter>): SystemChoice => ({
  id: "roll",
  outcomes: [row("success", first.chance(successes(1))), row("twoSuccesses", first.chance(successes(2)), true)],
});

/** A test of `dice` dice (the dialog's sum; fewer than one is one); with `canPush`, pushed whenever it fails. */
export function vaesenOdds(pools: Pools, dice: number, canPush: boolean): SystemOdds {
  const pool = pools.vaesenPool(dice);
  const choices = [asItStands(pools.yearZeroOutcomes(pool))];
  if (canPush) {
    const pushed = pools.yearZeroPushed(pool);
    choices.push({
      id: "push",
      outcomes: [
        row(
          "success",
          pushed.chance((o) => o.success >= 1),
        ),
        row(
          "pushed",
          pushed.chance((o) => o.pushed === 1),
          true,
        ),
      ],
    });
  }
  return { target: null, choices, totals: [] };
}

/**
 * A rolled test's figures: the chance its dice had, and — for one who may push it — this very roll pushed, its 6s
 * standing and every other die rolled again.
 */
export function vaesenRolledOdds(pools: Pools, lying: readonly LyingDie[], mayPush: boolean): SystemOdds {
  const choices = [asItStands(pools.yearZeroOutcomes(pools.vaesenPool(lying.length)))];
  if (mayPush && pools.yearZeroPushable(lying)) {
    const pushed = pools.yearZeroPushOf(lying);
    // One less the chance of none: a 6 already standing reads 100%, not a sum of floats short of it.
    choices.push({
      id: "pushNow",
      afterTheRoll: true,
      outcomes: [row("success", 1 - pushed.chance((o) => o.success < 1))],
    });
  }
  return { target: null, choices, totals: [] };
}
