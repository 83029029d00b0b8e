/**
 * The Any formula tab's side-by-side answer on the page (src/ui/dialogs/formula-side-by-side.ts builds it): a table of
 * the formulas with each one's chance against the target, a table of every pair (the first higher, the same, the
 * second higher), their "at least" lines on one chart and in a table, and a series' line and table, value by value.
 * Built with DOM calls and text nodes (a formula is the user's text, never markup); every figure carries its exact
 * probability (`data-probability`). Part of the page's own bundle: it imports no engine, only the view's types.
 */
import type { Figure, SideBySideView } from "../src/ui/dialogs/formula-side-by-side";
import type { LinesChartView } from "../src/ui/odds/lines-chart";
import type { Translator } from "../src/ui/translator";
import { element } from "./distribution-section";

const K = "INDIE_DICE.SideBySide";
const SVG = "http://www.w3.org/2000/svg";

export function sideBySideAnswer(view: SideBySideView, i18n: Translator): HTMLElement[] {
  const parts: HTMLElement[] = [];
  if (view.dataNote) parts.push(element("p", "calculator-hint", view.dataNote));
  const { comparison, series } = view;
  if (comparison) {
    const withChance = comparison.formulas.some((formula) => formula.chance !== null);
    parts.push(
      table(
        "calculator-compare-formulas",
        i18n.localize(`${K}.FormulasCaption`),
        [i18n.localize(`${K}.Formula`), ...(withChance ? [i18n.localize(`${K}.Chance`)] : [])],
        comparison.formulas.map((formula) => [
          `${formula.letter}: ${formula.formula}`,
          ...(formula.chance ? [formula.chance] : []),
        ]),
      ),
      table(
        "calculator-compare-pairs",
        i18n.localize(`${K}.PairsCaption`),
        [
          i18n.localize(`${K}.PairHeader`),
          i18n.localize(`${K}.FirstHigher`),
          i18n.localize(`${K}.Same`),
          i18n.localize(`${K}.SecondHigher`),
        ],
        comparison.pairs.map((pair) => [pair.label, pair.greater, pair.equal, pair.less]),
      ),
    );
    if (comparison.chart) parts.push(chartFigure(comparison.chart, "calculator-compare-chart"));
    const { atLeast } = comparison;
    parts.push(
      table(
        "calculator-compare-at-least",
        i18n.localize(`${K}.AtLeastCaption`),
        [i18n.localize(`${K}.AtLeastHeader`), ...atLeast.letters],
        atLeast.rows.map((row) => [row.total, ...row.chances]),
      ),
    );
    if (atLeast.note) parts.push(element("p", "calculator-hint", atLeast.note));
  }
  if (view.seriesNote) parts.push(element("p", "calculator-hint", view.seriesNote));
  if (series) {
    if (series.chart) parts.push(chartFigure(series.chart, "calculator-series-chart"));
    parts.push(
      table(
        "calculator-series",
        i18n.localize(`${K}.SeriesCaption`),
        [series.path, i18n.localize(`${K}.Chance`)],
        series.rows.map((row) => [row.value, row.chance]),
      ),
    );
  }
  return parts;
}

/**
 * A chart of lines on one pair of axes, with its caption and a legend that draws each line's own pattern beside its
 * formula. The table beside it holds every figure, so the picture is named in words and its lines are not read out.
 */
function chartFigure(chart: LinesChartView, className: string): HTMLElement {
  const figure = element("figure", `calculator-lines-chart ${className}`);
  const svg = svgElement("svg", {
    viewBox: `0 0 ${chart.width} ${chart.height}`,
    class: "calculator-lines-svg",
    role: "img",
    "aria-label": chart.description,
  });
  svg.append(svgElement("path", { d: chart.axes, class: "calculator-axis" }));
  for (const tick of [...chart.xTicks, ...chart.yTicks]) svg.append(svgText(tick, "calculator-tick"));
  svg.append(svgText(chart.xTitle, "calculator-axis-title"));
  for (const line of chart.lines)
    svg.append(svgElement("polyline", { points: line.points, class: `indie-dice-line ${line.style}` }));
  const caption = element("figcaption", "", chart.caption);
  if (chart.lines.length > 1) {
    const legend = element("ul", "calculator-legend");
    for (const line of chart.lines) {
      const entry = element("li");
      const swatch = svgElement("svg", {
        viewBox: "0 0 24 8",
        class: "calculator-legend-swatch",
        "aria-hidden": "true",
      });
      swatch.append(
        svgElement("line", { x1: "0", y1: "4", x2: "24", y2: "4", class: `indie-dice-line ${line.style}` }),
      );
      entry.append(swatch, document.createTextNode(line.label));
      legend.append(entry);
    }
    caption.append(legend);
  }
  figure.append(svg, caption);
  return figure;
}

function svgElement(tag: string, attributes: Readonly<Record<string, string>>): SVGElement {
  const created = document.createElementNS(SVG, tag) as SVGElement;
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
}

function svgText(
  tick: { readonly x: number; readonly y: number; readonly text: string; readonly anchor: string },
  className: string,
): SVGElement {
  const created = svgElement("text", {
    x: String(tick.x),
    y: String(tick.y),
    "text-anchor": tick.anchor,
    class: className,
  });
  created.textContent = tick.text;
  return created;
}

/** A table with a caption, column headers, and rows whose first cell heads the row. */
function table(
  className: string,
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly [string, ...(string | Figure)[]])[],
): HTMLElement {
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
