/**
 * Twodsix's throw (src/systems/twodsix/core/), worked out by hand. 2d6 totals 2..12 come 1,2,3,4,5,6,5,4,3,2,1 ways
 * of 36; 3d6 keeping the highest two 1,3,7,12,19,27,34,36,34,27,16 ways of 216 (the lowest two: the same reversed).
 */
import { describe, expect, it } from "vitest";
import {
  keptPairDistribution,
  twodsixOdds,
  type TwodsixRollType,
  type TwodsixRules,
  type TwodsixThrow,
} from "../../../../src/systems/twodsix/core/twodsix-odds";
import {
  effectThresholdOf,
  twodsixPreset,
  TWODSIX_DIFFICULTIES,
  TWODSIX_PRESET_KEYS,
} from "../../../../src/systems/twodsix/core/twodsix-presets";
import { must } from "../../../kit";

function presetRules(key: string): TwodsixRules {
  return must(twodsixPreset(key));
}

/** A throw of a preset at a difficulty of its list, with the DMs of skill, characteristic and the rest. */
function presetThrow(
  key: string,
  difficulty: string,
  dms: number,
  rollType: TwodsixRollType = "Normal",
  degrees = true,
): TwodsixThrow {
  const preset = must(twodsixPreset(key));
  const found = must(
    effectThresholdOf(
      must(TWODSIX_DIFFICULTIES[preset.difficultyListUsed]?.[difficulty]),
      preset.difficultyListUsed,
      preset.difficultiesAsTargetNumber,
    ),
  );
  return { modifier: found.modifier + dms, threshold: found.threshold, rollType, degrees };
}

function figures(
  roll: TwodsixThrow,
  rules: TwodsixRules,
  choice: TwodsixRollType = roll.rollType,
): Record<string, number> {
  const outcomes = must(twodsixOdds(roll, rules).choices.find((c) => c.id === choice)).outcomes;
  return Object.fromEntries(outcomes.map((o) => [o.key, o.probability]));
}

describe("the natural roll's dice", () => {
  it("2d6, 3d6kh2 and 3d6kl2 count their totals as the table above", () => {
    expect(keptPairDistribution(2, "high").map((p) => Math.round(p * 36))).toEqual([
      0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1,
    ]);
    const boon = [0, 0, 1, 3, 7, 12, 19, 27, 34, 36, 34, 27, 16];
    expect(keptPairDistribution(3, "high").map((p) => Math.round(p * 216))).toEqual(boon);
    expect(keptPairDistribution(3, "low").map((p) => Math.round(p * 216))).toEqual([0, 0, ...boon.slice(2).reverse()]);
  });

  it("4d6kh2 (the xd6 style at M = +2): a 12 is two sixes or more, 1 − (5/6)^4 − 4·(1/6)(5/6)^3 = 171/1296", () => {
    expect(must(keptPairDistribution(4, "high")[12]) * 1296).toBeCloseTo(171, 9);
  });
});

describe("the worked examples", () => {
  it(
    "CE: Pilot 1, DEX 9 (+1), Average, Normal: success 26/36; " + "Failure 10, Success 25, Exceptional 1; crit 1 and 1",
    () => {
      const f = figures(presetThrow("CE", "Average", 2), presetRules("CE"));
      expect(must(f["success"]) * 36).toBeCloseTo(26, 9);
      expect(must(f["degreeFailure"]) * 36).toBeCloseTo(10, 9);
      expect(must(f["degreeSuccess"]) * 36).toBeCloseTo(25, 9);
      expect(must(f["degreeExceptionalSuccess"]) * 36).toBeCloseTo(1, 9);
      expect(f["degreeExceptionalFailure"]).toBe(0);
      expect(must(f["critSuccess"]) * 36).toBeCloseTo(1, 9);
      expect(must(f["critFail"]) * 36).toBeCloseTo(1, 9);
    },
  );

  it(
    "MGT2E: skill 0, INT 7, Difficult (10+), a boon: " +
      "success 77/216, the six degrees 0/43/34/36/92/11, crits 16 and 11",
    () => {
      const f = figures(presetThrow("MGT2E", "Difficult", 0, "Advantage"), presetRules("MGT2E"));
      expect(must(f["success"]) * 216).toBeCloseTo(77, 9);
      expect(f["degreeExceptionalSuccess"]).toBe(0);
      expect(must(f["degreeAverageSuccess"]) * 216).toBeCloseTo(43, 9);
      expect(must(f["degreeMarginalSuccess"]) * 216).toBeCloseTo(34, 9);
      expect(must(f["degreeMarginalFailure"]) * 216).toBeCloseTo(36, 9);
      expect(must(f["degreeAverageFailure"]) * 216).toBeCloseTo(92, 9);
      expect(must(f["degreeExceptionalFailure"]) * 216).toBeCloseTo(11, 9);
      expect(must(f["critSuccess"]) * 216).toBeCloseTo(16, 9);
      expect(must(f["critFail"]) * 216).toBeCloseTo(11, 9);
    },
  );

  it(
    "CEL: untrained −3, INT 5 (−1), Other −1, Difficult (8+): " +
      "only a natural 12, lifted to Effect 0, succeeds: 1/36",
    () => {
      const f = figures(presetThrow("CEL", "Difficult", -5), presetRules("CEL"));
      expect(must(f["success"]) * 36).toBeCloseTo(1, 9);
      // CEQ is CEL with the natural 12 not lifted: no success at all.
      expect(figures(presetThrow("CEQ", "Difficult", -5), presetRules("CEQ"))["success"]).toBe(0);
    },
  );
});

