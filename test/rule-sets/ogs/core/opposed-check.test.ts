import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAIN_LIMIT } from "../../../../src/core/chain-limit";
import {
  compareHighToLow,
  decideWithoutRollOff,
  judgeRollOff,
  rollOffContinues,
  rollRollOff,
} from "../../../../src/rule-sets/ogs/core/mechanics/tie-break";
import { judgeActionDice } from "../../../../src/rule-sets/ogs/core/mechanics/action-check";
import { judgeOpenRoll } from "../../../../src/rule-sets/ogs/core/mechanics/open-roll";
import {
  judgeOpposed,
  resolveOpposed,
  rollOpposedCheck,
  type OpposedResult,
} from "../../../../src/rule-sets/ogs/core/mechanics/opposed-check";
import { OGS_DIE_SIZES } from "../../../../src/rule-sets/ogs/core/mechanics/rules";
import { totalOf, type RolledDie, type RolledTotal } from "../../../../src/rule-sets/ogs/core/mechanics/rolled-dice";
import { alwaysMax, scriptedSource, seededSource } from "../../../../src/core/random";
import { errorKey } from "./error-key";

// The text's example: the player rolls 2d6 + 1d8, the NPC the standard 3d6.
const player = { stat: 6, skill: 6, modifier: 8 };
const npc = { stat: 6, skill: 6 };

const die: fc.Arbitrary<RolledDie> = fc
  .constantFrom(...OGS_DIE_SIZES)
  .chain((faces) => fc.integer({ min: 1, max: faces }).map((value) => ({ faces, value })));
/** Small dice lists so that ties on totals, values and sizes all happen often. */
const side: fc.Arbitrary<RolledTotal> = fc
  .tuple(fc.array(die, { minLength: 1, maxLength: 4 }), fc.integer({ min: -2, max: 2 }))
  .map(([dice, bonus]) => totalOf(dice, bonus));
const d12 = fc.integer({ min: 1, max: 12 });
const decidedRollOff = fc
  .tuple(fc.array(d12, { maxLength: 3 }), d12, d12)
  .filter(([, a, b]) => a !== b)
  .map(([ties, a, b]) => [...ties.map((f) => [f, f] as [number, number]), [a, b] as [number, number]]);

function swapped(result: OpposedResult) {
  const winner = result.winner === null ? null : result.winner === "a" ? "b" : "a";
  return { winner, decidedBy: result.decidedBy };
}

describe("the text's tie-break example", () => {
  it("both total 11 with 6, 4, 1: values tie, the player's d8 wins on sizes", () => {
    const source = scriptedSource([4, 1, 6, 6, 4, 1]); // player d6 4, d6 1, d8 6; NPC 6, 4, 1
    const result = rollOpposedCheck(player, npc, source);
    expect(result.a.total).toBe(11);
    expect(result.b.total).toBe(11);
    expect(result).toMatchObject({ winner: "a", decidedBy: "sizes", rollOffs: [], capped: false });
    expect(source.remaining).toBe(0); // no roll-off was drawn
  });

  it("what if the player's d8 had come up 7: the player wins on values", () => {
    // The text says "if one of the player's d8s had come up seven or eight, they would have won the tie
    // breaker when the die values were compared". The player has one d8 ("d8s" is a slip), and with the
    // other dice unchanged a 7 makes the total 12, which wins on total, not values. For the tie to stand
    // the other dice must be lower: d8 7, d6 3, d6 1 = 11 against 6, 4, 1, and the first value comparison
    // (7 against 6) decides.
    const a = judgeActionDice(player, [3, 1, 7]);
    const b = judgeActionDice(npc, [6, 4, 1]);
    expect(a.total).toBe(b.total);
    expect(judgeOpposed(a, b)).toMatchObject({ winner: "a", decidedBy: "values" });
  });

  it("what if the player had rolled a 2 instead of the 1: total 12 beats 11", () => {
    const result = rollOpposedCheck(player, npc, scriptedSource([4, 2, 6, 6, 4, 1]));
    expect(result.a.total).toBe(12);
    expect(result).toMatchObject({ winner: "a", decidedBy: "total" });
  });
});

