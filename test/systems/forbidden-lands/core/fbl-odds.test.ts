/**
 * Forbidden Lands' figures (docs/systems-forbidden-lands.md "The figures") against FOUNDRY-SYSTEMS-3 §b.7's worked
 * examples, whose exact fractions the reference counts face by face from YZUR's tables
 * (test/core/pools/year-zero-dice.test.ts): the adapter reads them from the kit's pools as its dialog does.
 */
import { describe, expect, it } from "vitest";
import {
  forbiddenLandsPool,
  yearZeroOutcomes,
  yearZeroPushable,
  yearZeroPushed,
  yearZeroPushOf,
} from "../../../../src/core/pools/year-zero-dice";
import { fblPool, poolOdds, type FblDice } from "../../../../src/systems/forbidden-lands/core/fbl-odds";
import type { SystemOdds } from "../../../../src/core/systems/system-odds-types";

/** The kit's pools (`kit.pools`), the same functions of the engine. */
const pools = { forbiddenLandsPool, yearZeroOutcomes, yearZeroPushed, yearZeroPushOf, yearZeroPushable };
const dice = (given: Partial<FblDice>): FblDice => ({
  attribute: 0,
  skill: 0,
  gear: 0,
  modifier: 0,
  artifacts: [],
  ...given,
});
const figure = (odds: SystemOdds, choice: string, key: string) =>
  odds.choices.find(({ id }) => id === choice)?.outcomes.find((outcome) => outcome.key === key)?.probability;

describe("Forbidden Lands' figures: FOUNDRY-SYSTEMS-3 §b.7", () => {
  it("attribute 3, skill 2, gear 1: 31,031/46,656 (66.51%); pushed 118,198,271/136,048,896 (86.88%)", () => {
    const odds = poolOdds(pools, fblPool(pools, dice({ attribute: 3, skill: 2, gear: 1 })), true);
    expect(figure(odds, "roll", "success")).toBeCloseTo(31_031 / 46_656, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(0.2632, 4);
    expect(figure(odds, "push", "success")).toBeCloseTo(118_198_271 / 136_048_896, 12);
    expect(figure(odds, "push", "pushed")).toBeCloseTo(0.3349, 4);
    expect(figure(odds, "push", "attributeDamage")).toBeCloseTo(0.7037, 4);
    expect(figure(odds, "push", "gearDamage")).toBeCloseTo(1 / 3, 12);
  });

  it("attribute 4, skill 1, modifier −3: two negative dice — 9,253/23,328 (39.66%), pushed 54.99%", () => {
    const odds = poolOdds(pools, fblPool(pools, dice({ attribute: 4, skill: 1, modifier: -3 })), true);
    expect(figure(odds, "roll", "success")).toBeCloseTo(9_253 / 23_328, 12);
    expect(figure(odds, "push", "success")).toBeCloseTo(0.5499, 4);
    // No gear dice: no gear damage to name.
    expect(figure(odds, "push", "gearDamage")).toBeUndefined();
  });

  it("attribute 2, skill 1, gear 2, an artifact d8: 46,583/62,208 (74.88%); no push where none may be", () => {
    const odds = poolOdds(pools, fblPool(pools, dice({ attribute: 2, skill: 1, gear: 2, artifacts: [8] })), false);
    expect(figure(odds, "roll", "success")).toBeCloseTo(46_583 / 62_208, 12);
    expect(figure(odds, "roll", "twoSuccesses")).toBeCloseTo(0.3972, 4);
    expect(odds.choices.map(({ id }) => id)).toEqual(["roll"]);
  });
});
