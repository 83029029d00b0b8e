/**
 * Prompts (docs/prompts.md): when a card asks this client's user to roll, the roll's dialog opens on their screen at
 * once — exactly what the card's Roll button opens, with what the card fixed locked and the exact chance live, and
 * a header saying who asks, for which character and why. Each client picks its own prompts up from the cards it
 * receives (created, updated, or already in the log when the world is ready), so a reload or a late log-in finds
 * what is still asked of it, and no GM needs to be online.
 *
 * Who is prompted: only a player who may press that roll's Roll button (the kind's own refusal, the same rule) and
 * is its designated roller (designated-roller.ts); never a GM. Once each: a prompt the user closed or rolled from
 * never opens again (prompt-settings.ts), and none opens while that roll's dialog is open on this client
 * (card-roll-windows.ts). A prompt whose roll is no longer asked of this user (made, skipped, closed) closes.
 */
import { promptKey } from "../../core/prompts/prompt-memory";
import { promptDone, promptsOpenDialogs, promptSoundOn, rememberPromptDone } from "../prompts/prompt-settings";
import { playPromptSound } from "../prompts/prompt-sound";
import { allMessages, currentUser, STARTED_BY_FLAG, worldUser } from "./card-documents";
import { MODULE_ID } from "../module-id";
import type { AnyCardKind, CardContext, PendingRoll } from "./card-kind";
import { openCardRoll, openPromptsOf } from "./card-roll-windows";
import { cardStateOf, kindOf } from "./card-state";
import { designatedRollerOf } from "./designated-roller";
import type { ChatMessageView, MessageAuthor } from "../types/chat-message";

interface CardPrompts {
  /** A card created or updated: opens what it now asks of this user, closes what it no longer does. */
  pickUp(message: ChatMessageView): void;
  /** The world ready (a reload, a late log-in) or the card code just loaded: every card in the log, oldest first. */
  sweep(): void;
}

export function cardPrompts(kinds: readonly AnyCardKind[]): CardPrompts {
  function pickUp(card: ChatMessageView): void {
    const user = currentUser();
    const kind = kindOf(kinds, card);
    if (!user || user.isGM || !card.id || !kind?.pendingRolls) return;
    const state: unknown = cardStateOf(kind, card);
    if (state === null) return;
    const context: CardContext<unknown> = { card, state, user };
    const asked = kind.pendingRolls(state).filter((roll) => askedOf(kind, context, roll, user));
    closeAnswered(card.id, asked);
    if (!promptsOpenDialogs()) return;
    const cardId = card.id;
    const fresh = asked.filter(
      (roll) => !promptDone(user.id, promptKey(cardId, roll.id)) && !openCardRoll(cardId, roll.id),
    );
    if (fresh.length === 0) return;
    if (promptSoundOn()) playPromptSound();
    for (const roll of fresh) open(kind, context, roll);
  }

  return {
    pickUp,
    sweep: () => {
      for (const message of allMessages()) pickUp(message);
    },
  };
}

/**
 * The roll is this user's to make: the card's Roll button lets them (its own refusal), and they are its designated
 * roller.
 */
function askedOf(kind: AnyCardKind, context: CardContext<unknown>, roll: PendingRoll, user: MessageAuthor): boolean {
  const action = kind.actions[roll.action];
  return (
    action !== undefined &&
    action.refusal(context, roll.data) === null &&
    designatedRollerOf(roll.actorUuid) === user.id
  );
}

/** Opens the roll's dialog as the card's Roll button does, as a prompt; once it closes, rolled or not, it is done. */
function open(kind: AnyCardKind, context: CardContext<unknown>, roll: PendingRoll): void {
  const key = promptKey(context.card.id ?? "", roll.id);
  // The GM's client posts every card; one a player asked it for names them (post-contest-card.ts): the card is theirs,
  // so it is they who ask the others, and their own prompt reads as theirs.
  const starter = worldUser(context.card.flags?.[MODULE_ID]?.[STARTED_BY_FLAG]);
  const own = starter !== null && starter.id === context.user.id;
  const asker = starter?.name || context.card.author?.name || game.i18n.localize("INDIE_DICE.Prompt.TheGM");
  const run = kind.actions[roll.action]!.run(context, { data: roll.data, shiftKey: false, prompt: { asker, own } });
  void run
    .catch((error: unknown) => console.warn("Indie Dice | a prompt could not be opened", error))
    .finally(() => rememberPromptDone(context.user.id, key).catch(() => undefined));
}

/**
 * A prompt open for a roll the card no longer asks of this user (made from the card, skipped, the card closed) closes.
 */
function closeAnswered(cardId: string, asked: readonly PendingRoll[]): void {
  const ids = new Set(asked.map((roll) => roll.id));
  for (const window of openPromptsOf(cardId)) {
    if (!ids.has(window.rollId)) void window.dialog?.close();
  }
}
