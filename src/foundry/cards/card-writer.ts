/**
 * The GM's side of every card: the only client that writes one. A v13 query handler is not told who sent the
 * query, so nothing in its data is trusted beyond two ids: the post is loaded, its author (which
 * Foundry's server guarantees) must be one the kind says may ask (`whose`: a GM, an owner of a named actor, a named
 * user), the card must be a GM's and pass its schema, a roll is copied with its audience, and the kind's pure layer
 * checks the rest before the card's flags change. A GM action answers no query: it runs only where the active GM
 * presses it. Writes run one after another on one queue for every card, so two posts arriving together both land.
 */
import { IndieDiceError } from "../../core/errors";
import { registerQuery } from "../queries/queries";
import { notifyError, notifyKey } from "../notify";
import { MODULE_ID } from "../module-id";
import type { MessageMode } from "../types/message-mode";
import {
  createMessage,
  currentUser,
  getMessage,
  allMessages,
  isActiveGM,
  moduleFlags,
  ourFlag,
} from "./card-documents";
import {
  mayAsk,
  type AnyCardKind,
  type AnyCardPost,
  type CardKind,
  type CardWrite,
  type RecordContext,
} from "./card-kind";
import { cardStateOf, stateUpdate } from "./card-state";
import { answerAsGM, askActiveGM, requireActiveGM } from "./gm-query";
import type { GMAnswer, Refusal } from "../refusal";
import type { CardRollAgain } from "../types/card-menu";
import { isReadablePost, requireReadablePost } from "./card-post-bounds";
import { rollCopyOf } from "./roll-copies";
import { WriteQueue } from "./write-queue";
import type { ChatMessageView } from "../types/chat-message";

type Source = "query" | "pickup";

export class CardWriter {
  readonly #queue = new WriteQueue();
  readonly #kinds: AnyCardKind[] = [];

  /**
   * Posts recorded when they were created, whose sender's own query has not come yet: that query is
   * the same post, answered once as recorded. Any later copy of it is a replay, and the kind refuses it.
   */
  readonly #awaitingQuery = new Set<string>();

  /**
   * Adds a kind, and answers its posts' queries from now on (`CONFIG.queries`). Its GM actions get none: a query
   * does not say who sent it, so what a player may ask for is a post, whose message has an author.
   */
  add(kind: AnyCardKind): void {
    this.#kinds.push(kind);
    for (const post of kind.posts) registerQuery(post.query, (data) => this.handlePost(kind, post, data));
  }

  /** A post's query: `{cardId, messageId}` from the sender's client. */
  handlePost(kind: AnyCardKind, post: AnyCardPost<unknown>, data: unknown): Promise<GMAnswer> {
    const messageId = idOf(data, "messageId");
    const cardId = idOf(data, "cardId");
    return this.#queue.serialise(() => this.#answer(kind, () => this.#record(kind, post, messageId, cardId, "query")));
  }

