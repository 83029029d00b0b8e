import type { SystemDamageBar, SystemDamageView } from "./system-damage-view";
import { systemFigureElement } from "./system-figure";

/**
 * A system's damage figures drawn (docs/damage.md "What a player sees"), under the other figures of its panel: each
 * choice's totals as a chart — a bar a total, as tall as its chance against the likeliest, its figure as its name —
 * under a line of its range and mean, then the table of the chance each choice drops each target the viewer may
 * see. Text nodes only; each bar and figure carries its exact chance as `data-probability`.
 */

const DAMAGE_CLASS = "indie-dice-system-damage";

export function systemDamageSection(page: Document, view: SystemDamageView): HTMLElement {
  const section = page.createElement("div");
  section.className = DAMAGE_CLASS;
  for (const roll of view.rolls) {
    const figure = page.createElement("figure");
    figure.dataset.choice = roll.choice;
    figure.dataset.mean = String(roll.mean);
    const caption = page.createElement("figcaption");
    caption.textContent = roll.summary;
    figure.append(caption);
    if (roll.bars.length > 0) figure.append(chartOf(page, roll.label, roll.bars));
    section.append(figure);
  }
  if (view.targets.length > 0) section.append(dropTable(page, view));
  return section;
}

function chartOf(page: Document, label: string, bars: readonly SystemDamageBar[]): HTMLElement {
  const chart = page.createElement("div");
  chart.className = `${DAMAGE_CLASS}-chart`;
  chart.setAttribute("role", "img");
  chart.setAttribute("aria-label", `${label}: ${bars.map((bar) => bar.text).join(", ")}`);
  for (const bar of bars) {
    const element = page.createElement("span");
    element.className = `${DAMAGE_CLASS}-bar`;
    element.dataset.least = String(bar.least);
    element.dataset.most = String(bar.most);
    element.dataset.probability = String(bar.probability);
    element.style.height = `${(bar.height * 100).toFixed(2)}%`;
    element.title = bar.text;
    chart.append(element);
  }
  return chart;
}

function dropTable(page: Document, view: SystemDamageView): HTMLTableElement {
  const table = page.createElement("table");
  table.className = `${DAMAGE_CLASS}-drops`;
  table.createCaption().textContent = view.dropHeading;
  const head = table.createTHead().insertRow();
  head.append(page.createElement("td"));
  for (const column of view.columns) {
    const th = page.createElement("th");
    th.scope = "col";
    th.textContent = column;
    head.append(th);
  }
  const body = table.createTBody();
  for (const target of view.targets) {
    const row = body.insertRow();
    const th = page.createElement("th");
    th.scope = "row";
    th.textContent = target.name;
    row.append(th);
    for (const cell of target.cells) row.append(systemFigureElement(page, "td", cell));
  }
  return table;
}
