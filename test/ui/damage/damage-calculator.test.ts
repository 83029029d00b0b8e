// @vitest-environment happy-dom
/**
 * The web calculator's Damage view (src/ui/damage/damage-calculator.ts, damage-figures.ts; docs/damage.md "In the web
 * calculator"): the link's fields read into a hit and a critical, each drawn as a column — the formula rolled, the
 * mean, the chance to drop the target (its exact value on the figure) and a bar a total — from text alone; the fields
 * of another system's target not read; a refused field said under it, a refused formula said in place of the figures.
 * The figures are checked against the longsword at a goblin counted by hand in docs/damage.md (3/8 and 54/64).
 */
import { describe, expect, it } from "vitest";
import english from "../../../lang/en.json";
import german from "../../../lang/de.json";
import { damageAnswer, damageRules } from "../../../src/core/damage/damage-question";
import { SYSTEM_DAMAGE_CALCULATORS } from "../../../calculator/system-calculators";
import { damageCalculatorAnswer, type DamageColumn } from "../../../src/ui/damage/damage-calculator";
import { damageFigures } from "../../../src/ui/damage/damage-figures";
import { createTranslator } from "../../../src/ui/translator";
import { at, must } from "../../kit";

const en = createTranslator("en", english);
const de = createTranslator("de", german, english);
const rules = damageRules(SYSTEM_DAMAGE_CALCULATORS.map((calculator) => calculator.answer.rules));
const ask = (fields: Record<string, string>, i18n = en) =>
  damageCalculatorAnswer(SYSTEM_DAMAGE_CALCULATORS, fields, i18n, (question) => damageAnswer(question, rules));
/** The page's own question: a longsword, 1d8 + 3, at a 9-hit-point goblin, dnd5e's critical. */
const LONGSWORD = { formula: "1d8 + 3", type: "slashing", critical: "dnd5e", rules: "dnd5e", hp: "9" };

describe("the Damage view's answer", () => {
  it("gives the hit and the critical: the formula rolled, the mean, the chance to drop (3/8, 54/64)", () => {
    const answer = ask(LONGSWORD);
    expect(answer.errors).toEqual({});
    const [hit, critical] = [at(must(answer.columns), 0), at(must(answer.columns), 1)];
    expect(hit).toMatchObject({ id: "hit", title: "Hit", rolled: "Rolled: 1d8 + 3", mean: "Mean damage: 7.5" });
    expect(hit.drop).toEqual({ text: "Chance to drop the target: 37.5%", probability: 3 / 8 });
    expect(critical).toMatchObject({ rolled: "Rolled: 2d8 + 3", mean: "Mean damage: 12.0" });
    expect(must(critical.drop).probability).toBeCloseTo(54 / 64, 12);
    expect(must(critical.drop).text).toBe("Chance to drop the target: 84.4%");
    // A bar a total: 4 to 11 on a hit, 5 to 19 on a critical, the tallest full height.
    expect(hit.bars.map((bar) => bar.label)).toEqual(["4", "5", "6", "7", "8", "9", "10", "11"]);
    expect(critical.bars).toHaveLength(15);
    expect(critical.bars[7]).toMatchObject({ label: "12", share: 1, chance: "12.5%" });
  });

  it("reads the target's adjustments by its rules, the other rules' fields left unread", () => {
    const resisted = ask({ ...LONGSWORD, dnd5eTrait: "resistant", pf2eWeakness: "not a number", hp: "5" });
    expect(resisted.errors).toEqual({});
    // trunc((1d8 + 3) / 2) reaches 5 on 7 and 8 alone.
    expect(must(at(must(resisted.columns), 0).drop).probability).toBeCloseTo(2 / 8, 12);
    const weak = ask({ ...LONGSWORD, rules: "pf2e", critical: "pf2eDoubleDamage", pf2eWeakness: "5", hp: "12" });
    // 1d8 + 3 + 5 reaches 12 on 4 to 8; without the weakness, never.
    expect(must(at(must(weak.columns), 0).drop).probability).toBeCloseTo(5 / 8, 12);
    expect(at(must(weak.columns), 1).rolled).toBe("Rolled: 2 * (1d8 + 3)");
  });

  it("says a refused field under it, and a formula the engine refuses in place of the figures", () => {
    expect(ask({ ...LONGSWORD, hp: "lots" }).errors.hp).toContain("lots");
    const refused = ask({ ...LONGSWORD, formula: "1d8 + strength" });
    expect(refused.columns).toBeNull();
    expect(refused.refusal).toContain("strength");
  });

  it("speaks the reader's language", () => {
    const hit = at(must(ask(LONGSWORD, de).columns), 0);
    expect(hit.title).toBe("Treffer");
    expect(must(hit.drop).text).toBe("Chance, das Ziel zu Boden zu bringen: 37,5\u00a0%");
  });
});

describe("the Damage view's figures", () => {
  it("draws each column with its exact figure, its bars and a table of every total", () => {
    const answer = ask(LONGSWORD);
    const figures = damageFigures(document, must(answer.columns), answer.words);
    const drops = [...figures.querySelectorAll<HTMLElement>(".indie-dice-damage-drop")];
    expect(drops.map((drop) => Number(drop.dataset.probability))).toEqual([3 / 8, expect.closeTo(54 / 64, 12)]);
    const columns = figures.querySelectorAll("section");
    expect([...columns].map((column) => column.querySelector("h3")?.textContent)).toEqual(["Hit", "Critical hit"]);
    expect(at(columns, 0).querySelectorAll(".indie-dice-damage-bar")).toHaveLength(8);
    // The totals that reach the goblin's 9 hit points, marked, and what the mark means said under the chart.
    const marked = [...at(columns, 0).querySelectorAll(".indie-dice-damage-drops")].map((bar) => bar.textContent);
    expect(marked).toEqual(["9", "10", "11"]);
    expect(at(columns, 0).querySelector(".indie-dice-damage-drops-key")?.textContent).toBe(
      "Highlighted bars: totals that drop the target.",
    );
    const rows = [...at(columns, 0).querySelectorAll("tbody tr")].map((row) => row.textContent);
    expect(rows[0]).toBe("412.5%");
    expect(at(columns, 0).querySelector("summary")?.textContent).toBe("Every total");
  });

  it("draws the reader's own text as text, never as markup", () => {
    const column: DamageColumn = {
      id: "hit",
      title: "Hit",
      rolled: "Rolled: <img src=x onerror=alert(1)>",
      mean: "Mean damage: 1.0",
      drop: null,
      chartLabel: "Chance of each total",
      dropsLabel: null,
      bars: [{ label: "<b>1</b>", probability: 1, chance: "100.0%", share: 1, drops: false }],
    };
    const figures = damageFigures(document, [column], { summary: "Every total", total: "Total", chance: "Chance" });
    expect(figures.querySelector("img, b")).toBeNull();
    expect(figures.querySelector(".indie-dice-damage-rolled")?.textContent).toBe(column.rolled);
    expect(figures.querySelector(".indie-dice-damage-drop")).toBeNull();
  });
});
