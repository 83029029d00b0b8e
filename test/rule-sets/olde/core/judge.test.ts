import { describe, expect, it } from "vitest";
import { CHAIN_LIMIT } from "../../../../src/core/chain-limit";
import { judgeOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { expectOldeError } from "./expect-olde-error";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

const d6x = { count: 2, faces: 6, unlimited: true };
const d6 = { count: 2, faces: 6, unlimited: false };

describe("judgeOlde", () => {
  it("reports per-die totals, the dice total, the total and the flags", () => {
    const result = judgeOlde({ ...d6x, adjustment: -2 }, [[6, 6, 1], [4]]);
    expect(result).toEqual({
      count: 2,
      faces: 6,
      adjustment: -2,
      unlimited: true,
      dice: [
        { throws: [6, 6, 1], total: 13, explosions: 2, capped: false },
        { throws: [4], total: 4, explosions: 0, capped: false },
      ],
      diceTotal: 17,
      total: 15,
      exploded: true,
      capped: false,
    });
  });

  it("survives JSON (the adapter stores it in roll options and flags)", () => {
    const result = judgeOlde(d6x, [[6, 2], [3]]);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("copies the chains, so later edits to the caller's arrays do not change the result", () => {
    const chain = [6, 2];
    const result = judgeOlde(d6x, [chain, [3]]);
    chain[1] = 5;
    expect(must(result.dice[0]).throws).toEqual([6, 2]);
  });

  it("accepts a chain that reached the cap on a maximum", () => {
    const capped = new Array<number>(CHAIN_LIMIT + 1).fill(6);
    const result = judgeOlde(d6x, [capped, [1]]);
    expect(must(result.dice[0]).capped).toBe(true);
    expect(result.capped).toBe(true);
  });

  it("needs one chain per die", () => {
    const error = expectOldeError(() => judgeOlde(d6x, [[3]]), "DiceGiven");
    expect(error.data).toMatchObject({ count: 2, given: 1 });
  });

  it("needs at least one throw per die", () => {
    expectOldeError(() => judgeOlde(d6x, [[3], []]), "NoThrows");
  });

  it("refuses faces the die cannot show, naming the die and the throw", () => {
    const error = expectOldeError(() => judgeOlde(d6x, [[3], [6, 7]]), "ChainFace");
    expect(error.data).toMatchObject({ die: 2, throw: 2, value: "7", faces: 6 });
    expectOldeError(() => judgeOlde(d6, [[0], [1]]), "ChainFace");
    expectOldeError(() => judgeOlde(d6, [[1.5], [1]]), "ChainFace");
    expectOldeError(() => judgeOlde(d6, [[asSentByAnyClient<number>("3")], [1]]), "ChainFace");
  });

  it("refuses a die thrown again after a face below its maximum", () => {
    const error = expectOldeError(() => judgeOlde(d6x, [[5, 2], [1]]), "ThrownAfterStop");
    expect(error.data).toMatchObject({ die: 1, face: 5, throw: 1 });
  });

  it("refuses an unlimited die that stopped on its maximum before the cap", () => {
    const error = expectOldeError(() => judgeOlde(d6x, [[2], [6, 6]]), "ChainUnfinished");
    expect(error.data).toMatchObject({ die: 2, throws: 2 });
  });

  it("refuses chains longer than the cap allows", () => {
    const tooLong = new Array<number>(CHAIN_LIMIT + 2).fill(6);
    const error = expectOldeError(() => judgeOlde(d6x, [tooLong, [1]]), "TooManyThrows");
    expect(error.data).toMatchObject({ max: CHAIN_LIMIT + 1, cap: CHAIN_LIMIT });
  });

  it("allows a limited die one throw only, even on its maximum", () => {
    expect(judgeOlde(d6, [[6], [6]]).total).toBe(12);
    expectOldeError(() => judgeOlde(d6, [[6, 3], [1]]), "TooManyThrows");
  });
});
