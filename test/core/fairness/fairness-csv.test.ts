import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, csvCell, fairnessCsv } from "../../../src/core/fairness/fairness-csv";
import { FairnessTally } from "../../../src/core/fairness/fairness-tally";
import { plainRollJson, rollJson, coinTerm } from "./roll-json";
import { must } from "../../kit";

/** Reads CSV back (RFC 4180: quoted cells, doubled quotes, CRLF), to check that what was written round-trips. */
function parseCsv(text: string, delimiter = ","): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = must(text[i]);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

describe("csvCell", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvCell("Ann")).toBe("Ann");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(0.1666666666)).toBe("0.166667");
    expect(csvCell(1.23456789e-9)).toBe("1.23457e-9");
    expect(csvCell(NaN)).toBe("");
  });

  it("quotes a cell holding the delimiter, a quote or a line break, doubling its quotes", () => {
    expect(csvCell("Ann, the Bold")).toBe('"Ann, the Bold"');
    expect(csvCell('Ann "the Bold"')).toBe('"Ann ""the Bold"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("a;b")).toBe("a;b");
    expect(csvCell("a;b", ";")).toBe('"a;b"');
  });

  it("keeps a spreadsheet from running a typed name as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell("Ann=Bob")).toBe("Ann=Bob");
  });
});

describe("fairnessCsv", () => {
  const messages = [
    { author: "ann", rolls: [plainRollJson([{ faces: 6, results: [1, 2, 6, 6] }])] },
    { author: "bob", rolls: [plainRollJson([{ faces: 6, results: [3] }])] },
    { author: "bob", rolls: [rollJson("Roll", "1dc", [coinTerm(true)])], flags: { "indie-dice": {} } },
  ];
  const report = new FairnessTally({ viewer: { id: "gm", isGM: true } }).add(messages).result();
  const names = {
    user: (id: string) => ({ ann: "=cmd|' /C calc'!A0", bob: 'Bob "Brave", Esq.' })[id] ?? id,
    everyone: "All users",
  };

  it("writes one row per user × die × face, with the group's test on each row", () => {
    const rows = parseCsv(fairnessCsv(report, names));
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    // Every user's d6 (6 faces), Ann's d6, Bob's d6, Bob's coin (2 faces).
    expect(rows.length).toBe(1 + 6 + 6 + 6 + 2);
    const bobCoin = rows.filter((row) => row[0] === "bob" && row[2] === "coin");
    expect(bobCoin).toEqual([
      [
        "bob",
        'Bob "Brave", Esq.',
        "coin",
        "digital",
        "tails",
        "0",
        "0.5",
        "0.5",
        "exact-binomial",
        "min_face_p",
        "1",
        "",
        "1",
        "1",
      ],
      [
        "bob",
        'Bob "Brave", Esq.',
        "coin",
        "digital",
        "heads",
        "1",
        "0.5",
        "0.5",
        "exact-binomial",
        "min_face_p",
        "1",
        "",
        "1",
        "1",
      ],
    ]);
    const annSix = must(rows.find((row) => row[0] === "ann" && row[4] === "6"));
    expect(annSix.slice(2, 10)).toEqual([
      "d6",
      "digital",
      "6",
      "2",
      "0.666667",
      "0.166667",
      "exact-binomial-bonferroni",
      "min_face_p",
    ]);
    expect(annSix[13]).toBe("4");
    const everyone = rows.filter((row) => row[1] === "All users");
    expect(everyone.map((row) => row[0])).toEqual(new Array(6).fill("*"));
  });

  it("guards typed names against formula injection in the file itself", () => {
    const text = fairnessCsv(report, names);
    expect(text).toContain("'=cmd|' /C calc'!A0");
    expect(text).not.toMatch(/(^|[,\n])=cmd/);
    expect(must(parseCsv(text).find((row) => row[0] === "ann"))[1]).toBe("'=cmd|' /C calc'!A0");
  });

  it("ends every line with CRLF, and takes a semicolon for spreadsheets that want one", () => {
    const text = fairnessCsv(report, names, { delimiter: ";" });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n")[0]).toBe(CSV_COLUMNS.join(";"));
    expect(parseCsv(text, ";").every((row) => row.length === CSV_COLUMNS.length)).toBe(true);
  });

  it("writes a χ² group's statistic and degrees of freedom", () => {
    const many = [
      {
        author: "ann",
        rolls: [
          plainRollJson([{ faces: 4, results: [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4] }]),
        ],
      },
    ];
    const rows = parseCsv(
      fairnessCsv(new FairnessTally({ viewer: { id: "gm", isGM: true } }).add(many).result(), names),
    );
    // 21 d4 results, 6/5/5/5: X² = (0.75² + 3 × 0.25²) / 5.25 = 0.142857…, 3 degrees of freedom.
    expect(must(rows[1]).slice(8, 12)).toEqual(["chi-square", "chi2", "0.142857", "3"]);
    expect(Number(must(rows[1])[12])).toBeGreaterThan(0.98);
  });
});
