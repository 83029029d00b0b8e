import { messageModeOf } from "../foundry-version";
import { showFollowUpDice } from "../three-d";
import { eventElement } from "../../ui/dom/elements";
import { onMessageClick } from "./message-elements";
import type { ChatMessageView } from "../types/chat-message";
import type { CardButtonLook } from "../../ui/roll-cards/card-actions";
import type { MessageMode } from "../types/message-mode";
import { mayPress } from "./card-context";

/** What a press of a roll card's button hands its rule set (`pressCardButton`, below). */
interface CardButtonPress {
  /**
   * A copy of the message's roll whose card waits for the button: the dice the press adds to it are what `save` saves.
   */
  readonly roll: foundry.dice.Roll;
  /** Who sees the message: what follows the press (a table drawn from) is seen by the same users. */
  readonly mode: MessageMode;
  /**
   * Updates the message with the roll and its new dice, thrown in 3D first for the users who may see the roll: every
   * client draws the card again with them, and a reload keeps them. Uncalled, the message is left as it was.
   */
  save(): Promise<void>;
}

/**
 * A button a rule set's roll card offers under its roll (docs/rule-set-authors.md "Buttons on a roll's card"): its
 * look, which the rule set's card model shows (`cardFollowUp`), who may press it, and what a press does; given in
 * its Foundry descriptor's `cardButtons`. Clicks are heard by one listener a drawn message (`listenToCardButtons`,
 * below), which checks the user and finds the roll.
 */
export interface RollCardButton<Result = unknown> extends CardButtonLook {
  /**
   * The warning to a user who presses it without being one who may (`pressedBy`): a card drawn before, a hostile
   * client.
   */
  readonly refusedKey: string;
  /**
   * Whether a roll is one of the button's (its rule set's Roll class): asked of every roll of every message drawn, so
   * cheap.
   */
  readonly answers: (roll: foundry.dice.Roll) => boolean;
  /** Whether this roll's card waits for the button (Kaiser: a Fumble whose level is not rolled yet). */
  readonly awaits: (roll: foundry.dice.Roll) => boolean;
  /** The press, once the user and the roll are checked: what it rolled, or null for nothing. */
  readonly press: (press: CardButtonPress) => Promise<Result | null>;
}

/**
 * One delegated click listener on a rendered message for the buttons the rule sets' roll cards offer
 * (`FoundryRuleSet.cardButtons`, each `data-action` prefixed with its module's id, so Foundry's ChatLog actions
 * never collide with them). It is added only where a card shows one, once per drawn element (message-elements.ts);
 * the message is rendered again after each update, as a new element with a listener of its own.
 */
export function listenToCardButtons(
  message: ChatMessageView,
  html: HTMLElement,
  buttons: readonly RollCardButton[],
): void {
  // Only a roll of a rule set with buttons may have one; a short card out of view gets its buttons once drawn whole
  // (roll-cards-in-view.ts).
  const answering = buttons.filter((button) => message.rolls.some(button.answers));
  if (answering.length === 0) return;
  const shown = answering.map((button) => `button[data-action="${button.action}"]`).join(", ");
  if (!html.querySelector(`${shown}, .indie-dice-card[data-compact]`)) return;
  onMessageClick(html, "roll-follow-ups", (event) => {
    const element = eventElement(event)?.closest<HTMLButtonElement>("button[data-action]");
    const button =
      element && !element.disabled ? answering.find((each) => each.action === element.dataset.action) : undefined;
    if (!element || !button) return;
    event.preventDefault();
    // Cards are rendered one per roll, in the message's order: the card's place names its roll.
    const cards = [...html.querySelectorAll(".dice-roll")];
    const card = element.closest(".dice-roll");
    const index = card ? cards.indexOf(card) : -1;
    element.disabled = true;
    void pressCardButton(button, message, index).finally(() => (element.disabled = false));
  });
}

/**
 * Presses a card's button for the message's roll at `index`: only a user who may press it does (for "author", its
 * author or a GM, who alone may change the message); the others get its warning and nothing changes. The press
 * works on a copy of the rolls, so a refused update leaves the message's own roll as it was; it saves the dice it
 * added through `save`, thrown in 3D for the users who may see the roll (../three-d.ts): before Dice So Nice 6 from
 * here, before the card shows them; with 6 by each client from the update. Returns what the press rolled, or null
 * when nothing was.
 */
export async function pressCardButton<Result>(
  button: RollCardButton<Result>,
  message: ChatMessageView,
  index: number,
): Promise<Result | null> {
  if (!mayPress(button, message)) {
    ui.notifications?.warn(game.i18n.localize(button.refusedKey));
    return null;
  }
  const rolls = message.rolls.map((roll) => loadRoll(JSON.parse(JSON.stringify(roll)) as Roll.Data));
  const roll = rolls[index];
  // Content a system rendered itself may not keep one card per roll: then only a single waiting roll is safe.
  const waiting = rolls.filter(button.awaits);
  const awaiting = roll && button.awaits(roll) ? roll : waiting.length === 1 ? waiting[0] : undefined;
  if (!awaiting) return null;
  const before = new Set(awaiting.dice);
  const save = async (): Promise<void> => {
    const added = awaiting.dice.filter((die) => !before.has(die));
    const throwOptions = await showFollowUpDice(message, awaiting, rolls.indexOf(awaiting), added);
    await message.update({ rolls }, throwOptions);
  };
  const press: CardButtonPress = { roll: awaiting, mode: messageModeOf(message), save };
  return button.press(press);
}

/** `Roll.fromData`, which finds the roll's own class by name in CONFIG.Dice.rolls. */
function loadRoll(data: Roll.Data): Roll.Any {
  return foundry.dice.Roll.fromData(data);
}
