/**
 * The pools' algebra itself (docs/pools.md): a joint distribution over named counters, the questions over it, a
 * reading, unequal faces and a cut tail, and the limits that refuse a pool by name before any work.
 */
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../src/core/limits";
import { narrativeOutcomes } from "../../../src/core/pools/narrative-dice";
import { poolOutcomes, type SpecialDie } from "../../../src/core/pools/pool-outcomes";
import { pushedOutcomes, PUSHED } from "../../../src/core/pools/pool-push";
import { sr6Outcomes } from "../../../src/core/pools/shadowrun-dice";
import { forbiddenLandsPool, PUSH_WHEN_FAILED } from "../../../src/core/pools/year-zero-dice";
import { expectIndieError } from "../../kit";

/** A die with one face in four a "mark" and a "blank" otherwise, and a coin of two named faces. */
const MARKED: SpecialDie = {
  name: "marked",
  faces: [
    { counts: { mark: 1 }, chance: 0.25 },
    { counts: { blank: 1 }, chance: 0.75 },
  ],
};
const COIN: SpecialDie = { name: "coin", faces: [{ counts: { heads: 1 } }, { counts: { tails: 1 } }] };

describe("pools of special dice", () => {
  it("the joint distribution of counters: 3 marked dice and a coin", () => {
    const outcomes = poolOutcomes([
      { kind: MARKED, count: 3 },
      { kind: COIN, count: 1 },
    ]);
    expect(outcomes.counters).toEqual(["blank", "heads", "mark", "tails"]);
    expect(outcomes.outcomes).toHaveLength(8);
    expect(outcomes.chance((o) => o.mark === 3 && o.heads === 1)).toBeCloseTo(0.25 ** 3 / 2, 15);
    expect(
      outcomes.chanceGiven(
        (o) => (o.mark ?? 0) >= 1,
        (o) => o.tails === 1,
      ),
    ).toBeCloseTo(1 - 0.75 ** 3, 15);
    expect(
      outcomes.chanceGiven(
        (o) => (o.mark ?? 0) >= 1,
        () => false,
      ),
    ).toBe(0);
    const marks = outcomes.marginal((o) => o.mark ?? 0);
    [27 / 64, 27 / 64, 9 / 64, 1 / 64].forEach((p, count) => expect(marks.p(count)).toBeCloseTo(p, 15));
    expect(outcomes.cutMass).toBe(0);
  });

  it("a reading merges the outcomes it reads alike, and a tally labels them", () => {
    const read = poolOutcomes([{ kind: COIN, count: 4 }]).read((o) => ({ majority: (o.heads ?? 0) > 2 ? 1 : 0 }));
    expect(read.outcomes).toHaveLength(2);
    expect(read.chance((o) => o.majority === 1)).toBeCloseTo(5 / 16, 15);
    const table = poolOutcomes([{ kind: COIN, count: 2 }]).tally((o) => (o.heads === o.tails ? "split" : "same"));
    expect(table.get("split")).toBeCloseTo(1 / 2, 15);
  });

  it("no dice: one outcome, every counter 0", () => {
    const outcomes = narrativeOutcomes({});
    expect(outcomes.outcomes).toHaveLength(1);
    expect(outcomes.chance((o) => o.netSuccess === 0 && o.triumph === 0)).toBe(1);
  });

  it("a push's outcomes add up to 1, and a pool that cannot fail is never pushed", () => {
    const pushed = pushedOutcomes(forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 }), PUSH_WHEN_FAILED);
    expect(pushed.chance(() => true)).toBeCloseTo(1, 12);
    const never = pushedOutcomes(forbiddenLandsPool({ attribute: 1, skill: 0, gear: 0 }), {
      ...PUSH_WHEN_FAILED,
      pushIf: () => false,
    });
    expect(never.chance((o) => o[PUSHED] === 1)).toBe(0);
  });

  it("a die read apart in branches (6e's wild die): 60 dice stay two counters, far inside the limits", () => {
    const outcomes = sr6Outcomes({ dice: 60, wild: true });
    expect(outcomes.chance(() => true)).toBeCloseTo(1, 12);
    expect(outcomes.marginal((o) => o.hits).max).toBe(59 + 3);
  });

  it("refuses dice past LIMITS.poolDice by name, and a count that is no whole number", () => {
    const error = expectIndieError(() => narrativeOutcomes({ ability: 101 }), "INDIE_DICE.Error.Limit.PoolDice");
    expect(error.data).toMatchObject({ value: 101, max: LIMITS.poolDice.max });
    expectIndieError(() => narrativeOutcomes({ ability: 2.5 }), "INDIE_DICE.Error.Limit.PoolDice");
    expectIndieError(() => narrativeOutcomes({ ability: -1 }), "INDIE_DICE.Error.Limit.PoolDice");
  });

  it("refuses a pool whose outcomes could pass LIMITS.poolOutcomes before any work, naming the count", () => {
    // 100 ability + 100 proficiency + 100 challenge: net success and net advantage −200…400 each, 101 triumphs
    // and 101 despairs: 601 · 601 · 101 · 101 outcomes at most, counted from the faces alone.
    const error = expectIndieError(
      () => narrativeOutcomes({ ability: 100, proficiency: 100, challenge: 100 }),
      "INDIE_DICE.Error.Limit.PoolOutcomes",
    );
    expect(error.data.value).toBe(601 * 601 * 101 * 101);
    // A large pool a table throws stays inside it: 3 proficiency, 2 ability, 2 boost against 3 challenge, 1
    // difficulty and 2 setback.
    const large = { proficiency: 3, ability: 2, boost: 2, challenge: 3, difficulty: 1, setback: 2 };
    expect(narrativeOutcomes(large).chance(() => true)).toBeCloseTo(1, 12);
  });
});