describe("the tie-break chain", () => {
  it("the higher total wins outright", () => {
    const a = judgeOpenRoll({ dice: [4] }, [4]);
    const b = judgeOpenRoll({ dice: [12] }, [5]);
    expect(judgeOpposed(a, b)).toMatchObject({ winner: "b", decidedBy: "total" });
  });

  it("values: a side that still has a die where the other has none wins", () => {
    // Equal totals through flat bonuses: [5, 3] + 0 against [5] + 3.
    const a = judgeOpenRoll({ dice: [6, 4] }, [5, 3]);
    const b = judgeOpenRoll({ dice: [6], flatBonus: 3 }, [5]);
    expect(judgeOpposed(a, b)).toMatchObject({ winner: "a", decidedBy: "values" });
  });

  it("sizes: a promoted pool's dice count separately", () => {
    // d8 + d6 (a promoted d12) showing 3 and 3 against 2d6 showing 3 and 3: values tie, d8 beats d6.
    const a = judgeActionDice({ stat: 4, skill: 4, modifier: 12, increases: [{ stages: 1 }] }, [1, 1, 3, 3]);
    const b = judgeOpenRoll({ dice: [6, 6, 4, 4] }, [3, 3, 1, 1]);
    expect(judgeOpposed(a, b)).toMatchObject({ winner: "a", decidedBy: "sizes" });
  });

  it("compares lists high to low, whatever their order; a die beats no die", () => {
    expect(compareHighToLow([6, 6], [6, 6, 4])).toBeLessThan(0);
    expect(compareHighToLow([4, 8], [6, 6])).toBeGreaterThan(0);
    expect(compareHighToLow([6, 4], [4, 6])).toBe(0);
    expect(compareHighToLow([], [])).toBe(0);
  });

  it("sizes: equal values on a larger die lose to nothing but a larger die", () => {
    // Equal values mean as many dice on both sides (a die already beats no die at the values step), so sizes
    // only ever compare lists of one length: here a d6 and a d10 both showing 5.
    const a = judgeOpenRoll({ dice: [6] }, [5]);
    const b = judgeOpenRoll({ dice: [10] }, [5]);
    expect(judgeOpposed(a, b)).toMatchObject({ winner: "b", decidedBy: "sizes" });
  });

  it("a full tie goes to d12 roll-offs until they differ", () => {
    const a = judgeOpenRoll({ dice: [6, 8] }, [3, 5]);
    const b = judgeOpenRoll({ dice: [8, 6] }, [5, 3]);
    expect(decideWithoutRollOff(a, b)).toBeNull();
    const source = scriptedSource([7, 7, 2, 2, 3, 9]);
    const result = resolveOpposed(a, b, source);
    expect(result).toMatchObject({
      winner: "b",
      decidedBy: "rolloff",
      rollOffs: [
        [7, 7],
        [2, 2],
        [3, 9],
      ],
      capped: false,
    });
    expect(judgeOpposed(a, b, result.rollOffs)).toEqual(result);
  });

  it("the roll-off stops at CHAIN_LIMIT rounds and says so", () => {
    const result = rollRollOff(alwaysMax);
    expect(result.pairs).toHaveLength(CHAIN_LIMIT);
    expect(result).toMatchObject({ winner: null, capped: true });
    expect(judgeRollOff(result.pairs)).toEqual(result);
    const a = judgeOpenRoll({ dice: [6] }, [6]);
    expect(resolveOpposed(a, a, alwaysMax)).toMatchObject({ winner: null, decidedBy: "rolloff", capped: true });
  });

  it("the roll-off step predicate", () => {
    expect(rollOffContinues([])).toBe(true);
    expect(rollOffContinues([[4, 4]])).toBe(true);
    expect(
      rollOffContinues([
        [4, 4],
        [1, 12],
      ]),
    ).toBe(false);
  });

  it("refuses roll-offs that are too short, too long, or not d12 faces", () => {
    const a = judgeOpenRoll({ dice: [6] }, [3]);
    const b = judgeOpenRoll({ dice: [8] }, [3]);
    expect(errorKey(() => judgeOpposed(a, a))).toBe("INDIE_DICE.Error.Ogs.RollOffIncomplete");
    expect(errorKey(() => judgeOpposed(a, a, [[5, 5]]))).toBe("INDIE_DICE.Error.Ogs.RollOffIncomplete");
    expect(
      errorKey(() =>
        judgeOpposed(a, a, [
          [5, 6],
          [1, 2],
        ]),
      ),
    ).toBe("INDIE_DICE.Error.Ogs.RollOffTooLong");
    expect(errorKey(() => judgeOpposed(a, b, [[5, 6]]))).toBe("INDIE_DICE.Error.Ogs.RollOffTooLong");
    expect(errorKey(() => judgeOpposed(a, a, [[13, 6]]))).toBe("INDIE_DICE.Error.Ogs.BadFace");
    expect(() =>
      judgeOpposed(a, a, [
        [5, 6],
        [1, 2],
      ]),
    ).toThrow("settled after 1 roll-off rounds, but 2");
  });
});

