import { IndieDiceError } from "../../core/errors";
import type { SystemOdds } from "../../core/systems/system-odds-types";
import { systemOddsView, type SystemBar, type SystemFigure, type SystemOddsView } from "../../ui/systems/system-odds-view";
import { foundryTranslator } from "../chat/card-context";
import { MODULE_ID } from "../module-id";
import type { SystemDialog, SystemPlaces, SystemQuestion } from "./system-adapter";

/**
 * The figures in a game system's own roll dialog (docs/systems.md "In the dialog"): a panel before the element the
 * adapter names (outside any part the dialog draws again alone) and each choice's headline on its button. Drawn
 * again on every render of the dialog, a part alone included: what an earlier render drew is taken away first, so
 * a figure is never shown twice or left stale. Built from text nodes only; the exact value is on each figure as
 * `data-probability`, as on every odds figure of the module.
 */

const PANEL_CLASS = "indie-dice-system-odds";
const CHIP_CLASS = "indie-dice-system-chip";
/** The figures of the choice the dialog rolls as it stands (its radio chosen), marked. */
const CHOSEN_CLASS = "indie-dice-system-chosen";
const BAR_CLASS = "indie-dice-system-bar";

/** Draws (or takes away) the figures of one render of a dialog. */
export function drawSystemOdds(dialog: SystemDialog, app: unknown, element: HTMLElement): void {
  clearSystemOdds(element);
  if (!systemOddsWanted()) return;
  const places = dialog.place(app, element);
  const question = places ? dialog.read(app, element) : null;
  if (!places || !question) return;
  const drawn = figuresOf(question);
  if (drawn === null) return;
  if (drawn instanceof IndieDiceError) places.panelBefore.before(refusalPanel(element.ownerDocument, drawn));
  else drawView(places, drawn, element.ownerDocument, question.labels.extra);
}

/** Whether this user is shown figures at all: their own switch, and for a player the GM's choice. */
export function systemOddsWanted(): boolean {
  if (!game.settings.get(MODULE_ID, "systemOddsShown")) return false;
  return game.user.isGM || game.settings.get(MODULE_ID, "systemOddsForPlayers") !== "none";
}

/** Takes away what an earlier render drew. */
function clearSystemOdds(element: HTMLElement): void {
  for (const old of element.querySelectorAll(`.${PANEL_CLASS}, .${CHIP_CLASS}`)) old.remove();
}

/** The view for the current user, null for nothing to show, or the engine's refusal (shown as the reason). */
function figuresOf(question: SystemQuestion): SystemOddsView | IndieDiceError | null {
  let odds: SystemOdds;
  try {
    odds = question.odds();
  } catch (error) {
    if (error instanceof IndieDiceError) return error;
    throw error;
  }
  const viewer = { isGM: game.user.isGM, targetVisible: question.targetVisible };
  return systemOddsView(odds, viewer, game.settings.get(MODULE_ID, "systemOddsForPlayers"), question.labels, foundryTranslator());
}

function drawView(places: SystemPlaces, view: SystemOddsView, page: Document, extraLabel: string | undefined): void {
  for (const [choice, figure] of view.chips) {
    const button = places.choices.get(choice);
    if (button) button.append(figureElement(page, "span", figure, choice === view.chosen?.id ? `${CHIP_CLASS} ${CHOSEN_CLASS}` : CHIP_CLASS));
  }
  for (const [id, figure] of view.extras) {
    const beside = places.extras?.get(id);
    if (!beside) continue;
    const chip = figureElement(page, "span", figure, CHIP_CLASS);
    if (extraLabel) chip.title = game.i18n.localize(extraLabel);
    beside.append(chip);
  }
  places.panelBefore.before(panelOf(page, view));
}

function figureElement(page: Document, tag: string, figure: SystemFigure, className?: string): HTMLElement {
  const element = page.createElement(tag);
  if (className) element.className = className;
  element.dataset.outcome = figure.outcome;
  element.dataset.probability = String(figure.probability);
  element.textContent = figure.text;
  return element;
}

/**
 * The caption, the bar where there is one, then one table: a column a choice (the one chosen marked), a row an
 * outcome, then the "at least" rows.
 */
function panelOf(page: Document, view: SystemOddsView): HTMLElement {
  const panel = page.createElement("section");
  panel.className = PANEL_CLASS;
  const caption = page.createElement("p");
  caption.className = `${PANEL_CLASS}-caption`;
  caption.textContent = view.caption;
  panel.append(caption);
  if (view.bar) panel.append(barOf(page, view.bar));
  const rows = [...view.rows, ...view.totals];
  if (rows.length === 0) return panel;
  const table = page.createElement("table");
  const head = table.createTHead().insertRow();
  head.append(page.createElement("th"));
  const chosen = view.chosen?.column;
  view.columns.forEach((column, index) => {
    const th = page.createElement("th");
    th.scope = "col";
    th.textContent = column;
    if (index === chosen) {
      th.className = CHOSEN_CLASS;
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
      const className = column === chosen ? CHOSEN_CLASS : undefined;
      const td = cell ? figureElement(page, "td", cell, className) : page.createElement("td");
      if (!cell && className) td.className = className;
      tr.append(td);
    });
  }
  panel.append(table);
  return panel;
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
    if (segment.probability <= 0) continue;
    const part = figureElement(page, "span", segment, `${BAR_CLASS}-segment`);
    part.style.flexGrow = String(segment.probability);
    part.title = `${segment.label}: ${segment.text}`;
    part.setAttribute("aria-label", part.title);
    element.append(part);
  }
  return element;
}

/** What the engine cannot answer exactly, said where the figures would be. */
function refusalPanel(page: Document, error: IndieDiceError): HTMLElement {
  const panel = page.createElement("section");
  panel.className = `${PANEL_CLASS} ${PANEL_CLASS}-refused`;
  const text = page.createElement("p");
  text.textContent = game.i18n.format("INDIE_DICE.SystemOdds.Refused", { reason: error.message });
  panel.append(text);
  return panel;
}
