import { describe, expect, it } from "vitest";
import { CRITICAL_FACE, D10ISH_FACES } from "../../../../src/rule-sets/klepto/core/mechanics/constants";
import {
  coinDieValue,
  coinsNeeded,
  critOfValue,
  D10ISH_FACE_VALUES,
  d10ishValue,
  dieFacesFor,
  isCriticalRoll,
  resolveCoinDie,
  resolveD10ishDie,
  resolveDice,
} from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import { expectIndieError, klepto } from "./expect-error";
import { asSentByAnyClient } from "../../../sent-by-any-client";

describe("Critical Rolls by coin (kc)", () => {
  it("only a 10 is a Critical Roll", () => {
    expect(CRITICAL_FACE).toBe(10);
    const critical = Array.from({ length: 10 }, (_, i) => i + 1).filter(isCriticalRoll);
    expect(critical).toEqual([10]);
  });

  it("heads is a Critical Success counting 10, tails a Critical Failure counting 0", () => {
    expect(resolveCoinDie(10, "heads")).toEqual({ face: 10, value: 10, crit: "success", coin: "heads" });
    expect(resolveCoinDie(10, "tails")).toEqual({ face: 10, value: 0, crit: "failure", coin: "tails" });
    expect(coinDieValue(10, "heads")).toBe(10);
    expect(coinDieValue(10, "tails")).toBe(0);
  });

  it("any other face counts itself and takes no coin", () => {
    for (let face = 1; face <= 9; face++) {
      expect(resolveCoinDie(face, null)).toEqual({ face, value: face, crit: null, coin: null });
    }
  });

  it("refuses a Critical Roll without a coin, and a coin on a plain face", () => {
    expectIndieError(() => resolveCoinDie(10, null), klepto("Coin"));
    expectIndieError(() => resolveCoinDie(10, asSentByAnyClient("edge")), klepto("Coin"));
    const error = expectIndieError(() => resolveCoinDie(4, "heads", 2), klepto("CoinUnneeded"));
    expect(error.data).toEqual({ index: 3, face: 4 });
  });

  it("refuses faces that are not on a d10", () => {
    for (const face of [0, 11, 2.5, Number.NaN, asSentByAnyClient<number>("3")]) {
      expectIndieError(() => resolveCoinDie(face, null), klepto("Face"));
    }
  });
});

describe("the d10ish die (di)", () => {
  it("maps d20 face 1 to 0, faces 2k and 2k+1 to k, face 20 to 10", () => {
    expect(D10ISH_FACES).toBe(20);
    expect(D10ISH_FACE_VALUES).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10]);
    expect(d10ishValue(1)).toBe(0);
    expect(d10ishValue(20)).toBe(10);
  });

  it("has one 0 face, one 10 face and two faces for each of 1–9 (the text's histogram)", () => {
    const counts = new Map<number, number>();
    for (const value of D10ISH_FACE_VALUES) counts.set(value, (counts.get(value) ?? 0) + 1);
    expect(counts.get(0)).toBe(1);
    expect(counts.get(10)).toBe(1);
    for (let value = 1; value <= 9; value++) expect(counts.get(value)).toBe(2);
  });

  it("reads 0 as a Critical Failure and 10 as a Critical Success, with no coin", () => {
    expect(resolveD10ishDie(1)).toEqual({ face: 1, value: 0, crit: "failure", coin: null });
    expect(resolveD10ishDie(20)).toEqual({ face: 20, value: 10, crit: "success", coin: null });
    expect(resolveD10ishDie(19)).toEqual({ face: 19, value: 9, crit: null, coin: null });
  });

  it("refuses faces that are not on a d20", () => {
    expectIndieError(() => resolveD10ishDie(21), klepto("Face"));
    expectIndieError(() => resolveD10ishDie(0), klepto("Face"));
  });
});

describe("resolving several dice", () => {
  it("hands out the coins in die order, one per Critical Roll", () => {
    const dice = resolveDice("coin", [10, 3, 10], ["tails", "heads"]);
    expect(dice.map((die) => die.value)).toEqual([0, 3, 10]);
    expect(dice.map((die) => die.crit)).toEqual(["failure", null, "success"]);
  });

  it("counts the coins a set of faces needs", () => {
    expect(coinsNeeded("coin", [10, 10, 1])).toBe(2);
    expect(coinsNeeded("d10ish", [20, 1])).toBe(0);
  });

  it("refuses too few or too many coins", () => {
    const error = expectIndieError(() => resolveDice("coin", [10, 10], ["heads"]), klepto("CoinCount"));
    expect(error.data).toEqual({ needed: 2, given: 1 });
    expectIndieError(() => resolveDice("coin", [3], ["heads"]), klepto("CoinCount"));
    expectIndieError(() => resolveDice("d10ish", [20], ["heads"]), klepto("CoinCount"));
  });

  it("refuses an unknown method", () => {
    const error = expectIndieError(() => resolveDice(asSentByAnyClient("d12"), [3]), klepto("Method"));
    expect(error.message).toContain("d12");
  });

  it("names the die size of each method", () => {
    expect(dieFacesFor("coin")).toBe(10);
    expect(dieFacesFor("d10ish")).toBe(20);
  });

  it("tells a crit by its value alone", () => {
    expect(critOfValue(0)).toBe("failure");
    expect(critOfValue(10)).toBe("success");
    expect(critOfValue(5)).toBeNull();
  });
});
