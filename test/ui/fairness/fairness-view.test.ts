import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { FairnessTally, type FairnessMessage } from "../../../src/core/fairness/fairness-tally";
import { type ExactFit, type FitTest } from "../../../src/core/fairness/fit-tests";
import { type FairnessReport } from "../../../src/core/fairness/fairness-report";
import { fairnessChart } from "../../../src/ui/fairness/fairness-chart";
import { fairnessReportView } from "../../../src/ui/fairness/fairness-view";
import { formatPValue, pValueText, testText } from "../../../src/ui/fairness/fairness-text";
import { createTranslator } from "../../../src/ui/translator";
import { coinTerm, plainRollJson, rollJson } from "../../core/fairness/roll-json";
import { must, pattern } from "../../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);

const chi = (pValue: number): FitTest => ({ kind: "chiSquare", statistic: 4.3, degreesOfFreedom: 5, pValue });
const exact = (pValue: number, comparisons = 6): ExactFit => ({
  kind: "exactBinomial",
  smallestFacePValue: pValue / comparisons,
  smallestFaceIndex: 0,
  comparisons,
  pValue,
});

/** Words that accuse someone: none may appear in anything the report says. */
const ACCUSING = pattern(
  [
    String.raw`\b(cheat|cheating|cheater|rigged|loaded|suspicious|guilty|manipulat|`,
    String.raw`betrug|betrüg|geschummelt|schummel|gezinkt|manipuliert|verdächtig)`,
  ],
  "i",
);

describe("the p-value in words", () => {
  it("writes the p-value in one notation, the percentage of every chance, in the reader's language", () => {
    expect([0.43, 0.864, 0.05, 1, 0.004, 0.0004].map((p) => formatPValue(p, en))).toEqual([
      "43.0%",
      "86.4%",
      "5.0%",
      "100.0%",
      "0.4%",
      "less than 0.1%",
    ]);
    expect([0.43, 0.004, 0.0004].map((p) => formatPValue(p, de))).toEqual([
      "43,0\u00a0%",
      "0,4\u00a0%",
      "weniger als 0,1\u00a0%",
    ]);
  });

  it("says how often fair dice come out at least this uneven (χ², and a coin's exact test), the figure once", () => {
    expect(pValueText(chi(0.43), en)).toBe(
      "Fair dice come out at least this uneven in 43.0% of samples this size (the p-value).",
    );
    expect(pValueText(chi(0.43), de)).toBe(
      "Faire Würfel fallen in 43,0\u00a0% der Stichproben dieser Größe mindestens so ungleichmäßig aus (der p-Wert).",
    );
    expect(pValueText(chi(0.0002), en)).toBe(
      "Fair dice come out at least this uneven in less than 0.1% of samples this size (the p-value).",
    );
    expect(pValueText(exact(0.07, 1), en)).toBe(
      "Fair dice come out at least this uneven in 7.0% of samples this size (the p-value).",
    );
  });

  it("gives the corrected exact test as an upper bound, and says when nothing stands out", () => {
    expect(pValueText(exact(0.864), en)).toBe(
      "With fair dice, some face is at least this far off in at most 86.4% of samples this size (the p-value).",
    );
    expect(pValueText(exact(0.12), de)).toBe(
      "Bei fairen Würfeln weicht in höchstens 12,0\u00a0% der Stichproben " +
        "dieser Größe eine Seite mindestens so stark ab (der p-Wert).",
    );
    expect(pValueText(exact(1), en)).toBe(
      "No face is further off than fair dice often are with so few results (a p-value of 100.0%).",
    );
    expect(pValueText(exact(1), de)).toBe(
      "Keine Seite weicht stärker ab, als es faire Würfel bei so wenigen Ergebnissen oft tun " +
        "(ein p-Wert von 100,0\u00a0%).",
    );
  });

  it("no sentence of the report writes a p-value as a decimal beside its percentage", () => {
    for (const i18n of [en, de]) {
      for (const test of [chi(0.43), chi(0.0002), exact(0.864), exact(1), exact(0.07, 1)])
        expect(pValueText(test, i18n)).not.toMatch(/p\s*[=<]|0[.,]\d\d(?!\d*\s?%)/);
      expect(i18n.localize("INDIE_DICE.Fairness.Caution")).not.toMatch(/0[.,]05/);
    }
  });

  it("names the test used and what it was computed from", () => {
    expect(testText(chi(0.5), 6, en)).toBe("χ² goodness of fit: χ² = 4.30 with 5 degrees of freedom");
    expect(testText(chi(0.5), 6, de)).toBe("χ²-Anpassungstest: χ² = 4,30 bei 5 Freiheitsgraden");
    const coin: FitTest = { kind: "chiSquare", statistic: 0.06, degreesOfFreedom: 1, pValue: 0.8 };
    expect(testText(coin, 2, en)).toBe("χ² goodness of fit: χ² = 0.06 with 1 degree of freedom");
    expect(testText(coin, 2, de)).toBe("χ²-Anpassungstest: χ² = 0,06 bei 1 Freiheitsgrad");
    expect(testText(exact(0.5), 20, en)).toBe(
      "Exact binomial test of each face, corrected for 20 faces (some face is expected fewer than 5 times)",
    );
    expect(testText(exact(0.5, 1), 2, de)).toBe(
      "Exakter Binomialtest (je Seite werden weniger als 5 Ergebnisse erwartet)",
    );
  });
});