  /**
   * A flagged post just created: recorded at once, so a lost query loses nothing. One the GM's sweep
   * finds waiting (posted while no GM was on) has no query to answer: when it cannot be recorded after all —
   * another roll for the same token came first — its author is told in a whisper, so no roll is lost unheard.
   */
  pickUp(
    message: ChatMessageView,
    { swept = false, told }: { readonly swept?: boolean; readonly told?: ReadonlySet<string> } = {},
  ): void {
    if (!isActiveGM() || !message.id) return;
    for (const { kind, post, flag } of this.#postsOf(message)) {
      void this.#queue.serialise(async () => {
        const context = this.#context(kind, message, flag);
        if (context && post.recorded(context)) return;
        const answer = await this.#answer(kind, () => this.#record(kind, post, message.id!, flag.cardId, "pickup"));
        if (answer.ok) this.#awaitingQuery.add(message.id!);
        else if (swept && !(told ?? toldNotRecorded()).has(message.id!)) await tellNotRecorded(message, answer);
      });
    }
  }

  /** When the GM comes back: every post an open card still waits for, oldest first. */
  sweep(): void {
    if (!isActiveGM()) return;
    // Whom the GM's clients told before, read once: a sweep's work grows with the log, not with the log squared.
    const told = toldNotRecorded();
    for (const message of allMessages()) {
      const waiting = this.#postsOf(message).some(({ kind, post, flag }) => {
        const context = this.#context(kind, message, flag);
        return context !== null && post.waiting(context);
      });
      if (waiting) this.pickUp(message, { swept: true, told });
    }
  }

  /**
   * A roll message made for a card, asked again (docs/cards.md "The card's menu"): whether its card still waits for
   * a roll of the same participant — the card's own rules, as for any roll — and how to ask the GM's client to record
   * the new message; the card's refusal otherwise (a side that rolled already). Null for a message made for no card.
   */
  rollAgain(message: ChatMessageView): CardRollAgain | null {
    const found = this.#postsOf(message)[0];
    if (!found) return null;
    const { kind, post, flag } = found;
    const context = this.#context(kind, message, flag);
    if (!context || !context.card.author?.isGM) return { ok: false, error: kind.error("NoCard") };
    if (!post.waiting(context))
      return {
        ok: false,
        error: post.recorded(context)
          ? post.replay(context)
          : new IndieDiceError("INDIE_DICE.ContextMenu.Error.NotWaiting"),
      };
    let mode: MessageMode | null;
    try {
      mode = post.rollMode?.(context) ?? null;
    } catch (error) {
      return {
        ok: false,
        error: error instanceof Error ? error : new IndieDiceError("INDIE_DICE.ContextMenu.Error.NotWaiting"),
      };
    }
    return {
      ok: true,
      mode,
      ask: (messageId) =>
        askActiveGM({
          query: post.query,
          data: { cardId: flag.cardId, messageId },
          local: (data) => this.handlePost(kind, post, data),
        }),
    };
  }

  /**
   * A change only the GM makes (the active GM's roll-off, closing or ending a card), written like any other. It runs
   * only on the active GM's own client and no query reaches it, so the active GM is the one who asked.
   */
  runGMAction(
    kind: AnyCardKind,
    name: string,
    cardId: string,
    data: Readonly<Record<string, string>> = {},
  ): Promise<GMAnswer> {
    return this.#queue.serialise(() =>
      this.#answer(kind, async () => {
        requireActiveGM(() => kind.error("NotGM"));
        const card = getMessage(cardId);
        const state = cardStateOf(kind, card);
        if (!card || !state) throw kind.error("NoCard");
        const action = kind.gmActions[name]!;
        const write = await action.run({ card, state }, data);
        await this.#write(kind, card, state, write);
        return { cardId, ...(action.answer?.(write.state) ?? {}) };
      }),
    );
  }

  /**
   * A GM's own press of a GM-only button (closing, ending a card, the active GM's roll-off), on that GM's client: a
   * player is refused here, and any refusal (another GM is the active one) is shown in the user's language.
   */
  async pressAsGM(
    kind: AnyCardKind,
    name: string,
    card: ChatMessageView,
    data: Readonly<Record<string, string>> = {},
  ): Promise<boolean> {
    if (!currentUser().isGM) {
      notifyError("warning", kind.error("NotGM"));
      return false;
    }
    const answer = await this.runGMAction(kind, name, card.id ?? "", data);
    if (!answer.ok) notifyKey("warning", answer.key, answer.data);
    return answer.ok;
  }

  #answer(kind: AnyCardKind, work: () => Promise<Readonly<Record<string, unknown>>>): Promise<GMAnswer> {
    return answerAsGM(`${kind.flag} request`, work);
  }

  /** Every post of every kind that a message carries a well-formed flag for. */
  #postsOf(message: ChatMessageView) {
    if (!isReadablePost(message)) return [];
    return this.#kinds.flatMap((kind) =>
      kind.posts.flatMap((post) => {
        const raw = ourFlag(message, post.flag);
        const flag = raw ? (post.readFlag(raw) as { cardId: string } | null) : null;
        return flag ? [{ kind, post, flag }] : [];
      }),
    );
  }

  /** The message with its card and the card's state, when the card is a readable one of this kind. */
  #context<F extends { cardId: string }>(
    kind: AnyCardKind,
    message: ChatMessageView,
    flag: F,
  ): RecordContext<unknown, F> | null {
    const card = getMessage(flag.cardId);
    const state = cardStateOf(kind, card);
    return card && state ? { card, state, message, flag } : null;
  }

  async #record(kind: AnyCardKind, post: AnyCardPost<unknown>, messageId: string, cardId: string, source: Source) {
    requireActiveGM(() => kind.error("NotGM"));
    const message = getMessage(messageId);
    if (message) requireReadablePost(message);
    const raw = ourFlag(message, post.flag);
    const flag = raw ? (post.readFlag(raw) as { cardId: string } | null) : null;
    if (!message || !flag) throw kind.error(post.notPost, { id: messageId });
    if (flag.cardId !== cardId) throw kind.error("OtherCard", { id: messageId });
    const context = this.#context(kind, message, flag);
    if (!context || !context.card.author?.isGM) throw kind.error("NoCard");
    // Who may ask, for every post of every kind: the author Foundry's server vouches for, never the query's word.
    const whose = post.whose(context);
    if (!mayAsk(message.author, whose)) throw whose.refusal();
    const answer = () => ({ cardId, ...(post.answer?.(context, context.state) ?? {}) });
    if (post.recorded(context)) {
      if (source === "query" && this.#awaitingQuery.delete(messageId)) return answer();
      throw post.replay(context);
    }
    const write = await post.record(context, rollCopyOf(message));
    await this.#write(kind, context.card, context.state, write);
    return { cardId, ...(post.answer?.(context, write.state) ?? {}) };
  }

  /** Writes the card; the kind hears of it here only, so once per change. */
  async #write<S>(kind: CardKind<S>, card: ChatMessageView, before: S, write: CardWrite<S>): Promise<void> {
    if (write.state === before && !write.besides) return;
    await card.update(stateUpdate(kind, write.state, write.besides));
    kind.written?.(card, before, write.state);
  }
}

