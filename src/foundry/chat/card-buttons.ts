import { CARD_ACTIONS } from "../../ui/roll-cards/card-actions";
import { messageModeOf } from "../foundry-version";
import { showFollowUpDice } from "../three-d";
import { eventElement } from "../../ui/dom/elements";
import { onMessageClick } from "./message-elements";
import type { ChatMessageView } from "../types/chat-message";
import type { MessageMode } from "../types/message-mode";

/** A roll whose card can roll its Fumble Level (KaiserRoll). */
interface FumbleLevelRoll extends foundry.dice.Roll {
  readonly awaitsFumbleLevel: boolean;
  rollFumbleLevel(): Promise<number | null>;
  /** Draws the level's result from the world's Fumble table, if it has one. */
  drawFumbleTable(level: number, mode: MessageMode): Promise<void>;
}

function awaitsFumbleLevel(roll: foundry.dice.Roll | undefined): roll is FumbleLevelRoll {
  return (roll as Partial<FumbleLevelRoll> | undefined)?.awaitsFumbleLevel === true;
}

/**
 * One delegated click listener on a rendered message for its cards' follow-up buttons (`data-action` names
 * from CARD_ACTIONS, all `indie-dice-…`, so Foundry's ChatLog actions never collide with them). It is added
 * only where a card shows a button, once per drawn element (message-elements.ts); the message is rendered again
 * after each update, as a new element with a listener of its own.
 */
export function listenToCardButtons(message: ChatMessageView, html: HTMLElement): void {
  // Only a roll that can wait for its Fumble Level has a button; a short card out of view gets its buttons once
  // drawn whole (roll-cards-in-view.ts).
  if (!message.rolls.some((roll) => "awaitsFumbleLevel" in roll)) return;
  if (!html.querySelector(`button[data-action="${CARD_ACTIONS.rollFumbleLevel}"], .indie-dice-card[data-compact]`)) return;
  onMessageClick(html, "roll-follow-ups", (event) => {
    const button = eventElement(event)?.closest<HTMLButtonElement>("button[data-action]");
    if (!button || button.dataset.action !== CARD_ACTIONS.rollFumbleLevel || button.disabled) return;
    event.preventDefault();
    // Cards are rendered one per roll, in the message's order: the card's place names its roll.
    const cards = [...html.querySelectorAll(".dice-roll")];
    const card = button.closest(".dice-roll");
    const index = card ? cards.indexOf(card) : -1;
    button.disabled = true;
    void rollFumbleLevelFromCard(message, index).finally(() => (button.disabled = false));
  });
}

/**
 * Rolls the Fumble Level a card waits for: only the message's author or a GM may (they alone may change the
 * message). The 2d6 join a copy of the roll's side dice and the message is updated with it, so every client
 * renders the card again with the level, and a reload keeps it. Dice So Nice never throws dice that replace a
 * message's roll, so the 2d6 are thrown by us for the users who may see the roll (../three-d.ts): before Dice So
 * Nice 6 from here, before the card shows the level; with 6 by each client from the update. The world's Fumble table, when set, is drawn from too, seen by the same users as the roll. Returns the
 * level, or null when nothing was rolled.
 */
export async function rollFumbleLevelFromCard(message: ChatMessageView, index: number): Promise<number | null> {
  if (!message.isAuthor && !game.user?.isGM) {
    ui.notifications?.warn(game.i18n.localize("INDIE_DICE.Card.Kaiser.OnlyRoller"));
    return null;
  }
  // A copy: if the update is refused, the message's own roll is left as it was.
  const rolls = message.rolls.map((roll) => loadRoll(JSON.parse(JSON.stringify(roll)) as Roll.Data));
  const roll = rolls[index];
  // Content a system rendered itself may not keep one card per roll: then only a single waiting roll is safe.
  const waiting = rolls.filter(awaitsFumbleLevel);
  const awaiting = awaitsFumbleLevel(roll) ? roll : waiting.length === 1 ? waiting[0] : undefined;
  if (!awaiting) return null;
  const before = new Set(awaiting.dice);
  const level = await awaiting.rollFumbleLevel();
  if (level === null) return null;
  const added = awaiting.dice.filter((die) => !before.has(die));
  const throwOptions = await showFollowUpDice(message, awaiting, rolls.indexOf(awaiting), added);
  await message.update({ rolls }, throwOptions);
  await awaiting.drawFumbleTable(level, messageModeOf(message));
  return level;
}

/** `Roll.fromData`, which finds the roll's own class by name in CONFIG.Dice.rolls. */
function loadRoll(data: Roll.Data): Roll.Any {
  return foundry.dice.Roll.fromData(data);
}
