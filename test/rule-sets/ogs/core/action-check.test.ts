import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionCheckSlots,
  againstDifficulty,
  criticalStages,
  judgeActionCheck,
  judgeActionDice,
  rollActionCheck,
  stagesByRole,
  type ActionCheckSpec,
} from "../../../../src/rule-sets/ogs/core/mechanics/action-check";
import { OGS_DIE_SIZES } from "../../../../src/rule-sets/ogs/core/mechanics/rules";
import { type DieRole } from "../../../../src/rule-sets/ogs/core/mechanics/rolled-dice";
import { alwaysMax, alwaysMin, scriptedSource, seededSource } from "../../../../src/core/random";
import { errorKey } from "./error-key";

const ogsDie = fc.constantFrom(...OGS_DIE_SIZES);
const role = fc.constantFrom<DieRole>("stat", "skill", "modifier");
const actionSpec: fc.Arbitrary<ActionCheckSpec> = fc.record({
  stat: ogsDie,
  skill: ogsDie,
  modifier: fc.option(ogsDie, { nil: undefined }),
  increases: fc.array(
    fc.record({ stages: fc.integer({ min: 0, max: 9 }), target: fc.option(role, { nil: undefined }) }),
    {
      maxLength: 3,
    },
  ),
  flatBonus: fc.integer({ min: -5, max: 5 }),
  difficulty: fc.integer({ min: 0, max: 40 }),
});

