import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACTIVE_SIDE_MIN_MARGIN,
  activeSide,
  decideOpposed,
  judgeOpposedTest,
  OPPOSED_ROLES,
  rollOpposedTest,
} from "../../../../src/rule-sets/kingdoms/core/mechanics/opposed-test";
import type { OpposedRole } from "../../../../src/rule-sets/kingdoms/core/mechanics/opposed-test";
import { scriptedSource } from "../../../../src/core/random";

const margin = fc.integer({ min: -20, max: 20 });

describe("decideOpposed", () => {
  it("both equally involved: the higher margin wins, even when both are negative", () => {
    // Rules text: "negative margins can be successful if the opponent rolls an even lower one."
    expect(decideOpposed(-1, -3, "bothEqual")).toEqual({ winner: "a", reason: "higherMargin" });
    expect(decideOpposed(2, 5, "bothEqual")).toEqual({ winner: "b", reason: "higherMargin" });
  });

  it("equal margins are a stalemate", () => {
    expect(decideOpposed(1, 1, "bothEqual")).toEqual({ winner: "stalemate", reason: "equalMargins" });
    expect(decideOpposed(-2, -2, "bothEqual").winner).toBe("stalemate");
    expect(decideOpposed(0, 0, "aActive").winner).toBe("stalemate");
  });

  it("an active side below 0 fails outright, even against a lower margin", () => {
    expect(ACTIVE_SIDE_MIN_MARGIN).toBe(0);
    expect(decideOpposed(-1, -3, "aActive")).toEqual({ winner: "b", reason: "activeBelowZero" });
    expect(decideOpposed(-4, -1, "bActive")).toEqual({ winner: "a", reason: "activeBelowZero" });
    expect(decideOpposed(-2, -2, "aActive")).toEqual({ winner: "b", reason: "activeBelowZero" });
  });

  it("an active side at 0 or more still needs the higher margin", () => {
    expect(decideOpposed(0, -1, "aActive")).toEqual({ winner: "a", reason: "higherMargin" });
    expect(decideOpposed(1, 3, "aActive")).toEqual({ winner: "b", reason: "higherMargin" });
    expect(decideOpposed(2, 4, "bActive")).toEqual({ winner: "b", reason: "higherMargin" });
  });

  it("an active side that reaches exactly 0 beats a passive side below 0", () => {
    expect(decideOpposed(-1, 0, "bActive")).toEqual({ winner: "b", reason: "higherMargin" });
  });

  it("names the active side for each role and rejects unknown roles", () => {
    expect(activeSide("bothEqual")).toBeNull();
    expect(activeSide("aActive")).toBe("a");
    expect(activeSide("bActive")).toBe("b");
    expect(() => decideOpposed(1, 0, "attacker" as OpposedRole)).toThrow(/unknown opposed-test role "attacker"/);
  });

  it("property: swapping the sides and the role swaps the winner", () => {
    const swapRole = { bothEqual: "bothEqual", aActive: "bActive", bActive: "aActive" } as const;
    const swapWinner = { a: "b", b: "a", stalemate: "stalemate" } as const;
    fc.assert(
      fc.property(margin, margin, fc.constantFrom(...OPPOSED_ROLES), (a, b, role) => {
        const straight = decideOpposed(a, b, role);
        const swapped = decideOpposed(b, a, swapRole[role]);
        expect(swapped.winner).toBe(swapWinner[straight.winner]);
        expect(swapped.reason).toBe(straight.reason);
      }),
    );
  });

  it("property: an active side below 0 never wins; otherwise the higher margin wins", () => {
    fc.assert(
      fc.property(margin, margin, fc.constantFrom(...OPPOSED_ROLES), (a, b, role) => {
        const { winner, reason } = decideOpposed(a, b, role);
        if (role === "aActive" && a < 0) expect(winner).toBe("b");
        if (role === "bActive" && b < 0) expect(winner).toBe("a");
        if (reason === "higherMargin") expect(winner).toBe(a > b ? "a" : "b");
        if (winner === "stalemate") expect(a).toBe(b);
      }),
    );
  });
});

