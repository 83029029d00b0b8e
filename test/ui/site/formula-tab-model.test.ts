/**
 * The web calculator's Any formula tab (calculator/formula-tab-model.ts, and the lazy script's words in
 * calculator/formula-chunk.ts): the exact chance of a target compared three ways, every result for the table,
 * the engine's refusals in the reader's language, and a target that is no number. Formulas are sums of NdX and
 * whole numbers, which any version of the engine answers; `random()` none does.
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import type { FormulaDistribution } from "../../../src/core/formula/formula-distribution-types";
import { MAX_TABLE_ROWS, distributionTable } from "../../../src/ui/odds/distribution-table";
import { createTranslator } from "../../../src/ui/translator";
import { formatPercent } from "../../../src/ui/percent";
import {
  buildFormulaTabView as formulaTabView,
  formulaDistributionSource,
  formulaTailNote,
} from "../../../calculator/formula-tab-model";
import { formulaTabView as chunkTabView } from "../../../calculator/formula-chunk";
import { must } from "../../kit";

const EN = createTranslator("en", english, english);
const DE = createTranslator("de", german, english);
const FIX_FIELDS = english.INDIE_DICE.Dialog.Labels.FixFields;

describe("the Any formula tab", () => {
  it("gives the exact chance of a total of at least, at most or exactly the target, with its words", () => {
    const atLeast = formulaTabView({ formula: "2d6+3", target: "10", compare: "atLeast" }, EN);
    expect(atLeast.probability).toBeCloseTo(21 / 36, 14);
    expect(atLeast.line).toBe("Chance of a total of at least 10: 58.3%");
    expect(atLeast.formulaError).toBeNull();
    expect(atLeast.targetError).toBeNull();
    // The table's row for the target is the one the chart reads out first.
    expect(atLeast.targetLabel).toBe("10");
    expect(
      distributionTable(EN, must(atLeast.distribution)).rows.some((row) => row.label === atLeast.targetLabel),
    ).toBe(true);
    const atMost = formulaTabView({ formula: "1d20 + 5", target: "12", compare: "atMost" }, EN);
    expect(atMost.probability).toBeCloseTo(7 / 20, 14);
    expect(atMost.line).toBe("Chance of a total of at most 12: 35.0%");
    const exactly = formulaTabView({ formula: "1d20+5", target: "12", compare: "exactly" }, EN);
    expect(exactly.probability).toBeCloseTo(1 / 20, 14);
    expect(exactly.line).toBe("Chance of a total of exactly 12: 5.0%");
  });

  it("reads D&D 5e's adv and dis when the reader picks its dice, and refuses them by name otherwise", () => {
    // The better of two d20s reaches 10: 1 − (9/20)².
    const dnd5e = formulaTabView({ formula: "1d20adv + 5", target: "15", compare: "atLeast", dice: "adv" }, EN);
    expect(dnd5e.probability).toBeCloseTo(1 - (9 / 20) ** 2, 14);
    expect(dnd5e.line).toBe("Chance of a total of at least 15: 79.8%");
    const foundry = formulaTabView({ formula: "1d20adv + 5", target: "15", compare: "atLeast" }, EN);
    expect(foundry.probability).toBeNull();
    expect(foundry.formulaError).toContain("“adv”");
    // Halfling luck at disadvantage, as dnd5e writes it: the kept 1 rerolled once.
    const halfling = formulaTabView({ formula: "1d20r1=1dis + 5", target: "15", compare: "atLeast", dice: "adv" }, EN);
    expect(halfling.probability).toBeCloseTo((11 / 20) ** 2 + (1 - (19 / 20) ** 2) * (11 / 20), 14);
    // Back to Foundry's own: the page's dice are the reader's last choice.
    expect(
      formulaTabView({ formula: "1d20dis", target: "1", compare: "atLeast", dice: "" }, EN).formulaError,
    ).toContain("“dis”");
  });

  it("reads a target past the dice as the certain or the impossible, and a negative or decimal target as typed", () => {
    expect(formulaTabView({ formula: "1d6", target: "7", compare: "atLeast" }, EN).probability).toBe(0);
    expect(formulaTabView({ formula: "1d6", target: "-2", compare: "atLeast" }, EN).probability).toBeCloseTo(1, 14);
    const negative = formulaTabView({ formula: "1d6-3", target: "-2", compare: "atMost" }, EN);
    expect(negative.line).toBe("Chance of a total of at most −2: 16.7%");
    expect(
      distributionTable(EN, must(negative.distribution)).rows.find((row) => row.label === negative.targetLabel)?.atMost,
    ).toBeCloseTo(1 / 6, 14);
    expect(formulaTabView({ formula: "1d6", target: "3.5", compare: "atLeast" }, EN).probability).toBeCloseTo(
      1 / 2,
      14,
    );
  });

  it("takes at least when the link names no comparison the engine knows", () => {
    expect(formulaTabView({ formula: "2d6+3", target: "10", compare: "more" }, EN).line).toBe(
      "Chance of a total of at least 10: 58.3%",
    );
    expect(formulaTabView({ formula: "2d6+3", target: "10" }, EN).probability).toBeCloseTo(21 / 36, 14);
  });

  it("lists every total of the formula for the table, in order, adding up to the whole", () => {
    const view = formulaTabView({ formula: "2d6+3", target: "", compare: "atLeast" }, EN);
    expect(view.probability).toBeNull();
    expect(view.line).toBe(english.INDIE_DICE.Calculator.AnyFormula.Answer.NoTarget);
    const table = distributionTable(EN, must(view.distribution));
    expect(table.headers.result).toBe("Total");
    expect(table.rows.map((row) => row.label)).toEqual(["5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]);
    expect(must(table.rows[5]).probability).toBeCloseTo(6 / 36, 14);
    expect(must(table.rows[5]).atLeast).toBeCloseTo(21 / 36, 14);
    expect(table.rows.reduce((sum, row) => sum + row.probability, 0)).toBeCloseTo(1, 14);
  });

  it("asks for a formula while the field is empty, and shows no table", () => {
    const view = formulaTabView({ formula: "  ", target: "10", compare: "atLeast" }, EN);
    expect(view).toEqual({
      formulaError: null,
      targetError: null,
      line: "Type a formula to see its odds.",
      probability: null,
      tailNote: null,
      distribution: null,
      targetLabel: null,
      sideBySide: expect.objectContaining({ comparison: null, series: null }),
    });
  });

  it("shows the engine's refusal naming the part, in the reader's language, and no chance or table", () => {
    const refused = formulaTabView({ formula: "random()", target: "3", compare: "atLeast" }, EN);
    expect(refused.formulaError).toMatch(/random/);
    expect(refused.probability).toBeNull();
    expect(refused.distribution).toBeNull();
    expect(refused.line).toBe(FIX_FIELDS);
    const german = formulaTabView({ formula: "random()", target: "3", compare: "atLeast" }, DE);
    expect(german.formulaError).toMatch(/random/);
    expect(german.formulaError).not.toBe(refused.formulaError);
  });

  it.each([
    // What tables throw every game night that the engine once refused (issue 45), with a target and its chance.
    ["{1d8x, 1d6x}kh", "4"],
    ["{1d12x + 1, 1d6x}kh - 2", "4"],
    ["{1d20 + 5, 1d20 + 5, 1d20 + 5}cs>=15", "2"],
    ["floor(3d6 / 2)", "5"],
    ["max(1d20, 1d20) + 5", "20"],
    ["1d6 * 1d6", "12"],
    ["2d10 / 1d4", "5"],
    ["2d6xkh", "6"],
    ["4d6x6kh3", "12"],
    ["5d6x2>=5", "20"],
    ["2d6r1=1", "7"],
    ["20d10x", "120"],
    ["50d50kh25", "900"],
    ["100d6kh50", "250"],
  ])("answers %s with a chance strictly between 0 and 1 and a table", (formula, target) => {
    const view = formulaTabView({ formula, target, compare: "atLeast" }, EN);
    expect(view.formulaError).toBeNull();
    expect(view.probability).toBeGreaterThan(0);
    expect(view.probability).toBeLessThan(1);
    expect(view.distribution).not.toBeNull();
  });

  it("has no character: an @ path gets the engine's error naming it", () => {
    const view = formulaTabView({ formula: "1d20 + @abilities.dex.mod", target: "15", compare: "atLeast" }, EN);
    expect(view.formulaError).toContain("@abilities.dex.mod");
    expect(view.probability).toBeNull();
    expect(view.distribution).toBeNull();
  });

  it("says a target that is no number is none, quoting it, and still lists every result", () => {
    const view = formulaTabView({ formula: "2d6", target: "ten", compare: "atLeast" }, EN);
    expect(view.targetError).toBe("“ten” is no number: write a target such as 10, or leave the field empty.");
    expect(view.formulaError).toBeNull();
    expect(view.probability).toBeNull();
    expect(view.line).toBe(FIX_FIELDS);
    expect(view.distribution).not.toBeNull();
  });

  it(
    "holds the target to the module's own limit " +
      "(LIMITS.formulaTarget), with the limit's refusal, in either language",
    () => {
      const past = formulaTabView({ formula: "2d6", target: "99999999", compare: "atLeast" }, EN);
      expect(past.targetError).toBe("A formula's target is a number from −1,000,000 to 1,000,000, not 99,999,999.");
      expect(past.probability).toBeNull();
      expect(past.line).toBe(FIX_FIELDS);
      expect(formulaTabView({ formula: "2d6", target: "-1000001", compare: "atLeast" }, EN).targetError).toMatch(
        /not −1,000,001\.$/,
      );
      expect(formulaTabView({ formula: "2d6", target: "99999999", compare: "atLeast" }, DE).targetError).toBe(
        "Das Ziel einer Formel ist eine Zahl von −1.000.000 bis 1.000.000, nicht 99.999.999.",
      );
      expect(formulaTabView({ formula: "2d6", target: "1000000", compare: "atLeast" }, EN).probability).toBe(0);
    },
  );

  it("refuses in sentences: text as no dice formula, the part whole and as text, limits in dice", () => {
    expect(formulaTabView({ formula: "abc" }, EN).formulaError).toBe(
      "“abc” is not a dice formula: write dice and numbers, such as 2d6 + 3.",
    );
    expect(formulaTabView({ formula: "<b>html</b>" }, EN).formulaError).toBe(
      "“<b>html</b>” is not a dice formula: write dice and numbers, such as 2d6 + 3.",
    );
    expect(formulaTabView({ formula: "100d100x" }, EN).formulaError).toBe(
      "“100d100x” rolls 100 exploding dice, too many for exact odds: this formula takes at most 27 of them.",
    );
    expect(formulaTabView({ formula: "1d1000x + 20d100" }, DE).formulaError).toBe(
      "„1d1000x“ wirft zu große Würfel für exakte Chancen: Hier hat ein Würfel höchstens 734 Seiten, nicht 1.000.",
    );
  });

  it("in German: the chance, the table's subject and the numbers as German writes them", () => {
    const view = formulaTabView({ formula: "2d6+3", target: "10", compare: "atMost" }, DE);
    expect(view.line).toBe("Chance auf eine Summe von höchstens 10: 58,3\u00a0%");
    expect(must(view.distribution).subject).toBe("Summe");
  });

  it(
    "lists totals with a fraction each as a row of its own, " + "in order, and says what an endless explosion left out",
    () => {
      const halves: FormulaDistribution = {
        resolved: "1d3/2",
        outcomes: [
          [0.5, 1 / 3],
          [1, 1 / 3],
          [1.5, 1 / 3 - 2e-13],
        ],
        tail: 2e-13,
        tailAbove: true,
      };
      const table = distributionTable(EN, formulaDistributionSource(halves, EN));
      expect(table.rows.map((row) => [row.label, row.probability])).toEqual([
        ["0.5", 1 / 3],
        ["1", 1 / 3],
        ["1.5", 1 / 3 - 2e-13],
      ]);
      expect(formulaDistributionSource(halves, DE).below.map((row) => row.label)).toEqual(["0,5", "1", "1,5"]);
      expect(formulaTailNote(halves, EN)).toBe(
        "Dice that explode without end: a chance of 2.0e-13 lies beyond the last result and is left out.",
      );
      expect(formulaTailNote(formulaDistribution("2d6"), EN)).toBeNull();
    },
  );

  it("groups more totals with a fraction than the table has rows into ranges, in order, holding the whole", () => {
    const thirds: FormulaDistribution = {
      resolved: "1d1000/3",
      outcomes: Array.from({ length: 1000 }, (_, i) => [(i + 1) / 3, 1 / 1000] as const),
      tail: 0,
      tailAbove: true,
    };
    const rows = distributionTable(EN, formulaDistributionSource(thirds, EN)).rows;
    expect(rows).toHaveLength(MAX_TABLE_ROWS);
    expect(must(rows[0]).label).toBe("0.333 to 1.667");
    expect(must(rows.at(-1)).label).toBe("332 to 333.333");
    expect(must(rows[0]).probability).toBeCloseTo(5 / 1000, 14);
    expect(must(rows.at(-1)).atMost).toBeCloseTo(1, 12);
  });
});

describe("the formula engine's lazy script", () => {
  /**
   * The page's translator as the calculator builds it: English's words without the sections the script carries
   * (the script carries English's); another language's with them (its own script brings them,
   * vite.site.config.ts `languageScripts`) — or, to show the fallback, without.
   */
  function pageTranslator(lang: "en" | "de", { lazySections = lang !== "en" } = {}) {
    const strip = (messages: typeof english) => {
      const copy = structuredClone(messages);
      Reflect.deleteProperty(copy.INDIE_DICE.Calculator.AnyFormula, "Answer");
      Reflect.deleteProperty(copy.INDIE_DICE.Error, "Formula");
      return copy;
    };
    const own = lang === "de" ? german : english;
    return createTranslator(lang, lazySections ? own : strip(own), strip(english));
  }

  // That the built script carries only English's sections and reads the rest from the page is the site e2e's to
  // show (an @ path's refusal is in the page's words): in Node the script's language file is whole.
  it("answers in the page's language, whatever the page's translator leaves out", () => {
    expect(chunkTabView({ formula: "2d6+3", target: "10", compare: "atLeast" }, pageTranslator("de")).line).toBe(
      "Chance auf eine Summe von mindestens 10: 58,3\u00a0%",
    );
    expect(chunkTabView({ formula: "2d6+3", target: "10", compare: "atLeast" }, pageTranslator("en")).line).toBe(
      "Chance of a total of at least 10: 58.3%",
    );
    const refused = chunkTabView({ formula: "random()", target: "", compare: "atLeast" }, pageTranslator("en"));
    expect(refused.formulaError).toBe(formulaTabView({ formula: "random()" }, EN).formulaError);
    expect(refused.line).toBe(FIX_FIELDS);
    expect(chunkTabView({ formula: "@str", target: "" }, pageTranslator("de")).formulaError).toBe(
      formulaTabView({ formula: "@str" }, DE).formulaError,
    );
    expect(chunkTabView({ formula: "random()", target: "" }, pageTranslator("de")).formulaError).toBe(
      formulaTabView({ formula: "random()" }, DE).formulaError,
    );
  });

  it("falls back on its own English where a language's words lack the tab's", () => {
    const line = chunkTabView(
      { formula: "2d6+3", target: "10", compare: "atLeast" },
      pageTranslator("de", { lazySections: false }),
    ).line;
    // English's words, German's numbers.
    expect(line).toBe("Chance of a total of at least 10: 58,3\u00a0%");
  });
});

