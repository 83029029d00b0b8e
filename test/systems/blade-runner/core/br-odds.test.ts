/**
 * Blade Runner's figures (docs/systems-blade-runner.md "The figures") against FOUNDRY-SYSTEMS-3 §b.7's worked
 * examples and the selective push, each checked against an enumeration written here from the system's code, face by
 * face, not from the engine: YZUR 6.1.1's BladeRunnerDie (YearZeroDice.js:572-616: SUCCESS_TABLE 6–9 one success,
 * 10–12 two; LOCKED_VALUES d6 [1, 6], d8 [1, 6, 7, 8], d10 [1, 10], d12 [1, 10, 11, 12]), YearZeroDie#push
 * (:163-196: an active result neither locked by value nor by the push's dialog is rolled again), roller.js's
 * advantage (:388-398) and selective push (:433-463, roll-push-select-dialog.hbs: a d10's or d12's 6–9 ticked).
 */
import { describe, expect, it } from "vitest";
import {
  bladeRunnerDie,
  bladeRunnerModify,
  stepPool,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
  type StepSize,
} from "../../../../src/core/pools/year-zero-dice";
import { brDialogOdds, enabledButtons, brRolledOdds } from "../../../../src/systems/blade-runner/core/br-odds";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";
import { at } from "../../../kit";

/** The kit's pools (`kit.pools`), the same functions of the engine. */
const pools = {
  stepPool,
  bladeRunnerDie,
  bladeRunnerModify,
  yearZeroOutcomes,
  yearZeroPushed,
  yearZeroPushOf,
  yearZeroPushable,
};

const LOCKED = new Map([
  [6, [1, 6]],
  [8, [1, 6, 7, 8]],
  [10, [1, 10]],
  [12, [1, 10, 11, 12]],
]);
const success = (value: number) => (value >= 10 ? 2 : value >= 6 ? 1 : 0);
const locked = (size: number, value: number) => (LOCKED.get(size) ?? []).includes(value);
const faces = (sides: number) => Array.from({ length: sides }, (_, i) => i + 1);

/** Every way a list of dice falls, each with its chance (made once a list). */
const fallen = new Map<string, { values: number[]; chance: number }[]>();
function falls(sizes: readonly number[]): { values: number[]; chance: number }[] {
  const key = sizes.join();
  const known = fallen.get(key);
  if (known) return known;
  const first = sizes[0];
  const all =
    first === undefined
      ? [{ values: [], chance: 1 }]
      : faces(first).flatMap((value) =>
          falls(sizes.slice(1)).map((tail) => ({ values: [value, ...tail.values], chance: tail.chance / first })),
        );
  fallen.set(key, all);
  return all;
}

interface Counted {
  success: number;
  two: number;
  pushed: number;
  baneOnPush: number;
}

const successes = (values: readonly number[]) => values.reduce((sum, v) => sum + success(v), 0);

/** The dice after a push: those locked by value or held stay, the others fall anew. */
function* afterPush(sizes: readonly number[], values: readonly number[], held: readonly number[] = []) {
  const dice = sizes.map((size, i) => ({ size, value: values[i] ?? 0, open: false }));
  dice.forEach((die, i) => (die.open = !locked(die.size, die.value) && !held.includes(i)));
  const open = dice.filter((die) => die.open);
  for (const again of falls(open.map((die) => die.size))) {
    let next = 0;
    yield { values: dice.map((die) => (die.open ? (again.values[next++] ?? 0) : die.value)), chance: again.chance };
  }
}