describe("tie-break properties", () => {
  it("is antisymmetric: swapping the sides swaps the winner, by the same step", () => {
    fc.assert(
      fc.property(side, side, decidedRollOff, (a, b, rollOff) => {
        const needsRollOff = decideWithoutRollOff(a, b) === null;
        const forward = judgeOpposed(a, b, needsRollOff ? rollOff : []);
        const mirrored = needsRollOff ? rollOff.map(([x, y]) => [y, x] as [number, number]) : [];
        const backward = judgeOpposed(b, a, mirrored);
        expect(swapped(backward)).toEqual({ winner: forward.winner, decidedBy: forward.decidedBy });
      }),
    );
  });

  it("a side always ties with itself until the roll-off", () => {
    fc.assert(
      fc.property(side, (a) => {
        expect(decideWithoutRollOff(a, a)).toBeNull();
      }),
    );
  });

  it("the same flat bonus on both sides never changes the outcome", () => {
    fc.assert(
      fc.property(side, side, fc.integer({ min: -10, max: 10 }), (a, b, extra) => {
        const lift = (s: RolledTotal) => totalOf(s.dice, s.flatBonus + extra);
        expect(decideWithoutRollOff(lift(a), lift(b))).toEqual(decideWithoutRollOff(a, b));
      }),
    );
  });

  it("flat bonuses never break a tie: with equal totals, how they are split does not matter", () => {
    const dice = fc.array(die, { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(dice, dice, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (da, db, t1, t2) => {
        const atTotal = (d: RolledDie[], total: number) => totalOf(d, total - totalOf(d, 0).total);
        const first = decideWithoutRollOff(atTotal(da, t1), atTotal(db, t1));
        const second = decideWithoutRollOff(atTotal(da, t2), atTotal(db, t2));
        expect(second).toEqual(first);
        expect(first?.decidedBy).not.toBe("total");
      }),
    );
  });

  it("the winner has the higher total, or ties and then wins a later step", () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        const decision = decideWithoutRollOff(a, b);
        if (a.total !== b.total)
          expect(decision).toEqual({ winner: a.total > b.total ? "a" : "b", decidedBy: "total" });
        else expect(decision?.decidedBy).not.toBe("total");
      }),
    );
  });

  it("the order the dice are listed in does not matter", () => {
    fc.assert(
      fc.property(side, side, (a, b) => {
        const reversed = (s: RolledTotal) => totalOf([...s.dice].reverse(), s.flatBonus);
        expect(decideWithoutRollOff(reversed(a), b)).toEqual(decideWithoutRollOff(a, b));
      }),
    );
  });

  it("rolled opposed checks always find a winner, agree with judging, and survive JSON", () => {
    const spec = fc.record({
      stat: fc.constantFrom(4, 6),
      skill: fc.constantFrom(4, 6),
      increases: fc.array(fc.record({ stages: fc.integer({ min: 0, max: 3 }) }), { maxLength: 1 }),
    });
    fc.assert(
      fc.property(spec, spec, fc.integer(), (aSpec, bSpec, seed) => {
        const result = rollOpposedCheck(aSpec, bSpec, seededSource(seed));
        expect(result.winner).not.toBeNull();
        expect(judgeOpposed(result.a, result.b, result.rollOffs)).toEqual(result);
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }),
    );
  });
});
