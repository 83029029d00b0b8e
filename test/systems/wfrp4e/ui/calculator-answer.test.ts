/**
 * WFRP 4e's view of the web calculator (src/systems/wfrp4e/ui/calculator-answer.ts): the target, the two bounds, the
 * criticals' rule and a prayer's Sin, read into the core's question. By hand: a d100 at or under 45 is 45/100; the
 * doubles 11–44 at or under it 4/100; over it 55–88, a 99 and a 100 6/100.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { wfrp4eCalculatorAnswer } from "../../../../src/systems/wfrp4e/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(wfrp4eCalculatorAnswer, fields, en);

function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  return Object.fromEntries(view.rows.map((row) => [must(row.cells[0]).outcome, must(must(row.cells[0]).probability)]));
}

describe("WFRP 4e in the web calculator", () => {
  it("opens on T 45 with criticals named: success 45%, failure 55%, critical 4%, fumble 6%", () => {
    expect(figures({})).toMatchObject({ success: 0.45, failure: 0.55, critical: 0.04, fumble: 0.06 });
  });

  it("the SL bands by SL method, T 45: default 39/29/19/9%; Degrees of Success 35/25/15/5%; Fast 41/26/16/6%", () => {
    const bands = (fields: Record<string, string>) =>
      Object.entries(figures(fields)).filter(([key]) => key.startsWith("slAtLeast"));
    expect(bands({})).toEqual([
      ["slAtLeast1", 0.39],
      ["slAtLeast2", 0.29],
      ["slAtLeast3", 0.19],
      ["slAtLeast4", 0.09],
    ]);
    expect(bands({ slMethod: "dos" }).map(([, chance]) => chance)).toEqual([0.35, 0.25, 0.15, 0.05]);
    expect(bands({ slMethod: "fast" }).map(([, chance]) => chance)).toEqual([0.41, 0.26, 0.16, 0.06]);
  });

  it("none named, T 8: 8%; automatic success 10 at T 0: 10%; an attack at 90: critical 8%, fumble 2%", () => {
    // T 8: SL 0 − the roll's tens, so a pass is +0 but on 1–5, raised to +1.
    expect(figures({ criticals: "none", target: "8" })).toEqual({ success: 0.08, failure: 0.92, slAtLeast1: 0.05 });
    expect(figures({ criticals: "none", target: "0", automaticSuccess: "10" }).success).toBe(0.1);
    expect(figures({ criticals: "attack", target: "90" })).toMatchObject({
      success: 0.9,
      failure: 0.1,
      critical: 0.08,
      fumble: 0.02,
    });
  });

  it("a prayer at T 45 with Sin 2: wrath on a units digit of 1 or 2 (20) or a failed 55…99 double (5): 25%", () => {
    expect(figures({ criticals: "none", sin: "2" }).wrath).toBe(0.25);
  });

  it(
    "opposed by a defender at 35, T 45 wins 63.91% (6,391 of the 10,000 pairs, counted from the system's code in " +
      "test/systems/wfrp4e/core/wfrp4e-opposed.test.ts); without a defender, no such row",
    () => {
      expect(figures({ criticals: "none", opposedBy: "35" }).opposedWin).toBeCloseTo(0.6391, 12);
      expect(figures({ criticals: "none" })).not.toHaveProperty("opposedWin");
    },
  );

  it("opposed by 35 with Fast SL (the world's method, both sides'): T 45 wins the pairs computeResult gives", () => {
    // test-wfrp4e.js computeResult (32897839) for Fast SL: a pass's SL is the roll's tens (0 for 1–9), at least +1 on
    // 1–5; a failure's the target's tens less the roll's, at most −1 from 96. opposed-test.js:166-172: a higher SL, or
    // the same SL and a higher target, is the attacker's.
    const fastSl = (roll: number, target: number): number => {
      if (roll >= 96 || (roll > target && roll > 5)) {
        const sl = Math.floor(target / 10) - Math.floor(roll / 10);
        return roll >= 96 ? Math.min(sl, -1) : sl;
      }
      return roll <= 5 ? 1 : Math.floor(roll / 10);
    };
    let wins = 0;
    for (let a = 1; a <= 100; a += 1) for (let d = 1; d <= 100; d += 1) if (fastSl(a, 45) >= fastSl(d, 35)) wins += 1;
    const fast = figures({ criticals: "none", opposedBy: "35", slMethod: "fast" }).opposedWin;
    expect(fast).toBeCloseTo(wins / 10_000, 12);
    expect(fast).not.toBeCloseTo(0.6391, 4);
  });

  it(
    "after the roll: a failed d100 (66 against 45) puts the Fortune reroll beside the test — the same test again, " +
      "45%; a pass (30, or 4 against 0), none; 97 against 110 fails (96 and over), so it has one",
    () => {
      // entryContext.js:61-71 offers the reroll on a failed test; reroll() rolls the same preData again (32897839).
      const columns = (fields: Record<string, string>) => must(answer(fields).view).columns;
      const fortune = (fields: Record<string, string>) => {
        const view = must(answer(fields).view);
        const success = must(view.rows.find((row) => row.cells[0]?.outcome === "success"));
        return must(success.cells[1]).probability;
      };
      expect(columns({ criticals: "none", rolled: "66" })).toEqual(["The test as set", "Fortune reroll"]);
      // Against 45, a d100 of 1–45 passes: 45 of 100.
      expect(fortune({ criticals: "none", rolled: "66" })).toBe(0.45);
      expect(columns({ criticals: "none", rolled: "30" })).toEqual(["The test as set"]);
      expect(columns({ criticals: "none", target: "0", rolled: "4" })).toEqual(["The test as set"]);
      // Against 110, 1–95 pass (96 and over always fail): 95 of 100.
      expect(fortune({ criticals: "none", target: "110", rolled: "97" })).toBe(0.95);
      expect(Object.keys(answer({ rolled: "101" }).errors)).toEqual(["rolled"]);
    },
  );

  it("a bound past a d100's refuses its field and works nothing out", () => {
    const refused = answer({ automaticFailure: "102" });
    expect(refused.view).toBeNull();
    expect(Object.keys(refused.errors)).toEqual(["automaticFailure"]);
  });
});
