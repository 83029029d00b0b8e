import { describe, expect, it } from "vitest";
import { CHAIN_LIMIT } from "../../../../src/core/chain-limit";
import { OLDE_MAX_EXPLOSIONS } from "../../../../src/rule-sets/olde/core/mechanics/rules";
import {
  oldeChainContinues,
  oldeDieExplodes,
  throwUnlimitedDie,
} from "../../../../src/rule-sets/olde/core/mechanics/unlimited-die";
import { rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { alwaysMax, alwaysMin, scriptedSource } from "../../../../src/core/random";
import { expectOldeError } from "./expect-olde-error";

describe("oldeDieExplodes (the step rule the adapter calls between draws)", () => {
  it("is true exactly on the die's highest face", () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => oldeDieExplodes(face, 6))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(oldeDieExplodes(2, 2)).toBe(true);
    expect(oldeDieExplodes(1, 2)).toBe(false);
    expect(oldeDieExplodes(3, 3)).toBe(true);
  });

  it("refuses a d1, which would explode forever", () => {
    const error = expectOldeError(() => oldeDieExplodes(1, 1), "UnlimitedFaces");
    expect(error.message).toContain("d1");
  });

  it("refuses a face the die cannot show", () => {
    expectOldeError(() => oldeDieExplodes(7, 6), "Face");
    expectOldeError(() => oldeDieExplodes(0, 6), "Face");
    expectOldeError(() => oldeDieExplodes(2.5, 6), "Face");
    expectOldeError(() => oldeDieExplodes(3, 4.5), "Faces");
  });
});

describe("oldeChainContinues", () => {
  it("throws a die that has not been thrown yet", () => {
    expect(oldeChainContinues([], 6)).toBe(true);
  });

  it("throws again after a maximum and stops after anything else", () => {
    expect(oldeChainContinues([6], 6)).toBe(true);
    expect(oldeChainContinues([6, 6], 6)).toBe(true);
    expect(oldeChainContinues([6, 3], 6)).toBe(false);
    expect(oldeChainContinues([5], 6)).toBe(false);
  });

  it(`stops at the cap of ${CHAIN_LIMIT} extra throws, the same bound as Foundry's own x`, () => {
    expect(OLDE_MAX_EXPLOSIONS).toBe(CHAIN_LIMIT);
    expect(oldeChainContinues(new Array<number>(CHAIN_LIMIT).fill(4), 4)).toBe(true);
    expect(oldeChainContinues(new Array<number>(CHAIN_LIMIT + 1).fill(4), 4)).toBe(false);
  });

  it("refuses a d1 even before the first throw", () => {
    expectOldeError(() => oldeChainContinues([], 1), "UnlimitedFaces");
  });
});

describe("throwUnlimitedDie", () => {
  it("returns every throw of the chain in order", () => {
    expect(throwUnlimitedDie(10, scriptedSource([10, 10, 10, 7]))).toEqual([10, 10, 10, 7]);
    expect(throwUnlimitedDie(10, alwaysMin)).toEqual([1]);
  });
});

describe("the cap", () => {
  it("an always-max source stops every die after the cap and reports it", () => {
    const result = rollOlde({ count: 2, faces: 4, adjustment: 1, unlimited: true }, alwaysMax);
    for (const die of result.dice) {
      expect(die.throws).toHaveLength(CHAIN_LIMIT + 1);
      expect(die.explosions).toBe(CHAIN_LIMIT);
      expect(die.total).toBe(4 * (CHAIN_LIMIT + 1));
      expect(die.capped).toBe(true);
    }
    expect(result.capped).toBe(true);
    expect(result.total).toBe(2 * 4 * (CHAIN_LIMIT + 1) + 1);
  });

  it("a limited roll never explodes, even on an always-max source", () => {
    const result = rollOlde({ count: 3, faces: 6, unlimited: false }, alwaysMax);
    expect(result.dice.map((die) => die.throws)).toEqual([[6], [6], [6]]);
    expect(result.exploded).toBe(false);
    expect(result.capped).toBe(false);
    expect(result.total).toBe(18);
  });

  it("a d1 is an ordinary die in a limited roll", () => {
    expect(rollOlde({ count: 4, faces: 1, unlimited: false }, alwaysMin).total).toBe(4);
  });
});