/** The §b.7 policy: push only a roll with no success, when any die is open to it (the roll's `pushable`). */
function enumerate(sizes: readonly number[]): Counted {
  const counted = { success: 0, two: 0, pushed: 0, baneOnPush: 0 };
  for (const first of falls(sizes)) {
    const open = sizes.some((size, i) => !locked(size, first.values[i] ?? 0));
    if (successes(first.values) >= 1 || !open) {
      counted.success += successes(first.values) >= 1 ? first.chance : 0;
      continue;
    }
    counted.pushed += first.chance;
    for (const after of afterPush(sizes, first.values)) {
      const chance = first.chance * after.chance;
      if (successes(after.values) >= 1) counted.success += chance;
      if (after.values.includes(1)) counted.baneOnPush += chance;
    }
  }
  for (const first of falls(sizes)) counted.two += successes(first.values) >= 2 ? first.chance : 0;
  return { ...counted, baneOnPush: counted.baneOnPush / counted.pushed };
}

const firstRoll = (sizes: readonly number[]) =>
  falls(sizes).reduce((sum, { values, chance }) => sum + (successes(values) >= 1 ? chance : 0), 0);

const figure = (odds: SystemOdds, choice: string, key: string) =>
  odds.choices.find(({ id }) => id === choice)?.outcomes.find((outcome) => outcome.key === key)?.probability;

const dialog = (sizes: StepSize[], modifier = 0) =>
  brDialogOdds(pools, { sizes, modifier, canPush: true, cost: "health" });