describe("judgeOpposedTest / rollOpposedTest", () => {
  it("judges each side against its own DT", () => {
    // A: DT 4 with 5, 6, 2 → +1 +1 −1 = 1. B: DT 9 with 10, 12, 3 → +1 +2 −1 = 2.
    const result = judgeOpposedTest({ faces: [5, 6, 2], dt: 4 }, { faces: [10, 12, 3], dt: 9 }, "bothEqual");
    expect(result.a.margin).toBe(1);
    expect(result.b.margin).toBe(2);
    expect(result.a.dt).toBe(4);
    expect(result.b.dt).toBe(9);
    expect(result.winner).toBe("b");
    expect(result.reason).toBe("higherMargin");
    expect(result.role).toBe("bothEqual");
  });

  it("an ability user who rolls −1 against a defender's −2 still fails", () => {
    // A (active): DT 7 with 3, 5 → −1 −1 = −2. B: DT 7 with 1, 9 → −2 +1 = −1.
    const result = judgeOpposedTest({ faces: [3, 5], dt: 7 }, { faces: [1, 9], dt: 7 }, "aActive");
    expect(result.a.margin).toBe(-2);
    expect(result.b.margin).toBe(-1);
    expect(result.winner).toBe("b");
    const lower = judgeOpposedTest({ faces: [8, 3, 4], dt: 7 }, { faces: [1, 2], dt: 7 }, "aActive");
    expect(lower.a.margin).toBe(-1);
    expect(lower.b.margin).toBe(-3);
    expect(lower).toMatchObject({ winner: "b", reason: "activeBelowZero" });
    expect(judgeOpposedTest({ faces: [8, 3, 4], dt: 7 }, { faces: [1, 2], dt: 7 }, "bothEqual").winner).toBe("a");
  });

  it("rolls A's dice first, then B's, each side choosing how many of its pool to roll", () => {
    const source = scriptedSource([12, 7, 2, 8, 9]);
    const result = rollOpposedTest(source, { pool: 4, dt: 6, dice: 2 }, { pool: 3, dt: 8 }, "bActive");
    expect(result.a.dice.map((d) => d.face)).toEqual([12, 7]);
    expect(result.b.dice.map((d) => d.face)).toEqual([2, 8, 9]);
    expect(result.a.margin).toBe(3);
    expect(result.b.margin).toBe(-1);
    expect(result).toMatchObject({ winner: "a", reason: "activeBelowZero" });
    expect(source.remaining).toBe(0);
  });

  it("is plain data that survives JSON (the contest card stores it in a flag)", () => {
    const result = judgeOpposedTest({ faces: [12, 2], dt: 5 }, { faces: [7], dt: 6 }, "aActive");
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("rejects bad sides and roles before drawing any die", () => {
    const source = scriptedSource([]);
    expect(() => rollOpposedTest(source, { pool: 0, dt: 6 }, { pool: 3, dt: 8 }, "bothEqual")).toThrow(/not 0/);
    expect(() => rollOpposedTest(source, { pool: 2, dt: 6 }, { pool: 3, dt: 8, dice: 5 }, "bothEqual")).toThrow(
      /pool of 3, not 5/,
    );
    expect(() => rollOpposedTest(source, { pool: 2, dt: 6 }, { pool: 3, dt: 0.5 }, "bothEqual")).toThrow(/not 0.5/);
    expect(() => rollOpposedTest(source, { pool: 2, dt: 6 }, { pool: 3, dt: 8 }, "x" as OpposedRole)).toThrow(/"x"/);
    expect(() => judgeOpposedTest({ faces: [2], dt: 6 }, { faces: [], dt: 8 }, "bothEqual")).toThrow(/no faces/);
  });
});