describe("the Any formula tab's formulas side by side", () => {
  it(
    "compares the first formula with the others: " + "each one's chance, every pair's higher, same and lower, by hand",
    () => {
      const view = formulaTabView(
        { formula: "1d6", target: "4", compare: "atLeast", formula2: "1d4 + 1", formula3: "" },
        EN,
      ).sideBySide;
      expect(
        must(view.comparison).formulas.map(({ letter, formula, chance }) => [letter, formula, chance?.text]),
      ).toEqual([
        ["A", "1d6", "50.0%"],
        ["B", "1d4 + 1", "50.0%"],
      ]);
      const [pair] = must(view.comparison).pairs;
      // 1d6 against 2–5: of the 24 pairs, the d6 is higher in 1 + 2 + 3 + 4, the same in 4, lower in the other 10.
      expect([
        must(pair).label,
        must(pair).greater.probability,
        must(pair).equal.probability,
        must(pair).less.probability,
      ]).toEqual(["A against B", expect.closeTo(10 / 24, 15), expect.closeTo(4 / 24, 15), expect.closeTo(10 / 24, 15)]);
      expect(must(pair).equal.text).toBe("16.7%");
    },
  );

  it("names a formula it cannot read beside its own field, and leaves the others compared", () => {
    const view = formulaTabView(
      { formula: "2d6", target: "", formula2: "1d6 + sword", formula3: "3d4" },
      EN,
    ).sideBySide;
    expect(view.errors.formula2).toContain("“sword” is not part of Foundry's dice notation");
    expect(must(view.comparison).formulas.map(({ letter, chance }) => [letter, chance])).toEqual([
      ["A", null],
      ["C", null],
    ]);
    expect(formulaTabView({ formula: "2d6", formula2: "" }, EN).sideBySide.comparison).toBeNull();
  });

  it("sweeps an @ path over a range against the target; the tab reads the path at its first value, and says so", () => {
    const tab = formulaTabView(
      { formula: "1d20 + @b", target: "15", seriesPath: "@b", seriesFrom: "0", seriesTo: "3" },
      EN,
    );
    expect(tab.probability).toBeCloseTo(6 / 20, 15);
    expect(tab.sideBySide.dataNote).toBe("@b is 0 (the series' first value) everywhere but in the series.");
    expect(must(tab.sideBySide.series).rows.map(({ value, chance }) => [value, chance.probability])).toEqual(
      [0, 1, 2, 3].map((b) => [String(b), expect.closeTo((6 + b) / 20, 15)]),
    );
    const de = formulaTabView(
      { formula: "1d20 + @b", target: "15", seriesPath: "b", seriesFrom: "0", seriesTo: "1" },
      DE,
    ).sideBySide;
    expect(must(must(de.series).rows[1]).chance.text).toBe(formatPercent(7 / 20, DE));
    expect(
      formulaTabView({ formula: "1d20 + @b", target: "", seriesPath: "b", seriesFrom: "0", seriesTo: "1" }, EN)
        .sideBySide.seriesNote,
    ).toBe("Add a target to see the chance at each value.");
  });

  it(
    "refuses each series field by name: " +
      "a path the formula does not read, a range backwards or past 101 values, no number",
    () => {
      const errors = (fields: Record<string, string>) =>
        formulaTabView(
          { formula: "1d20 + @b", target: "15", seriesPath: "b", seriesFrom: "0", seriesTo: "10", ...fields },
          EN,
        ).sideBySide.errors;
      expect(errors({ seriesPath: "c" }).seriesPath).toBe(
        "The formula does not read @c: a series sweeps one of the formula's own @ paths.",
      );
      expect(errors({ seriesFrom: "5", seriesTo: "4" }).seriesTo).toBe(
        "A series runs from a number to one at least as large, not from 5 to 4.",
      );
      expect(errors({ seriesTo: "101" }).seriesTo).toBe("A series sweeps 1 to 101 values, not 102.");
      expect(errors({ seriesFrom: "" }).seriesFrom).toContain("1,000,000");
      expect(
        formulaTabView({ formula: "1d20 + @b", target: "15", seriesPath: "c", seriesFrom: "0", seriesTo: "3" }, EN)
          .sideBySide.series,
      ).toBeNull();
      // A value further on that the engine refuses (a division by @b at 0) is named under the range, not dropped.
      const divided = formulaTabView(
        { formula: "1d20 / @b", target: "5", seriesPath: "b", seriesFrom: "-2", seriesTo: "2" },
        EN,
      ).sideBySide;
      expect([divided.series, divided.errors.seriesTo]).toEqual([
        null,
        formulaTabView({ formula: "1d20 / 0", target: "5" }, EN).formulaError,
      ]);
    },
  );
});
