/**
 * Pathfinder 2e's damage against a target (src/systems/pf2e/core/damage-taken.ts), each figure from docs/damage.md's
 * worked example — a +1 striking longsword, `2d8 + 4`, with deadly d8 on a critical, at a target with weakness 5 —
 * counted here face by face as pf2e builds the roll (a critical doubles the whole `2 * (2d8 + 4)`, then adds the
 * deadly die; the variant rule doubles the dice instead) and applies it (the weakness added once, after doubling).
 */
import { describe, expect, it } from "vitest";
import {
  chanceAtLeast,
  meanOf,
  mixture,
  NO_DAMAGE,
  type DamageOutcomes,
} from "../../../../src/core/damage/damage-outcomes";
import { formulaDistribution } from "../../../../src/core/formula/formula-distribution";
import {
  pf2eDamageTaken,
  pf2eDropChance,
  type Pf2eDamageInstance,
  type Pf2eHitPoints,
} from "../../../../src/systems/pf2e/core/damage-taken";
import { PF2E_ENGINE } from "../../../../src/systems/pf2e/ui/calculator-engine";

/** Every total of `dice` d8s (each a list of faces) made into a total by `total`, counted face by face. */
function enumerate(dice: number, total: (faces: readonly number[]) => number): DamageOutcomes {
  const ways = new Map<number, number>();
  const walk = (faces: number[]) => {
    if (faces.length === dice) {
      const t = total(faces);
      ways.set(t, (ways.get(t) ?? 0) + 8 ** -dice);
      return;
    }
    for (let face = 1; face <= 8; face++) walk([...faces, face]);
  };
  walk([]);
  return [...ways].sort(([a], [b]) => a - b);
}
const sum = (faces: readonly number[]) => faces.reduce((a, b) => a + b, 0);
const close = (outcomes: DamageOutcomes) => outcomes.map(([t, p]) => [t, expect.closeTo(p, 12)]);
const slashing = (outcomes: DamageOutcomes, weakness = 0): Pf2eDamageInstance => ({
  outcomes,
  persistent: false,
  immune: false,
  weakness,
  resistance: 0,
});
const NO_HARDNESS = { hardness: 0 };
const percent = (chance: number) => (chance * 100).toFixed(2);

