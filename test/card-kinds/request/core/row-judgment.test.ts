/**
 * A request row judged by its rule set's own rules against what the request fixed: Kaiser's degrees (a tie passes
 * with 1 DoS, a Fumble fails whatever the total), OGS's critical stages, the K&R Margin by the world's reading (and a
 * DT above 11's critical successes), the Kleptonomicon's Passing Score and crits, Olde's target; no number to pass,
 * no pass judged.
 */
import { describe, expect, it } from "vitest";
import { judgeCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeMargin } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { judgeTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { judgeOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import { judgeRow } from "../../../../src/card-kinds/request/core/row-judgment";

const RULES = { kingdomsBasicRule: "zeroOrMore" as const };

describe("a request row's judgment", () => {
  it(
    "Kaiser: a tie with the difficulty passes with 1 DoS; " +
      "a Fumble fails whatever the total; no difficulty, no pass judged",
    () => {
      const check = judgeCheck({ kind: "skill", bonus: 5 }, [3, 3]);
      expect(judgeRow("kaiser", { check, penaltyFaces: [] }, { difficulty: 11 }, RULES)).toEqual({
        passed: true,
        detail: { ruleSet: "kaiser", total: 11, fumble: false, dos: 1, dof: 0 },
      });
      expect(judgeRow("kaiser", { check, penaltyFaces: [] }, { difficulty: 14 }, RULES)).toMatchObject({
        passed: false,
        detail: { dof: 3 },
      });
      const fumble = judgeCheck({ kind: "skill", bonus: 40 }, [1, 1]);
      expect(judgeRow("kaiser", { check: fumble, penaltyFaces: [] }, { difficulty: 11 }, RULES)).toMatchObject({
        passed: false,
        detail: { fumble: true, dof: 1 },
      });
      expect(judgeRow("kaiser", { check, penaltyFaces: [] }, {}, RULES).passed).toBeNull();
    },
  );

  it("OGS: total against the difficulty, with its critical stages", () => {
    const roll = { dice: [], flatBonus: 0, total: 14 };
    expect(judgeRow("ogs", roll, { difficulty: 10 }, RULES)).toEqual({
      passed: true,
      detail: { ruleSet: "ogs", total: 14, margin: 4, criticalStages: 2 },
    });
    expect(judgeRow("ogs", roll, { difficulty: 15 }, RULES)).toMatchObject({
      passed: false,
      detail: { margin: -1, criticalStages: 0 },
    });
    expect(judgeRow("ogs", roll, {}, RULES).passed).toBeNull();
  });

  it("K&R: the Margin by the world's reading, and above DT 11 the critical successes", () => {
    const even = judgeMargin([8, 6], 7);
    expect(even.margin).toBe(0);
    expect(judgeRow("kingdoms", even, {}, RULES)).toEqual({
      passed: true,
      detail: { ruleSet: "kingdoms", margin: 0, criticalSuccesses: null },
    });
    expect(judgeRow("kingdoms", even, {}, { kingdomsBasicRule: "positive" }).passed).toBe(false);
    expect(judgeRow("kingdoms", judgeMargin([12, 12, 3], 12), {}, RULES).detail).toMatchObject({
      criticalSuccesses: 2,
    });
  });

  it(
    "the Kleptonomicon: " + "a Passing Score of 7 or more, a Critical Success passing and a Critical Failure failing",
    () => {
      expect(judgeRow("klepto", judgeTest({ modifier: 1 }, { faces: [6], coins: [] }), {}, RULES)).toMatchObject({
        passed: true,
        detail: { score: 7, band: "mixed" },
      });
      expect(judgeRow("klepto", judgeTest({ modifier: 0 }, { faces: [5], coins: [] }), {}, RULES)).toMatchObject({
        passed: false,
        detail: { band: "low" },
      });
      expect(
        judgeRow("klepto", judgeTest({ modifier: -5, method: "coin" }, { faces: [10], coins: ["heads"] }), {}, RULES),
      ).toMatchObject({ passed: true, detail: { crit: "success", band: "high" } });
    },
  );

  it("Dungeons of Olde: the total against the target, when there is one", () => {
    const roll = judgeOlde({ count: 2, faces: 6, adjustment: 1, unlimited: false }, [[3], [4]]);
    expect(judgeRow("olde", roll, { target: 8 }, RULES)).toEqual({
      passed: true,
      detail: { ruleSet: "olde", total: 8, target: 8 },
    });
    expect(judgeRow("olde", roll, { target: 9 }, RULES).passed).toBe(false);
    expect(judgeRow("olde", roll, {}, RULES).passed).toBeNull();
  });
});
