/**
 * The web calculator's "Every result" section: the open roll's whole distribution as a chart with axes and a table
 * of exactly / at least / at most for every result (src/ui/odds/distribution-table.ts, axes-chart.ts), as a
 * visitor of AnyDice expects. A keyboard (← →, Home, End) or a tap picks a bar and the line under the chart reads
 * its chances out; Copy puts the table on the clipboard as tab-separated text. Built with DOM calls and text
 * nodes only: no markup is parsed.
 */
import { axesChart, type AxesChartView } from "../src/ui/odds/axes-chart";
import { distributionTable, type DistributionTableView } from "../src/ui/odds/distribution-table";
import type { DistributionSource } from "../src/ui/odds/odds-view";
import { formatWith, type Translator } from "../src/ui/translator";

const SVG = "http://www.w3.org/2000/svg";
const K = "INDIE_DICE.Calculator.Table";

export class DistributionSection {
  #table: DistributionTableView | null = null;
  #selected = -1;
  /** The figure's width the chart was drawn for, and what watches it. */
  #drawnWidth = 0;
  #resizes: ResizeObserver | null = null;

  constructor(private readonly host: HTMLElement) {}

  /**
   * A new question (another view, or a link opened): the bar read out before belongs to the old one, so the next
   * drawing starts from the new question's own default.
   */
  forget(): void {
    this.#table = null;
    this.#selected = -1;
  }

  /**
   * Draws the section for a roll's distribution, or hides it (no roll, a field in error, a contest view). The bar
   * read out first is the row labelled `focus` when there is one (the Any formula tab's target), else the one read
   * out before, else the most likely.
   */
  render(i18n: Translator, source: DistributionSource | null, focus: string | null = null): void {
    this.host.hidden = source === null;
    if (source === null) {
      this.#resizes?.disconnect();
      return this.host.replaceChildren();
    }
    const previous = this.#table?.rows[this.#selected]?.label;
    const table = distributionTable(i18n, source);
    this.#table = table;
    const focused = table.rows.findIndex((row) => row.label === focus);
    const again = table.rows.findIndex((row) => row.label === previous);
    this.#selected = focused >= 0 ? focused : again >= 0 ? again : modeOf(table);
    const heading = element("h2", "calculator-distribution-heading", i18n.localize(`${K}.Heading`));
    heading.id = "distribution-title";
    const body = element("div", "calculator-distribution-body");
    const figure = this.#figure(i18n);
    body.append(figure, this.#tableBox(i18n, table));
    this.host.setAttribute("aria-labelledby", heading.id);
    this.host.replaceChildren(heading, body);
    this.#drawChart(i18n, figure);
    this.#select(i18n, this.#selected);
  }

  /**
   * The chart, drawn as wide as its figure is now (text at its own size on a phone), and again when the figure's
   * width changes (a phone turned, a window resized).
   */
  #drawChart(i18n: Translator, figure: HTMLElement): void {
    const table = this.#table;
    this.#drawnWidth = figure.clientWidth;
    const chart = table ? axesChart(i18n, table, this.#drawnWidth || undefined) : null;
    figure.querySelector("svg")?.remove();
    // No chart, no caption, readout or hint about it.
    figure.hidden = chart === null;
    if (chart) figure.querySelector("figcaption")!.after(this.#svg(i18n, chart));
    this.#resizes?.disconnect();
    if (typeof ResizeObserver === "undefined") return;
    this.#resizes = new ResizeObserver(() => {
      if (figure.isConnected && Math.abs(figure.clientWidth - this.#drawnWidth) >= 1) {
        this.#drawChart(i18n, figure);
        this.#select(i18n, this.#selected);
      }
    });
    this.#resizes.observe(figure);
  }

  #figure(i18n: Translator): HTMLElement {
    const figure = element("figure", "calculator-chart");
    const caption = element("figcaption", "", i18n.localize(`${K}.ChartTitle`));
    caption.id = "distribution-chart-title";
    figure.append(caption);
    const readout = element("p", "calculator-readout");
    readout.id = "distribution-readout";
    readout.setAttribute("aria-live", "polite");
    figure.append(readout, element("p", "calculator-hint", i18n.localize(`${K}.ChartHint`)));
    return figure;
  }

