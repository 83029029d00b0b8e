import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { judgeMargin } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { readsByCriticalSuccesses } from "../../../../src/rule-sets/kingdoms/core/mechanics/rules";
import {
  kingdomsExpectedTwelves,
  kingdomsTwelvesDistribution,
} from "../../../../src/rule-sets/kingdoms/core/odds/twelves-odds";

/** Every way `dice` d12s can fall (12^dice), counting the critical successes as the mechanic judges them. */
function bruteTwelves(dice: number, dt: number): number[] {
  const counts = new Array<number>(dice + 1).fill(0);
  const faces: number[] = [];
  const walk = (): void => {
    if (faces.length === dice) {
      counts[judgeMargin(faces, dt).piles.criticalSuccess]! += 12 ** -dice;
      return;
    }
    for (let face = 1; face <= 12; face++) {
      faces.push(face);
      walk();
      faces.pop();
    }
  };
  walk();
  return counts;
}

describe("the number of 12s a pool rolls (docs/rulings.md: a DT above 11 is read by its critical successes)", () => {
  it.each([1, 2, 3, 4])("matches every way %i d12s can fall, at DT 12 and beyond", (dice) => {
    const exact = kingdomsTwelvesDistribution(dice);
    for (const dt of [12, 20]) {
      const brute = bruteTwelves(dice, dt);
      brute.forEach((p, k) => expect(exact.p(k)).toBeCloseTo(p, 12));
    }
    expect(exact.min).toBe(0);
    expect(exact.max).toBe(dice);
  });

  it("is binomial with p = 1/12: two dice roll no 12 with 121/144, one with 22/144, both with 1/144", () => {
    const two = kingdomsTwelvesDistribution(2);
    expect(two.p(0)).toBeCloseTo(121 / 144, 15);
    expect(two.p(1)).toBeCloseTo(22 / 144, 15);
    expect(two.p(2)).toBeCloseTo(1 / 144, 15);
  });

  it("holds all its mass with the mean n/12 up to the largest pool", () => {
    const big = kingdomsTwelvesDistribution(200);
    expect(big.mass).toBeCloseTo(1, 12);
    expect(big.mean()).toBeCloseTo(200 / 12, 10);
    // The expected count is given exactly: 3 dice expect 0.25 twelves, not the 0.2499… the sum comes to.
    expect(kingdomsExpectedTwelves(3)).toBe(0.25);
    expect(kingdomsExpectedTwelves(200)).toBe(200 / 12);
  });

  it("refuses a pool that is no whole number of dice within the limit", () => {
    for (const dice of [0, 1.5, 201, Number.NaN])
      expect(() => kingdomsTwelvesDistribution(dice)).toThrow(IndieDiceError);
  });

  it("applies only above DT 11", () => {
    expect(readsByCriticalSuccesses(11)).toBe(false);
    expect(readsByCriticalSuccesses(12)).toBe(true);
    expect(readsByCriticalSuccesses(0)).toBe(false);
  });
});