describe("a +1 striking longsword, 2d8 + 4, deadly d8, at a target with weakness 5", () => {
  const hit = formulaDistribution("2d8 + 4").outcomes;
  const crit = formulaDistribution("2 * (2d8 + 4) + 1d8").outcomes;
  const critDoubledDice = formulaDistribution("4d8 + 2 * 4 + 1d8").outcomes;

  it("the engine reads pf2e's formulas as they count face by face", () => {
    expect(hit).toEqual(close(enumerate(2, (f) => sum(f) + 4)));
    expect(crit).toEqual(close(enumerate(3, ([a = 0, b = 0, deadly = 0]) => 2 * (a + b + 4) + deadly)));
    expect(critDoubledDice).toEqual(close(enumerate(5, (f) => sum(f) + 8)));
  });

  it("a hit: 11 to 25, mean 18; at least 15, 20 and 25 as docs/damage.md says", () => {
    const taken = pf2eDamageTaken([slashing(hit, 5)], NO_HARDNESS);
    expect([taken[0]?.[0], taken.at(-1)?.[0]]).toEqual([11, 25]);
    expect(meanOf(taken)).toBeCloseTo(18, 12);
    expect([15, 20, 25].map((hp) => percent(chanceAtLeast(taken, hp)))).toEqual(["84.38", "32.81", "1.56"]);
  });

  it("a critical: 18 to 53 counted out of 512 as listed, mean 35.5; the variant's odds differ, not its mean", () => {
    const taken = pf2eDamageTaken([slashing(crit, 5)], NO_HARDNESS);
    const listed = [1, 1, 3, 3, 6, 6, 10, 10, 14, 14, 18, 18, 22, 22, 26, 26, 28, 28, 28, 28, 26, 26, 22, 22, 18, 18];
    const counts = [...listed, 14, 14, 10, 10, 6, 6, 3, 3, 1, 1];
    expect(taken.map(([t, p]) => [t, Math.round(p * 512)])).toEqual(counts.map((count, i) => [18 + i, count]));
    expect(meanOf(taken)).toBeCloseTo(35.5, 12);
    expect([25, 30, 35].map((hp) => percent(chanceAtLeast(taken, hp)))).toEqual(["94.14", "79.69", "55.47"]);
    const variant = pf2eDamageTaken([slashing(critDoubledDice, 5)], NO_HARDNESS);
    expect(meanOf(variant)).toBeCloseTo(35.5, 12);
    expect([30, 35].map((hp) => percent(chanceAtLeast(variant, hp)))).toEqual(["87.52", "57.51"]);
  });

  it("+7 against AC 15 (success 10 in 20, critical 3 in 20) drops 9, 12, 15 and 20 hit points as tabled", () => {
    const attack = (weakness: number) =>
      mixture([
        { weight: 7 / 20, outcomes: NO_DAMAGE },
        { weight: 10 / 20, outcomes: pf2eDamageTaken([slashing(hit, weakness)], NO_HARDNESS) },
        { weight: 3 / 20, outcomes: pf2eDamageTaken([slashing(crit, weakness)], NO_HARDNESS) },
      ]);
    const drop = (weakness: number, value: number) => {
      const hp: Pf2eHitPoints = { value, temp: 0, stamina: 0 };
      return percent(pf2eDropChance(PF2E_ENGINE, attack(weakness), hp));
    };
    expect([9, 12, 15, 20].map((hp) => drop(5, hp))).toEqual(["65.00", "64.22", "57.19", "31.35"]);
    expect([9, 12, 15, 20].map((hp) => drop(0, hp))).toEqual(["60.31", "48.59", "31.35", "14.90"]);
    expect(pf2eDropChance(PF2E_ENGINE, attack(0), { value: 9, temp: 0, stamina: 0 })).toBeCloseTo(193 / 320, 12);
    expect(pf2eDropChance(PF2E_ENGINE, attack(5), { value: 20, temp: 0, stamina: 0 })).toBeCloseTo(321 / 1024, 12);
    expect(meanOf(attack(5))).toBeCloseTo(14.325, 12);
  });
});

describe("the roll's floor, immunity, resistance and hardness", () => {
  const weak: DamageOutcomes = [
    [-2, 0.5],
    [3, 0.5],
  ];

  it("a roll totalling 0 or less deals 1, and the first instance's weakness meets that 1", () => {
    expect(pf2eDamageTaken([slashing(weak)], NO_HARDNESS)).toEqual([
      [1, 0.5],
      [3, 0.5],
    ]);
    expect(pf2eDamageTaken([slashing(weak, 2)], NO_HARDNESS)).toEqual([
      [3, 0.5],
      [5, 0.5],
    ]);
  });

  it("persistent damage counts nothing on the hit; immunity nothing; resistance never below 0; hardness last", () => {
    const fire: Pf2eDamageInstance = { ...slashing([[4, 1]]), persistent: true };
    expect(pf2eDamageTaken([slashing([[6, 1]]), fire], NO_HARDNESS)).toEqual([[6, 1]]);
    expect(pf2eDamageTaken([{ ...slashing([[6, 1]]), immune: true }], NO_HARDNESS)).toEqual([[0, 1]]);
    expect(pf2eDamageTaken([{ ...slashing([[6, 1]]), resistance: 10 }, slashing([[2, 1]])], NO_HARDNESS)).toEqual([
      [2, 1],
    ]);
    expect(pf2eDamageTaken([slashing([[6, 1]], 2)], { hardness: 5 })).toEqual([[3, 1]]);
    expect(pf2eDropChance(PF2E_ENGINE, [[3, 1]], { value: 2, temp: 1, stamina: 0 })).toBe(1);
    expect(pf2eDropChance(PF2E_ENGINE, [[3, 1]], { value: 2, temp: 1, stamina: 1 })).toBe(0);
  });
});
