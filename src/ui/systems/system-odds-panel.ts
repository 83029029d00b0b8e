import type { SystemBar, SystemOddsView } from "./system-odds-view";
import { systemFigureElement, type SystemFigure } from "./system-figure";
import { systemDamageSection } from "./system-damage-panel";

/**
 * A game system's figures drawn as the page shows them (docs/systems.md "In the dialog"): a caption, the bar where
 * there is one, then one table — a column a choice (the one chosen marked), a row an outcome, then the "at least"
 * rows. Built from text nodes only; the exact value is on each figure as `data-probability`, as on every odds figure
 * of the module. Drawn in a system's own roll dialog (src/foundry/systems/system-dialog-odds.ts) and in the web
 * calculator's system views (calculator/systems-chunk.ts).
 */

export const SYSTEM_PANEL_CLASS = "indie-dice-system-odds";
/** The figures of the choice the dialog rolls as it stands (its radio chosen), marked. */
export const SYSTEM_CHOSEN_CLASS = "indie-dice-system-chosen";
const BAR_CLASS = "indie-dice-system-bar";
/** The facts about the roll, in a table of their own. */
const FACTS_CLASS = "indie-dice-system-facts";

export function systemOddsPanel(page: Document, view: SystemOddsView): HTMLElement {
  const panel = page.createElement("section");
  panel.className = SYSTEM_PANEL_CLASS;
  const caption = page.createElement("p");
  caption.className = `${SYSTEM_PANEL_CLASS}-caption`;
  caption.textContent = view.caption;
  panel.append(caption);
  if (view.bar) panel.append(barOf(page, view.bar));
  // The outcomes, which share out the whole, in one table; the facts about the roll in one of their own under it, so
  // that no column reads as adding up to more than 100% (a WFRP test's success, failure and critical); then the
  // totals, each a chance of its own.
  const outcomes = view.rows.filter((row) => !row.fact);
  const facts = view.rows.filter((row) => row.fact);
  if (outcomes.length > 0) panel.append(tableOf(page, view, outcomes, null));
  if (facts.length > 0) panel.append(tableOf(page, view, facts, view.factsHeading));
  if (view.totals.length > 0) panel.append(tableOf(page, view, view.totals, null));
  if (view.damage) panel.append(systemDamageSection(page, view.damage));
  return panel;
}

/** A table of rows, a column a choice (the one chosen marked), under a caption where it has one. */
function tableOf(
  page: Document,
  view: SystemOddsView,
  rows: readonly { readonly label: string; readonly cells: readonly (SystemFigure | null)[] }[],
  heading: string | null,
): HTMLTableElement {
  const table = page.createElement("table");
  if (heading !== null) {
    table.className = FACTS_CLASS;
    table.createCaption().textContent = heading;
  }
  const head = table.createTHead().insertRow();
  // The corner over the rows' names heads nothing: a plain cell, not an empty header.
  head.append(page.createElement("td"));
  const chosen = view.chosen?.column;
  view.columns.forEach((column, index) => {
    const th = page.createElement("th");
    th.scope = "col";
    th.textContent = column;
    if (index === chosen) {
      th.className = SYSTEM_CHOSEN_CLASS;
      th.setAttribute("aria-current", "true");
    }
    head.append(th);
  });
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    const th = page.createElement("th");
    th.scope = "row";
    th.textContent = row.label;
    tr.append(th);
    row.cells.forEach((cell, column) => {
      const className = column === chosen ? SYSTEM_CHOSEN_CLASS : undefined;
      const td = cell ? systemFigureElement(page, "td", cell, className) : page.createElement("td");
      if (!cell && className) td.className = className;
      tr.append(td);
    });
  }
  return table;
}

/**
 * The bar: a segment an outcome, as long as its chance, its figure inside and its words and figure as its name (a
 * segment too short for its figure still names it). An outcome that cannot happen takes no length and is left out.
 */
function barOf(page: Document, bar: SystemBar): HTMLElement {
  const element = page.createElement("div");
  element.className = BAR_CLASS;
  element.setAttribute("role", "group");
  element.setAttribute("aria-label", bar.label);
  for (const segment of bar.segments) {
    // A bar is drawn with the exact figures only (system-odds-view.ts): each segment has its number.
    if (segment.probability === null || segment.probability <= 0) continue;
    const part = systemFigureElement(page, "span", segment, `${BAR_CLASS}-segment`);
    part.style.flexGrow = String(segment.probability);
    part.title = `${segment.label}: ${segment.text}`;
    part.setAttribute("aria-label", part.title);
    element.append(part);
  }
  return element;
}
