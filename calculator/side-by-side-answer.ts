/**
 * The Any formula tab's side-by-side answer on the page (calculator/formula-side-by-side.ts builds it): a table of
 * the formulas with each one's chance against the target, a table of every pair (the first higher, the same, the
 * second higher), and a series' table, value by value. Built with DOM calls and text nodes (a formula is the
 * user's text, never markup); every figure carries its exact probability (`data-probability`). Part of the page's
 * own bundle: it imports no engine, only the view's types.
 */
import type { Figure, SideBySideView } from "./formula-side-by-side";
import type { Translator } from "../src/ui/translator";
import { element } from "./distribution-section";

const K = "INDIE_DICE.Calculator.AnyFormula.SideBySide";

/** The fields of this part of the panel, each with its reason under it. */
export const SIDE_BY_SIDE_FIELDS = ["formula2", "formula3", "formula4", "seriesPath", "seriesFrom", "seriesTo"] as const;

export function sideBySideAnswer(view: SideBySideView, i18n: Translator): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (view.dataNote) parts.push(element("p", "calculator-hint", view.dataNote));
  const { comparison, series } = view;
  if (comparison) {
    const withChance = comparison.formulas.some((formula) => formula.chance !== null);
    parts.push(
      table("calculator-compare-formulas", i18n.localize(`${K}.FormulasCaption`), [i18n.localize(`${K}.Formula`), ...(withChance ? [i18n.localize(`${K}.Chance`)] : [])], comparison.formulas.map((formula) => [`${formula.letter}: ${formula.formula}`, ...(formula.chance ? [formula.chance] : [])])),
      table(
        "calculator-compare-pairs",
        i18n.localize(`${K}.PairsCaption`),
        [i18n.localize(`${K}.PairHeader`), i18n.localize(`${K}.FirstHigher`), i18n.localize(`${K}.Same`), i18n.localize(`${K}.SecondHigher`)],
        comparison.pairs.map((pair) => [pair.label, pair.greater, pair.equal, pair.less]),
      ),
    );
  }
  if (view.seriesNote) parts.push(element("p", "calculator-hint", view.seriesNote));
  if (series) parts.push(table("calculator-series", i18n.localize(`${K}.SeriesCaption`), [series.path, i18n.localize(`${K}.Chance`)], series.rows.map((row) => [row.value, row.chance])));
  return parts;
}

/** A table with a caption, column headers, and rows whose first cell heads the row. */
function table(className: string, caption: string, headers: readonly string[], rows: readonly (readonly [string, ...(string | Figure)[]])[]): HTMLElement {
  const box = element("div", "calculator-table-box");
  const grid = element("table", `calculator-distribution-table ${className}`);
  grid.append(element("caption", "", caption));
  const headRow = element("tr");
  for (const header of headers) {
    const cell = element("th", "", header);
    cell.scope = "col";
    headRow.append(cell);
  }
  const body = element("tbody");
  for (const [label, ...cells] of rows) {
    const tr = element("tr");
    const head = element("th", "", label);
    head.scope = "row";
    tr.append(head);
    for (const cell of cells) {
      const td = element("td", "", typeof cell === "string" ? cell : cell.text);
      if (typeof cell !== "string") td.dataset.probability = String(cell.probability);
      tr.append(td);
    }
    body.append(tr);
  }
  const head = element("thead");
  head.append(headRow);
  grid.append(head, body);
  box.append(grid);
  return box;
}
