/**
 * What CoC7's card offers after the roll (src/systems/coc7/core/coc7-after.ts), against a model written here from
 * CoC7's own code (coc7/apps/dice-pool.js at 7974aac, release 8.15): die results 1..10 (a 10 reads as 0), a tens die's
 * value `result * 10` with the units (00 and 0 is 100), the lowest kept with bonus dice and the highest with penalty
 * dice, the flat dice modifier added and the Luck spent taken off, clamped to 1..100 (`diceGroups`); the ranges as
 * `#populateThresholdRanges` builds them; `luckRequired*` the total less the top of a level's range; the buttons as
 * `availableButtons` gives them. The push is enumerated over every outcome of the pool rolled again (`pushRoll`).
 */
import { describe, expect, it } from "vitest";
import {
  luckCosts,
  luckOffered,
  pushChoice,
  pushOffered,
  rolledTotal,
  type CardGates,
  type Coc7Rolled,
} from "../../../../src/systems/coc7/core/coc7-after";
import type { PoolModifier } from "../../../../src/systems/coc7/core/percentile-pool";
import { rowsTaken } from "../../../quick";

type Known = "regular" | "hard" | "extreme";
const LEVEL = { fumble: -99, failure: 0, regular: 1, hard: 2, extreme: 3, critical: 4 } as const;
const DIFFICULTY = { unknown: -1, regular: 1, hard: 2, extreme: 3 } as const;

/** `#populateThresholdRanges`: each level's [low, high], by CoC7's level number. */
function ranges(value: number, difficulty: keyof typeof DIFFICULTY): Map<number, [number, number]> {
  const asked = { unknown: undefined, regular: value, hard: Math.floor(value / 2), extreme: Math.floor(value / 5) };
  const needed = asked[difficulty];
  const fumble = needed !== undefined && needed < 50 ? 96 : 100;
  const tops = new Map<number, number>([[LEVEL.critical, 1]]);
  let minimum = 1;
  let maximum = fumble - 1;
  for (const [level, check] of [
    [LEVEL.extreme, Math.floor(value / 5)],
    [LEVEL.hard, Math.floor(value / 2)],
    [LEVEL.regular, value],
  ] as const) {
    if (check > minimum && maximum > 0) {
      minimum = check;
      tops.set(level, Math.min(check, maximum));
      if (tops.get(level) === maximum) maximum = 0;
    }
  }
  const out = new Map<number, [number, number]>();
  let next = 1;
  for (const level of [LEVEL.critical, LEVEL.extreme, LEVEL.hard, LEVEL.regular]) {
    const top = tops.get(level);
    if (top === undefined) continue;
    out.set(level, [next, top]);
    next = top + 1;
  }
  if (next <= fumble - 1) out.set(LEVEL.failure, [next, fumble - 1]);
  out.set(LEVEL.fumble, [fumble, 100]);
  return out;
}

const levelOf = (total: number, range: Map<number, [number, number]>): number =>
  [...range].find(([, [low, high]]) => total >= low && total <= high)?.[0] ?? NaN;

/** `diceGroups`'s total of die results (tens first, base die first), with a flat modifier and the Luck spent. */
function total(tens: readonly number[], units: number, pool: number, flat: number, luck: number): number {
  const unit = units === 10 ? 0 : units;
  const values = tens.map((result) => {
    const decader = result === 10 ? 0 : result * 10;
    return decader === 0 && unit === 0 ? 100 : decader + unit;
  });
  const kept = pool < 0 ? Math.max(...values) : Math.min(...values);
  return Math.max(1, Math.min(100, kept + flat - luck));
}

/** The die results that show a total with one tens die: 100 is a 10 and a 10. */
const diceFor = (shown: number): Coc7Rolled["dice"] => ({
  tens: [Math.floor(shown / 10) % 10 || 10],
  units: shown % 10 || 10,
});

const GATES: CardGates = { pushable: true, pushFumbles: false, key: "", luck: 99, malfunction: null };

