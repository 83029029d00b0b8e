/**
 * Dungeon Crawl Classics' view of the web calculator (src/systems/dcc/ui/calculator-answer.ts): the dialog's fields
 * as its page holds them; the figures counted from the system's code in ../core/dcc-odds.test.ts.
 */
import { describe, expect, it } from "vitest";
import { mergedLanguage } from "../../../../scripts/lang-files.mjs";
import { dccCalculatorAnswer } from "../../../../src/systems/dcc/ui/calculator-answer";
import { systemCalculatorAnswer } from "../../../../src/ui/systems/system-calculator";
import { createTranslator } from "../../../../src/ui/translator";
import { must } from "../../../kit";

const en = createTranslator("en", mergedLanguage(process.cwd(), "en"));
const view = (fields: Record<string, string>) => must(systemCalculatorAnswer(dccCalculatorAnswer, fields, en).view);
const fact = (fields: Record<string, string>, key: string) =>
  must(view(fields).rows.find((row) => row.cells[0]?.outcome === key)).cells[0]?.probability;

describe("Dungeon Crawl Classics in the web calculator", () => {
  it("a warrior's +2 on the d24, threat 19–20: critical 2/24, fumble 1/24", () => {
    const warrior = { kind: "attack", die: "24", bonus: "2", threat: "19" };
    expect(fact(warrior, "critical")).toBeCloseTo(2 / 24, 12);
    expect(fact(warrior, "fumble")).toBeCloseTo(1 / 24, 12);
  });

  it("a spell check +4 with 3 burned: a second column without the burn", () => {
    const { columns } = view({ kind: "spell", die: "20", bonus: "4", spellburn: "3" });
    expect(columns).toEqual(["As the fields stand", "Without the spellburn"]);
  });
});
