import type { LyingDie, StepSize, YearZeroCounter } from "../../../core/pools/year-zero-dice";
import type { Outcome, Pool, PoolOutcomes, SpecialDie } from "../../../core/pools/pool-outcomes";
import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Twilight 2000 task check (docs/systems-t2k4e.md "The figures"), from the kit's pools alone: one
 * step die (d6–d12) for the attribute and one for the skill, moved by the modifier as YZUR's `modify` moves them,
 * and the ammunition dice the dialog's rate of fire adds. The roll succeeds with one success on the step dice
 * (`baseSuccessQty`: the ammunition dice's 6s are hits, not successes). A push rolls again every 2–5; after it, each
 * step die's 1 is a point of damage or stress, and where an ammunition die shows a 1 the weapon loses reliability
 * (`jamCount`: the ammunition 1s and the step dice's 1s) and jams from two (`jammed`) — YZUR 6.1.1's YearZeroRoll.
 */

/** What the figures take of the kit's pools (`kit.pools`, handed to the adapter; the calculator's own import). */
interface Pools {
  stepPool(sizes: readonly StepSize[], die: (sides: StepSize) => SpecialDie): Pool;
  twilightDie(sides: StepSize): SpecialDie;
  twilightAmmoDie: SpecialDie;
  twilightModify(sizes: readonly StepSize[], modifier: number): StepSize[];
  yearZeroOutcomes(pool: Pool): PoolOutcomes<YearZeroCounter>;
  yearZeroPushed(pool: Pool): PoolOutcomes<YearZeroCounter | "pushed">;
  yearZeroPushOf(dice: readonly LyingDie[]): PoolOutcomes<YearZeroCounter>;
  yearZeroPushable(dice: readonly LyingDie[]): boolean;
}

/** A task check's dice as `T2KRoller.taskCheck` takes them (its sizes before the modifier). */
export interface T2kDice {
  /** The attribute's and the skill's dice (0 to 2 of them: a 0 rolls none). */
  readonly sizes: readonly StepSize[];
  readonly modifier: number;
  /** The ammunition dice: the rate of fire chosen. */
  readonly ammo: number;
}

/** The most ammunition dice worked out (a weapon's rate of fire is at most 6 on the sheets; more is no roll). */
export const T2K_MAX_AMMO = 12;

type Counted = Outcome<YearZeroCounter>;
type Test = (o: Counted) => boolean;

const succeeds: Test = (o) => o.success >= 1;
/** The chat card's "Extra hit": an ammunition 6 beside a success; without one it is suppression. */
const extraHit: Test = (o) => o.success >= 1 && o.hits >= 1;
const suppression: Test = (o) => o.success <= 0 && o.hits >= 1;
/** What a push's 1s cost (infos.hbs: "Damage or stress", the reliability lost, "Jammed"). */
const COSTS: readonly (readonly [string, Test, boolean])[] = [
  ["damageOrStress", (o) => o.baseOnes >= 1, false],
  ["reliability", (o) => o.ammoOnes >= 1, true],
  ["jammed", (o) => o.ammoOnes >= 1 && o.ammoOnes + o.baseOnes >= 2, true],
];

const figure = (key: string, probability: number, fact: boolean): SystemOutcome => ({
  key,
  probability,
  fromTarget: false,
  ...(fact ? { fact } : {}),
});

/**
 * The step dice the roll throws: YearZeroRoll.forge's "1d6" when neither attribute nor skill gives one (and no
 * ammunition either), then the modifier; null where the system's `modify` fails (a modifier and no step die).
 */
function t2kSizes(pools: Pools, dice: T2kDice): StepSize[] | null {
  const sizes: readonly StepSize[] = dice.sizes.length === 0 && dice.ammo === 0 ? [6] : dice.sizes;
  if (sizes.length === 0) return dice.modifier === 0 ? [] : null;
  return pools.twilightModify(sizes, dice.modifier);
}

/** The dialog's dice as the kit's pool, or null where the system would not roll them. */
export function t2kPool(pools: Pools, dice: T2kDice): Pool | null {
  const sizes = t2kSizes(pools, dice);
  if (!sizes || dice.ammo > T2K_MAX_AMMO) return null;
  const ammo = dice.ammo > 0 ? [{ kind: pools.twilightAmmoDie, count: dice.ammo }] : [];
  return [...pools.stepPool(sizes, pools.twilightDie), ...ammo];
}

const hasAmmo = (pools: Pools, pool: Pool) =>
  pool.some(({ kind, count }) => count > 0 && kind === pools.twilightAmmoDie);

/** The roll as it stands: a success, two, and with ammunition dice an extra hit or suppression. */
function asItStands(first: PoolOutcomes<YearZeroCounter>, ammo: boolean): SystemOutcome[] {
  const rows = [
    figure("success", first.chance(succeeds), false),
    figure(
      "twoSuccesses",
      first.chance((o) => o.success >= 2),
      true,
    ),
  ];
  if (ammo)
    rows.push(figure("extraHit", first.chance(extraHit), true), figure("suppression", first.chance(suppression), true));
  return rows;
}

/** The costs a push's dice bring, each read by `chance` (the ammunition's only where the roll has ammunition dice). */
function pushCosts(chance: (test: Test) => number, ammo: boolean): SystemOutcome[] {
  return COSTS.filter(([, , needsAmmo]) => ammo || !needsAmmo).map(([key, test]) => figure(key, chance(test), true));
}

/** A pool's figures; with `canPush`, the roll pushed whenever its first roll fails (FOUNDRY-SYSTEMS-3 §b.7). */
export function t2kPoolOdds(pools: Pools, pool: Pool, canPush: boolean): SystemOdds {
  const ammo = hasAmmo(pools, pool);
  const choices: SystemChoice[] = [{ id: "roll", outcomes: asItStands(pools.yearZeroOutcomes(pool), ammo) }];
  if (canPush) {
    const pushed = pools.yearZeroPushed(pool);
    const onPush = (o: Outcome<YearZeroCounter | "pushed">) => o.pushed === 1;
    const outcomes = [
      figure("success", pushed.chance(succeeds), false),
      figure("pushed", pushed.chance(onPush), true),
      ...pushCosts((test) => pushed.chanceGiven(test, onPush), ammo),
    ];
    choices.push({ id: "push", outcomes });
  }
  return { target: null, choices, totals: [] };
}

/**
 * A rolled task check's figures: the chance its dice had, and — for one who may push it — this very roll pushed,
 * its 1s and successes standing, its 2–5s rolled again.
 */
export function t2kRolledOdds(pools: Pools, pool: Pool, lying: readonly LyingDie[] | null): SystemOdds {
  const ammo = hasAmmo(pools, pool);
  const choices: SystemChoice[] = [{ id: "roll", outcomes: asItStands(pools.yearZeroOutcomes(pool), ammo) }];
  if (lying && pools.yearZeroPushable(lying)) {
    const after = pools.yearZeroPushOf(lying);
    // One less the chance of none: a cost a standing 1 already brings reads 100%, not a float short of it.
    const sure = (test: Test) => 1 - after.chance((o) => !test(o));
    choices.push({
      id: "pushNow",
      afterTheRoll: true,
      outcomes: [figure("success", sure(succeeds), false), ...pushCosts(sure, ammo)],
    });
  }
  return { target: null, choices, totals: [] };
}
