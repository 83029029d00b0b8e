/**
 * Lancer's view of the web calculator (src/systems/lancer/ui/calculator-answer.ts): the kind of roll, the bonus, the
 * net accuracy, the defence, Spotter and an invisible target, read into the core's question. By hand (the worked
 * examples of docs/systems-lancer.md "The rules"): +2 with 1 accuracy against 10 hits on d20 ≥ 8 − m, 99/120, and
 * crits on d20 ≥ 18 − m, 39/120; a tech attack at +1 with 2 difficulty 271/720; a check at +4 with 1 difficulty 69/120.
 */
import { describe, expect, it } from "vitest";
import english from "../../../../lang/en.json";
import { lancerCalculatorAnswer } from "../../../../src/systems/lancer/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", english);
const answer = (fields: Record<string, string>) => systemCalculatorAnswer(lancerCalculatorAnswer, fields, en);

function figures(fields: Record<string, string>): Record<string, number> {
  const view = must(answer(fields).view);
  return Object.fromEntries(view.rows.map((row) => [must(row.cells[0]).outcome, must(must(row.cells[0]).probability)]));
}

describe("Lancer in the web calculator", () => {
  it("opens on an attack at +2 with 1 accuracy against Evasion 10: hit 99/120, crit 39/120", () => {
    expect(figures({})).toEqual({ hit: 99 / 120, crit: 39 / 120 });
  });

  it("a tech attack: no crit, 271/720 at +1 with 2 difficulty; a defence of 0 is read as E-Defense 8", () => {
    expect(figures({ kind: "tech", bonus: "1", accuracy: "-2" })).toEqual({ hit: 271 / 720 });
    // +0 against 8 with no dice: 13 faces of 20.
    expect(figures({ kind: "tech", bonus: "0", accuracy: "0", defence: "0" })).toEqual({ hit: 13 / 20 });
  });

  it("Spotter and an invisible target: hit 1551/1600, then half of it", () => {
    expect(figures({ spotter: "yes" }).hit).toBe(1551 / 1600);
    expect(figures({ spotter: "yes", invisible: "yes" }).hit).toBe(1551 / 3200);
  });

  it("a check at +4 with 1 difficulty succeeds at 10: 69/120; a hundred and one d6 refuse their field", () => {
    expect(figures({ kind: "check", bonus: "4", accuracy: "-1" })).toEqual({ success: 69 / 120 });
    const refused = answer({ accuracy: "101" });
    expect(refused.view).toBeNull();
    expect(Object.keys(refused.errors)).toEqual(["accuracy"]);
  });
});
