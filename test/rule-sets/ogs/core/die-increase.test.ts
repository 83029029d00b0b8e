import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dieRank,
  increaseDie,
  increaseTerm,
  ladderPosition,
} from "../../../../src/rule-sets/ogs/core/mechanics/die-increase";
import { OGS_DIE_SIZES } from "../../../../src/rule-sets/ogs/core/mechanics/rules";
import { errorKey } from "./error-key";
import { must } from "../../../kit";

const ogsDie = fc.constantFrom(...OGS_DIE_SIZES);
/** Up to half the stage limit, so that two of them summed (and one more) stay within it. */
const stages = fc.integer({ min: 0, max: 10 });

/** The rule read literally, one stage at a time: the growing die is always the last one of the pool. */
function increaseOneStageAtATime(faces: number, count: number): number[] {
  const pool = [faces];
  for (let i = 0; i < count; i++) {
    const last = must(pool.pop());
    if (last === 12) pool.push(8, 6);
    else pool.push(last + 2);
  }
  return pool;
}

describe("the Die Increase ladder", () => {
  it.each([
    [4, 1, [6]],
    [4, 2, [8]], // the text: "A 2-Stage Die Increase will increase a die two sizes, for example from d4 to d8"
    [6, 2, [10]],
    [10, 1, [12]],
    [12, 0, [12]],
    [12, 1, [8, 6]],
    [12, 2, [8, 8]],
    [12, 3, [8, 10]],
    [12, 4, [8, 12]],
    [12, 5, [8, 8, 6]],
    [12, 9, [8, 8, 8, 6]],
    [4, 5, [8, 6]],
    [8, 7, [8, 8, 6]],
  ])("d%i increased by %i stages is %j", (faces, count, expected) => {
    expect(increaseDie(faces, count)).toEqual(expected);
  });

  it("the text's Fireball: 10d6 with a 2-Stage Die Increase deals 10d10", () => {
    expect(increaseTerm(10, 6, 2)).toEqual(new Array(10).fill([10]));
  });

  it("a term gives every die its own copy of the pool", () => {
    const pools = increaseTerm(2, 12, 1);
    expect(pools).toEqual([
      [8, 6],
      [8, 6],
    ]);
    expect(pools[0]).not.toBe(pools[1]);
  });

  it("ranks and ladder positions", () => {
    expect(OGS_DIE_SIZES.map(dieRank)).toEqual([0, 1, 2, 3, 4]);
    expect(ladderPosition([8, 6])).toBe(5);
    expect(ladderPosition([8, 8, 6])).toBe(9);
  });

  it("agrees with the rule applied one stage at a time", () => {
    fc.assert(
      fc.property(ogsDie, stages, (faces, count) => {
        expect(increaseDie(faces, count)).toEqual(increaseOneStageAtATime(faces, count));
      }),
    );
  });

  it("never yields a die above d12 or below d4, and only OGS sizes", () => {
    fc.assert(
      fc.property(ogsDie, stages, (faces, count) => {
        for (const size of increaseDie(faces, count)) expect(OGS_DIE_SIZES).toContain(size);
      }),
    );
  });

  it("conserves stages: the pool stands exactly N ladder steps above the die", () => {
    fc.assert(
      fc.property(ogsDie, stages, (faces, count) => {
        expect(ladderPosition(increaseDie(faces, count))).toBe(dieRank(faces) + count);
      }),
    );
  });

  it("a pool is d8s followed by one growing die, and further stages only touch that die", () => {
    fc.assert(
      fc.property(ogsDie, stages, stages, (faces, first, more) => {
        const pool = increaseDie(faces, first);
        expect(pool.slice(0, -1).every((size) => size === 8)).toBe(true);
        const growing = must(pool[pool.length - 1]);
        expect(increaseDie(faces, first + more)).toEqual([...pool.slice(0, -1), ...increaseDie(growing, more)]);
      }),
    );
  });

  it("each stage adds exactly 2 faces to the pool (d12 → d8 + d6 is 12 → 14 too)", () => {
    const faceSum = (pool: readonly number[]) => pool.reduce((a, b) => a + b, 0);
    fc.assert(
      fc.property(ogsDie, stages, (faces, count) => {
        expect(faceSum(increaseDie(faces, count + 1))).toBe(faceSum(increaseDie(faces, count)) + 2);
      }),
    );
  });

  it.each([2, 3, 5, 7, 20, 100, 0, -4, 6.5, Number.NaN])("refuses to increase a d%s, naming it", (faces) => {
    expect(errorKey(() => increaseDie(faces, 1))).toBe("INDIE_DICE.Error.Ogs.UnknownDie");
    expect(() => increaseDie(faces, 0)).toThrow(`d${faces}`);
  });

  it.each([-1, 21])("refuses %s stages, outside the limit, naming the value", (count) => {
    expect(errorKey(() => increaseDie(6, count))).toBe("INDIE_DICE.Error.Limit.OgsStages");
    expect(() => increaseDie(6, count)).toThrow(String(count));
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s stages, naming the value", (count) => {
    expect(errorKey(() => increaseDie(6, count))).toBe("INDIE_DICE.Error.Ogs.BadStages");
    expect(() => increaseDie(6, count)).toThrow(String(count));
  });

  it.each([0, -2, 16])("refuses a term of %s dice, outside the limit", (count) => {
    expect(errorKey(() => increaseTerm(count, 6, 1))).toBe("INDIE_DICE.Error.Limit.OgsTermDice");
  });

  it("refuses a term of 1.5 dice", () => {
    expect(errorKey(() => increaseTerm(1.5, 6, 1))).toBe("INDIE_DICE.Error.Ogs.BadDiceCount");
  });
});
