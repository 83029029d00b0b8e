import { describe, expect, it } from "vitest";
import {
  binomialPmf,
  binomialTwoSidedP,
  chiSquareSurvival,
  logChoose,
  logGamma,
  regularizedLowerGamma,
  regularizedUpperGamma,
} from "../../../src/core/fairness/special-functions";
import { must } from "../../kit";

/** |actual − expected| within `absolute`, or within `relative` of the expected value. */
function expectClose(actual: number, expected: number, relative = 1e-10, absolute = 1e-14): void {
  const tolerance = Math.max(absolute, Math.abs(expected) * relative);
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

function factorial(n: number): number {
  let product = 1;
  for (let i = 2; i <= n; i++) product *= i;
  return product;
}

describe("logGamma", () => {
  it("is ln((n − 1)!) at whole numbers", () => {
    for (let n = 1; n <= 25; n++) expectClose(logGamma(n), Math.log(factorial(n - 1)), 1e-13, 1e-14);
    // Past 170! the factorial overflows; a sum of logs does not.
    let sum = 0;
    for (let i = 2; i < 400; i++) sum += Math.log(i);
    expectClose(logGamma(400), sum, 1e-13);
  });

  it("is ln((2n)! √π / (4ⁿ n!)) at half-integers", () => {
    for (let n = 0; n <= 20; n++) {
      expectClose(
        logGamma(n + 0.5),
        Math.log(factorial(2 * n)) + 0.5 * Math.log(Math.PI) - n * Math.log(4) - Math.log(factorial(n)),
        1e-13,
        1e-14,
      );
    }
  });

  it("refuses what is not positive", () => {
    expect(() => logGamma(0)).toThrow(RangeError);
    expect(() => logGamma(-1.5)).toThrow(RangeError);
    expect(() => logGamma(NaN)).toThrow(RangeError);
  });
});

describe("the regularized incomplete gamma functions", () => {
  it("Q(n, x) at whole n is the Poisson sum e^(−x) Σ_{k<n} x^k / k!", () => {
    for (const n of [1, 2, 3, 5, 10, 30]) {
      for (const x of [0.01, 0.5, 1, 2.5, n - 0.5, n, n + 1, 2 * n, 3 * n + 10, 80]) {
        let term = Math.exp(-x);
        let sum = term;
        for (let k = 1; k < n; k++) {
          term *= x / k;
          sum += term;
        }
        expectClose(regularizedUpperGamma(n, x), sum, 1e-11, 1e-15);
      }
    }
  });

  it("Q(½, x) is erfc(√x), and Q(3/2, x) = erfc(√x) + 2 √(x / π) e^(−x)", () => {
    // erfc(√x) from mpmath 1.3 at 30 digits, rounded to doubles: erfc(0.5), erfc(1), erfc(2), erfc(3), erfc(5).
    const erfcOfRoot: [number, number][] = [
      [0.25, 0.4795001221869535],
      [1, 0.15729920705028513],
      [4, 0.004677734981047266],
      [9, 2.209049699858544e-5],
      [25, 1.537459794428035e-12],
    ];
    for (const [x, erfc] of erfcOfRoot) {
      expectClose(regularizedUpperGamma(0.5, x), erfc, 1e-11);
      expectClose(regularizedUpperGamma(1.5, x), erfc + 2 * Math.sqrt(x / Math.PI) * Math.exp(-x), 1e-11);
    }
  });

  it(
    "keeps its accuracy far into the tails and at large a " + "(values from mpmath at 30 digits, rounded to doubles)",
    () => {
      expectClose(regularizedUpperGamma(0.5, 30), 9.485737571073848e-15, 1e-10);
      expectClose(regularizedUpperGamma(49.5, 100), 8.193911891422111e-9, 1e-10);
      expectClose(regularizedUpperGamma(49.5, 40), 0.9191878735980901, 1e-12);
      expectClose(regularizedUpperGamma(300, 250), 0.9988376063689454, 1e-12);
      expectClose(regularizedUpperGamma(300, 350), 0.002895772531822272, 1e-10);
    },
  );

  it("P + Q = 1, and the ends are exact", () => {
    for (const a of [0.5, 1, 2.5, 9.5, 49.5]) {
      for (const x of [0.1, a / 2, a, a + 1, 2 * a + 3])
        expectClose(regularizedLowerGamma(a, x) + regularizedUpperGamma(a, x), 1, 0, 1e-14);
      expect(regularizedUpperGamma(a, 0)).toBe(1);
      expect(regularizedLowerGamma(a, 0)).toBe(0);
      expect(regularizedUpperGamma(a, Infinity)).toBe(0);
      expect(regularizedLowerGamma(a, Infinity)).toBe(1);
    }
    expect(() => regularizedUpperGamma(0, 1)).toThrow(RangeError);
    expect(() => regularizedUpperGamma(1, -1)).toThrow(RangeError);
    expect(() => regularizedLowerGamma(-2, 1)).toThrow(RangeError);
    expect(() => regularizedLowerGamma(1, NaN)).toThrow(RangeError);
  });
});

describe("chiSquareSurvival", () => {
  it("gives 0.05 and 0.01 at the χ² table's critical values", () => {
    // Upper 5% and 1% points of χ² (the printed tables give them to 3 decimals: 3.841, 11.070, 18.307, …), here
    // to full double precision.
    const critical: [number, number, number][] = [
      [1, 3.8414588206941285, 6.634896601021217],
      [2, 5.991464547107983, 9.210340371976182],
      [5, 11.070497693516355, 15.086272469388991],
      [10, 18.30703805327515, 23.20925115895436],
      [19, 30.143527205646155, 36.19086912927005],
      [99, 123.22522145336181, 134.64161685578915],
    ];
    for (const [df, five, one] of critical) {
      expectClose(chiSquareSurvival(five, df), 0.05, 1e-10);
      expectClose(chiSquareSurvival(one, df), 0.01, 1e-10);
    }
  });

  it("is 1 at no deviation, and needs whole degrees of freedom", () => {
    expect(chiSquareSurvival(0, 5)).toBe(1);
    // df = 2 is an exponential: P(χ² ≥ x) = e^(−x/2).
    for (const x of [0.3, 2, 7, 40]) expectClose(chiSquareSurvival(x, 2), Math.exp(-x / 2), 1e-12);
    expect(() => chiSquareSurvival(3, 0)).toThrow(RangeError);
    expect(() => chiSquareSurvival(3, 2.5)).toThrow(RangeError);
  });
});

describe("the binomial distribution and its exact two-sided test", () => {
  it("has the binomial coefficients and sums to 1", () => {
    expectClose(Math.exp(logChoose(10, 3)), 120, 1e-13);
    expect(logChoose(7, 0)).toBe(0);
    expect(logChoose(7, 7)).toBe(0);
    const pmf = binomialPmf(12, 1 / 6);
    expectClose(
      pmf.reduce((sum, p) => sum + p, 0),
      1,
      0,
      1e-14,
    );
    expectClose(must(pmf[2]), 66 * (1 / 36) * (5 / 6) ** 10, 1e-13);
    expect([...binomialPmf(3, 0)]).toEqual([1, 0, 0, 0]);
    expect([...binomialPmf(3, 1)]).toEqual([0, 0, 0, 1]);
    expect(() => binomialPmf(-1, 0.5)).toThrow(RangeError);
    expect(() => binomialPmf(3, 1.5)).toThrow(RangeError);
  });

  it("sums every outcome no more likely than the one seen (worked by hand)", () => {
    // A coin thrown 10 times, 9 heads: the outcomes as unlikely are 0, 1, 9 and 10 heads: (1 + 10 + 10 + 1) / 1024.
    expectClose(binomialTwoSidedP(9, binomialPmf(10, 0.5)), 22 / 1024, 1e-12);
    // 5 heads of 10 is the most likely outcome: every outcome is as unlikely or less, so p = 1.
    expectClose(binomialTwoSidedP(5, binomialPmf(10, 0.5)), 1, 1e-12);
    // A d4's face in 4 throws: P = 81, 108, 54, 12, 1 (/256) for 0…4 times. Seen 0 times: 81 + 54 + 12 + 1.
    const d4 = binomialPmf(4, 1 / 4);
    expectClose(binomialTwoSidedP(0, d4), 148 / 256, 1e-12);
    expectClose(binomialTwoSidedP(4, d4), 1 / 256, 1e-12);
    expectClose(binomialTwoSidedP(2, d4), (54 + 12 + 1) / 256, 1e-12);
  });
});
