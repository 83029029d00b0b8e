/**
 * Draws a K&R extended test card whenever Foundry renders its message: the pool, running margin, history and odds
 * folded again from the rounds' messages, with the Roll button active for the roller's owners (or a GM) and the
 * End button for a GM. A round the viewing user may not see (a blind or private roll) is drawn as hidden, and so
 * is everything that depends on it. One delegated click listener per rendered card.
 */
import { IndieDiceError } from "../../core/errors";
import type { ExtendedTestCardState } from "../../core/contests/extended-test";
import { EXTENDED_TEST_ACTIONS, extendedTestCardModel } from "../../ui/contests/extended-test-card-model";
import { currentUser, userMayRoll, type ContestMessage } from "../contests/contest-documents";
import type { RegisteredDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import { asFoundryError } from "../errors";
import { extendedStateOf, recordedFaces, roundVisibility } from "./extended-test-documents";

export const EXTENDED_TEST_CARD_TEMPLATE = `modules/${MODULE_ID}/templates/chat/extended-test-card.hbs`;

export interface ExtendedCardActions {
  roll(card: ContestMessage, fastForward: boolean): unknown;
  end(card: ContestMessage): unknown;
}

const drawn = new WeakMap<HTMLElement, Promise<void>>();

export function extendedCardDrawn(html: HTMLElement): Promise<void> {
  return drawn.get(html) ?? Promise.resolve();
}

export function renderExtendedTestCard(dice: RegisteredDice, actions: ExtendedCardActions, message: ContestMessage, html: HTMLElement): void {
  const state = extendedStateOf(message);
  if (!state) return;
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  // A card that cannot be drawn (a malformed state) leaves the message as it is and says why in the console.
  drawn.set(html, drawCard(dice, state, content).catch((error: unknown) => console.warn("Indie Dice | a card could not be drawn", error)));
  html.addEventListener("click", (event) => onCardClick(actions, message, event));
}

async function drawCard(dice: RegisteredDice, state: ExtendedTestCardState, content: HTMLElement): Promise<void> {
  const user = currentUser();
  let view: object;
  try {
    const faces = recordedFaces(dice, state);
    if (!faces) throw new Error("a round's roll could not be read again");
    const visible = roundVisibility(state);
    view = extendedTestCardModel({
      state,
      faces,
      mayAct: (act) => (act.kind === "end" ? user.isGM : userMayRoll(user, state.roller.actorUuid)),
      mayView: (index) => visible[index] ?? true,
    }, game.i18n);
  } catch (error) {
    console.warn("Indie Dice | an extended test card could not be drawn", error);
    // A refusal of the card's own numbers (one started past today's limits by 0.1.0) says what is wrong with them.
    const problem = error instanceof IndieDiceError ? (asFoundryError(error) as Error).message : game.i18n.localize("INDIE_DICE.ExtendedTest.Problem");
    content.innerHTML = `<p class="${MODULE_ID}-card-problem">${foundry.utils.escapeHTML(problem)}</p>`;
    return;
  }
  // The template escapes every string (the roller's name is typed by users).
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(EXTENDED_TEST_CARD_TEMPLATE, view as never);
}

function onCardClick(actions: ExtendedCardActions, message: ContestMessage, event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-action]");
  if (!button || button.disabled) return;
  const action = button.dataset.action;
  if (action !== EXTENDED_TEST_ACTIONS.roll && action !== EXTENDED_TEST_ACTIONS.end) return;
  event.preventDefault();
  button.disabled = true;
  const done = action === EXTENDED_TEST_ACTIONS.roll ? actions.roll(message, event.shiftKey) : actions.end(message);
  void Promise.resolve(done).finally(() => (button.disabled = false));
}
