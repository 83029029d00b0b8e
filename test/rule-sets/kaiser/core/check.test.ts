import { describe, expect, it } from "vitest";
import { CHAIN_LIMIT } from "../../../../src/core/chain-limit";
import { checkNeedsAnotherDie, judgeCheck, rollCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { difficultyDegrees, judgeDifficulty } from "../../../../src/rule-sets/kaiser/core/mechanics/difficulty";
import {
  keepFromPool,
  netAdvantage,
  replaySequential,
  sequentialRerolls,
  sequentialNeedsAnotherDie,
} from "../../../../src/rule-sets/kaiser/core/mechanics/advantage";
import { openRollContinues } from "../../../../src/rule-sets/kaiser/core/mechanics/open-roll";
import { type KaiserCheckSpec } from "../../../../src/rule-sets/kaiser/core/mechanics/types";
import { alwaysMax, alwaysMin, scriptedSource } from "../../../../src/core/random";
import { errorKey } from "./error-key";

describe("spec validation", () => {
  it.each([
    [{ kind: "luck", bonus: 0 }, "UnknownKind"],
    [{ kind: "skill", bonus: 1.5 }, "NotWholeNumber"],
    [{ kind: "skill", bonus: 0, advantage: 0.5 }, "NotWholeNumber"],
    [{ kind: "skill", bonus: 0, advantage: 21 }, "INDIE_DICE.Error.Limit.KaiserNetAdvantage"],
    [{ kind: "skill", bonus: 0, advantage: CHAIN_LIMIT + 1 }, "INDIE_DICE.Error.Limit.KaiserNetAdvantage"],
    [{ kind: "skill", bonus: 1_000_001 }, "INDIE_DICE.Error.Limit.KaiserValue"],
    [{ kind: "characteristic", bonus: 0, advantage: 1 }, "AdvantageOnCharacteristic"],
    [{ kind: "skill", bonus: 0, method: "dice-bag" }, "UnknownMethod"],
  ])("refuses %j with %s", (spec, key) => {
    expect(errorKey(() => judgeCheck(spec as KaiserCheckSpec, [3, 3]))).toBe(key);
    expect(errorKey(() => rollCheck(alwaysMin, spec as KaiserCheckSpec))).toBe(key);
  });

  it("names the bad value in the message", () => {
    expect(() => judgeCheck({ kind: "skill", bonus: 1.5 }, [3, 3])).toThrow(/bonus must be a whole number, got 1\.5/);
  });

  it("refuses faces a d6 cannot show", () => {
    expect(errorKey(() => judgeCheck({ kind: "skill", bonus: 0 }, [0, 3]))).toBe("BadFace");
    expect(errorKey(() => checkNeedsAnotherDie({ kind: "skill", bonus: 0 }, [7]))).toBe("BadFace");
    expect(errorKey(() => judgeCheck({ kind: "skill", bonus: 0 }, [2.5, 3]))).toBe("BadFace");
  });

  it("combines levels only from whole, non-negative counts", () => {
    expect(netAdvantage(3, 1)).toBe(2);
    expect(netAdvantage(0, 0)).toBe(0);
    expect(errorKey(() => netAdvantage(-1, 0))).toBe("INDIE_DICE.Error.Limit.KaiserAdvantageLevels");
    expect(errorKey(() => netAdvantage(0, 21))).toBe("INDIE_DICE.Error.Limit.KaiserAdvantageLevels");
    expect(errorKey(() => netAdvantage(1, 0.5))).toBe("NotWholeNumber");
  });
});

describe("judgeCheck dice counts", () => {
  it("refuses a check whose dice are not finished", () => {
    expect(errorKey(() => judgeCheck({ kind: "skill", bonus: 0, advantage: 2 }, [3, 3, 3]))).toBe("MissingCheckDice");
    expect(errorKey(() => judgeCheck({ kind: "skill", bonus: 0 }, [6, 6]))).toBe("MissingCheckDice");
    expect(errorKey(() => judgeCheck({ kind: "skill", bonus: 0 }, [6, 6, 6]))).toBe("MissingCheckDice");
    expect(errorKey(() => judgeCheck({ kind: "skill", bonus: 0, advantage: 2, method: "sequential" }, [2, 3, 4]))).toBe(
      "MissingCheckDice",
    );
    expect(errorKey(() => judgeCheck({ kind: "characteristic", bonus: 0 }, []))).toBe("MissingCheckDice");
  });

  it("refuses dice beyond the rule's last die, naming the count", () => {
    expect(errorKey(() => judgeCheck({ kind: "skill", bonus: 0 }, [6, 6, 2, 5]))).toBe("ExtraCheckDice");
    expect(errorKey(() => judgeCheck({ kind: "characteristic", bonus: 0 }, [3, 4]))).toBe("ExtraCheckDice");
    // Double six already on the first pair: the sequential method rolls no reroll.
    expect(
      errorKey(() => judgeCheck({ kind: "resistance", bonus: 0, advantage: 2, method: "sequential" }, [6, 6, 3])),
    ).toBe("ExtraCheckDice");
    expect(() => judgeCheck({ kind: "resistance", bonus: 0 }, [6, 6, 3])).toThrow(/ends after 2 dice, but 3/);
  });
});

describe("step predicates", () => {
  it("asks for every die of a pool, then stops", () => {
    const spec = { kind: "skill", bonus: 0, advantage: -2 } as const;
    expect(checkNeedsAnotherDie(spec, [])).toBe(true);
    expect(checkNeedsAnotherDie(spec, [2, 3, 4])).toBe(true);
    expect(checkNeedsAnotherDie(spec, [2, 3, 4, 5])).toBe(false);
  });

  it("follows an Open Roll on the kept pair, not on the pool", () => {
    const spec = { kind: "skill", bonus: 0, advantage: 1 } as const;
    expect(checkNeedsAnotherDie(spec, [6, 2, 6])).toBe(true);
    expect(checkNeedsAnotherDie(spec, [6, 2, 6, 6])).toBe(true);
    expect(checkNeedsAnotherDie(spec, [6, 2, 6, 6, 1])).toBe(false);
    // Disadvantage keeps 2 and 6: no Open Roll although two sixes were rolled.
    expect(checkNeedsAnotherDie({ kind: "skill", bonus: 0, advantage: -1 }, [6, 2, 6])).toBe(false);
  });

  it("the Open Roll chain predicate", () => {
    expect(openRollContinues([])).toBe(true);
    expect(openRollContinues([6])).toBe(true);
    expect(openRollContinues([6, 5])).toBe(false);
    expect(openRollContinues(new Array<number>(CHAIN_LIMIT).fill(6))).toBe(false);
  });

  it("the sequential predicate and replay", () => {
    expect(sequentialNeedsAnotherDie([3], 1)).toBe(true);
    expect(sequentialNeedsAnotherDie([3, 4], 1)).toBe(true);
    expect(sequentialNeedsAnotherDie([3, 4, 1], 1)).toBe(false);
    expect(sequentialNeedsAnotherDie([3, 4], 0)).toBe(false);
    // A reroll replaces the lowest die even when it comes up worse.
    expect(replaySequential([3, 4, 1], 1)).toEqual({ keptIndices: [1, 2], used: 3, complete: true });
    expect(replaySequential([4, 3, 5, 2], -2)).toEqual({ keptIndices: [1, 3], used: 4, complete: true });
  });

  it("says which die each sequential reroll replaced", () => {
    // A1: the 3 is rerolled; A2: the 3 into a 1, then that 1 (now the lowest) into a 6.
    expect(sequentialRerolls([3, 4, 5], 1)).toEqual([{ replaced: 0, by: 2 }]);
    expect(sequentialRerolls([3, 4, 1, 6], 2)).toEqual([
      { replaced: 0, by: 2 },
      { replaced: 2, by: 3 },
    ]);
    // D2 rerolls the highest: the 4 into a 5, then that 5.
    expect(sequentialRerolls([4, 3, 5, 2], -2)).toEqual([
      { replaced: 0, by: 2 },
      { replaced: 2, by: 3 },
    ]);
    // A pair that cannot improve is not rerolled; neither is a pair with no level.
    expect(sequentialRerolls([6, 6], 2)).toEqual([]);
    expect(sequentialRerolls([2, 5], 0)).toEqual([]);
  });
});

describe("keepFromPool", () => {
  it("keeps the earlier of equal faces, in draw order", () => {
    expect(keepFromPool([4, 6, 4, 4], 2)).toEqual([0, 1]);
    expect(keepFromPool([4, 1, 4, 1], -2)).toEqual([1, 3]);
    expect(keepFromPool([2, 5], 0)).toEqual([0, 1]);
  });
});

describe("Open Roll cap", () => {
  it("stops at the chain limit and says so", () => {
    const check = rollCheck(alwaysMax, { kind: "skill", bonus: 0 });
    expect(check.openRollDice).toHaveLength(CHAIN_LIMIT);
    expect(check.capped).toBe(true);
    expect(check.total).toBe(6 * (CHAIN_LIMIT + 2));
  });

  it("a chain of exactly the limit that ended on a lower face is not capped", () => {
    const chain = [...new Array<number>(CHAIN_LIMIT - 1).fill(6), 2];
    const check = judgeCheck({ kind: "skill", bonus: 0 }, [6, 6, ...chain]);
    expect(check.capped).toBe(false);
  });
});

describe("difficulty", () => {
  it("degrees on success, tie and failure", () => {
    expect(difficultyDegrees(15, 10, false)).toEqual({ success: true, dos: 5, dof: 0, dod: 5 });
    expect(difficultyDegrees(10, 10, false)).toEqual({ success: true, dos: 1, dof: 0, dod: 1 });
    expect(difficultyDegrees(7, 10, false)).toEqual({ success: false, dos: 0, dof: 3, dod: 3 });
    expect(difficultyDegrees(4, 10, true)).toEqual({ success: false, dos: 0, dof: 6, dod: 6 });
  });

  it("checks the difficulty and the Fumble Level faces", () => {
    const plain = judgeCheck({ kind: "skill", bonus: 0 }, [3, 4]);
    const fumble = judgeCheck({ kind: "skill", bonus: 0 }, [1, 1]);
    expect(errorKey(() => judgeDifficulty(plain, 7.5))).toBe("NotWholeNumber");
    expect(errorKey(() => judgeDifficulty(plain, 7, [3, 3]))).toBe("WrongFumbleLevelDice");
    expect(errorKey(() => judgeDifficulty(fumble, 7))).toBe("WrongFumbleLevelDice");
    expect(errorKey(() => judgeDifficulty(fumble, 7, [3, 3, 3]))).toBe("WrongFumbleLevelDice");
    expect(errorKey(() => judgeDifficulty(fumble, 7, [3, 9]))).toBe("BadFace");
    expect(judgeDifficulty(fumble, 7, [6, 6]).fumbleLevel).toBe(12);
  });

  it("a scripted roll draws no Fumble Level die without a Fumble", () => {
    const source = scriptedSource([1, 2]);
    expect(rollCheck(source, { kind: "skill", bonus: 0 }).fumble).toBe(false);
    expect(source.remaining).toBe(0);
  });
});

describe("results are plain data", () => {
  it("survive JSON unchanged", () => {
    const check = judgeCheck({ kind: "skill", bonus: 2, advantage: 1 }, [6, 3, 6, 6, 2]);
    expect(JSON.parse(JSON.stringify(check))).toEqual(check);
  });
});
