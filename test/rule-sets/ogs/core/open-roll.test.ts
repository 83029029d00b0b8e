import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { judgeOpenRoll, openRollSlots, rollOpenRoll } from "../../../../src/rule-sets/ogs/core/mechanics/open-roll";
import { alwaysMax, scriptedSource } from "../../../../src/core/random";

describe("Open Rolls", () => {
  it("total any OGS dice plus a flat bonus", () => {
    const result = rollOpenRoll({ dice: [8, 4, 6], flatBonus: 2 }, scriptedSource([5, 1, 6]));
    expect(result.total).toBe(14);
    expect(result.dice).toEqual([
      { faces: 8, value: 5 },
      { faces: 4, value: 1 },
      { faces: 6, value: 6 },
    ]);
  });

  it("the text's Fireball: a 2-Stage Die Increase turns 10d6 into 10d10", () => {
    const faces = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    const result = rollOpenRoll({ dice: new Array(10).fill(6), increase: 2 }, scriptedSource(faces));
    expect(result.dice.map((die) => die.faces)).toEqual(new Array(10).fill(10));
    expect(result.total).toBe(55);
  });

  it("an increase hits every die, promoting each past d12 into its own pool", () => {
    expect(openRollSlots({ dice: [12, 4], increase: 1 })).toEqual([{ faces: 8 }, { faces: 6 }, { faces: 6 }]);
    expect(rollOpenRoll({ dice: [12, 12], increase: 2 }, alwaysMax).total).toBe(32);
  });

  it("judging faces rolled elsewhere matches rolling them", () => {
    const spec = { dice: [12, 6], increase: 1, flatBonus: 1 };
    expect(judgeOpenRoll(spec, [3, 2, 8])).toEqual(rollOpenRoll(spec, scriptedSource([3, 2, 8])));
  });

  it("refuses an empty roll, unknown dice, bad increases, bad bonuses and bad faces", () => {
    const keyOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof IndieDiceError ? error.key : "not an IndieDiceError";
      }
      return "no error";
    };
    expect(keyOf(() => openRollSlots({ dice: [] }))).toBe("INDIE_DICE.Error.Ogs.NoDice");
    expect(keyOf(() => openRollSlots({ dice: [6, 20] }))).toBe("INDIE_DICE.Error.Ogs.UnknownDie");
    expect(keyOf(() => openRollSlots({ dice: [6], increase: 0.5 }))).toBe("INDIE_DICE.Error.Ogs.BadStages");
    expect(keyOf(() => openRollSlots({ dice: [6], flatBonus: Number.NaN }))).toBe("INDIE_DICE.Error.Ogs.BadFlatBonus");
    expect(keyOf(() => judgeOpenRoll({ dice: [6], increase: 2 }, [11]))).toBe("INDIE_DICE.Error.Ogs.BadFace");
  });
});
