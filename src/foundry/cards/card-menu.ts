/**
 * The card chunk's side of the chat messages' context menu (docs/cards.md "The card's menu"): each kind's judgment of
 * its tokens and its hidden difficulty, read again from the card as a GM wrote it, and the GM's changes sent through
 * the card writer (only the active GM's client writes; a player is refused there too).
 */
import { askDifficulty } from "../apps/difficulty-dialog";
import { notifyError, notifyKey } from "../notify";
import type { CardMenu } from "../types/card-menu";
import { currentUser } from "./card-documents";
import type { AnyCardKind } from "./card-kind";
import { cardStateOf, kindOf } from "./card-state";
import type { CardWriter } from "./card-writer";
import type { ChatMessageView } from "../types/chat-message";

export const REVEAL_DIFFICULTY = "revealDifficulty";
export const CHANGE_DIFFICULTY = "changeDifficulty";

export function cardMenu(kinds: readonly AnyCardKind[], writer: CardWriter): CardMenu {
  /** The card's kind and state, when the message is a readable card. */
  function read(message: ChatMessageView) {
    const kind = kindOf(kinds, message);
    const state = kind ? cardStateOf(kind, message) : null;
    return kind && state !== null ? { kind, state } : null;
  }

  /**
   * A GM's change on the GM's own client, asked of the active GM's writer; a refusal is shown in this user's language.
   */
  async function gmChange(
    message: ChatMessageView,
    action: string,
    data: Readonly<Record<string, string>> = {},
  ): Promise<boolean> {
    const card = read(message);
    if (!card) return false;
    if (!currentUser().isGM) {
      notifyError("warning", card.kind.error("NotGM"));
      return false;
    }
    const answer = await writer.runGMAction(card.kind, action, message.id ?? "", data);
    if (!answer.ok) notifyKey("warning", answer.key, answer.data);
    return answer.ok;
  }

  /** The difficulty the card holds now, for the dialog that changes it (GM only); null when none. */
  function currentDifficulty(message: ChatMessageView): number | null {
    const card = read(message);
    return currentUser().isGM ? (card?.kind.menu?.difficulty?.current(card.state) ?? null) : null;
  }

  const menu: CardMenu = {
    isCard: (message) => read(message) !== null,
    outcomes: (message) => {
      const card = read(message);
      return card?.kind.menu?.outcomes?.(card.state) ?? null;
    },
    difficultyAdjustable: (message) => {
      const card = read(message);
      return card?.kind.menu?.difficulty?.adjustable(card.state) === true;
    },
    revealDifficulty: (message) => gmChange(message, REVEAL_DIFFICULTY),
    changeDifficulty: (message, value) => gmChange(message, CHANGE_DIFFICULTY, { difficulty: value }),
    askDifficulty: async (message) => {
      await askDifficulty(currentDifficulty(message), async (typed) => {
        // The writer's refusal is shown as a notification; thrown without words, it keeps the dialog open, text as
        // typed.
        if (!(await menu.changeDifficulty(message, typed))) throw new Error("");
      });
    },
    rollAgain: (message) => writer.rollAgain(message),
  };
  return menu;
}
