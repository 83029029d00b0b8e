/**
 * Dragonbane's view of the web calculator (src/systems/dragonbane/ui/calculator-answer.ts): the value, the boons,
 * the banes and the extra Dragons, read into the core's question. By hand: the lower of two d20 at or under 12 fails
 * only if both are over it, 1 − (8/20)² = 336/400; the higher of two, (12/20)² = 144/400.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { dragonbaneCalculatorAnswer } from "../../../../src/systems/dragonbane/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(dragonbaneCalculatorAnswer, fields, en);

function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  return Object.fromEntries(view.rows.map((row) => [must(row.cells[0]).outcome, must(must(row.cells[0]).probability)]));
}

describe("Dragonbane in the web calculator", () => {
  it("opens on skill 12 with a boon: 2d20kl, 84%, a Dragon 39/400, a Demon 1/400", () => {
    expect(figures({})).toEqual({ success: 336 / 400, failure: 64 / 400, dragon: 39 / 400, demon: 1 / 400 });
  });

  it("two banes and a boon leave one bane (2d20kh, 36%); a weapon enchanted 2 makes 1–3 a Dragon", () => {
    expect(figures({ banes: "2" }).success).toBe(144 / 400);
    expect(figures({ boons: "0", extraDragons: "2" }).dragon).toBe(3 / 20);
  });

  it("after the roll: a kept 15 against 12 adds the push (one d20 again, 60%); a 12 or a Demon's 20 adds none", () => {
    const columns = (fields: Record<string, string>) => must(answer(fields).view).columns.length;
    const pushed = must(answer({ boons: "0", shown: "15" }).view);
    expect(pushed.columns.length).toBe(2);
    expect(must(pushed.rows.find((row) => row.cells[1]?.outcome === "success")?.cells[1]).probability).toBe(0.6);
    expect([columns({ boons: "0", shown: "12" }), columns({ boons: "0", shown: "20" }), columns({})]).toEqual([
      1, 1, 1,
    ]);
    expect(Object.keys(answer({ shown: "21" }).errors)).toEqual(["shown"]);
  });

  it("a count past the dialog's refuses its field and works nothing out", () => {
    const refused = answer({ boons: "31" });
    expect(refused.view).toBeNull();
    expect(Object.keys(refused.errors)).toEqual(["boons"]);
  });
});