  #svg(i18n: Translator, chart: AxesChartView): SVGSVGElement {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", `0 0 ${chart.width} ${chart.height}`);
    svg.setAttribute("class", "calculator-chart-svg");
    // A keyboard stop of its own: the arrows pick a bar, the readout (described by) says its chances.
    svg.setAttribute("tabindex", "0");
    svg.setAttribute("role", "group");
    svg.setAttribute("aria-labelledby", "distribution-chart-title");
    svg.setAttribute("aria-describedby", "distribution-readout");
    const { plot } = chart;
    svg.append(
      line(plot.left, plot.top, plot.left, plot.top + plot.height),
      line(plot.left, plot.top + plot.height, plot.left + plot.width, plot.top + plot.height),
    );
    for (const tick of chart.yTicks)
      svg.append(text(tick, "calculator-tick"), line(plot.left - 3, tick.y - 4, plot.left, tick.y - 4));
    for (const tick of chart.xTicks) svg.append(text(tick, "calculator-tick"));
    svg.append(text(chart.xTitle, "calculator-axis-title"));
    const yTitle = text(chart.yTitle, "calculator-axis-title");
    yTitle.setAttribute("transform", `rotate(-90 ${chart.yTitle.x} ${chart.yTitle.y})`);
    svg.append(yTitle);
    for (const bar of chart.bars) {
      const rect = document.createElementNS(SVG, "rect");
      for (const [name, value] of Object.entries({ x: bar.x, y: bar.y, width: bar.width, height: bar.height }))
        rect.setAttribute(name, String(value));
      rect.setAttribute("class", "calculator-bar");
      rect.dataset.row = String(bar.row);
      // A bar too thin to hit still answers a tap on its column.
      const hit = document.createElementNS(SVG, "rect");
      for (const [name, value] of Object.entries({ x: bar.x, y: plot.top, width: bar.width, height: plot.height }))
        hit.setAttribute(name, String(value));
      hit.setAttribute("class", "calculator-bar-hit");
      hit.dataset.row = String(bar.row);
      svg.append(rect, hit);
    }
    svg.addEventListener("pointerdown", (event) => {
      const row = (event.target as Element).getAttribute("data-row");
      if (row !== null) this.#select(i18n, Number(row));
    });
    svg.addEventListener("keydown", (event) => {
      const last = (this.#table?.rows.length ?? 1) - 1;
      const moves: Record<string, number> = {
        ArrowLeft: this.#selected - 1,
        ArrowRight: this.#selected + 1,
        Home: 0,
        End: last,
      };
      if (!(event.key in moves)) return;
      event.preventDefault();
      this.#select(i18n, Math.min(last, Math.max(0, moves[event.key]!)));
    });
    return svg;
  }

  #tableBox(i18n: Translator, table: DistributionTableView): HTMLElement {
    const box = element("div", "calculator-table-box");
    const grid = element("table", "calculator-distribution-table");
    grid.append(element("caption", "", table.caption));
    const head = element("thead");
    const headRow = element("tr");
    for (const header of [table.headers.result, table.headers.exactly, table.headers.atLeast, table.headers.atMost]) {
      const cell = element("th", "", header);
      cell.scope = "col";
      headRow.append(cell);
    }
    head.append(headRow);
    const body = element("tbody");
    table.rows.forEach((row, index) => {
      const tr = element("tr");
      tr.dataset.row = String(index);
      tr.dataset.probability = String(row.probability);
      tr.dataset.atLeast = String(row.atLeast);
      tr.dataset.atMost = String(row.atMost);
      const label = element("th", "", row.label);
      label.scope = "row";
      tr.append(
        label,
        element("td", "", row.text.exactly),
        element("td", "", row.text.atLeast),
        element("td", "", row.text.atMost),
      );
      body.append(tr);
    });
    grid.append(head, body);
    const copy = element("button", "calculator-copy-table", i18n.localize(`${K}.Copy`)) as HTMLButtonElement;
    copy.type = "button";
    const status = element("p", "calculator-copy-status");
    status.setAttribute("role", "status");
    copy.addEventListener("click", () => void copyTable(i18n, table, status));
    box.append(copy, status, grid);
    return box;
  }

  #select(i18n: Translator, index: number): void {
    const row = this.#table?.rows[index];
    if (!row) return;
    this.#selected = index;
    for (const bar of this.host.querySelectorAll<SVGRectElement>("rect.calculator-bar"))
      bar.classList.toggle("selected", bar.dataset.row === String(index));
    for (const tr of this.host.querySelectorAll<HTMLElement>("tbody tr"))
      tr.classList.toggle("selected", tr.dataset.row === String(index));
    const readout = this.host.querySelector<HTMLElement>("#distribution-readout");
    if (readout) readout.textContent = formatWith(i18n, `${K}.Readout`, { label: row.label, ...row.text });
  }
}

/** The most likely row: where the readout starts. */
function modeOf(table: DistributionTableView): number {
  let best = 0;
  table.rows.forEach((row, index) => {
    if (row.probability > table.rows[best]!.probability) best = index;
  });
  return best;
}

async function copyTable(i18n: Translator, table: DistributionTableView, status: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(table.tsv);
    status.textContent = i18n.localize(`${K}.Copied`);
  } catch {
    // No clipboard (a page from disk in some browsers): the table is a plain table, selectable by hand.
    status.textContent = i18n.localize(`${K}.CopyByHand`);
  }
}

/** An element of the page with its class and text (never markup). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = "",
  content?: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (className) created.className = className;
  if (content !== undefined) created.textContent = content;
  return created;
}

function line(x1: number, y1: number, x2: number, y2: number): SVGLineElement {
  const created = document.createElementNS(SVG, "line");
  for (const [name, value] of Object.entries({ x1, y1, x2, y2 })) created.setAttribute(name, String(value));
  created.setAttribute("class", "calculator-axis");
  return created;
}

function text(tick: { x: number; y: number; text: string; anchor: string }, className: string): SVGTextElement {
  const created = document.createElementNS(SVG, "text");
  created.setAttribute("x", String(tick.x));
  created.setAttribute("y", String(tick.y));
  created.setAttribute("text-anchor", tick.anchor);
  created.setAttribute("class", className);
  created.textContent = tick.text;
  return created;
}
