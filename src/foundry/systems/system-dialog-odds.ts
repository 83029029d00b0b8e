import { IndieDiceError } from "../../core/errors";
import type { SystemOdds } from "../../core/systems/system-odds-types";
import { SYSTEM_CHOSEN_CLASS, SYSTEM_PANEL_CLASS, systemOddsPanel } from "../../ui/systems/system-odds-panel";
import { systemFigureElement } from "../../ui/systems/system-figure";
import { systemOddsView, type SystemLabels, type SystemOddsView } from "../../ui/systems/system-odds-view";
import { isElement } from "../../ui/dom/elements";
import { updateInPlace } from "../../ui/dom/update-in-place";
import { foundryTranslator } from "../chat/card-context";
import { MODULE_ID } from "../module-id";
import type { SystemDialog, SystemPlaces, SystemDialogReading } from "./system-adapter";

/**
 * The figures in a game system's own roll dialog (docs/systems.md "In the dialog"): a panel before the element the
 * adapter names (outside any part the dialog draws again alone) and each choice's headline on its button. Drawn
 * again on every render of the dialog, a part alone included, and on the inputs the adapter hears. What an earlier
 * drawing left is kept and made to read as the new one — the same nodes, their text and attributes changed
 * (docs/systems.md "A figure inside the system's control"): a figure under the pointer drawn again between a press
 * and its release (a field's `change` as the press takes its focus) stays the element pressed, so the click is
 * not lost. What the new drawing lacks is taken away: a figure is never shown twice or left stale. The panel is
 * src/ui/systems/system-odds-panel.ts's.
 */

const CHIP_CLASS = "indie-dice-system-chip";

/** One drawing's figures: the panel (or the refusal) before its place, and a chip for each element it stands in. */
interface Drawing {
  readonly panel: HTMLElement | null;
  readonly panelBefore: HTMLElement | null;
  readonly chips: ReadonlyMap<HTMLElement, HTMLElement>;
}

const NOTHING: Drawing = { panel: null, panelBefore: null, chips: new Map() };

/** Draws (or takes away) the figures of one render of a dialog (`opened`: what its opener read, if it has one). */
export function drawSystemOdds(
  dialog: Pick<SystemDialog, "read" | "place">,
  app: unknown,
  element: HTMLElement,
  opened?: unknown,
): void {
  showDrawing(element, systemOddsWanted() ? drawingOf(dialog, app, element, opened) : NOTHING);
}

function drawingOf(
  dialog: Pick<SystemDialog, "read" | "place">,
  app: unknown,
  element: HTMLElement,
  opened: unknown,
): Drawing {
  const places = dialog.place(app, element);
  const read = places ? dialog.read(app, element, opened) : null;
  if (!places || !read) return NOTHING;
  const question = { ...read, odds: () => withButtonWords(read.odds(), places.choices, read.labels) };
  const drawn = figuresOf(question);
  const page = element.ownerDocument;
  if (drawn === null) return NOTHING;
  if (drawn instanceof IndieDiceError)
    return { panel: refusalPanel(page, drawn), panelBefore: places.panelBefore, chips: new Map() };
  const drawing = viewDrawing(places, drawn, page, question.labels.extra);
  if (question.rules) drawing.panel?.append(rulesLine(page, question.rules(foundryTranslator())));
  return drawing;
}

/**
 * Where the button pressed chooses what is rolled (docs/systems.md "A button that chooses"), the buttons are the
 * system's, made for the roll at hand (Ironsworn's move: a button a stat, "+iron", "highest of edge, wits"): a choice
 * with no words of its own — neither a `label` nor a key in the labels — is named by its button's own text, so its
 * column says what that button rolls: its text without the figure an earlier drawing left on it.
 */
export function withButtonWords(
  odds: SystemOdds,
  buttons: ReadonlyMap<string, HTMLElement>,
  labels: SystemLabels,
): SystemOdds {
  const choices = odds.choices.map((choice) => {
    const words =
      choice.label === undefined && labels.choices[choice.id] === undefined
        ? ownWords(buttons.get(choice.id))
        : undefined;
    return words ? { ...choice, label: words } : choice;
  });
  return { ...odds, choices };
}

/**
 * A `DialogV2`'s buttons by their action (its footer, which the dialog draws once): a choice's place, a button each.
 */
