import type { LyingDie, StepSize, YearZeroCounter } from "../../../core/pools/year-zero-dice";
import type { Outcome, Pool, PoolOutcomes, SpecialDie } from "../../../core/pools/pool-outcomes";
import type { SystemChoice, SystemOdds, SystemOutcome } from "../../../core/systems/system-odds-types";

/**
 * The figures of a Blade Runner roll (docs/systems-blade-runner.md "The figures"), from the kit's pools alone: one
 * step die (d6 … d12, YZUR's Blade Runner dice) per entry of `BRRollHandler.dice`, 6–9 one success, 10–12 two. A roll
 * succeeds with one success; two make a critical. A push (a player character's, `maxPush`) rolls again every die not
 * locked — a d8's 6–8 and a d10's or d12's 10 and up stay, and every 1 stays as a bane, each costing a point of health
 * or resolve (roller.js:509-552 at 14.0.0). A d10's or d12's 6–9 is rolled again only if the player ticks it in the
 * push's own dialog (the selective push, roller.js:433-463): the message shows each such choice.
 */

/** What the figures take of the kit's pools (`kit.pools`, handed to the adapter; the calculator's own import). */
interface Pools {
  stepPool(sizes: readonly StepSize[], die: (sides: StepSize) => SpecialDie): Pool;
  bladeRunnerDie(sides: StepSize): SpecialDie;
  bladeRunnerModify(sizes: readonly StepSize[], modifier: number): StepSize[];
  yearZeroOutcomes(pool: Pool): PoolOutcomes<YearZeroCounter>;
  yearZeroPushed(pool: Pool): PoolOutcomes<YearZeroCounter | "pushed">;
  yearZeroPushOf(dice: readonly LyingDie[]): PoolOutcomes<YearZeroCounter>;
  yearZeroPushable(dice: readonly LyingDie[]): boolean;
}

/** What a push's banes cost, as FLBR.pushTraumaMap names it for the actor's nature and the roll's attribute. */
type BrCost = "health" | "resolve" | "healthOrResolve";

/** The dialog's three buttons (roller.hbs:65-75), each rolling the dice `_handleModifier` makes of them. */
type BrButton = "roll" | "advantage" | "disadvantage";

/** The most dice a roll holds: the dialog adds dice up to FLBR.maxRolledDice (3); advantage adds one to two. */
export const BR_MAX_DICE = 3;

const STEP_SIZES: readonly StepSize[] = [6, 8, 10, 12];

/** A die size the Blade Runner dice have (6, 8, 10, 12), or null. */
export function stepSizeOf(value: unknown): StepSize | null {
  return STEP_SIZES.find((size) => size === value) ?? null;
}

const outcome = (key: string, probability: number, fact = false): SystemOutcome => ({
  key,
  probability,
  fromTarget: false,
  ...(fact ? { fact } : {}),
});

const atLeast = (n: number) => (o: Outcome<YearZeroCounter>) => o.success >= n;
const bane = (o: Outcome<YearZeroCounter>) => o.baseOnes >= 1;

/**
 * The buttons the dialog leaves enabled (getData and roller.hbs:66-72): with advantage (more than two dice, or a
 * modifier above 0) only "advantage", with disadvantage (fewer than two, or below 0) only "disadvantage"; with neither
 * or both, all three.
 */
export function enabledButtons(dice: number, modifier: number): BrButton[] {
  const advantage = dice > 2 || modifier > 0;
  const disadvantage = dice < 2 || modifier < 0;
  if (advantage && !disadvantage) return ["advantage"];
  if (disadvantage && !advantage) return ["disadvantage"];
  return ["roll", "advantage", "disadvantage"];
}

/** The dice a button rolls (`_handleModifier`, `executeRoll`): advantage adds the lowest, disadvantage takes it. */
function buttonDice(pools: Pools, sizes: readonly StepSize[], button: BrButton): StepSize[] {
  if (button === "advantage" && sizes.length <= 2) return pools.bladeRunnerModify(sizes, 1);
  if (button === "disadvantage" && sizes.length >= 2) return pools.bladeRunnerModify(sizes, -1);
  return [...sizes];
}

/** One button's figures: one and two successes; with `canPush`, the roll pushed whenever it fails and its banes. */
function buttonChoice(pools: Pools, id: string, pool: Pool, canPush: boolean, cost: BrCost): SystemChoice {
  const first = pools.yearZeroOutcomes(pool);
  const outcomes = [outcome("success", first.chance(atLeast(1))), outcome("twoSuccesses", first.chance(atLeast(2)))];
  if (canPush) {
    const pushed = pools.yearZeroPushed(pool);
    const onPush = (o: Outcome<YearZeroCounter | "pushed">) => o.pushed === 1;
    outcomes.push(
      outcome("pushSuccess", pushed.chance(atLeast(1))),
      outcome("pushed", pushed.chance(onPush), true),
      outcome(cost, pushed.chanceGiven(bane, onPush), true),
    );
  }
  return { id, outcomes };
}

