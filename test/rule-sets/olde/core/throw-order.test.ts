import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAIN_LIMIT } from "../../../../src/core/chain-limit";
import { chainsFromThrowOrder } from "../../../../src/rule-sets/olde/core/mechanics/throw-order";
import { judgeOlde, rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { alwaysMax, seededSource } from "../../../../src/core/random";
import { expectOldeError } from "./expect-olde-error";
import { must } from "../../../kit";

/**
 * Foundry's order, written out independently of the code under test: all first throws, then a scan from the
 * start of the list that appends the next throw of a die each time it meets that die's maximum.
 */
function foundryOrder(chains: readonly (readonly number[])[], faces: number): number[] {
  const list = chains.map((chain, die) => ({ face: must(chain[0]), die, step: 0 }));
  for (let checked = 0; checked < list.length; checked++) {
    const { face, die, step } = must(list[checked]);
    const next = must(chains[die])[step + 1];
    if (face === faces && next !== undefined) list.push({ face: next, die, step: step + 1 });
  }
  return list.map((entry) => entry.face);
}

describe("chainsFromThrowOrder (Foundry's flat list of an exploding term)", () => {
  it("3d6: 2, 3, 6 then 4 is the text's (2 + 3 + 6) + 4", () => {
    expect(chainsFromThrowOrder([2, 3, 6, 4], 3, 6)).toEqual([[2], [3], [6, 4]]);
  });

  it("2d4: 2, 4 then 4, 3 is the text's 2d4+1 example", () => {
    const chains = chainsFromThrowOrder([2, 4, 4, 3], 2, 4);
    expect(chains).toEqual([[2], [4, 4, 3]]);
    expect(judgeOlde({ count: 2, faces: 4, adjustment: 1, unlimited: true }, chains).total).toBe(14);
  });

  it("untangles interleaved explosions: 6, 6 | 6, 2 | 1 is die 1 = 6, 6, 1 and die 2 = 6, 2", () => {
    expect(chainsFromThrowOrder([6, 6, 6, 2, 1], 2, 6)).toEqual([
      [6, 6, 1],
      [6, 2],
    ]);
    expect(chainsFromThrowOrder([1, 6, 3], 2, 6)).toEqual([[1], [6, 3]]);
  });

  it("inverts Foundry's order for any chains", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer(),
        (count, faces, seed) => {
          const rolled = rollOlde({ count, faces, unlimited: true }, seededSource(seed));
          const chains = rolled.dice.map((die) => die.throws);
          expect(chainsFromThrowOrder(foundryOrder(chains, faces), count, faces)).toEqual(chains);
        },
      ),
    );
  });

  it("stops a die at the cap, like the roller", () => {
    const chains = rollOlde({ count: 2, faces: 2, unlimited: true }, alwaysMax).dice.map((die) => die.throws);
    const order = foundryOrder(chains, 2);
    expect(order).toHaveLength(2 * (CHAIN_LIMIT + 1));
    expect(chainsFromThrowOrder(order, 2, 2)).toEqual(chains);
    expectOldeError(() => chainsFromThrowOrder([...order, 1], 2, 2), "ThrowOrderExtra");
  });

  it("refuses a throw that no die was owed", () => {
    const error = expectOldeError(() => chainsFromThrowOrder([2, 3, 5], 2, 6), "ThrowOrderExtra");
    expect(error.data).toMatchObject({ throw: 3 });
  });

  it("leaves an unfinished chain for the judge to refuse", () => {
    const chains = chainsFromThrowOrder([6, 2], 2, 6);
    expect(chains).toEqual([[6], [2]]);
    expectOldeError(() => judgeOlde({ count: 2, faces: 6, unlimited: true }, chains), "ChainUnfinished");
  });

  it("checks its numbers", () => {
    expectOldeError(() => chainsFromThrowOrder([3], 2, 6), "DiceGiven");
    expectOldeError(() => chainsFromThrowOrder([3], 0, 6), "INDIE_DICE.Error.Limit.OldeDice");
    expectOldeError(() => chainsFromThrowOrder([1], 1, 1), "UnlimitedFaces");
    expectOldeError(() => chainsFromThrowOrder([7], 1, 6), "Face");
  });
});
