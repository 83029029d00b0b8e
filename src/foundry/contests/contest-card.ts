/**
 * Draws a contest card whenever Foundry renders its message: judged again from the card's flags and the roll
 * messages it names (nothing judged is stored but the final outcome), with an active Roll button only where the
 * viewing user may roll. One delegated click listener per rendered card handles its buttons.
 */
import { contestCardModel, CONTEST_ROLL_ACTION, CONTEST_TIE_BREAK_ACTION } from "../../ui/contests/contests";
import type { ContestState } from "../../core/contests/contests";
import type { RegisteredDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import { contestStateOf, currentUser, userMayRoll, type ContestMessage } from "./contest-documents";
import { judgedRolls, mayViewRecorded } from "./contest-roll-reader";

export const CONTEST_CARD_TEMPLATE = `modules/${MODULE_ID}/templates/chat/contest-card.hbs`;

export interface CardActions {
  roll(card: ContestMessage, participantId: string, fastForward: boolean): unknown;
  tieBreak(card: ContestMessage): unknown;
}

/** Renders are asynchronous (the template): tests and callers may wait for a card's to finish. */
const drawn = new WeakMap<HTMLElement, Promise<void>>();

export function cardDrawn(html: HTMLElement): Promise<void> {
  return drawn.get(html) ?? Promise.resolve();
}

/** `renderChatMessageHTML`: a contest card's content is replaced by the card, drawn for this user. */
export function renderContestCard(dice: RegisteredDice, actions: CardActions, message: ContestMessage, html: HTMLElement): void {
  const state = contestStateOf(message);
  if (!state) return;
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  // A card that cannot be drawn (a malformed state) leaves the message as it is and says why in the console.
  drawn.set(html, drawCard(dice, state, content).catch((error: unknown) => console.warn("Indie Dice | a card could not be drawn", error)));
  html.addEventListener("click", (event) => onCardClick(actions, message, event));
}

async function drawCard(dice: RegisteredDice, state: ContestState, content: HTMLElement): Promise<void> {
  const user = currentUser();
  const mayRoll = (id: string) => userMayRoll(user, state.participants.find((p) => p.id === id)?.actorUuid ?? null);
  const view = contestCardModel({ state, rolls: judgedRolls(dice, state), mayRoll, mayView: (id) => mayViewRecorded(state.participants, id) }, game.i18n);
  // The template escapes every string (names are typed by users).
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(CONTEST_CARD_TEMPLATE, view as never);
}

function onCardClick(actions: CardActions, message: ContestMessage, event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-action]");
  if (!button || button.disabled) return;
  const action = button.dataset.action;
  if (action !== CONTEST_ROLL_ACTION && action !== CONTEST_TIE_BREAK_ACTION) return;
  event.preventDefault();
  button.disabled = true;
  const done = action === CONTEST_ROLL_ACTION ? actions.roll(message, button.dataset.participant ?? "", event.shiftKey) : actions.tieBreak(message);
  void Promise.resolve(done).finally(() => (button.disabled = false));
}