export function dialogButtons(element: HTMLElement): Map<string, HTMLElement> {
  const buttons = element.querySelectorAll<HTMLElement>("footer.form-footer button[data-action]");
  return new Map([...buttons].map((button) => [button.dataset.action ?? "", button]));
}

/** Whether this user is shown figures at all: their own switch, and for a player the GM's choice. */
export function systemOddsWanted(): boolean {
  if (!game.settings.get(MODULE_ID, "systemOddsShown")) return false;
  return game.user.isGM || game.settings.get(MODULE_ID, "systemOddsForPlayers") !== "none";
}

/** A button's own text, without the figure drawn on it. */
function ownWords(button: HTMLElement | undefined): string | undefined {
  if (!button) return undefined;
  const own = [...button.childNodes].filter((node) => !(isElement(node) && node.classList.contains(CHIP_CLASS)));
  return own
    .map((node) => node.textContent ?? "")
    .join("")
    .trim();
}

/**
 * Puts a drawing on the page over what the last one left: each chip kept in its element and the panel kept before its
 * place are made to read as the new ones (update-in-place.ts); the others are taken away, the new ones added.
 */
function showDrawing(element: HTMLElement, drawing: Drawing): void {
  const chips = new Map(drawing.chips);
  for (const old of element.querySelectorAll<HTMLElement>(`.${CHIP_CLASS}`)) {
    const fresh = old.parentElement ? chips.get(old.parentElement) : undefined;
    if (!fresh || !old.parentElement) {
      old.remove();
      continue;
    }
    updateInPlace(old, fresh);
    chips.delete(old.parentElement);
  }
  for (const [host, chip] of chips) host.append(chip);
  const kept = drawing.panelBefore?.previousElementSibling;
  for (const old of element.querySelectorAll<HTMLElement>(`.${SYSTEM_PANEL_CLASS}`))
    if (old !== kept || !drawing.panel) old.remove();
  if (!drawing.panel || !drawing.panelBefore) return;
  if (kept?.classList.contains(SYSTEM_PANEL_CLASS)) updateInPlace(kept, drawing.panel);
  else drawing.panelBefore.before(drawing.panel);
}

/** The view for the current user, null for nothing to show, or the engine's refusal (shown as the reason). */
export function figuresOf(question: SystemDialogReading): SystemOddsView | IndieDiceError | null {
  let odds: SystemOdds;
  try {
    odds = question.odds();
  } catch (error) {
    if (error instanceof IndieDiceError) return error;
    throw error;
  }
  const viewer = { isGM: game.user.isGM, targetVisible: question.targetVisible };
  return systemOddsView(
    odds,
    viewer,
    game.settings.get(MODULE_ID, "systemOddsForPlayers"),
    question.labels,
    foundryTranslator(),
  );
}

function viewDrawing(places: SystemPlaces, view: SystemOddsView, page: Document, extraLabel?: string): Drawing {
  const chips = new Map<HTMLElement, HTMLElement>();
  for (const [choice, figure] of view.chips) {
    const button = places.choices.get(choice);
    const className = choice === view.chosen?.id ? `${CHIP_CLASS} ${SYSTEM_CHOSEN_CLASS}` : CHIP_CLASS;
    if (button) chips.set(button, systemFigureElement(page, "span", figure, className));
  }
  for (const [id, figure] of view.extras) {
    const beside = places.extras?.get(id);
    if (!beside) continue;
    const chip = systemFigureElement(page, "span", figure, CHIP_CLASS);
    if (extraLabel) chip.title = game.i18n.localize(extraLabel);
    chips.set(beside, chip);
  }
  return { panel: systemOddsPanel(page, view), panelBefore: places.panelBefore, chips };
}

/** The rules the figures applied, a line under them (plain text: the words are the module's and the world's). */
function rulesLine(page: Document, words: string): HTMLElement {
  const line = page.createElement("p");
  line.className = "indie-dice-system-rules";
  line.textContent = words;
  return line;
}

/** What the engine cannot answer exactly, said where the figures would be. */
function refusalPanel(page: Document, error: IndieDiceError): HTMLElement {
  const panel = page.createElement("section");
  panel.className = `${SYSTEM_PANEL_CLASS} ${SYSTEM_PANEL_CLASS}-refused`;
  const text = page.createElement("p");
  text.textContent = game.i18n.format("INDIE_DICE.SystemOdds.Refused", { reason: error.message });
  panel.append(text);
  return panel;
}