function check(value: number, difficulty: keyof typeof DIFFICULTY, shown: number, extra = {}): Coc7Rolled {
  return { value, difficulty, flatDiceModifier: 0, pool: 0, dice: diceFor(shown), luckSpent: 0, ...extra };
}

/** `availableButtons`' Luck buttons from CoC7's rules, with `luckAvailable` the actor's Luck. */
function modelLuck(value: number, difficulty: keyof typeof DIFFICULTY, shown: number, held: number) {
  const range = ranges(value, difficulty);
  const level = levelOf(shown, range);
  const known = difficulty !== "unknown";
  const isSuccess = known && level >= DIFFICULTY[difficulty];
  const isFumble = known && level === LEVEL.fumble;
  const out: { level: string; luck: number }[] = [];
  if (isFumble) return out;
  for (const name of ["regular", "hard", "extreme", "critical"] as const) {
    const top = ranges(value, known ? difficulty : "unknown").get(LEVEL[name])?.[1];
    const luck = top === undefined ? 0 : Math.max(0, shown - top);
    if (name === "regular" && isSuccess) continue;
    if (luck > 0 && held > luck && DIFFICULTY[difficulty] <= LEVEL[name]) out.push({ level: name, luck });
  }
  return out;
}

/** Whether the card offers the push on this total. */
const pushed = (value: number, difficulty: keyof typeof DIFFICULTY, shown: number, gates: CardGates): boolean =>
  pushOffered(check(value, difficulty, shown), gates, shown);

describe("CoC7 after the roll: the total and the Luck each level costs", () => {
  const difficulties = ["unknown", "regular", "hard", "extreme"] as const;
  const all = [1, 3, 10, 45, 49, 50, 70, 99, 100].flatMap((value) => difficulties.map((d) => [value, d] as const));
  // In `npm test`, one row in seven (each difficulty met; 49, 50 and 99 on both sides of a fumble's line).
  it.each(rowsTaken(all, (_, i) => i % 7 === 0))(
    "value %i at %s: every total's Luck buttons as CoC7 gives them",
    (value, difficulty) => {
      const totals = Array.from({ length: 100 }, (_, i) => i + 1);
      const ours = totals.map((shown) => {
        const rolled = check(value, difficulty, shown);
        return [rolledTotal(rolled), luckOffered(rolled, { ...GATES, luck: 60 })];
      });
      expect(ours).toEqual(totals.map((shown) => [shown, modelLuck(value, difficulty, shown, 60)]));
    },
  );

  it("every level's cost, whatever Luck is held: CoC7's buttons with all Luck there is, paid by 30 or not", () => {
    for (const [value, difficulty] of [
      [50, "regular"],
      [40, "hard"],
      [70, "extreme"],
      [45, "unknown"],
    ] as const) {
      const totals = Array.from({ length: 100 }, (_, i) => i + 1);
      const ours = totals.map((shown) => luckCosts(check(value, difficulty, shown), shown, { ...GATES, luck: 30 }));
      const model = totals.map((shown) =>
        modelLuck(value, difficulty, shown, Infinity).map((cost) => ({ ...cost, suffices: 30 > cost.luck })),
      );
      expect(ours, `${value} ${difficulty}`).toEqual(model);
    }
    expect(luckCosts(check(50, "regular", 62), 62, { ...GATES, luck: null })).toEqual([
      { level: "regular", luck: 12, suffices: false },
      { level: "hard", luck: 37, suffices: false },
      { level: "extreme", luck: 52, suffices: false },
      { level: "critical", luck: 61, suffices: false },
    ]);
  });

  it("Spot Hidden 50 rolls 62 at Regular: 12 Luck to pass, 37 for Hard, 52 for Extreme (not: 50 held)", () => {
    const rolled = check(50, "regular", 62);
    expect(luckOffered(rolled, { ...GATES, luck: 50 })).toEqual([
      { level: "regular", luck: 12 },
      { level: "hard", luck: 37 },
    ]);
    // CoC7 asks for more Luck than the cost (`luckAvailable > value`): 12 held does not buy 12.
    expect(luckOffered(rolled, { ...GATES, luck: 12 })).toEqual([]);
  });

  it("no Luck on a fumble, a malfunction, a Luck or Sanity roll, or without an actor", () => {
    expect(luckOffered(check(40, "regular", 97), GATES)).toEqual([]);
    expect(luckOffered(check(40, "regular", 60), { ...GATES, malfunction: 60 })).toEqual([]);
    expect(luckOffered(check(40, "regular", 60), { ...GATES, key: "lck" })).toEqual([]);
    expect(luckOffered(check(40, "regular", 60), { ...GATES, key: "san" })).toEqual([]);
    expect(luckOffered(check(40, "regular", 60), { ...GATES, luck: null })).toEqual([]);
    expect(luckOffered(check(40, "regular", 60), GATES)).toEqual([
      { level: "regular", luck: 20 },
      { level: "hard", luck: 40 },
      { level: "extreme", luck: 52 },
      { level: "critical", luck: 59 },
    ]);
  });

  it("the push: offered on a failure; not on a success, Sanity, an unpushable skill or (by default) a fumble", () => {
    expect(pushed(40, "regular", 60, GATES)).toBe(true);
    expect(pushed(40, "regular", 30, GATES)).toBe(false);
    expect(pushed(40, "hard", 30, GATES)).toBe(true);
    expect(pushed(40, "unknown", 5, GATES)).toBe(true);
    expect(pushed(40, "regular", 60, { ...GATES, key: "san" })).toBe(false);
    expect(pushed(40, "regular", 60, { ...GATES, pushable: false })).toBe(false);
    expect(pushed(40, "regular", 97, GATES)).toBe(false);
    expect(pushed(40, "regular", 97, { ...GATES, pushFumbles: true })).toBe(true);
  });
});

