/**
 * The GM's side of a K&R extended test: the only client that writes its card. The round's message author (which
 * Foundry's server guarantees) must own the roller's actor (or be a GM), the card must be a GM's and still
 * rolling, the roll must answer the round due (not one already rolled), and it is restored and judged again:
 * exactly the round's `nextDice` d12 against the card's DT. Writes share the GM's one queue with every card.
 */
import { endExtendedTest, extendedTestError, foldExtendedTest, recordExtendedRound, type ExtendedTestCardState } from "../../core/contests/extended-test";
import { allMessages, getMessage, refusal, requireActiveGM, userMayRoll, type ContestMessage, type Refusal } from "../contests/contest-documents";
import type { WriteQueue } from "../contests/write-queue";
import type { RegisteredDice } from "../dice/register-dice";
import { extendedRollFlagOf, extendedStateOf, extendedUpdate, readRoundFaces, recordedFaces, withRoundCopy } from "./extended-test-documents";
import { rollCopyOf } from "../contests/contest-roll-reader";

export interface ExtendedRecorded {
  readonly ok: true;
  readonly cardId: string;
}

export type ExtendedAnswer = ExtendedRecorded | Refusal;

type Source = "query" | "pickup";

export class ExtendedTestWriter {
  constructor(
    private readonly dice: RegisteredDice,
    private readonly queue: WriteQueue,
  ) {}

  readonly #awaitingQuery = new Set<string>();

  /** `CONFIG.queries["indie-dice.recordExtendedRound"]`: `{cardId, messageId}` from the roller's client. */
  handleRoundQuery(data: unknown): Promise<ExtendedAnswer> {
    const { cardId, messageId } = (data ?? {}) as { cardId?: unknown; messageId?: unknown };
    const card = typeof cardId === "string" ? cardId : "";
    return this.queue.serialise(() => this.#answer(() => this.#record(typeof messageId === "string" ? messageId : "", card, "query")));
  }

  /** A flagged round just created: recorded at once, so a lost query loses nothing. */
  pickUp(message: ContestMessage): void {
    const flag = extendedRollFlagOf(message);
    if (!flag || !message.id || !isActiveGM()) return;
    void this.queue.serialise(async () => {
      if (extendedStateOf(getMessage(flag.cardId))?.rounds.some((r) => r.messageId === message.id)) return;
      const answer = await this.#answer(() => this.#record(message.id!, flag.cardId, "pickup"));
      if (answer.ok) this.#awaitingQuery.add(message.id!);
    });
  }

  /** When the GM comes back: the rounds rolled meanwhile, oldest first (a later copy of a round is refused). */
  sweep(): void {
    if (!isActiveGM()) return;
    for (const message of allMessages()) {
      const flag = extendedRollFlagOf(message);
      const state = flag ? extendedStateOf(getMessage(flag.cardId)) : null;
      if (state?.status === "open" && flag!.round >= state.rounds.length) this.pickUp(message);
    }
  }

  /** The GM ends the test (the card's End button, on the GM's client). */
  end(cardId: string): Promise<ExtendedAnswer> {
    return this.queue.serialise(() =>
      this.#answer(async () => {
        requireGM();
        const card = getMessage(cardId);
        const ended = endExtendedTest(cardState(card));
        await card!.update(extendedUpdate(ended));
        return { ok: true, cardId } as const;
      }),
    );
  }

  async #answer(work: () => Promise<ExtendedRecorded>): Promise<ExtendedAnswer> {
    try {
      return await work();
    } catch (error) {
      const refused = refusal(error);
      console.warn(`Indie Dice | extended test request refused: ${refused.message}`, error);
      return refused;
    }
  }

  async #record(messageId: string, cardId: string, source: Source): Promise<ExtendedRecorded> {
    requireGM();
    const message = getMessage(messageId);
    const flag = extendedRollFlagOf(message);
    if (!message || !flag) throw extendedTestError("NotExtendedRoll", { id: messageId });
    if (flag.cardId !== cardId) throw extendedTestError("OtherCard", { id: messageId });
    const card = getMessage(flag.cardId)!;
    const state = cardState(card);
    const recorded = state.rounds.some((r) => r.messageId === messageId);
    if (recorded && source === "query" && this.#awaitingQuery.delete(messageId)) return { ok: true, cardId };
    if (recorded) throw extendedTestError("MessageUsed", { id: messageId });
    if (!userMayRoll(message.author, state.roller.actorUuid)) throw extendedTestError("NotOwner", { name: state.roller.name });
    const facesSoFar = recordedFaces(this.dice, state);
    if (!facesSoFar) throw extendedTestError("RollMissing");
    const progress = foldExtendedTest(state, facesSoFar);
    if (progress.phase !== "rolling") throw extendedTestError(progress.phase === "ended" ? "Ended" : "NotRolling");
    if (flag.round !== state.rounds.length) throw extendedTestError("StaleRound", { round: flag.round + 1, due: state.rounds.length + 1 });
    // The pure layer refuses any other number of dice than the round's.
    const recordedRound = recordExtendedRound(state, facesSoFar, messageId, readRoundFaces(this.dice, state, message));
    const next = withRoundCopy(recordedRound, messageId, rollCopyOf(message));
    await card.update(extendedUpdate(next));
    return { ok: true, cardId };
  }
}

function isActiveGM(): boolean {
  return (game.user as unknown as { isActiveGM?: boolean } | null)?.isActiveGM === true;
}

function requireGM(): void {
  requireActiveGM(() => extendedTestError("NotGM"));
}

function cardState(card: ContestMessage | null): ExtendedTestCardState {
  const state = extendedStateOf(card);
  if (!card || !state || !card.author?.isGM) throw extendedTestError("NoCard");
  return state;
}
