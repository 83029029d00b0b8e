/**
 * What the chat messages' context menu (src/foundry/context-menu) asks of the loaded card chunk, as types only
 * (docs/cards.md "The card's menu"). Every member reads the card's state again from the message, as a GM wrote it.
 */
import type { MessageMode } from "./message-mode";
import type { ChatMessageView } from "./chat-message";

/** A token a card names: by its token where the card kept it (a request's row), else by its actor. */
export interface CardToken {
  readonly actorUuid: string | null;
  readonly tokenUuid?: string | undefined;
}

/** The tokens the card judged: those that passed and those that failed (a contest: its winners and its losers). */
export interface CardOutcomes {
  readonly passed: readonly CardToken[];
  readonly failed: readonly CardToken[];
}

/** A roll made for a card that its card would take again now, or the refusal the card gives. */
export type CardRollAgain =
  | {
      readonly ok: true;
      /**
       * The mode the card's own rules post its roll in (null: the roller's), so a roll it refused is not posted so
       * again.
       */
      readonly mode: MessageMode | null;
      readonly ask: (messageId: string) => Promise<unknown>;
    }
  | { readonly ok: false; readonly error: Error };

export interface CardMenu {
  /** Is the message a card (a GM's message holding a readable state of a kind)? */
  isCard(message: ChatMessageView): boolean;
  /** The card's judgment of its tokens; null for a message that is no card, or a card that judges none yet. */
  outcomes(message: ChatMessageView): CardOutcomes | null;
  /** May the GM reveal or change the card's hidden difficulty now? */
  difficultyAdjustable(message: ChatMessageView): boolean;
  /** The GM reveals the hidden difficulty (the active GM's client writes it); false when refused (shown). */
  revealDifficulty(message: ChatMessageView): Promise<boolean>;
  /** The GM sets the hidden difficulty to what was typed; false when refused (shown). */
  changeDifficulty(message: ChatMessageView, value: string): Promise<boolean>;
  /**
   * The GM's dialog that changes the hidden difficulty (src/foundry/apps/difficulty-dialog.ts), filled with the
   * card's; it closes once the change is made. With the card chunk, since only a card has a difficulty to change.
   */
  askDifficulty(message: ChatMessageView): Promise<void>;
  /**
   * A roll message made for a card: null when it is none; else whether its card still waits for a roll of the same
   * participant (then `ask` sends a new roll message to the GM's client to record), or the card's refusal.
   */
  rollAgain(message: ChatMessageView): CardRollAgain | null;
}
