import type { LyingDie, YearZeroCounter } from "../../../core/pools/year-zero-dice";
import type { Outcome, Pool, PoolOutcomes } from "../../../core/pools/pool-outcomes";
import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Forbidden Lands roll (docs/systems-forbidden-lands.md "The figures"), from the kit's pools alone
 * (YZUR's dice: base, skill, gear, negative and artifact dice). A roll succeeds with at least one net success; the
 * push (a character's, once) rolls again every die not locked, and its base 1s cost as much attribute damage (and
 * bring as much willpower) and its gear 1s gear bonus (engine.js:620-710 at 14.0.4).
 */

/** What the figures take of the kit's pools (`kit.pools`, handed to the adapter; the calculator's own import). */
interface Pools {
  forbiddenLandsPool(roll: FblDice): Pool;
  yearZeroOutcomes(pool: Pool): PoolOutcomes<YearZeroCounter>;
  yearZeroPushed(pool: Pool): PoolOutcomes<YearZeroCounter | "pushed">;
  yearZeroPushOf(dice: readonly LyingDie[]): PoolOutcomes<YearZeroCounter>;
  yearZeroPushable(dice: readonly LyingDie[]): boolean;
}

/** The dice a roll throws, as `FBLRollHandler._handleYZRoll` makes them of its inputs. */
export interface FblDice {
  readonly attribute: number;
  readonly skill: number;
  readonly gear: number;
  /** The total modifier: added to the skill; below 0 what is left are negative dice instead. */
  readonly modifier: number;
  readonly artifacts: readonly (8 | 10 | 12)[];
}

/** The most dice the adapter works out (a pool past it is no roll a sheet makes): no figure beyond it. */
export const FBL_MAX_DICE = 40;

const outcome = (key: string, probability: number, fact = false): SystemOutcome => ({
  key,
  probability,
  fromTarget: false,
  ...(fact ? { fact } : {}),
});

type Read = PoolOutcomes<YearZeroCounter>;
const atLeast = (n: number) => (o: Outcome<YearZeroCounter>) => o.success >= n;

/** The roll as it stands: at least one success, and two (a stunt, or damage past the weapon's). */
function rollChoice(first: Read): SystemChoice {
  return {
    id: "roll",
    outcomes: [outcome("success", first.chance(atLeast(1))), outcome("twoSuccesses", first.chance(atLeast(2)), true)],
  };
}

/** The costs a pushed roll's 1s bring: attribute damage (and willpower), gear damage where gear was rolled. */
function costs(read: (test: (o: Outcome<YearZeroCounter>) => boolean) => number, gear: boolean): SystemOutcome[] {
  const rows = [
    outcome(
      "attributeDamage",
      read((o) => o.baseOnes >= 1),
      true,
    ),
  ];
  if (gear)
    rows.push(
      outcome(
        "gearDamage",
        read((o) => o.gearOnes >= 1),
        true,
      ),
    );
  return rows;
}

/** A pool's figures; with `canPush`, the roll pushed whenever its first roll fails (FOUNDRY-SYSTEMS-3 §b.7). */
export function poolOdds(pools: Pools, pool: Pool, canPush: boolean): SystemOdds {
  const choices = [rollChoice(pools.yearZeroOutcomes(pool))];
  if (canPush) {
    const pushed = pools.yearZeroPushed(pool);
    const onPush = (o: Outcome<YearZeroCounter | "pushed">) => o.pushed === 1;
    const gear = pool.some(({ kind, count }) => count > 0 && kind.name === "gear");
    choices.push({
      id: "push",
      outcomes: [
        outcome(
          "success",
          pushed.chance((o) => o.success >= 1),
        ),
        outcome("pushed", pushed.chance(onPush), true),
        ...costs((test) => pushed.chanceGiven(test, onPush), gear),
      ],
    });
  }
  return { target: null, choices, totals: [] };
}

/** The dialog's dice as the kit's pool. */
export function fblPool(pools: Pools, dice: FblDice): Pool {
  return pools.forbiddenLandsPool(dice);
}

/**
 * A rolled roll's figures: the chance its pool had, and — for one who may push it — this very roll pushed: its locked
 * dice standing, the others rolled again.
 */
export function rolledOdds(pools: Pools, pool: Pool, lying: readonly LyingDie[] | null): SystemOdds {
  const choices = [rollChoice(pools.yearZeroOutcomes(pool))];
  if (lying && pools.yearZeroPushable(lying)) {
    const pushed = pools.yearZeroPushOf(lying);
    const gear = lying.some(({ kind }) => kind.name === "gear");
    choices.push({
      id: "pushNow",
      afterTheRoll: true,
      // One less the chance of none: a cost a locked 1 already brings reads 100%, not a sum of floats short of it.
      outcomes: [
        outcome("success", 1 - pushed.chance((o) => !atLeast(1)(o))),
        ...costs((test) => 1 - pushed.chance((o) => !test(o)), gear),
      ],
    });
  }
  return { target: null, choices, totals: [] };
}