describe("every preset at DM +6 against Average, 2d6 (by hand)", () => {
  // DM mode against 8, or a target list's Average (CEL's 6, CD's, AC's and CE's 8): every total reaches it, so success
  // is 36/36 — less the natural 2 (35/36) where a natural 2 drops Effect to −1. The critical: a natural 12 (1/36), or
  // Effect at Barbaric!'s 4 (Effect n: n ≥ 4, 33/36) or Mongoose's 6 (Effect n − 2: n ≥ 8, 15/36). The degrees each
  // names.
  const CE_DEGREES = ["degreeExceptionalSuccess", "degreeSuccess", "degreeFailure", "degreeExceptionalFailure"];
  const OTHER_DEGREES = [
    "degreeExceptionalSuccess",
    "degreeAverageSuccess",
    "degreeMarginalSuccess",
    "degreeMarginalFailure",
    "degreeAverageFailure",
    "degreeExceptionalFailure",
  ];
  const rows: [string, number, number, string[]][] = [
    ["CT", 36, 1, []],
    ["CE", 36, 1, CE_DEGREES],
    ["CEL", 35, 1, []],
    ["CEFTL", 35, 1, []],
    ["CEATOM", 35, 1, []],
    ["BARBARIC", 35, 33, []],
    ["CEQ", 36, 1, []],
    ["CD", 35, 1, []],
    ["CDEE", 35, 1, []],
    ["CLU", 35, 1, []],
    ["SOC", 35, 1, []],
    ["AC", 35, 1, []],
    ["CU", 36, 1, CE_DEGREES],
    ["OTHER", 36, 1, OTHER_DEGREES],
    ["MGT2E", 36, 15, OTHER_DEGREES],
    ["RIDER", 36, 1, CE_DEGREES],
  ];
  it.each(rows)("%s: success %i/36, critical success %i/36, its degrees", (key, success, critical, degrees) => {
    const f = figures(presetThrow(key, "Average", 6), presetRules(key));
    expect(must(f["success"]) * 36).toBeCloseTo(success, 9);
    expect(must(f["critSuccess"]) * 36).toBeCloseTo(critical, 9);
    expect(Object.keys(f)).toEqual(["success", ...degrees, "critSuccess", "critFail"]);
  });
  it("the table covers every preset Twodsix ships", () =>
    expect(rows.map(([key]) => key)).toEqual(TWODSIX_PRESET_KEYS));
});

