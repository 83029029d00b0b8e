import type { LyingDie, YearZeroCounter } from "../../../core/pools/year-zero-dice";
import type { Outcome, Pool, PoolOutcomes } from "../../../core/pools/pool-outcomes";
import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Mutant Year Zero roll (docs/systems-mutant-year-zero.md "The figures"), from the kit's pools alone:
 * the system's own base, skill and gear d6s (dice-roller.js at 14.0.2). One success is enough; a push rolls again
 * what `Push` does not keep, and its base 1s are trauma to the attribute, its gear 1s damage to the gear.
 */

type Read = PoolOutcomes<YearZeroCounter>;

/** What the figures take of the kit's pools (`kit.pools`, handed to the adapter; the calculator's own import). */
interface MyzPools {
  readonly mutantYearZeroPool: (roll: MyzDice) => Pool;
  readonly yearZeroOutcomes: (pool: Pool) => Read;
  readonly yearZeroPushed: (pool: Pool) => PoolOutcomes<YearZeroCounter | "pushed">;
  readonly yearZeroPushOf: (dice: readonly LyingDie[]) => Read;
  readonly yearZeroPushable: (dice: readonly LyingDie[]) => boolean;
}

/** The dice `DiceRoller.Roll` throws: `${base}db + ${skill}ds + ${gear}dg`; `house`: a human's house attribute. */
export interface MyzDice {
  readonly base: number;
  readonly skill: number;
  readonly gear: number;
  readonly house: boolean;
}

/** The most dice of a kind the adapter works out (no sheet makes more): no figure beyond it. */
export const MYZ_MAX_DICE = 40;

type Test = (o: Outcome<YearZeroCounter>) => boolean;

/** What a push's 1s cost, each a counter of the roll that stands, asked only where such dice were rolled. */
const COSTS = [
  { key: "trauma", counter: "baseOnes", kind: "base" },
  { key: "gearDamage", counter: "gearOnes", kind: "gear" },
] as const;

const row = (key: string, probability: number, fact: boolean): SystemOutcome =>
  fact ? { key, probability, fromTarget: false, fact } : { key, probability, fromTarget: false };

const successes =
  (n: number): Test =>
  (o) =>
    o.success >= n;

/** Whether the pool throws a die whose kind's name ends so (the house base die is a base die too). */
const throws = (pool: Pool, kind: string) => pool.some((term) => term.count > 0 && term.kind.name.endsWith(kind));

function rollChoice(pools: MyzPools, pool: Pool): SystemChoice {
  const first = pools.yearZeroOutcomes(pool);
  return {
    id: "roll",
    outcomes: [
      row("success", first.chance(successes(1)), false),
      row("twoSuccesses", first.chance(successes(2)), true),
    ],
  };
}

function costRows(pool: Pool, chance: (test: Test) => number): SystemOutcome[] {
  return COSTS.filter(({ kind }) => throws(pool, kind)).map(({ key, counter }) =>
    row(
      key,
      chance((o) => o[counter] >= 1),
      true,
    ),
  );
}

/** The dialog's figures: the roll, and pushed whenever it fails (the chat card lets anyone's roll be pushed). */
export function dialogOdds(pools: MyzPools, dice: MyzDice): SystemOdds {
  const pool = pools.mutantYearZeroPool(dice);
  const pushed = pools.yearZeroPushed(pool);
  const isPushed = (o: Outcome<YearZeroCounter | "pushed">) => o.pushed === 1;
  const push: SystemChoice = {
    id: "push",
    outcomes: [
      row(
        "success",
        pushed.chance((o) => o.success >= 1),
        false,
      ),
      row("pushed", pushed.chance(isPushed), true),
      ...costRows(pool, (test) => pushed.chanceGiven(test, isPushed)),
    ],
  };
  return { target: null, choices: [rollChoice(pools, pool), push], totals: [] };
}

/**
 * A message's figures: the chance its dice had and, for one who may push it while it is unpushed, this very roll
 * pushed (`lying`: its dice as they lie, the kept ones standing).
 */
export function messageOdds(pools: MyzPools, dice: MyzDice, lying: readonly LyingDie[] | null): SystemOdds {
  const pool = pools.mutantYearZeroPool(dice);
  const choices = [rollChoice(pools, pool)];
  if (lying && pools.yearZeroPushable(lying)) {
    const after = pools.yearZeroPushOf(lying);
    // One less the chance of none: a kept 1 reads 100%, not a sum of floats just short of it.
    const chance = (test: Test) => 1 - after.chance((o) => !test(o));
    choices.push({
      id: "pushNow",
      afterTheRoll: true,
      outcomes: [row("success", chance(successes(1)), false), ...costRows(pool, chance)],
    });
  }
  return { target: null, choices, totals: [] };
}
