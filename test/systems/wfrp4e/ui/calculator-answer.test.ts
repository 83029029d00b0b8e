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
    expect(figures({})).toEqual({ success: 0.45, failure: 0.55, critical: 0.04, fumble: 0.06 });
  });

  it("none named, T 8: 8%; automatic success 10 at T 0: 10%; an attack at 90: critical 8%, fumble 2%", () => {
    expect(figures({ criticals: "none", target: "8" })).toEqual({ success: 0.08, failure: 0.92 });
    expect(figures({ criticals: "none", target: "0", automaticSuccess: "10" }).success).toBe(0.1);
    expect(figures({ criticals: "attack", target: "90" })).toEqual({
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

  it("a bound past a d100's refuses its field and works nothing out", () => {
    const refused = answer({ automaticFailure: "102" });
    expect(refused.view).toBeNull();
    expect(Object.keys(refused.errors)).toEqual(["automaticFailure"]);
  });
});