describe("each preset's rule", () => {
  it("every preset Twodsix ships is read (16), each with a difficulty list that has an Average", () => {
    expect(TWODSIX_PRESET_KEYS).toEqual([
      "CT",
      "CE",
      "CEL",
      "CEFTL",
      "CEATOM",
      "BARBARIC",
      "CEQ",
      "CD",
      "CDEE",
      "CLU",
      "SOC",
      "AC",
      "CU",
      "OTHER",
      "MGT2E",
      "RIDER",
    ]);
    for (const key of TWODSIX_PRESET_KEYS)
      expect(TWODSIX_DIFFICULTIES[must(twodsixPreset(key)).difficultyListUsed]?.["Average"]).toBeDefined();
  });

  it(
    "a natural 2 fails under CD even with Effect past 0: " +
      "DM +8 against Average 8+ succeeds 35/36 (1/36 without the rule: 36/36)",
    () => {
      expect(must(figures(presetThrow("CD", "Average", 8), presetRules("CD"))["success"]) * 36).toBeCloseTo(35, 9);
      expect(figures(presetThrow("RIDER", "Average", 8), presetRules("RIDER"))["success"]).toBeCloseTo(1, 12);
    },
  );

  it(
    "BARBARIC's critical at Effect ±4: " +
      "DM 0 against Average 6+ on 2d6, crit success is n ≥ 10 (6/36), crit fail n = 2 (1/36)",
    () => {
      const f = figures(presetThrow("BARBARIC", "Average", 0), presetRules("BARBARIC"));
      expect(must(f["critSuccess"]) * 36).toBeCloseTo(6, 9);
      // Effect ≤ −4 needs n ≤ 2: the natural 2 alone.
      expect(must(f["critFail"]) * 36).toBeCloseTo(1, 9);
      expect(must(f["success"]) * 36).toBeCloseTo(26, 9);
    },
  );

  it(
    "AC's list in target mode: Average is 8+, Routine 4+; " +
      "CT in DM mode against 8 with Routine's +2: n ≥ 6, 26/36, no degrees",
    () => {
      expect(must(figures(presetThrow("AC", "Routine", 0), presetRules("AC"))["success"]) * 36).toBeCloseTo(33, 9);
      const ct = figures(presetThrow("CT", "Routine", 0), presetRules("CT"));
      expect(must(ct["success"]) * 36).toBeCloseTo(26, 9);
      expect(Object.keys(ct)).toEqual(["success", "critSuccess", "critFail"]);
    },
  );

  it("a bane under CE: 3d6kl2 ≥ 8 against Average with no DM: 19+12+7+3+1 = 42/216", () => {
    // kl2 counts for 2..12: 16,27,34,36,34,27,19,12,7,3,1; at least 8: 19+12+7+3+1 = 42.
    expect(
      must(figures(presetThrow("CE", "Average", 0, "Disadvantage"), presetRules("CE"))["success"]) * 216,
    ).toBeCloseTo(42, 9);
  });

  it("an attack gets no degrees (TwodsixDiceRoll.js:508): the rows are success and the crits alone", () => {
    const f = figures(presetThrow("CE", "Average", 0, "Normal", false), presetRules("CE"));
    expect(Object.keys(f)).toEqual(["success", "critSuccess", "critFail"]);
  });

  it(
    "the natural-crit override (no preset sets it): " +
      "a natural 2 is Exceptional Failure under CE degrees, whatever the Effect",
    () => {
      const rules = { ...presetRules("CE"), overrideSuccessWithNaturalCrit: true };
      const f = figures(presetThrow("CE", "Average", 10), rules);
      // DM +10 against 8: Effect n+2 ≥ 4; 6+ is n ≥ 4 (33/36), Success n = 2..3 less the natural 2 (2/36), the 2
      // override 1/36.
      expect(must(f["degreeExceptionalFailure"]) * 36).toBeCloseTo(1, 9);
      expect(must(f["degreeSuccess"]) * 36).toBeCloseTo(2, 9);
      expect(must(f["degreeExceptionalSuccess"]) * 36).toBeCloseTo(33, 9);
      expect(f["success"]).toBeCloseTo(1, 12);
    },
  );

  it(
    "the xd6 style: DM +2 rolls 4d6kh2 with no DM added, one choice; " +
      "Average 8+ in DM mode needs 8 on the kept pair",
    () => {
      const rules = { ...presetRules("CE"), xd6RollStyle: true };
      const odds = twodsixOdds(presetThrow("CE", "Average", 2), rules);
      expect(odds.choices.map((c) => c.id)).toEqual(["xd6"]);
      const dist = keptPairDistribution(4, "high");
      const atLeast8 = dist.slice(8).reduce((a, b) => a + b, 0);
      expect(must(must(odds.choices[0]).outcomes[0]).probability).toBeCloseTo(atLeast8, 12);
      // Icepool 2.2.2: d6.pool(4).highest(2).sum() ≥ 8 comes 1071 ways of 1296.
      expect(atLeast8 * 1296).toBeCloseTo(1071, 9);
    },
  );

  it("the three roll types are the choices, the dialog's chosen one marked", () => {
    const odds = twodsixOdds(presetThrow("CE", "Average", 0, "Advantage"), presetRules("CE"));
    expect(odds.choices.map((c) => c.id)).toEqual(["Advantage", "Normal", "Disadvantage"]);
    expect(odds.chosen).toBe("Advantage");
    expect(odds.target).toBe(8);
  });
});