/** Every outcome of the pool rolled again: the success at the difficulty and the fumble, as counts. */
function enumeratePush(value: number, difficulty: Known, pool: number, flat: number, luck: number) {
  const dice = 1 + Math.abs(pool);
  const range = ranges(value, difficulty);
  let success = 0;
  let fumble = 0;
  const outcomes = 10 ** (dice + 1);
  for (let code = 0; code < outcomes; code++) {
    const units = (code % 10) + 1;
    const tens = Array.from({ length: dice }, (_, die) => (Math.floor(code / 10 ** (die + 1)) % 10) + 1);
    const level = levelOf(total(tens, units, pool, flat, luck), range);
    if (level >= DIFFICULTY[difficulty]) success++;
    if (level === LEVEL.fumble) fumble++;
  }
  return { success: success / outcomes, fumble: fumble / outcomes };
}

describe("CoC7 after the roll: the push's chance", () => {
  const rows = rowsTaken(
    [
      [50, "regular", 0, 0, 0],
      [50, "regular", 1, 0, 0],
      [40, "hard", -1, 0, 0],
      [70, "extreme", 2, 5, 0],
      [45, "regular", -2, -10, 0],
      [60, "hard", 0, 0, 7],
    ] satisfies [number, Known, PoolModifier, number, number][],
    (_, i) => i < 3,
  );
  it.each(rows)("value %i at %s, pool %i, flat %i, Luck spent %i", (value, difficulty, pool, flat, luck) => {
    const rolled = check(value, difficulty, 99, { pool, flatDiceModifier: flat, luckSpent: luck });
    const figures = Object.fromEntries(pushChoice(rolled).outcomes.map((o) => [o.key, o.probability]));
    const model = enumeratePush(value, difficulty, pool, flat, luck);
    expect(figures["success"]).toBeCloseTo(model.success, 12);
    expect(figures["fumble"]).toBeCloseTo(model.fumble, 12);
  });

  it("Spot Hidden 50 with a bonus die, pushed: 75.0% success (750 of 1,000), fumble 0.1%", () => {
    const push = pushChoice(check(50, "regular", 99, { pool: 1, dice: { tens: [9, 8], units: 9 } }));
    expect(push.outcomes.map((o) => [o.key, o.probability])).toEqual([
      ["success", 0.75],
      ["fumble", 0.001],
    ]);
  });
});