/** The dialog's figures: a column a button it leaves enabled, as that button rolls the dice. */
export function brDialogOdds(
  pools: Pools,
  dialog: { sizes: readonly StepSize[]; modifier: number; canPush: boolean; cost: BrCost },
): SystemOdds {
  const choices = enabledButtons(dialog.sizes.length, dialog.modifier).map((button) => {
    const pool = pools.stepPool(buttonDice(pools, dialog.sizes, button), pools.bladeRunnerDie);
    return buttonChoice(pools, button, pool, dialog.canPush, dialog.cost);
  });
  return { target: null, choices, totals: [] };
}

/** A die the push's dialog lets the player choose to roll again: a d10 or d12 showing 6–9 (its checkbox enabled). */
const choosable = ({ kind, value }: LyingDie): boolean => kind.faces.length >= 10 && value >= 6 && value < 10;

/** A die held: the same kind with its value locked, as the unticked checkbox locks its result. */
const held = ({ kind, value }: LyingDie): LyingDie => ({
  kind: { ...kind, locked: [...(kind.locked ?? []), value] },
  value,
});

/** Each set of the choosable dice rolled again, dice alike (same size, same value) counted as one choice. */
function rerollChoices(lying: readonly LyingDie[]): LyingDie[][] {
  const open = lying.filter(choosable);
  const seen = new Set<string>();
  const sets: LyingDie[][] = [];
  for (let mask = 0; mask < 1 << open.length; mask++) {
    const set = open.filter((_, bit) => mask & (1 << bit));
    const key = set.map(({ kind, value }) => `${kind.faces.length}:${value}`).join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    sets.push(set);
  }
  return sets;
}

/** A die as the words of a choice name it: its size and the value it shows. */
export interface ShownDie {
  readonly faces: number;
  readonly value: number;
}

/**
 * A rolled roll's figures: the chance its pool had, and — for one who may push it — this very roll pushed: one column
 * where no die asks the push's dialog, else one a choice it offers (the d10s and d12s showing 6–9 held, as it ticks
 * none, or rolled again), each named by `name` (the dice it rolls again beyond those a push always does).
 */
export function brRolledOdds(
  pools: Pools,
  rolled: { pool: Pool; lying: readonly LyingDie[] | null; cost: BrCost },
  name: (rerolled: readonly ShownDie[]) => string,
): SystemOdds {
  const choices = [buttonChoice(pools, "rolled", rolled.pool, false, rolled.cost)];
  const { lying } = rolled;
  if (lying && pools.yearZeroPushable(lying)) {
    const sets = lying.some(choosable) ? rerollChoices(lying) : null;
    for (const set of sets ?? [[]]) {
      const dice = lying.map((die) => (choosable(die) && !set.includes(die) ? held(die) : die));
      const shown = set.map(({ kind, value }) => ({ faces: kind.faces.length, value }));
      const id = sets ? set.map((die) => lying.indexOf(die)).join("-") : "";
      const choice = pushChoice(pools, dice, rolled.cost, id);
      choices.push(sets ? { ...choice, label: name(shown) } : choice);
    }
  }
  return { target: null, choices, totals: [] };
}

/** This roll pushed with these dice: its chances as one less the chance of none (a locked bane reads 100%). */
function pushChoice(pools: Pools, dice: readonly LyingDie[], cost: BrCost, id: string): SystemChoice {
  const pushed = pools.yearZeroPushOf(dice);
  const surely = (test: (o: Outcome<YearZeroCounter>) => boolean) => 1 - pushed.chance((o) => !test(o));
  return {
    id: `pushNow${id}`,
    afterTheRoll: true,
    outcomes: [
      outcome("success", surely(atLeast(1))),
      outcome("twoSuccesses", surely(atLeast(2))),
      outcome(cost, surely(bane), true),
    ],
  };
}

/**
 * What a push's banes cost (FLBR.pushTraumaMap, config.js:109-134 at 14.0.0): a human's Strength and Agility cost
 * health, Intelligence and Empathy resolve; a replicant (and N8, N9) pays resolve for all four. Unknown: either.
 */
export function brCost(nature: unknown, attributeKey: unknown): BrCost {
  const attribute = typeof attributeKey === "string" ? attributeKey : "";
  if (!["str", "agi", "int", "emp"].includes(attribute)) return "healthOrResolve";
  if (nature === "human") return attribute === "str" || attribute === "agi" ? "health" : "resolve";
  return nature === "replicant" || nature === "n8" || nature === "n9" ? "resolve" : "healthOrResolve";
}
