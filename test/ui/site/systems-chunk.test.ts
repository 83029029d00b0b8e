// @vitest-environment happy-dom
/**
 * The systems' lazy script draws an answer's lines that are no chance under its figures, as text (calculator/
 * systems-chunk.ts; docs/systems.md "In the web calculator"): CoC7's Luck after the roll, Spot Hidden 50 showing 62
 * with 50 Luck held — 62 − 50 = 12 for a regular success, 62 − 25 = 37 for a hard one; 52 for an extreme one is not
 * offered (CoC7 asks for more Luck held than the cost).
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import { drawnSystemAnswer } from "../../../calculator/systems-chunk";
import { createTranslator } from "../../../src/ui/translator";
import { must } from "../../kit";

const en = createTranslator("en", english);

describe("the systems' lazy script", () => {
  it("draws CoC7's Luck lines under the figures as text, and none before the roll", () => {
    const drawn = must(must(drawnSystemAnswer("coc7", { rolled: "62", luck: "50" }, en, document)).figures);
    const lines = [...drawn.querySelectorAll(":scope > p.indie-dice-system-after")].map((line) => line.textContent);
    expect(lines.slice(0, 2)).toEqual([
      "After the roll: Regular success for 12 Luck",
      "After the roll: Hard success for 37 Luck",
    ]);
    expect(lines[2]).toContain("would cost 52 Luck");
    const before = must(must(drawnSystemAnswer("coc7", {}, en, document)).figures);
    expect(before.querySelectorAll(":scope > p.indie-dice-system-after")).toHaveLength(0);
  });
});