describe("Blade Runner's figures: FOUNDRY-SYSTEMS-3 §b.7, counted from the system's code", () => {
  it("d10 + d8: 11/16 (68.75%), two 25%; pushed when failed 139/160 (86.88%), a bane on a push 57/120", () => {
    const counted = enumerate([10, 8]);
    expect(counted.success).toBeCloseTo(139 / 160, 12);
    expect(counted.baneOnPush).toBeCloseTo(57 / 120, 12);
    expect(firstRoll([10, 8])).toBeCloseTo(11 / 16, 12);
    const odds = dialog([10, 8]);
    expect(odds.choices.map(({ id }) => id)).toEqual(["roll", "advantage", "disadvantage"]);
    expect(figure(odds, "roll", "success")).toBeCloseTo(11 / 16, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(counted.two, 12);
    expect(counted.two).toBeCloseTo(0.25, 12);
    expect(figure(odds, "roll", "pushSuccess")).toBeCloseTo(139 / 160, 12);
    expect(figure(odds, "roll", "pushed")).toBeCloseTo(counted.pushed, 12);
    expect(figure(odds, "roll", "health")).toBeCloseTo(57 / 120, 12);
  });

  it("with advantage (+ a d8): 103/128 (80.47%), pushed 94.26%; with disadvantage (d10): 1/2, pushed 70%", () => {
    const odds = dialog([10, 8]);
    const advantage = enumerate([10, 8, 8]);
    expect(firstRoll([10, 8, 8])).toBeCloseTo(103 / 128, 12);
    expect(figure(odds, "advantage", "success")).toBeCloseTo(103 / 128, 12);
    expect(figure(odds, "advantage", "twoSuccesses")).toBeCloseTo(advantage.two, 12);
    expect(figure(odds, "advantage", "pushSuccess")).toBeCloseTo(advantage.success, 12);
    expect(advantage.success).toBeCloseTo(0.9426, 4);
    expect(figure(odds, "disadvantage", "success")).toBeCloseTo(1 / 2, 12);
    expect(figure(odds, "disadvantage", "pushSuccess")).toBeCloseTo(enumerate([10]).success, 12);
    expect(enumerate([10]).success).toBeCloseTo(0.7, 12);
  });

  it("d12 + d12: 82.64%, pushed 95.06%; a modifier chooses the button, a third die is advantage", () => {
    expect(figure(dialog([12, 12]), "roll", "success")).toBeCloseTo(119 / 144, 12);
    expect(figure(dialog([12, 12]), "roll", "pushSuccess")).toBeCloseTo(enumerate([12, 12]).success, 12);
    expect(enumerate([12, 12]).success).toBeCloseTo(77 / 81, 12);
    expect(enabledButtons(2, 1)).toEqual(["advantage"]);
    expect(enabledButtons(2, -1)).toEqual(["disadvantage"]);
    expect(enabledButtons(3, -1)).toEqual(["roll", "advantage", "disadvantage"]);
    // Three dice: the advantage button adds none (`_handleModifier`: more than two dice, modifier 0).
    expect(figure(dialog([10, 8, 6]), "advantage", "success")).toBeCloseTo(firstRoll([10, 8, 6]), 12);
  });
});

describe("the selective push on a rolled roll's message", () => {
  const lying = (dice: [StepSize, number][]) => dice.map(([size, value]) => ({ kind: bladeRunnerDie(size), value }));
  const name = (dice: readonly { faces: number; value: number }[]) => dice.map((d) => `d${d.faces}:${d.value}`).join();

  /** The push's chances with the dice at `held` kept, enumerated from the code. */
  function pushedNow(sizes: number[], values: number[], held: number[]) {
    const counted = { one: 0, two: 0, bane: 0 };
    for (const { values: now, chance } of afterPush(sizes, values, held)) {
      counted.one += successes(now) >= 1 ? chance : 0;
      counted.two += successes(now) >= 2 ? chance : 0;
      counted.bane += now.includes(1) ? chance : 0;
    }
    return counted;
  }

  it("d10 shows 7, d8 shows 3: keeping the 7 (as the dialog ticks) or rolling it again, each choice's chances", () => {
    const pool = stepPool([10, 8], bladeRunnerDie);
    const odds = brRolledOdds(
      pools,
      {
        pool,
        lying: lying([
          [10, 7],
          [8, 3],
        ]),
        cost: "resolve",
      },
      name,
    );
    const [roll, keep, again] = [at(odds.choices, 0), at(odds.choices, 1), at(odds.choices, 2)];
    expect(figure(odds, "rolled", "success")).toBeCloseTo(11 / 16, 12);
    expect([roll.id, keep.label, again.label]).toEqual(["rolled", "", "d10:7"]);
    const kept = pushedNow([10, 8], [7, 3], [0]);
    const rolled = pushedNow([10, 8], [7, 3], []);
    expect(kept).toEqual({ one: 1, two: 3 / 8, bane: 1 / 8 });
    expect(keep.outcomes.map((o) => [o.key, o.probability])).toEqual([
      ["success", kept.one],
      ["twoSuccesses", kept.two],
      ["resolve", kept.bane],
    ]);
    expect(figure(odds, again.id, "twoSuccesses")).toBeCloseTo(rolled.two, 12);
    expect(figure(odds, again.id, "resolve")).toBeCloseTo(rolled.bane, 12);
  });

  it("no d10 or d12 on 6–9: one push, no choice; two 1s cannot be pushed; two alike d10s are one choice", () => {
    const pool = stepPool([10, 8], bladeRunnerDie);
    const plain = brRolledOdds(
      pools,
      {
        pool,
        lying: lying([
          [10, 3],
          [8, 1],
        ]),
        cost: "health",
      },
      name,
    );
    expect(plain.choices.map(({ id, label }) => [id, label])).toEqual([
      ["rolled", undefined],
      ["pushNow", undefined],
    ]);
    expect(figure(plain, "pushNow", "health")).toBe(1);
    expect(
      brRolledOdds(
        pools,
        {
          pool,
          lying: lying([
            [10, 1],
            [8, 1],
          ]),
          cost: "health",
        },
        name,
      ).choices,
    ).toHaveLength(1);
    const twins = stepPool([10, 10], bladeRunnerDie);
    const alike = brRolledOdds(
      pools,
      {
        pool: twins,
        lying: lying([
          [10, 8],
          [10, 8],
        ]),
        cost: "health",
      },
      name,
    );
    expect(alike.choices.map(({ label }) => label)).toEqual([undefined, "", "d10:8", "d10:8,d10:8"]);
  });
});
