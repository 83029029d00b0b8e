/**
 * The chat messages' context menu as the card models drive it: a user's *Roll again* on a posted roll (it
 * goes to the card as any roll would, and the card's rules decide), and on a request the GM's *Reveal the difficulty*
 * and *Change the difficulty* — each run through the menu's own entries, on a message element as Foundry's
 * ContextMenu hands it, shown or not as the entry's own condition says.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { messageMenuEntries } from "../../../../src/foundry/context-menu/message-menu";
import { cardMenuNow } from "../../../../src/foundry/cards/card-chunk-loader";
import { api, settle, messageById, messageViews } from "../../support/dialog-harness";
import { asUser, stateOf, step, who, USERS, type Mode, type Real, type Step } from "./card-model";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { must } from "../../../kit";

interface AnyEntry {
  readonly name?: string;
  readonly label?: string;
  condition?(target: HTMLElement): boolean;
  visible?(target: HTMLElement): boolean;
  callback?(target: HTMLElement): unknown;
  onClick?(event: Event, target: HTMLElement): unknown;
}

/**
 * The menu entry with this label key, in whichever form this profile reads, as the user's client would be offered it.
 */
function entry(key: string): { shown(messageId: string): boolean; run(messageId: string): Promise<unknown> } {
  const entries = messageMenuEntries({ dice: api().dice, dialogs: api().dialogs, cards: cardMenuNow }) as AnyEntry[];
  const found = must(entries.find((e) => (e.label ?? e.name) === `INDIE_DICE.ContextMenu.${key}`));
  const element = (messageId: string) => {
    const li = document.createElement("li");
    li.className = "message";
    li.dataset.messageId = messageId;
    return li;
  };
  return {
    shown: (messageId) => must(found.visible ?? found.condition).call(found, element(messageId)),
    run: async (messageId) =>
      found.onClick ? found.onClick(new Event("click"), element(messageId)) : found.callback!(element(messageId)),
  };
}

function modeOf(message: ChatMessageView): Mode {
  const whisper = message.whisper ?? [];
  if (whisper.length === 0) return "publicroll";
  if (message.blind) return "blindroll";
  return whisper.length === 1 && whisper[0] === message.author?.id ? "selfroll" : "gmroll";
}

/**
 * A user chooses *Roll again* on a posted roll, when it is offered them or from a stale menu: nothing is posted when
 * the card no longer waits for that roll; a roll it posts is the model's like any other (recorded, or its roller told
 * why not).
 */
export function rollAgainStep(index: number, user: string): Step {
  return step(
    `rollAgain(#${index}, ${who(user)})`,
    async (model, real) => {
      if (model.posted.length === 0) return;
      const original = must(model.posted[index % model.posted.length]);
      if (model.deleted.has(original.id) || !must(game.messages).get(original.id)) return;
      const before = real.harness.foundry.messages.length;
      const again = entry("RollAgain");
      const { told } = await asUser(real, user, async () => {
        // Offered now, or chosen from a menu opened earlier (every other step): the entry checks again either way.
        if (again.shown(original.id) || index % 2 === 0) await again.run(original.id);
      });
      await settle(12);
      // A die the card itself throws on the GM's client meanwhile (a tie-break's coin, beside the GM's own roll that
      // ties a pairing) is no reroll: a message whose flags are another of Indie Dice's than a roll's for the card.
      const rollFlag = Object.keys(real.driver.forgedFlag(real.cardId, original.slot, stateOf(real)));
      const otherFlag = (message: ChatMessageView) =>
        Object.keys(message.flags["indie-dice"] ?? {}).some((flag) => !rollFlag.includes(flag));
      const posted = messageViews()
        .slice(before)
        .filter((message) => message.author?.id === user && message._source.rolls.length === 1 && !otherFlag(message));
      // A message another step posted at the same time (the user's own roll beside this one) is that step's to record.
      const rerolls = posted.filter((message) => !model.posted.some((entry) => entry.id === message.id));
      for (const message of rerolls)
        model.posted.push({ id: must(message.id), author: user, slot: original.slot, mode: modeOf(message), told });
    },
    [user],
  );
}

/** A user's *Reveal the difficulty* or *Change the difficulty* on the request card: offered to the GM alone. */
export function difficultyStep(user: string, change: string | null): Step {
  return step(
    `${change === null ? "reveal" : `difficulty ${change}`}(${who(user)})`,
    async (_model, real: Real) => {
      const cardMenu = must(cardMenuNow());
      const message = messageById(real.cardId);
      const key = change === null ? "RevealDifficulty" : "ChangeDifficulty";
      const shown = await real.harness.foundry.withClient(user, () => entry(key).shown(real.cardId));
      if (!must(must(game.users).get(user)).isGM) expect(shown, `${key} offered to a player`).toBe(false);
      // What a chosen entry asks of the card, whoever asks: a player is refused, and so is a bad number.
      await asUser(real, user, () =>
        change === null ? cardMenu.revealDifficulty(message) : cardMenu.changeDifficulty(message, change),
      );
    },
    [user],
  );
}

const user = fc.constantFrom(...USERS);

/** The shared *Roll again* step, for every kind. */
export const rollAgainSteps = [fc.tuple(fc.nat(20), user).map(([index, by]) => rollAgainStep(index, by))];

/** The request's own: reveal, and change to a number or to something that is none. */
export const difficultySteps = [
  user.map((by) => difficultyStep(by, null)),
  fc.tuple(user, fc.constantFrom("9", "13", "-2", "2.5", "x")).map(([by, value]) => difficultyStep(by, value)),
];
