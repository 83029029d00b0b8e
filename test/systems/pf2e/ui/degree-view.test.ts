/**
 * Pathfinder 2e's degrees as each viewer reads them (src/systems/pf2e/ui/degree-labels.ts through the shared view,
 * docs/systems-pf2e.md "In the dialog"): one bar of the roll the dialog makes, its four figures best first, and a
 * table of the degrees with each fate radio; a player who may not see the DC gets no degree, no bar, only totals.
 */
import { describe, expect, it } from "vitest";
import { degreesOdds, type CheckRoll } from "../../../../src/systems/pf2e/core/degrees";
import { DEGREE_LABELS } from "../../../../src/systems/pf2e/ui/degree-labels";
import { systemOddsView } from "../../../../src/ui/systems/system-odds-view";
import { createTranslator } from "../../../../src/ui/translator";
import english from "../../../../lang/en.json";
import german from "../../../../lang/de.json";
import { must } from "../../../kit";
import { PF2E_ENGINE } from "../../../../src/systems/pf2e/ui/calculator-engine";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

const roll = (kind: "d20" | "fortune" | "misfortune"): CheckRoll => ({ die: { kind }, modifier: 10, adjustments: [] });

/** +10 against DC 20, rolled with fortune now. */
const ODDS = degreesOdds(PF2E_ENGINE, {
  choices: [
    { id: "fortune", roll: roll("fortune") },
    { id: "normal", roll: roll("d20") },
    { id: "misfortune", roll: roll("misfortune") },
  ],
  selected: "fortune",
  dc: 20,
});

const spaces = (text: string) => text.replace(/\s/g, " ");

describe("Pathfinder 2e's degrees in the dialog", () => {
  it("the GM reads one bar of the roll with fortune (39, 280, 80, 1 in 400) and every radio's degrees", () => {
    const view = must(systemOddsView(ODDS, { isGM: true, targetVisible: false }, "none", DEGREE_LABELS, en));
    expect(view.caption).toBe("Against DC 20");
    expect(must(view.bar).label).toBe("Fortune");
    expect(must(view.bar).segments.map((segment) => [segment.label, segment.text])).toEqual([
      ["Critical success", "9.8%"],
      ["Success", "70.0%"],
      ["Failure", "20.0%"],
      ["Critical failure", "0.2%"],
    ]);
    expect(view.columns).toEqual(["Fortune", "Normal", "Misfortune"]);
    expect(view.rows.map((row) => [row.label, row.cells.map((cell) => cell?.text)])).toEqual([
      ["Critical success", ["9.8%", "5.0%", "0.2%"]],
      ["Success", ["70.0%", "50.0%", "30.0%"]],
      ["Failure", ["20.0%", "40.0%", "60.0%"]],
      ["Critical failure", ["0.2%", "5.0%", "9.8%"]],
    ]);
  });

  it("a player who may see the DC reads the same, in German", () => {
    const view = must(systemOddsView(ODDS, { isGM: false, targetVisible: true }, "exact", DEGREE_LABELS, de));
    expect(view.caption).toBe("Gegen SG 20");
    expect(must(view.bar).segments.map((segment) => `${segment.label} ${spaces(segment.text)}`)).toEqual([
      "Kritischer Erfolg 9,8 %",
      "Erfolg 70,0 %",
      "Fehlschlag 20,0 %",
      "Kritischer Fehlschlag 0,2 %",
    ]);
  });

  it("a player who may not see the DC: no degree, no bar, each radio's totals, and the DC's own caption", () => {
    const view = must(systemOddsView(ODDS, { isGM: false, targetVisible: false }, "exact", DEGREE_LABELS, en));
    expect(view.bar).toBeNull();
    expect(view.rows).toEqual([]);
    expect(view.chips.size).toBe(0);
    expect(view.caption).toBe("The DC is hidden: the chance of each way to roll to make a total of at least…");
    // 1d20 + 10 reaches 25 on a 15–20: 6 in 20; with fortune 1 − (14/20)² = 51%, with misfortune (6/20)² = 9%.
    expect(must(view.totals.find((row) => row.label === "25+")).cells.map((cell) => cell.text)).toEqual([
      "51.0%",
      "30.0%",
      "9.0%",
    ]);
    expect(JSON.stringify(view)).not.toContain("0.0975");
  });

  it("words for players: no bar, whose lengths would be the numbers", () => {
    const view = must(systemOddsView(ODDS, { isGM: false, targetVisible: true }, "words", DEGREE_LABELS, en));
    expect(view.bar).toBeNull();
    expect(must(view.rows[1]).cells.map((cell) => cell?.text)).toEqual(["likely", "risky", "long shot"]);
  });

  it("without a DC: the caption says so, no bar", () => {
    const odds = degreesOdds(PF2E_ENGINE, {
      choices: [{ id: "normal", roll: roll("d20") }],
      selected: "normal",
      dc: null,
    });
    const view = must(systemOddsView(odds, { isGM: true, targetVisible: true }, "exact", DEGREE_LABELS, en));
    expect(view.caption).toBe("No DC: the chance of each way to roll to make a total of at least…");
    expect(view.bar).toBeNull();
  });
});