/** Whispers a post's author why the GM's client did not record it (in the GM's language: it is a chat message). */
async function tellNotRecorded(message: ChatMessageView, refused: Refusal): Promise<void> {
  const author = message.author?.id;
  if (!author) return;
  // A roll, or a post without dice of its own (a gift, a roll-off).
  const key =
    message._source.rolls.length > 0 ? "INDIE_DICE.Contest.NotRecorded" : "INDIE_DICE.Contest.RequestNotRecorded";
  const text = game.i18n.format(key, { reason: refused.message });
  try {
    await createMessage({
      content: `<p class="${MODULE_ID}-not-recorded">${foundry.utils.escapeHTML(text)}</p>`,
      whisper: [author],
      flags: moduleFlags(NOT_RECORDED_FLAG, { messageId: message.id }),
    });
  } catch (error) {
    console.warn("Indie Dice | the roller could not be told their roll was not recorded", error);
  }
}

/** The flag of the whisper telling a roller their roll was not recorded: `{messageId}` of that roll. */
const NOT_RECORDED_FLAG = "notRecorded";

/**
 * The messages whose authors a GM's client already told they were not recorded. A refusal that leaves the card
 * waiting (a roll from a user who may not make it, a less private one) is swept again each time a GM's client is
 * ready: its author is told once.
 */
function toldNotRecorded(): Set<string> {
  const told = new Set<string>();
  for (const message of allMessages()) {
    const id =
      message.author?.isGM === true
        ? (ourFlag(message, NOT_RECORDED_FLAG) as { messageId?: unknown } | null)?.messageId
        : undefined;
    if (typeof id === "string") told.add(id);
  }
  return told;
}

function idOf(data: unknown, key: "cardId" | "messageId"): string {
  const value = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === "string" ? value : "";
}
