/**
 * The GM's side of a contest: the only client that writes a card. A v13 query handler is not told who sent the
 * query, so nothing in its data is trusted beyond two ids: the roll message is loaded, its author (which Foundry's
 * server guarantees) must own the participant's actor, the card must be a GM's and open, and the roll is restored
 * and judged again before the card's flags change. Writes run one after another on a promise chain, so two rolls
 * arriving together both land.
 */
import {
  contestProgress,
  findParticipant,
  recordContestRoll,
  recordTieBreak,
  resolveContest,
  rollTieBreak,
  type TieBreakKind,
  type ContestRolls,
  type ContestState,
} from "../../core/contests/contests";
import { uniformSource } from "../../core/random";
import type { RegisteredDice } from "../dice/register-dice";
import {
  allMessages,
  contestError,
  contestRollFlagOf,
  contestStateOf,
  getMessage,
  refusal,
  requireActiveGM,
  stateUpdate,
  userMayRoll,
  CONTEST_RESOLVED_HOOK,
  type ContestMessage,
  type Refusal,
} from "./contest-documents";
import { judgedRolls, readRecordedRoll, rollCopyOf, withRollCopy } from "./contest-roll-reader";
import { WriteQueue } from "./write-queue";

export interface Recorded {
  readonly ok: true;
  readonly cardId: string;
  readonly participantId: string;
  readonly status: ContestState["status"];
}

export type RecordAnswer = Recorded | Refusal;

type Source = "query" | "pickup";

/** Tie-breaks rolled only when someone presses the card's button. */
const WAITS_FOR_BUTTON: readonly TieBreakKind[] = ["oldeRollOff"];

export class ContestWriter {
  /** `queue`: the GM's one write queue, shared with the group and extended test cards. */
  constructor(
    private readonly dice: RegisteredDice,
    private readonly queue: WriteQueue = new WriteQueue(),
  ) {}

  /**
   * Roll messages recorded when they were created, whose roller's own query has not come yet: that query is the
   * same request, answered once as recorded. Any later copy of it is a replay and refused.
   */
  readonly #awaitingQuery = new Set<string>();

  /** Runs a write after every earlier one has finished, whatever became of them. */
  serialise<T>(write: () => Promise<T>): Promise<T> {
    return this.queue.serialise(write);
  }

