import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { judgeMargin, rollFaces } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { KINGDOMS_DIE_FACES } from "../../../../src/rule-sets/kingdoms/core/mechanics/rules";
import { scriptedSource, seededSource } from "../../../../src/core/random";

const faces = (max = 30) => fc.array(fc.integer({ min: 1, max: KINGDOMS_DIE_FACES }), { minLength: 1, maxLength: max });
const anyDt = fc.integer({ min: 0, max: 20 });

describe("judgeMargin", () => {
  it("brief example: DT 7 with 12, 8, 7, 1 → 2 + 1 − 1 − 2 = margin 0", () => {
    const result = judgeMargin([12, 8, 7, 1], 7);
    expect(result.dice.map((d) => d.weight)).toEqual([2, 1, -1, -2]);
    expect(result.dice.map((d) => d.kind)).toEqual(["criticalSuccess", "success", "failure", "criticalFailure"]);
    expect(result.piles).toEqual({ criticalSuccess: 1, success: 1, failure: 1, criticalFailure: 1 });
    expect(result.successes).toBe(3);
    expect(result.failures).toBe(3);
    expect(result.margin).toBe(0);
    expect(result.failedDice).toBe(2);
    expect(result.dt).toBe(7);
  });

  it("counts successes and failures the text's way (criticals double)", () => {
    const result = judgeMargin([12, 12, 9, 3, 1], 5);
    expect(result.successes).toBe(5);
    expect(result.failures).toBe(3);
    expect(result.margin).toBe(2);
    expect(result.failedDice).toBe(2);
  });

  it("rules text: a DT above 11 is read from the critical successes alone", () => {
    // Only 12s can succeed, so the margin is 2 per 12 against every other die.
    const result = judgeMargin([12, 12, 11, 6], 14);
    expect(result.piles).toEqual({ criticalSuccess: 2, success: 0, failure: 2, criticalFailure: 0 });
    expect(result.margin).toBe(2);
  });

  it("keeps the faces in the order they were rolled", () => {
    expect(judgeMargin([3, 12, 5], 4).dice.map((d) => d.face)).toEqual([3, 12, 5]);
  });

  it("rejects an empty roll and bad faces", () => {
    expect(() => judgeMargin([], 7)).toThrow(IndieDiceError);
    expect(() => judgeMargin([], 7)).toThrow(/no faces were given/);
    expect(() => judgeMargin([4, 13], 7)).toThrow(/not 13/);
    expect(() => judgeMargin([4], 7.5)).toThrow(/not 7.5/);
  });

  it("property: −2n ≤ margin ≤ 2n and the piles add up to the dice", () => {
    fc.assert(
      fc.property(faces(), anyDt, (rolled, dt) => {
        const { margin, piles, successes, failures } = judgeMargin(rolled, dt);
        const n = rolled.length;
        expect(margin).toBeGreaterThanOrEqual(-2 * n);
        expect(margin).toBeLessThanOrEqual(2 * n);
        expect(piles.criticalSuccess + piles.success + piles.failure + piles.criticalFailure).toBe(n);
        expect(successes - failures).toBe(margin);
      }),
    );
  });

  it("property: the margin is the sum of the dice's weights", () => {
    fc.assert(
      fc.property(faces(), anyDt, (rolled, dt) => {
        const result = judgeMargin(rolled, dt);
        expect(result.dice.reduce((sum, d) => sum + d.weight, 0)).toBe(result.margin);
      }),
    );
  });

  it("property: raising the DT never raises the margin of the same faces", () => {
    fc.assert(
      fc.property(faces(), anyDt, fc.integer({ min: 1, max: 15 }), (rolled, dt, rise) => {
        expect(judgeMargin(rolled, dt + rise).margin).toBeLessThanOrEqual(judgeMargin(rolled, dt).margin);
      }),
    );
  });

  it("property: the text's pile-cancelling shortcut gives the same margin", () => {
    // "Removing the same number of dice from matching piles ... and seeing what's left."
    fc.assert(
      fc.property(faces(), anyDt, (rolled, dt) => {
        const { piles, margin } = judgeMargin(rolled, dt);
        const plain = piles.success - piles.failure;
        const critical = piles.criticalSuccess - piles.criticalFailure;
        expect(plain + 2 * critical).toBe(margin);
      }),
    );
  });

  it("property: the order of the dice does not change the margin", () => {
    fc.assert(
      fc.property(faces(), anyDt, (rolled, dt) => {
        const reversed = [...rolled].reverse();
        expect(judgeMargin(reversed, dt).margin).toBe(judgeMargin(rolled, dt).margin);
      }),
    );
  });
});

describe("rollFaces", () => {
  it("draws the asked number of d12s from the source", () => {
    const source = scriptedSource([5, 12, 1]);
    expect(rollFaces(source, 3)).toEqual([5, 12, 1]);
    expect(source.remaining).toBe(0);
  });

  it("draws only d12 faces from a seeded source", () => {
    const rolled = rollFaces(seededSource(11), 500);
    expect(rolled).toHaveLength(500);
    expect(new Set(rolled)).toEqual(new Set(Array.from({ length: 12 }, (_, i) => i + 1)));
  });
});