/** Ann's and Bob's dice, a coin, and one of Ann's d20s typed in by hand. */
function sampleReport(viewerIsGM = true): FairnessReport {
  const d6 = (faces: number[]) => plainRollJson([{ faces: 6, results: faces }]);
  const entered = JSON.parse(plainRollJson([{ faces: 20, results: [20] }])) as { terms: { method?: string }[] };
  must(entered.terms[0]).method = "manual";
  const messages: FairnessMessage[] = [
    { author: "ann", rolls: [d6([1, 2, 3, 4, 5, 6, 6, 6]), d6([6, 6, 2, 3])] },
    { author: "bob", rolls: [d6([1, 1, 2, 5])] },
    { author: "bob", rolls: [rollJson("Roll", "1dc", [coinTerm(false)])], flags: { "indie-dice": {} } },
    { author: "ann", rolls: [entered] },
    { author: "ann", whisper: ["gm"], rolls: [d6([6])] },
    { author: "gone", rolls: [d6([4])] },
    { author: "ann", rolls: ["{broken"] },
  ];
  return new FairnessTally({ viewer: { id: viewerIsGM ? "gm" : "ann", isGM: viewerIsGM } }).add(messages).result();
}

const NAMES: Record<string, string> = { ann: "Ann <the Bold>", bob: "Bob" };
const userName = (id: string) => NAMES[id] ?? null;

describe("fairnessReportView", () => {
  it("lists every user's results first, then each user by name, each group titled with its user and die", () => {
    const view = fairnessReportView(sampleReport(), userName, en);
    expect(view.groups.map((group) => group.title)).toEqual([
      "All users: d6",
      "Ann <the Bold>: d6",
      "Ann <the Bold>: d20, entered by hand",
      "Bob: d6",
      "Bob: Coin",
      "Unknown user: d6",
    ]);
    expect(view.groups.map((group) => group.key)).toEqual([
      "*:d6:digital",
      "ann:d6:digital",
      "ann:d20:entered",
      "bob:d6:digital",
      "bob:coin:digital",
      "gone:d6:digital",
    ]);
  });

  it("gives each group its sample size, test and p-value in words, and a table with every number", () => {
    const view = fairnessReportView(sampleReport(), userName, en);
    const ann = must(view.groups[1]);
    expect(ann.n).toBe(13);
    expect(ann.sampleSize).toBe("13 results");
    expect(ann.test).toBe(
      "Exact binomial test of each face, corrected for 6 faces (some face is expected fewer than 5 times)",
    );
    expect(ann.pText).toMatch(/ (at most \d+\.\d%|\(a p-value of 100\.0%\))/);
    expect(ann.table.caption).toBe("Ann <the Bold>: d6: observed and expected count of each face");
    expect(ann.table.rows).toEqual([
      { face: "1", observed: "1", expected: "2.2" },
      { face: "2", observed: "2", expected: "2.2" },
      { face: "3", observed: "2", expected: "2.2" },
      { face: "4", observed: "1", expected: "2.2" },
      { face: "5", observed: "1", expected: "2.2" },
      { face: "6", observed: "6", expected: "2.2" },
    ]);
    expect(must(view.groups[2]).sampleSize).toBe("1 result");
    expect(must(view.groups[4]).table.rows.map((row) => row.face)).toEqual(["Tails", "Heads"]);
  });

  it("says what it counted and what it left out, and how it counts", () => {
    const gm = fairnessReportView(sampleReport(), userName, en);
    expect(gm.summary).toBe("20 die results from 7 chat messages.");
    expect(gm.leftOut).toEqual(["1 roll could not be read and is not counted."]);
    expect(gm.notes.items).toHaveLength(7);
    const player = fairnessReportView(sampleReport(false), userName, en);
    expect(player.leftOut[0]).toBe(
      "1 private or blind message is not counted: it counts only in a Gamemaster's report.",
    );
    expect(fairnessReportView({ groups: [], counts: sampleReport().counts }, userName, en).empty).toBe(
      "There are no die results to report yet.",
    );
    expect(gm.empty).toBeNull();
  });

  it("speaks German as a German speaker writes it", () => {
    const view = fairnessReportView(sampleReport(), userName, de);
    expect(view.title).toBe("Fairnessbericht der Würfel");
    expect(view.summary).toBe("20 Würfelergebnisse aus 7 Chatnachrichten.");
    expect(view.groups.map((group) => group.title)).toEqual([
      "Alle Benutzer: d6",
      "Ann <the Bold>: d6",
      "Ann <the Bold>: d20, von Hand eingegeben",
      "Bob: d6",
      "Bob: Münze",
      "Unbekannter Benutzer: d6",
    ]);
    expect(must(view.groups[4]).table.rows.map((row) => row.face)).toEqual(["Zahl", "Kopf"]);
    expect(must(view.groups[1]).table.rows[0]).toEqual({ face: "1", observed: "1", expected: "2,2" });
    expect(view.labels).toEqual({
      face: "Seite",
      observed: "Beobachtet",
      expected: "Erwartet",
      legendObserved: "So oft kam jede Seite (Balken)",
      legendExpected: "Erwartet bei fairen Würfeln (gestrichelte Linie)",
      export: "Als CSV exportieren",
    });
  });

  it("never accuses, in either language: no word of cheating, and every group reports p and n", () => {
    for (const i18n of [en, de]) {
      const view = fairnessReportView(sampleReport(false), userName, i18n);
      const text = JSON.stringify(view);
      expect(text).not.toMatch(ACCUSING);
      for (const group of view.groups) {
        expect(group.pText).toMatch(/(p-value|p-Wert)/);
        expect(group.sampleSize).toMatch(/\d/);
      }
    }
    for (const lang of [english, german]) expect(JSON.stringify(lang.INDIE_DICE.Fairness)).not.toMatch(ACCUSING);
  });
});

