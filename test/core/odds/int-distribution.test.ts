import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IntDistribution } from "../../../src/core/odds/int-distribution";

/** Brute force: every ordered outcome of the dice, summed. */
function enumerateSums(dice: number[]): Map<number, number> {
  let sums = new Map<number, number>([[0, 1]]);
  for (const faces of dice) {
    const next = new Map<number, number>();
    for (const [total, p] of sums) {
      for (let face = 1; face <= faces; face++) {
        next.set(total + face, (next.get(total + face) ?? 0) + p / faces);
      }
    }
    sums = next;
  }
  return sums;
}

describe("IntDistribution", () => {
  it("a die is uniform on 1..faces", () => {
    const d6 = IntDistribution.die(6);
    expect(d6.min).toBe(1);
    expect(d6.max).toBe(6);
    expect(d6.p(3)).toBeCloseTo(1 / 6, 15);
    expect(d6.p(0)).toBe(0);
    expect(d6.p(7)).toBe(0);
    expect(d6.mean()).toBeCloseTo(3.5, 12);
  });

  it("2d6 by convolution matches enumeration (7 is 6/36)", () => {
    const twoD6 = IntDistribution.die(6).times(2);
    expect(twoD6.p(7)).toBeCloseTo(6 / 36, 15);
    expect(twoD6.p(2)).toBeCloseTo(1 / 36, 15);
    expect(twoD6.atLeast(10)).toBeCloseTo(6 / 36, 15);
    expect(twoD6.atMost(4)).toBeCloseTo(6 / 36, 15);
    expect(twoD6.greaterThan(11)).toBeCloseTo(1 / 36, 15);
    expect(twoD6.lessThan(3)).toBeCloseTo(1 / 36, 15);
  });

  it("sums of mixed dice match brute force within 1e-12", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(2, 3, 4, 6, 8, 10, 12), { minLength: 0, maxLength: 4 }), (dice) => {
        const exact = dice.reduce((acc, faces) => acc.add(IntDistribution.die(faces)), IntDistribution.constant(0));
        for (const [total, p] of enumerateSums(dice)) expect(Math.abs(exact.p(total) - p)).toBeLessThan(1e-12);
        expect(Math.abs(exact.mass - 1)).toBeLessThan(1e-12);
      }),
    );
  });

  it("times(n) equals n repeated additions", () => {
    const d4 = IntDistribution.die(4);
    const repeated = d4.add(d4).add(d4).add(d4).add(d4);
    const doubled = d4.times(5);
    for (let v = 5; v <= 20; v++) expect(doubled.p(v)).toBeCloseTo(repeated.p(v), 14);
    expect(d4.times(0).entries()).toEqual([[0, 1]]);
    expect(() => d4.times(-1)).toThrow(RangeError);
  });

  it("shift, negate and map move values without losing mass", () => {
    const d6 = IntDistribution.die(6);
    expect(d6.shift(3).min).toBe(4);
    expect(d6.negate().min).toBe(-6);
    expect(d6.negate().p(-1)).toBeCloseTo(1 / 6, 15);
    const clamped = d6.shift(-3).map((v) => Math.max(0, v));
    expect(clamped.p(0)).toBeCloseTo(3 / 6, 15);
    expect(clamped.mass).toBeCloseTo(1, 15);
  });

  it("fromEntries adds repeated values; mixture weights its parts", () => {
    const coin = IntDistribution.fromEntries([
      [0, 0.25],
      [0, 0.25],
      [10, 0.5],
    ]);
    expect(coin.p(0)).toBe(0.5);
    const mixed = IntDistribution.mixture([
      [IntDistribution.constant(1), 0.5],
      [IntDistribution.die(2), 0.5],
    ]);
    expect(mixed.p(1)).toBeCloseTo(0.75, 15);
    expect(mixed.p(2)).toBeCloseTo(0.25, 15);
    expect(IntDistribution.fromEntries([]).probs.length).toBe(0);
  });

  it("prune drops tiny tails and records the cut mass", () => {
    const skewed = new IntDistribution(0, [1e-14, 0.5, 0.5 - 2e-14, 1e-14]);
    const pruned = skewed.prune(1e-12);
    expect(pruned.min).toBe(1);
    expect(pruned.max).toBe(2);
    expect(pruned.cutMass).toBeCloseTo(2e-14, 25);
    expect(pruned.add(IntDistribution.constant(0)).cutMass).toBeCloseTo(2e-14, 25);
  });

  it("compare gives P(>), P(=), P(<) that sum to one and swap when the sides swap", () => {
    const a = IntDistribution.die(6).times(2);
    const b = IntDistribution.die(12);
    const ab = a.compare(b);
    const ba = b.compare(a);
    expect(ab.greater + ab.equal + ab.less).toBeCloseTo(1, 14);
    expect(ab.greater).toBeCloseTo(ba.less, 14);
    expect(ab.equal).toBeCloseTo(ba.equal, 14);
    // d6 vs d6: ties are 1/6, each side wins 5/12
    const same = IntDistribution.die(6).compare(IntDistribution.die(6));
    expect(same.equal).toBeCloseTo(1 / 6, 15);
    expect(same.greater).toBeCloseTo(5 / 12, 15);
  });

  it("compare says exactly 0 for what cannot happen, never a rounding residue (issue 43)", () => {
    // 2d6 + 12 always beats 2d6 (… 7d20 + 140 always beats 7d20): the old difference left 1e-16 and read "<0.1%".
    for (const [count, faces] of [
      [2, 6],
      [3, 7],
      [7, 20],
      [12, 12],
    ] as const) {
      const low = IntDistribution.die(faces).times(count);
      const high = low.shift(count * faces);
      expect(high.compare(low)).toMatchObject({ equal: 0, less: 0 });
      expect(low.compare(high)).toMatchObject({ greater: 0, equal: 0 });
      expect(high.compare(low).greater).toBeCloseTo(1, 12);
    }
  });

  it("compare matches brute force on random small distributions", () => {
    const dist = fc
      .array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 8 })
      .filter((w) => w.some((x) => x > 0))
      .chain((weights) => fc.integer({ min: -5, max: 5 }).map((min) => ({ weights, min })));
    fc.assert(
      fc.property(dist, dist, ({ weights: wa, min: ma }, { weights: wb, min: mb }) => {
        const norm = (w: number[]) => w.map((x) => x / w.reduce((s, y) => s + y, 0));
        const a = new IntDistribution(ma, norm(wa));
        const b = new IntDistribution(mb, norm(wb));
        let greater = 0;
        let equal = 0;
        for (const [va, pa] of a.entries()) {
          for (const [vb, pb] of b.entries()) {
            if (va > vb) greater += pa * pb;
            else if (va === vb) equal += pa * pb;
          }
        }
        const result = a.compare(b);
        expect(Math.abs(result.greater - greater)).toBeLessThan(1e-12);
        expect(Math.abs(result.equal - equal)).toBeLessThan(1e-12);
        expect(Math.abs(result.less - (1 - greater - equal))).toBeLessThan(1e-12);
      }),
    );
  });
});
