/**
 * Draws a Group Test card whenever Foundry renders its message: judged again from the card's flags and the roll
 * messages it names, with active buttons only where the viewing user may act (a participant's owners or a GM to
 * roll for it and give from it, a GM to close). One delegated click listener per rendered card.
 */
import { GROUP_TEST_ACTIONS, groupTestCardModel } from "../../ui/contests/group-test-card-model";
import type { GroupTestState } from "../../core/contests/group-test";
import { currentUser, userMayRoll, type ContestMessage } from "../contests/contest-documents";
import { mayViewRecorded } from "../contests/contest-roll-reader";
import type { RegisteredDice } from "../dice/register-dice";
import { MODULE_ID } from "../module-id";
import { groupStateOf, judgedGroupRolls } from "./group-test-documents";

export const GROUP_TEST_CARD_TEMPLATE = `modules/${MODULE_ID}/templates/chat/group-test-card.hbs`;

export interface GroupCardActions {
  roll(card: ContestMessage, participantId: string, fastForward: boolean): unknown;
  give(card: ContestMessage, giver: string, receiver: string): unknown;
  close(card: ContestMessage): unknown;
}

const drawn = new WeakMap<HTMLElement, Promise<void>>();

/** Renders are asynchronous (the template): tests and callers may wait for a card's to finish. */
export function groupCardDrawn(html: HTMLElement): Promise<void> {
  return drawn.get(html) ?? Promise.resolve();
}

/** `renderChatMessageHTML`: a Group Test card's content is replaced by the card, drawn for this user. */
export function renderGroupTestCard(dice: RegisteredDice, actions: GroupCardActions, message: ContestMessage, html: HTMLElement): void {
  const state = groupStateOf(message);
  if (!state) return;
  const content = html.querySelector<HTMLElement>(".message-content") ?? html;
  // A card that cannot be drawn (a malformed state) leaves the message as it is and says why in the console.
  drawn.set(html, drawCard(dice, state, content).catch((error: unknown) => console.warn("Indie Dice | a card could not be drawn", error)));
  html.addEventListener("click", (event) => onCardClick(actions, message, event));
}

async function drawCard(dice: RegisteredDice, state: GroupTestState, content: HTMLElement): Promise<void> {
  const user = currentUser();
  const actorOf = (id: string) => state.participants.find((p) => p.id === id)?.actorUuid ?? null;
  let view: object;
  try {
    view = groupTestCardModel({
      state,
      rolls: judgedGroupRolls(dice, state),
      mayAct: (act) => (act.kind === "close" ? user.isGM : userMayRoll(user, actorOf(act.kind === "roll" ? act.participant : act.giver))),
      mayView: (id) => mayViewRecorded(state.participants, id),
    }, game.i18n);
  } catch (error) {
    // A recorded roll that cannot be read again: the card says so instead of breaking the chat log.
    console.warn("Indie Dice | a group test card could not be drawn", error);
    content.innerHTML = `<p class="${MODULE_ID}-card-problem">${foundry.utils.escapeHTML(game.i18n.localize("INDIE_DICE.GroupTest.Problem"))}</p>`;
    return;
  }
  // The template escapes every string (names are typed by users).
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(GROUP_TEST_CARD_TEMPLATE, view as never);
}

function onCardClick(actions: GroupCardActions, message: ContestMessage, event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-action]");
  if (!button || button.disabled) return;
  const { action, participant = "", giver = "", receiver = "" } = button.dataset;
  let done: unknown;
  if (action === GROUP_TEST_ACTIONS.roll) done = () => actions.roll(message, participant, event.shiftKey);
  else if (action === GROUP_TEST_ACTIONS.give) done = () => actions.give(message, giver, receiver);
  else if (action === GROUP_TEST_ACTIONS.close) done = () => actions.close(message);
  else return;
  event.preventDefault();
  button.disabled = true;
  void Promise.resolve((done as () => unknown)()).finally(() => (button.disabled = false));
}