describe("fairnessChart", () => {
  const faces = (observed: number[], probabilities: number[]) => {
    const n = observed.reduce((a, b) => a + b, 0);
    return observed.map((count, i) => ({
      value: i + 1,
      observed: count,
      expected: n * must(probabilities[i]),
      probability: must(probabilities[i]),
    }));
  };

  it("draws one bar per face against a flat expected line for a plain die", () => {
    const chart = fairnessChart(en, faces([2, 4, 6, 4, 2, 6], new Array(6).fill(1 / 6)), (face) => String(face.value));
    expect(chart.bars).toHaveLength(6);
    // The tallest count (6) fills the plot; the expected 4 per face sits a third down from its top.
    expect(chart.bars[2]).toMatchObject({ y: 0, height: 100, label: "3: 6 (expected 4.0)" });
    expect(chart.bars[0]).toMatchObject({ y: 66.67, height: 33.33 });
    expect(chart.expectedPoints).toBe("0,33.33 320,33.33");
    expect(chart.ticks.map((tick) => tick.text)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(chart.description).toBe(
      "How often each face came up, 1 to 6, against a line at what fair dice give on average " +
        "(4.0). Most often 3 (6 times), least often 1 (2 times).",
    );
  });

  it("steps the expected line down where a face is less likely (the d10ish die's 0 and 10)", () => {
    const probabilities = [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1].map((w) => w / 20);
    const chart = fairnessChart(en, faces([5, 10, 10, 10, 10, 10, 10, 10, 10, 10, 5], probabilities), (face) =>
      String(face.value - 1),
    );
    const slot = 320 / 11;
    const x = (i: number) => Math.round(i * slot * 100) / 100;
    expect(chart.expectedPoints).toBe(`0,50 ${x(1)},50 ${x(1)},0 ${x(10)},0 ${x(10)},50 320,50`);
    expect(chart.description).toContain("(5.0 to 10.0)");
  });

  it("ticks only the first, every tenth and the last face of a d100", () => {
    const chart = fairnessChart(en, faces(new Array(100).fill(3), new Array(100).fill(1 / 100)), (face) =>
      String(face.value),
    );
    expect(chart.ticks.map((tick) => tick.text)).toEqual([
      "1",
      "10",
      "20",
      "30",
      "40",
      "50",
      "60",
      "70",
      "80",
      "90",
      "100",
    ]);
    expect(chart.ticks[0]).toMatchObject({ x: 0, anchor: "start" });
    expect(chart.ticks.at(-1)).toMatchObject({ x: 320, anchor: "end" });
  });
});