describe("Action Checks", () => {
  it("roll a stat die, a skill die and a d6 when there is no modifier", () => {
    expect(actionCheckSlots({ stat: 8, skill: 4 })).toEqual([
      { faces: 8, role: "stat" },
      { faces: 4, role: "skill" },
      { faces: 6, role: "modifier" },
    ]);
  });

  it("succeed when the total equals the difficulty, fail one below", () => {
    const spec = { stat: 6, skill: 6, modifier: 6, difficulty: 10 };
    expect(judgeActionCheck(spec, [4, 3, 3])).toMatchObject({ total: 10, success: true, margin: 0, criticalStages: 0 });
    expect(judgeActionCheck(spec, [4, 3, 2])).toMatchObject({
      total: 9,
      success: false,
      margin: -1,
      criticalStages: 0,
    });
  });

  it("the text's example: difficulty 8, a roll of 16 is a Four Stage Critical Success", () => {
    const result = rollActionCheck({ stat: 8, skill: 6, difficulty: 8 }, scriptedSource([6, 5, 5]));
    expect(result.total).toBe(16);
    expect(result.success).toBe(true);
    expect(result.criticalStages).toBe(4);
  });

  it.each([
    [8, 0],
    [9, 0], // exceeding by 1 is a plain success
    [10, 1], // "exceeds the target difficulty by two or more"
    [11, 1],
    [12, 2],
    [7, 0],
    [-20, 0],
  ])("critical stages at difficulty 8 for a total of %i: %i", (total, expected) => {
    expect(criticalStages(total, 8)).toBe(expected);
  });

  it("flat bonuses add to the total", () => {
    const result = judgeActionCheck({ stat: 4, skill: 4, flatBonus: 3, difficulty: 9 }, [2, 2, 2]);
    expect(result).toMatchObject({ total: 9, flatBonus: 3, success: true });
  });

  it("Die Increases hit the modifier die by default, and the named die when told", () => {
    expect(actionCheckSlots({ stat: 4, skill: 6, modifier: 12, increases: [{ stages: 1 }] })).toEqual([
      { faces: 4, role: "stat" },
      { faces: 6, role: "skill" },
      { faces: 8, role: "modifier" },
      { faces: 6, role: "modifier" },
    ]);
    expect(actionCheckSlots({ stat: 4, skill: 6, increases: [{ stages: 2, target: "stat" }] })).toEqual([
      { faces: 8, role: "stat" },
      { faces: 6, role: "skill" },
      { faces: 6, role: "modifier" },
    ]);
    expect(stagesByRole([{ stages: 1 }, { stages: 2, target: "skill" }, { stages: 3, target: "modifier" }])).toEqual({
      stat: 0,
      skill: 2,
      modifier: 4,
    });
  });

  it("a promoted die rolls as a pool and every die of it counts", () => {
    const spec = { stat: 10, skill: 10, modifier: 12, increases: [{ stages: 5 }], difficulty: 30 };
    const result = rollActionCheck(spec, scriptedSource([10, 9, 8, 7, 6]));
    expect(result.dice.map((die) => die.faces)).toEqual([10, 10, 8, 8, 6]);
    expect(result.total).toBe(40);
    expect(result.criticalStages).toBe(5);
  });

  it("rolling and judging the same faces agree, and results survive JSON", () => {
    fc.assert(
      fc.property(actionSpec, fc.integer(), (spec, seed) => {
        const rolled = rollActionCheck(spec, seededSource(seed));
        const judged = judgeActionCheck(
          spec,
          rolled.dice.map((die) => die.value),
        );
        expect(judged).toEqual(rolled);
        expect(JSON.parse(JSON.stringify(rolled))).toEqual(rolled);
      }),
    );
  });

  it("the total is the dice plus the bonus and the outcome follows from it", () => {
    fc.assert(
      fc.property(actionSpec, fc.integer(), (spec, seed) => {
        const result = rollActionCheck(spec, seededSource(seed));
        const dice = result.dice.reduce((sum, die) => sum + die.value, 0);
        expect(result.total).toBe(dice + (spec.flatBonus ?? 0));
        expect(result.success).toBe(result.total >= spec.difficulty);
        expect(result.criticalStages > 0).toBe(result.total >= spec.difficulty + 2);
        for (const die of result.dice) expect(die.value).toBeGreaterThanOrEqual(1);
        for (const die of result.dice) expect(die.value).toBeLessThanOrEqual(die.faces);
      }),
    );
  });

  it("the smallest and largest totals are the all-ones and all-max rolls", () => {
    const spec = { stat: 4, skill: 12, modifier: 12, increases: [{ stages: 2 }], flatBonus: 1, difficulty: 5 };
    expect(rollActionCheck(spec, alwaysMin).total).toBe(5);
    expect(rollActionCheck(spec, alwaysMax).total).toBe(4 + 12 + 8 + 8 + 1);
  });

  it("judgeActionDice gives the total without a difficulty, againstDifficulty adds one", () => {
    const rolled = judgeActionDice({ stat: 6, skill: 6 }, [1, 2, 3]);
    expect(rolled).toMatchObject({ total: 6, flatBonus: 0 });
    expect(againstDifficulty(rolled, 6).success).toBe(true);
  });

  describe("refuses bad input with a named error", () => {
    it.each<[string, () => unknown, string]>([
      ["a d20 stat", () => actionCheckSlots({ stat: 20, skill: 6 }), "UnknownDie"],
      ["a d7 modifier", () => actionCheckSlots({ stat: 6, skill: 6, modifier: 7 }), "UnknownDie"],
      ["fractional stages", () => actionCheckSlots({ stat: 6, skill: 6, increases: [{ stages: 0.5 }] }), "BadStages"],
      [
        "an unknown target",
        () => actionCheckSlots({ stat: 6, skill: 6, increases: [{ stages: 1, target: "weapon" as DieRole }] }),
        "BadTarget",
      ],
      ["a fractional bonus", () => actionCheckSlots({ stat: 6, skill: 6, flatBonus: 0.5 }), "BadFlatBonus"],
      [
        "a NaN difficulty",
        () => rollActionCheck({ stat: 6, skill: 6, difficulty: Number.NaN }, alwaysMin),
        "BadDifficulty",
      ],
      [
        "a fractional difficulty",
        () => judgeActionCheck({ stat: 6, skill: 6, difficulty: 7.5 }, [1, 1, 1]),
        "BadDifficulty",
      ],
      ["too few faces", () => judgeActionCheck({ stat: 6, skill: 6, difficulty: 7 }, [1, 1]), "FaceCount"],
      ["a face too large", () => judgeActionCheck({ stat: 6, skill: 4, difficulty: 7 }, [1, 5, 1]), "BadFace"],
      ["a face of 0", () => judgeActionCheck({ stat: 6, skill: 4, difficulty: 7 }, [0, 1, 1]), "BadFace"],
      ["a fractional face", () => judgeActionCheck({ stat: 6, skill: 4, difficulty: 7 }, [1.5, 1, 1]), "BadFace"],
    ])("%s", (_name, run, key) => {
      expect(errorKey(run)).toBe(`INDIE_DICE.Error.Ogs.${key}`);
    });

    it("the message names the value", () => {
      expect(() => actionCheckSlots({ stat: 20, skill: 6 })).toThrow("d20");
      expect(() => judgeActionCheck({ stat: 6, skill: 4, difficulty: 7 }, [1, 5, 1])).toThrow(
        "d4 shows a whole number from 1 to 4, not 5",
      );
      expect(() => judgeActionCheck({ stat: 6, skill: 6, difficulty: 7 }, [1, 1])).toThrow(
        "3 dice (d6 + d6 + d6), but 2 faces",
      );
    });
  });
});
