/**
 * The *Any formula* dialog's view model (docs/formula-dialog.md): the formula resolved with the character's numbers,
 * the exact chance of an optional target compared at least / at most / exactly, the chart and the table of every
 * total from the engine's distribution; a formula the engine refuses, a missing path, an empty or overlong formula
 * and a bad target are their field's errors, and nothing can be rolled. Also what Save as keeps, the Rolls window's
 * row of a formula roll, the card's lines and the luck the card reads.
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { formulaLuck, formulaRollLuck } from "../../../src/core/formula/formula-luck";
import { IntDistribution } from "../../../src/core/odds/int-distribution";
import { luckIn } from "../../../src/core/odds/luck";
import { formulaDialogModel, formulaOddsTemplateContext } from "../../../src/ui/dialogs/formula-dialog-model";
import { formulaChanceLine, formulaLuckLine, readFormulaRollFlag } from "../../../src/ui/roll-cards/formula-roll-lines";
import { buildRollsWindow } from "../../../src/ui/saved-rolls/rolls-window-model";
import { checkFormulaSpec, formulaSavedSpec } from "../../../src/ui/saved-rolls/formula-saved-roll";
import { createTranslator } from "../../../src/ui/translator";
import type { FormValues } from "../../../src/ui/dialogs/dialog-types";
import type { SavedRoll } from "../../../src/core/saved-rolls/saved-roll-types";
import { WORLD_DEFAULTS } from "./fixtures";
import { renderFields, renderOdds } from "./render-dialog";
import { must, pattern } from "../../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);
const ROLL_DATA = { abilities: { dex: { mod: 3 } } };

function build(changes: FormValues = {}, options: { rollData?: unknown; showOdds?: boolean; i18n?: typeof en } = {}) {
  const { rollData = ROLL_DATA, showOdds = true, i18n = en } = options;
  return formulaDialogModel.build({ ...formulaDialogModel.defaults(), ...changes }, { i18n, showOdds, rollData });
}

const fieldOf = (view: ReturnType<typeof build>, name: string) =>
  must(view.fields.find((field) => field.name === name));

describe("the formula and its resolved form", () => {
  it("opens on 1d20 with no target; the fields are the formula, the target and the comparison", () => {
    const view = build();
    expect(view.title).toBe("Any formula");
    expect(view.fields.map((field) => [field.name, field.kind])).toEqual([
      ["formula", "text"],
      ["target", "number"],
      ["compare", "select"],
    ]);
    expect(view.spec).toEqual({ formula: "1d20", resolved: "1d20", compare: "atLeast" });
    expect(view.canRoll).toBe(true);
    expect(view.odds?.rows).toEqual([]);
  });

  it("reads `@` paths from the character and shows the formula they make beside the field", () => {
    const view = build({ formula: "1d20 + @abilities.dex.mod" });
    expect(view.spec).toMatchObject({ formula: "1d20 + @abilities.dex.mod", resolved: "1d20 + 3" });
    expect(fieldOf(view, "formula")).toMatchObject({ expression: true, resolved: "= 1d20 + 3", error: null });
    // A formula without paths has nothing to show resolved.
    expect(fieldOf(build({ formula: "2d6+3" }), "formula").resolved).toBeNull();
  });

  it("a missing path, no character, an empty or overlong formula: the field's error, nothing to roll", () => {
    const missing = build({ formula: "1d20 + @abilities.str.mod" });
    expect(fieldOf(missing, "formula").error).toContain("@abilities.str.mod");
    expect([missing.spec, missing.canRoll, missing.odds]).toEqual([null, false, null]);
    expect(fieldOf(build({ formula: "1d20 + @abilities.dex.mod" }, { rollData: null }), "formula").error).toContain(
      "@abilities.dex.mod",
    );
    expect(fieldOf(build({ formula: "  " }), "formula").error).toBe("Type a formula to roll.");
    expect(fieldOf(build({ formula: `1d6${" + 1".repeat(200)}` }), "formula").error).toBe(
      "A formula may be at most 500 characters long.",
    );
  });

  it("a formula the engine refuses shows the engine's own words, naming the part", () => {
    for (const formula of ["random()", "1d6 / (1d4 - 1)", "{1d6,1d6,1d6}dhdl"]) {
      const view = build({ formula });
      let engine = "";
      try {
        formulaDistribution(formula);
      } catch (error) {
        engine = (error as Error).message;
      }
      expect(engine).not.toBe("");
      expect(fieldOf(view, "formula").error).toBe(engine);
      expect(view.canRoll).toBe(false);
    }
  });
});

describe("the exact chance of the target", () => {
  it.each([
    ["atLeast", 9 / 20, "15 or more"],
    ["atMost", 12 / 20, "15 or less"],
    ["exactly", 1 / 20, "exactly 15"],
  ] as const)("%s", (compare, chance, label) => {
    const view = build({ formula: "1d20 + @abilities.dex.mod", target: "15", compare });
    expect(view.spec).toMatchObject({ target: 15, compare });
    const [row] = must(view.odds).rows;
    expect(row).toMatchObject({ outcome: "target", label });
    expect(must(row).probability).toBeCloseTo(chance, 12);
    expect(formulaDialogModel.chance(must(view.spec), { i18n: en })?.probability).toBeCloseTo(chance, 12);
  });

  it("a target may be an `@` expression; a bad one is its field's error", () => {
    expect(build({ formula: "2d6", target: "@abilities.dex.mod" }).spec?.target).toBe(3);
    expect(fieldOf(build({ target: "ten" }), "target").error).toMatch(/^The target must be a whole number/);
    expect(fieldOf(build({ compare: "above" }), "compare").error).not.toBeNull();
  });

  it(
    "the chart marks the totals that count, " + "and the table lists every total with exactly, at least and at most",
    () => {
      const view = build({ formula: "2d6+3", target: "10" });
      expect(view.odds?.heading).toBe("The total of 2d6+3");
      const chart = must(must(view.odds).chart);
      expect(chart.bars).toHaveLength(11);
      expect(chart.bars.filter((bar) => bar.highlight)).toHaveLength(6);
      expect(chart.key).toBe("Marked bars: 10 or more");
      const context = formulaOddsTemplateContext(en, view, true);
      expect(context.table?.rows.map((row) => row.label)).toEqual([
        "5",
        "6",
        "7",
        "8",
        "9",
        "10",
        "11",
        "12",
        "13",
        "14",
        "15",
      ]);
      const ten = must(must(context.table).rows[5]);
      expect(ten.atLeast).toBeCloseTo(21 / 36, 12);
      expect(ten.atMost).toBeCloseTo(1 - 15 / 36, 12);
      expect(view.odds?.notes).toEqual(["Average total: 10.0"]);
      // The templates draw it: the table under the chart, the resolved formula beside its field.
      const html = renderOdds(context);
      expect(html).toContain("indie-dice-distribution-table");
      expect(html.match(/<tr><th scope="row">/g)).toHaveLength(11);
      const withPath = build({ formula: "1d20 + @abilities.dex.mod" });
      expect(renderFields({ ...withPath, ruleSet: "olde", spec: null })).toMatch(
        pattern([
          String.raw`<output class="indie-dice-resolved" id="indie-dice-formula-formula-resolved" `,
          String.raw`for="indie-dice-formula-formula">(=|&#x3D;) 1d20 \+ 3<\/output>`,
        ]),
      );
    },
  );

  it("no odds and no table when the player's odds setting is off", () => {
    const view = build({ target: "10" }, { showOdds: false });
    expect(view.odds).toBeNull();
    expect(formulaOddsTemplateContext(en, view, false).table).toBeNull();
  });

  it("speaks German", () => {
    const view = build({ formula: "2d6", target: "7", compare: "atMost" }, { i18n: de });
    expect(view.title).toBe("Beliebige Formel");
    expect(view.odds?.rows[0]?.label).toBe("7 oder weniger");
    expect(view.odds?.rows[0]?.text).toMatch(/^58,3\s%$/u);
  });
});

describe("Save as and the Rolls window", () => {
  it("keeps the formula and a target written with `@` as written; an empty target is left out", () => {
    const form = { formula: "1d20 + @abilities.dex.mod", target: "@abilities.dex.mod", compare: "atMost" };
    const view = build(form);
    expect(formulaSavedSpec(form, must(view.spec))).toEqual({
      formula: "1d20 + @abilities.dex.mod",
      target: "@abilities.dex.mod",
      compare: "atMost",
    });
    const plain = build({ formula: "2d6" });
    expect(formulaSavedSpec({ formula: "2d6", target: "" }, must(plain.spec))).toEqual({
      formula: "2d6",
      compare: "atLeast",
    });
  });

  it("checks a spec before it is kept: paths stand in, the engine's refusal and unknown names are refused", () => {
    expect(() =>
      checkFormulaSpec(en, { formula: "1d20 + @abilities.dex.mod", target: "@dc", compare: "atLeast" }),
    ).not.toThrow();
    expect(() => checkFormulaSpec(en, { formula: "random()" })).toThrow(/^Formula: /);
    expect(() => checkFormulaSpec(en, { formula: "1d6", bonus: 1 })).toThrow(
      "“bonus” is no field of a formula roll (it takes: compare, formula, target).",
    );
  });

  it(
    "lists a formula roll with its resolved formula, " + "its target and its chance, or why it cannot be rolled now",
    () => {
      const rolls: SavedRoll[] = [
        {
          id: "f",
          name: "Dex check",
          ruleSet: "formula",
          spec: { formula: "1d20 + @abilities.dex.mod", target: 15, compare: "atLeast" },
        },
        { id: "g", name: "Damage", ruleSet: "formula", spec: { formula: "2d6+3" } },
      ];
      const view = buildRollsWindow(
        { actorName: "Brunhild", rolls, problem: null, rollData: ROLL_DATA, canEdit: true },
        { i18n: en, settings: WORLD_DEFAULTS, showOdds: true },
      );
      expect(
        view.rows.map((row) => [row.ruleSet, row.ruleSetLabel, row.summary, row.chance?.text ?? null, row.error]),
      ).toEqual([
        ["formula", "Any formula", "1d20 + 3", "45.0%", null],
        ["formula", "Any formula", "2d6+3", null, null],
      ]);
      expect(view.rows[0]?.chance?.label).toBe("15 or more");
      // Without the odds, the summary says what the target asks.
      const noOdds = buildRollsWindow(
        { actorName: "Brunhild", rolls, problem: null, rollData: ROLL_DATA, canEdit: true },
        { i18n: en, settings: WORLD_DEFAULTS, showOdds: false },
      );
      expect(noOdds.rows[0]).toMatchObject({ summary: "1d20 + 3, 15 or more", chance: null });
      const gone = buildRollsWindow(
        { actorName: "Brunhild", rolls, problem: null, rollData: {}, canEdit: true },
        { i18n: en, settings: WORLD_DEFAULTS, showOdds: true },
      );
      expect(gone.rows[0]?.error).toMatch(/^Formula: .*@abilities\.dex\.mod/);
    },
  );
});

describe("the card's lines and luck", () => {
  it("luck follows luck.ts's definition: below, plus half of a tie", () => {
    const distribution = formulaDistribution("2d6");
    const dense = IntDistribution.fromEntries(distribution.outcomes);
    for (let total = 2; total <= 12; total++)
      expect(formulaLuck(distribution, total)).toBeCloseTo(luckIn(dense, total), 15);
    expect(formulaRollLuck("2d6", 7)).toBeCloseTo(15 / 36 + 3 / 36, 15);
    expect(formulaRollLuck("random()", 3)).toBeNull();
  });

  it("the chance line and the luck line, in the card's words; a flag that cannot be read is none", () => {
    expect(formulaChanceLine(en, "1d20 + 3", { target: 15, compare: "atLeast" })?.text).toBe(
      "Before the roll: 45.0% for 15 or more",
    );
    expect(formulaChanceLine(en, "1d20 + 3", { compare: "atLeast" })).toBeNull();
    expect(formulaLuckLine(en, "1d20 + 3", 17)?.text).toBe("Luckier than 67.5% of such rolls");
    expect(readFormulaRollFlag({ target: 15, compare: "exactly" })).toEqual({ target: 15, compare: "exactly" });
    expect(readFormulaRollFlag({ compare: "atMost" })).toEqual({ compare: "atMost" });
    for (const bad of [
      null,
      "x",
      { compare: "above" },
      { target: "15", compare: "atLeast" },
      { target: 1.5, compare: "atLeast" },
    ]) {
      expect(readFormulaRollFlag(bad)).toBeNull();
    }
  });
});
