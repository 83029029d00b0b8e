/**
 * Ironsworn's view of the web calculator (src/systems/ironsworn/ui/calculator-answer.ts): where the roll comes from,
 * the stat or progress score, the adds and momentum, read into the core's question. By hand, of 600: stat 2 a strong
 * hit in 139; a move's momentum −2 cancelling a rolled 2, 131; a burn of 5 after it, 158; a progress score of 6, 25 of
 * 100.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { ironswornCalculatorAnswer } from "../../../../src/systems/ironsworn/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(ironswornCalculatorAnswer, fields, en);

function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  return Object.fromEntries(view.rows.map((row) => [must(row.cells[0]).outcome, must(must(row.cells[0]).probability)]));
}

describe("Ironsworn in the web calculator", () => {
  it("a stat's roll of 2 with momentum 5: 139 of 600 a strong hit, never cancelled; 158 once momentum may burn", () => {
    const shown = figures({ kind: "stat", score: "2", adds: "0", momentum: "5" });
    expect(shown.strongHit).toBe(139 / 600);
    expect(shown.strongHitBurn).toBe(158 / 600);
    expect(figures({ kind: "stat", score: "2", adds: "0", momentum: "-2" }).strongHit).toBe(139 / 600);
  });

  it("a move's roll of 2 with momentum −2: the rolled 2 cancelled, 131 of 600", () => {
    expect(figures({ kind: "move", score: "2", adds: "0", momentum: "-2" }).strongHit).toBe(131 / 600);
  });

  it("a progress roll of 6: 25 / 50 / 25 of 100, no burn whatever the momentum", () => {
    const shown = figures({ kind: "progress", score: "6", adds: "0", momentum: "9" });
    expect([shown.strongHit, shown.weakHit, shown.miss]).toEqual([0.25, 0.5, 0.25]);
    expect(shown.strongHitBurn).toBeUndefined();
  });

  it("a stat past the system's 10 refuses its field and works nothing out", () => {
    const refused = answer({ kind: "stat", score: "11" });
    expect(refused.view).toBeNull();
    expect(Object.keys(refused.errors)).toEqual(["score"]);
  });
});
