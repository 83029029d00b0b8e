import { describe, expect, it } from "vitest";
import {
  alwaysMax,
  alwaysMin,
  coinFromFace,
  flipCoin,
  ScriptExhaustedError,
  scriptedSource,
  seededSource,
  seededUniform,
  uniformSource,
} from "../../src/core/random";
import { must } from "../kit";

describe("scriptedSource", () => {
  it("returns the scripted faces in order and counts what is left", () => {
    const source = scriptedSource([3, 6, 1]);
    expect(source.die(6)).toBe(3);
    expect(source.remaining).toBe(2);
    expect(source.die(6)).toBe(6);
    expect(source.die(4)).toBe(1);
    expect(source.remaining).toBe(0);
  });

  it("throws when a rule draws more dice than the test scripted", () => {
    const source = scriptedSource([2]);
    source.die(6);
    expect(() => source.die(6)).toThrow(ScriptExhaustedError);
  });

  it("rejects a face that does not fit the die asked for", () => {
    expect(() => scriptedSource([7]).die(6)).toThrow(RangeError);
    expect(() => scriptedSource([0]).die(6)).toThrow(RangeError);
    expect(() => scriptedSource([1.5]).die(6)).toThrow(RangeError);
  });
});

describe("seeded sources", () => {
  it("repeat for the same seed and differ for another", () => {
    const a = seededSource(42);
    const b = seededSource(42);
    const c = seededSource(43);
    const rollsA = Array.from({ length: 50 }, () => a.die(20));
    const rollsB = Array.from({ length: 50 }, () => b.die(20));
    const rollsC = Array.from({ length: 50 }, () => c.die(20));
    expect(rollsA).toEqual(rollsB);
    expect(rollsA).not.toEqual(rollsC);
  });

  it("draw uniforms in [0, 1)", () => {
    const uniform = seededUniform(7);
    for (let i = 0; i < 10_000; i++) {
      const u = uniform();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
    }
  });

  it("give every face of a d6 about equally often (chi-square, fixed seed)", () => {
    const source = seededSource(2026);
    const counts = new Array<number>(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[source.die(6) - 1]!++;
    const expected = n / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: the 0.999 quantile is 20.52
    expect(chiSquare).toBeLessThan(20.52);
  });

  it("map uniforms onto faces as Foundry does: u = 0 is the top face, u near 1 the bottom", () => {
    const values = [0, 0.5, 0.999999];
    let i = 0;
    const source = uniformSource(() => must(values[i++]));
    expect(source.die(6)).toBe(6);
    expect(source.die(6)).toBe(3);
    expect(source.die(6)).toBe(1);
  });
});

describe("fixed sources and coins", () => {
  it("always min / always max", () => {
    expect(alwaysMin.die(12)).toBe(1);
    expect(alwaysMax.die(12)).toBe(12);
  });

  it("an even face is heads", () => {
    expect(coinFromFace(2)).toBe("heads");
    expect(coinFromFace(1)).toBe("tails");
    expect(flipCoin(scriptedSource([2]))).toBe("heads");
    expect(flipCoin(scriptedSource([1]))).toBe("tails");
  });
});
