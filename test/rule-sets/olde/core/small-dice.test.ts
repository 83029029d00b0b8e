import { describe, expect, it } from "vitest";
import type { OldeD2Method } from "../../../../src/rule-sets/olde/core/mechanics/small-dice";
import {
  d2FromCoin,
  d2FromD6,
  d3FromD6,
  OLDE_D2_METHODS,
} from "../../../../src/rule-sets/olde/core/mechanics/small-dice";
import type { CoinSide } from "../../../../src/core/random";
import { expectOldeError } from "./expect-olde-error";

describe("d2 and d3 from a d6 or a coin", () => {
  it("gives each d3 face from exactly two d6 faces, and each d2 face from three, by both methods", () => {
    const d6 = [1, 2, 3, 4, 5, 6];
    for (const face of [1, 2, 3]) expect(d6.filter((f) => d3FromD6(f) === face)).toHaveLength(2);
    for (const method of OLDE_D2_METHODS) {
      for (const face of [1, 2]) expect(d6.filter((f) => d2FromD6(f, method) === face)).toHaveLength(3);
    }
  });

  it.each([0, 7, 2.5, Number.NaN])("refuses a d6 face of %s", (face) => {
    expectOldeError(() => d3FromD6(face), "D6Face");
    expectOldeError(() => d2FromD6(face, "odd-even"), "D6Face");
  });

  it("refuses an unknown d2 method, listing the known ones", () => {
    const error = expectOldeError(() => d2FromD6(3, "middle" as OldeD2Method), "D2Method");
    expect(error.message).toContain("high-low, odd-even");
  });

  it("refuses a coin side that is neither heads nor tails", () => {
    expectOldeError(() => d2FromCoin("edge" as CoinSide), "CoinSide");
  });
});
