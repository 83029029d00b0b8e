/**
 * The Damage view's figures as the page shows them (damage-calculator.ts): a column for the hit and one for the
 * critical, each its formula as rolled, its mean, the chance it drops the target (the exact value on the figure as
 * `data-probability`, as on every odds figure of the module), and a bar chart of each total's chance, which a table
 * under it repeats for a screen reader and a keyboard (a `<details>`). Built from elements and text nodes only: the
 * formula is the reader's own text.
 */
import type { DamageBar, DamageColumn, DamageTableWords } from "./damage-calculator";

const DAMAGE_FIGURES_CLASS = "indie-dice-damage";

export function damageFigures(page: Document, columns: readonly DamageColumn[], words: DamageTableWords): HTMLElement {
  const figures = page.createElement("div");
  figures.className = DAMAGE_FIGURES_CLASS;
  figures.append(...columns.map((column) => columnOf(page, column, words)));
  return figures;
}

function columnOf(page: Document, column: DamageColumn, words: DamageTableWords): HTMLElement {
  const section = page.createElement("section");
  section.className = `${DAMAGE_FIGURES_CLASS}-column`;
  section.dataset.column = column.id;
  const heading = text(page, "h3", column.title);
  heading.id = `damage-${column.id}-title`;
  section.setAttribute("aria-labelledby", heading.id);
  section.append(heading, text(page, "p", column.rolled, "rolled"), text(page, "p", column.mean, "mean"));
  if (column.drop) {
    const drop = text(page, "p", column.drop.text, "drop");
    drop.dataset.probability = String(column.drop.probability);
    section.append(drop);
  }
  section.append(chartOf(page, column));
  if (column.dropsLabel && column.bars.some((bar) => bar.drops))
    section.append(text(page, "p", column.dropsLabel, "drops-key"));
  section.append(tableOf(page, column, words));
  return section;
}

function text(page: Document, tag: string, content: string, part?: string): HTMLElement {
  const element = page.createElement(tag);
  element.textContent = content;
  if (part) element.className = `${DAMAGE_FIGURES_CLASS}-${part}`;
  return element;
}

/** The bars, each as tall as its chance against the tallest, its total under it; the table says the same in words. */
function chartOf(page: Document, column: DamageColumn): HTMLElement {
  const chart = page.createElement("div");
  chart.className = `${DAMAGE_FIGURES_CLASS}-chart`;
  chart.setAttribute("aria-hidden", "true");
  chart.title = column.chartLabel;
  chart.append(...column.bars.map((bar) => barOf(page, bar)));
  return chart;
}

function barOf(page: Document, bar: DamageBar): HTMLElement {
  const element = page.createElement("div");
  element.className = `${DAMAGE_FIGURES_CLASS}-bar`;
  if (bar.drops) element.classList.add(`${DAMAGE_FIGURES_CLASS}-drops`);
  element.title = `${bar.label}: ${bar.chance}`;
  element.dataset.probability = String(bar.probability);
  const fill = page.createElement("span");
  fill.className = `${DAMAGE_FIGURES_CLASS}-fill`;
  fill.style.blockSize = `${(bar.share * 100).toFixed(2)}%`;
  element.append(fill, text(page, "span", bar.label, "tick"));
  return element;
}

function tableOf(page: Document, column: DamageColumn, words: DamageTableWords): HTMLElement {
  const details = page.createElement("details");
  details.append(text(page, "summary", words.summary));
  const table = page.createElement("table");
  table.className = `${DAMAGE_FIGURES_CLASS}-table`;
  const head = page.createElement("tr");
  head.append(text(page, "th", words.total), text(page, "th", words.chance));
  for (const cell of head.children) cell.setAttribute("scope", "col");
  const thead = page.createElement("thead");
  thead.append(head);
  table.append(text(page, "caption", column.chartLabel), thead);
  const body = page.createElement("tbody");
  for (const bar of column.bars) {
    const row = page.createElement("tr");
    const chance = text(page, "td", bar.chance);
    chance.dataset.probability = String(bar.probability);
    const total = text(page, "th", bar.label);
    total.setAttribute("scope", "row");
    row.append(total, chance);
    body.append(row);
  }
  table.append(body);
  details.append(table);
  return details;
}