  /** `CONFIG.queries["indie-dice.recordContestRoll"]`: `{cardId, messageId}` from the roller's client. */
  handleRecordQuery(data: unknown): Promise<RecordAnswer> {
    const { cardId, messageId } = (data ?? {}) as { cardId?: unknown; messageId?: unknown };
    return this.serialise(() => this.#answer(() => this.#record(String(messageId ?? ""), typeof cardId === "string" ? cardId : "", "query")));
  }

  /** A flagged roll message just created: recorded at once, so a lost query loses nothing. */
  pickUp(message: ContestMessage): void {
    const flag = contestRollFlagOf(message);
    if (!flag || !isActiveGM()) return;
    void this.serialise(async () => {
      const card = getMessage(flag.cardId);
      const participant = contestStateOf(card)?.participants.find((p) => p.id === flag.participantId);
      // Recorded already by its query: nothing to do, nothing to warn about.
      if (participant?.messageId === message.id) return;
      const answer = await this.#answer(() => this.#record(message.id ?? "", flag.cardId, "pickup"));
      if (answer.ok) this.#awaitingQuery.add(message.id ?? "");
    });
  }

  /** When the GM comes back: every flagged roll a card still waits for is recorded now (rolled with no GM on). */
  sweep(): void {
    if (!isActiveGM()) return;
    for (const message of allMessages()) {
      const flag = contestRollFlagOf(message);
      const state = flag ? contestStateOf(getMessage(flag.cardId)) : null;
      const participant = state?.participants.find((p) => p.id === flag?.participantId);
      if (state?.status === "open" && participant && participant.messageId === null) this.pickUp(message);
    }
  }

  /** Rolls the tie-breaks an open card waits for and resolves it (the card's tie-break button, on the GM's client). */
  advance(cardId: string): Promise<RecordAnswer> {
    return this.serialise(() =>
      this.#answer(async () => {
        requireGM();
        const card = getMessage(cardId);
        const state = openCardState(card);
        const next = this.#settle(state, true);
        await this.#write(card!, state, next);
        return { ok: true, cardId, participantId: "", status: next.status } as const;
      }),
    );
  }

  /** A refusal is returned to the caller (in data it can localize) and logged here, never thrown over the socket. */
  async #answer(work: () => Promise<Recorded>): Promise<RecordAnswer> {
    try {
      return await work();
    } catch (error) {
      const refused = refusal(error);
      console.warn(`Indie Dice | contest request refused: ${refused.message}`, error);
      return refused;
    }
  }

  async #record(messageId: string, cardId: string, source: Source): Promise<Recorded> {
    requireGM();
    const message = getMessage(messageId);
    const flag = contestRollFlagOf(message);
    if (!message || !flag) throw contestError("NotContestRoll", { id: messageId });
    if (flag.cardId !== cardId) throw contestError("OtherCard", { id: messageId });
    const card = getMessage(flag.cardId);
    const state = cardState(card);
    const participant = findParticipant(state, flag.participantId);
    const answer: Recorded = { ok: true, cardId, participantId: participant.id, status: state.status };
    if (participant.messageId === messageId && source === "query" && this.#awaitingQuery.delete(messageId)) return answer;
    if (!userMayRoll(message.author, participant.actorUuid)) {
      throw contestError("NotOwner", { name: participant.name, user: String(message.author?.id ?? "") });
    }
    const recorded = withRollCopy(recordContestRoll(state, readRecordedRoll(this.dice, state, message, participant)), participant.id, rollCopyOf(message));
    const next = this.#settle(recorded);
    await this.#write(card!, state, next);
    return { ...answer, status: next.status };
  }

  /**
   * Once every roll is in: rolls each tie-break the pairings wait for (with Foundry's random source), then
   * resolves. A Dungeons of Olde tie is a stalemate that waits for its roll-off button (the ruling: the
   * table may leave it at that), so it is rolled only when the button asks (`pressed`). A card whose rolls cannot
   * all be read again stays as recorded, waiting, and says why in the console.
   */
  #settle(state: ContestState, pressed = false): ContestState {
    try {
      const rolls: ContestRolls = judgedRolls(this.dice, state);
      let next = state;
      const progress = contestProgress(next, rolls);
      if (progress.stage === "tieBreaks") {
        const source = uniformSource(() => CONFIG.Dice.randomUniform());
        const due = progress.needs.filter((need) => pressed || !WAITS_FOR_BUTTON.includes(need.kind));
        for (const need of due) next = recordTieBreak(next, rolls, need.attackerId, rollTieBreak(need.kind, source));
      }
      return contestProgress(next, rolls).stage === "ready" ? resolveContest(next, rolls) : next;
    } catch (error) {
      console.warn("Indie Dice | a contest card could not be settled", error);
      return state;
    }
  }

  /** Writes the card; the resolved hook is called here only, so once per contest. */
  async #write(card: ContestMessage, before: ContestState, next: ContestState): Promise<void> {
    if (next === before) return;
    await card.update(stateUpdate(next));
    if (before.status === "open" && next.status === "resolved") {
      /**
       * `indie-dice.contestResolved(card, outcome)`: called once per contest, on the active GM's client, when the
       * card resolves. `outcome.pairings` holds each pairing's winner and what decided it.
       */
      (Hooks as unknown as { callAll(name: string, ...args: unknown[]): boolean }).callAll(CONTEST_RESOLVED_HOOK, card, next.outcome);
    }
  }
}

function isActiveGM(): boolean {
  return (game.user as unknown as { isActiveGM?: boolean } | null)?.isActiveGM === true;
}

function requireGM(): void {
  requireActiveGM(() => contestError("NotGM"));
}

/** A card's state, from a message a GM wrote (a player's own message could say anything). */
function cardState(card: ContestMessage | null): ContestState {
  const state = contestStateOf(card);
  if (!card || !state || !card.author?.isGM) throw contestError("NoCard");
  return state;
}

function openCardState(card: ContestMessage | null): ContestState {
  const state = cardState(card);
  if (state.status !== "open") throw contestError("Resolved");
  return state;
}
