/**
 * WFRP 4e's figures (src/systems/wfrp4e/core/wfrp4e-odds.ts), each counted by hand here from the system's code
 * (docs/systems-wfrp4e.md "The rules"): a d100 at or under the target succeeds, a 1–5 always, a 96–100 never; a
 * double at or under the target is a critical, a double over it, a 99 or a 100 a fumble.
 */
import { describe, expect, it } from "vitest";
import {
  wfrp4eDouble,
  wfrp4eFails,
  wfrp4eOdds,
  type Wfrp4eQuestion,
} from "../../../../src/systems/wfrp4e/core/wfrp4e-odds";
import { must } from "../../../kit";

function figures(question: Wfrp4eQuestion): Record<string, number> {
  const choice = must(wfrp4eOdds(question).choices[0]);
  return Object.fromEntries(choice.outcomes.map((outcome) => [outcome.key, outcome.probability]));
}

function expectFigures(actual: Record<string, number>, expected: Record<string, number>): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) expect(must(actual[key]), key).toBeCloseTo(value, 12);
}

const defaults = { automaticSuccess: 5, automaticFailure: 96, criticals: false };

describe("WFRP 4e's test: a d100 at or under the target, 1–5 always, 96–100 never", () => {
  it(
    "skill 45, Challenging, no modifier (T 45): success 45/100, failure 55/100; " +
      "WS-based: critical 11–44 4/100, fumble 55–88, 99, 100 6/100",
    () => {
      expectFigures(figures({ ...defaults, target: 45 }), { success: 0.45, failure: 0.55 });
      expectFigures(figures({ ...defaults, criticals: true, target: 45 }), {
        success: 0.45,
        failure: 0.55,
        critical: 0.04,
        fumble: 0.06,
      });
    },
  );

  it("Intelligence 38, Very Hard (T 8): success 8/100 (1–8), failure 92/100, no critical or fumble named", () => {
    expectFigures(figures({ ...defaults, target: 8 }), { success: 0.08, failure: 0.92 });
  });

  it("a target under 5 still succeeds on 1–5: T 2 succeeds 5/100; T −20 too", () => {
    expect(figures({ ...defaults, target: 2 }).success).toBeCloseTo(0.05, 12);
    expect(figures({ ...defaults, target: -20 }).success).toBeCloseTo(0.05, 12);
  });

  it(
    "melee weapon 50, Easy (T 90): " +
      "success 90/100, critical 8/100 (11…88), fumble 2/100 (99, 100); T 110 caps success at 95",
    () => {
      expectFigures(figures({ ...defaults, criticals: true, target: 90 }), {
        success: 0.9,
        failure: 0.1,
        critical: 0.08,
        fumble: 0.02,
      });
      expectFigures(figures({ ...defaults, criticals: true, target: 110 }), {
        success: 0.95,
        failure: 0.05,
        critical: 0.08,
        fumble: 0.02,
      });
    },
  );

  it(
    "the settings move the bounds: automaticSuccess 10 and automaticFailure 91 at T 0: " +
      "success 10/100; at T 100: 90/100",
    () => {
      const settings = { automaticSuccess: 10, automaticFailure: 91, criticals: false };
      expect(figures({ ...settings, target: 0 }).success).toBeCloseTo(0.1, 12);
      expect(figures({ ...settings, target: 100 }).success).toBeCloseTo(0.9, 12);
    },
  );

  it(
    "criticals and fumbles read the target, not the outcome: " +
      "at T 3 an 11 is a fumble though 1–5 succeed; a 99 under T 120 still fumbles",
    () => {
      expect(wfrp4eDouble(11, 3)).toBe("fumble");
      expect(wfrp4eDouble(99, 120)).toBe("fumble");
      expect(wfrp4eDouble(88, 88)).toBe("critical");
      expect(wfrp4eDouble(45, 90)).toBeNull();
      expect(wfrp4eFails(96, { ...defaults, target: 120 })).toBe(true);
      expect(wfrp4eFails(5, { ...defaults, target: 0 })).toBe(false);
    },
  );

  it("without a known target: no figure at all", () => {
    const odds = wfrp4eOdds({ ...defaults, criticals: true, target: null });
    expect([odds.target, must(odds.choices[0]).outcomes]).toEqual([null, []]);
  });
});

describe(
  "an attack (attack-test.js computeProperties) and a prayer (prayer-test.js): " + "what their cards name besides",
  () => {
    const attack = { impale: false, dangerous: false };

    it(
      "a weapon at T 50: " +
        "critical 11–44 4/100 and fumble 55–88, 99, 100 6/100, with its hit location or without it",
      () => {
        const named = { success: 0.5, failure: 0.5, critical: 0.04, fumble: 0.06 };
        expectFigures(figures({ ...defaults, criticals: true, attack, target: 50 }), named);
        expectFigures(figures({ ...defaults, criticals: false, attack, target: 50 }), named);
      },
    );

    it("Impale at T 50: critical on the doubles 11–44 and on 10, 20 … 50: 9/100", () => {
      expect(figures({ ...defaults, attack: { ...attack, impale: true }, target: 50 }).critical).toBeCloseTo(0.09, 12);
    });

    it(
      "Dangerous at T 50: a failure with a 9 (59, 69, 79, 89, 90–99: " +
        "14), a double (55, 66, 77, 88: 4) or a 100: 19/100",
      () => {
        expect(figures({ ...defaults, attack: { ...attack, dangerous: true }, target: 50 }).fumble).toBeCloseTo(
          0.19,
          12,
        );
      },
    );

    it(
      "a prayer at T 45, Sin 2: wrath on a units digit of 1 or 2 " +
        "(20 faces) or a failed 55, 66, 77, 88, 99 (5): 25/100; Sin 0: 5/100",
      () => {
        expectFigures(figures({ ...defaults, sin: 2, target: 45 }), { success: 0.45, failure: 0.55, wrath: 0.25 });
        expect(figures({ ...defaults, sin: 0, target: 45 }).wrath).toBeCloseTo(0.05, 12);
        // Sin 10: every units digit (0 read as 10) is at most 10.
        expect(figures({ ...defaults, sin: 10, target: 45 }).wrath).toBeCloseTo(1, 12);
      },
    );
  },
);
