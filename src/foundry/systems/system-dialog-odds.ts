import { IndieDiceError } from "../../core/errors";
import type { SystemOdds } from "../../core/systems/system-odds-types";
import {
  SYSTEM_CHOSEN_CLASS,
  SYSTEM_PANEL_CLASS,
  systemFigureElement,
  systemOddsPanel,
} from "../../ui/systems/system-odds-panel";
import { systemOddsView, type SystemLabels, type SystemOddsView } from "../../ui/systems/system-odds-view";
import { foundryTranslator } from "../chat/card-context";
import { MODULE_ID } from "../module-id";
import type { SystemDialog, SystemPlaces, SystemDialogReading } from "./system-adapter";

/**
 * The figures in a game system's own roll dialog (docs/systems.md "In the dialog"): a panel before the element the
 * adapter names (outside any part the dialog draws again alone) and each choice's headline on its button. Drawn
 * again on every render of the dialog, a part alone included: what an earlier render drew is taken away first, so
 * a figure is never shown twice or left stale. The panel is src/ui/systems/system-odds-panel.ts's.
 */

const CHIP_CLASS = "indie-dice-system-chip";

/** Draws (or takes away) the figures of one render of a dialog (`opened`: what its opener read, if it has one). */
export function drawSystemOdds(
  dialog: Pick<SystemDialog, "read" | "place">,
  app: unknown,
  element: HTMLElement,
  opened?: unknown,
): void {
  clearSystemOdds(element);
  if (!systemOddsWanted()) return;
  const places = dialog.place(app, element);
  const read = places ? dialog.read(app, element, opened) : null;
  if (!places || !read) return;
  const question = { ...read, odds: () => withButtonWords(read.odds(), places.choices, read.labels) };
  const drawn = figuresOf(question);
  if (drawn === null) return;
  if (drawn instanceof IndieDiceError) places.panelBefore.before(refusalPanel(element.ownerDocument, drawn));
  else drawView(places, drawn, element.ownerDocument, question.labels.extra);
}

/**
 * Where the button pressed chooses what is rolled (docs/systems.md "A button that chooses"), the buttons are the
 * system's, made for the roll at hand (Ironsworn's move: a button a stat, "+iron", "highest of edge, wits"): a choice
 * with no words of its own — neither a `label` nor a key in the labels — is named by its button's own text, so its
 * column says what that button rolls. Read before the figures are drawn on the button (the last ones taken away).
 */
export function withButtonWords(
  odds: SystemOdds,
  buttons: ReadonlyMap<string, HTMLElement>,
  labels: SystemLabels,
): SystemOdds {
  const choices = odds.choices.map((choice) => {
    const words =
      choice.label === undefined && labels.choices[choice.id] === undefined
        ? buttons.get(choice.id)?.textContent?.trim()
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

/** Takes away what an earlier render drew. */
function clearSystemOdds(element: HTMLElement): void {
  for (const old of element.querySelectorAll(`.${SYSTEM_PANEL_CLASS}, .${CHIP_CLASS}`)) old.remove();
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

function drawView(places: SystemPlaces, view: SystemOddsView, page: Document, extraLabel: string | undefined): void {
  for (const [choice, figure] of view.chips) {
    const button = places.choices.get(choice);
    if (button)
      button.append(
        systemFigureElement(
          page,
          "span",
          figure,
          choice === view.chosen?.id ? `${CHIP_CLASS} ${SYSTEM_CHOSEN_CLASS}` : CHIP_CLASS,
        ),
      );
  }
  for (const [id, figure] of view.extras) {
    const beside = places.extras?.get(id);
    if (!beside) continue;
    const chip = systemFigureElement(page, "span", figure, CHIP_CLASS);
    if (extraLabel) chip.title = game.i18n.localize(extraLabel);
    beside.append(chip);
  }
  places.panelBefore.before(systemOddsPanel(page, view));
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
