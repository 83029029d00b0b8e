/**
 * The GM's side of a Group Test: the only client that writes its card. As for contests, a v13 query handler is
 * not told who sent the query, so the GM's client reads the author of the message a request names (Foundry's
 * server guarantees it): a participant's roll must come from an owner of that participant, a gift request from
 * an owner of the giver. The card must be a GM's and open; a roll is restored and judged again, and a gift is
 * checked by the pure layer (never to oneself, 7+ one, 10+ two, at most 3 per receiver) before the GM's client
 * rolls its die (a real Foundry roll, so Dice So Nice shows it) and writes the card. Writes share the GM's one
 * queue with the contest cards.
 */
import type { RollPrivacy } from "../../core/contests/contest-types";
import { messageModeOf, messageModeOption, type MessageMode } from "../foundry-version";
import {
  applyGift,
  closeGroupTest,
  findParticipant,
  giftDieMethod,
  giftNeedsDie,
  giftRefusal,
  groupTestError,
  recordGroupRoll,
  type GroupTestState,
} from "../../core/contests/group-test";
import type { DrawnDice, KleptoTestResult } from "../../core/mechanics/klepto";
import { allMessages, getMessage, refusal, requireActiveGM, userMayRoll, type ContestMessage, type Refusal } from "../contests/contest-documents";
import { rollCopyOf, withRollCopy } from "../contests/contest-roll-reader";
import type { WriteQueue } from "../contests/write-queue";
import type { RegisteredDice } from "../dice/register-dice";
import {
  flagsOf,
  giftRequestsOf,
  groupGiftFlagOf,
  groupRollFlagOf,
  groupStateOf,
  groupUpdate,
  judgedGroupRolls,
  readGroupRoll,
  GROUP_GIFT_DIE_FLAG,
} from "./group-test-documents";

export interface GroupRecorded {
  readonly ok: true;
  readonly cardId: string;
}

export type GroupAnswer = GroupRecorded | Refusal;

type Source = "query" | "pickup";

export class GroupTestWriter {
  constructor(
    private readonly dice: RegisteredDice,
    private readonly queue: WriteQueue,
  ) {}

  /** Request messages answered when they were created, whose sender's own query has not come yet (see contests). */
  readonly #awaitingQuery = new Set<string>();

  /** `CONFIG.queries["indie-dice.recordGroupRoll"]`: `{cardId, messageId}` of a participant's roll message. */
  handleRollQuery(data: unknown): Promise<GroupAnswer> {
    const { cardId, messageId } = ids(data);
    return this.queue.serialise(() => this.#answer(() => this.#recordRoll(messageId, cardId, "query")));
  }

  /** `CONFIG.queries["indie-dice.recordGroupGift"]`: `{cardId, messageId}` of a giver's gift request message. */
  handleGiftQuery(data: unknown): Promise<GroupAnswer> {
    const { cardId, messageId } = ids(data);
    return this.queue.serialise(() => this.#answer(() => this.#recordGift(messageId, cardId, "query")));
  }

  /** A flagged roll or gift request just created: answered at once, so a lost query loses nothing. */
  pickUp(message: ContestMessage): void {
    if (!isActiveGM() || !message.id) return;
    const roll = groupRollFlagOf(message);
    const gift = roll ? null : groupGiftFlagOf(message);
    if (!roll && !gift) return;
    void this.queue.serialise(async () => {
      const card = getMessage((roll ?? gift)!.cardId);
      if (roll && groupStateOf(card)?.participants.some((p) => p.messageId === message.id)) return;
      if (gift && giftRequestsOf(card).includes(message.id!)) return;
      const record = roll ? this.#recordRoll.bind(this) : this.#recordGift.bind(this);
      const answer = await this.#answer(() => record(message.id!, (roll ?? gift)!.cardId, "pickup"));
      if (answer.ok) this.#awaitingQuery.add(message.id!);
    });
  }

  /** When the GM comes back: every roll and gift request an open card has not answered yet, oldest first. */
  sweep(): void {
    if (!isActiveGM()) return;
    for (const message of allMessages()) {
      const flag = groupRollFlagOf(message) ?? groupGiftFlagOf(message);
      const card = flag ? getMessage(flag.cardId) : null;
      const state = groupStateOf(card);
      if (state?.status !== "open") continue;
      const rollFlag = groupRollFlagOf(message);
      const waiting = rollFlag
        ? state.participants.some((p) => p.id === rollFlag.participantId && p.messageId === null)
        : !giftRequestsOf(card).includes(message.id ?? "");
      if (waiting) this.pickUp(message);
    }
  }

  /** The GM ends the test (the card's Close button, on the GM's client). */
  close(cardId: string): Promise<GroupAnswer> {
    return this.queue.serialise(() =>
      this.#answer(async () => {
        requireGM();
        const card = getMessage(cardId);
        const state = cardState(card);
        await card!.update(groupUpdate(closeGroupTest(state)));
        return { ok: true, cardId } as const;
      }),
    );
  }

  /** A refusal is returned to the caller (in data it can localize) and logged here, never thrown over the socket. */
  async #answer(work: () => Promise<GroupRecorded>): Promise<GroupAnswer> {
    try {
      return await work();
    } catch (error) {
      const refused = refusal(error);
      console.warn(`Indie Dice | group test request refused: ${refused.message}`, error);
      return refused;
    }
  }

  /** The request message and its card, checked: a message of this card, on a card a GM posted. */
  #load<F extends { cardId: string }>(messageId: string, cardId: string, read: (m: ContestMessage | null) => F | null) {
    requireGM();
    const message = getMessage(messageId);
    const flag = read(message);
    if (!message || !flag) throw groupTestError("NotGroupMessage", { id: messageId });
    if (flag.cardId !== cardId) throw groupTestError("OtherCard", { id: messageId });
    const card = getMessage(flag.cardId);
    return { message, flag, card: card!, state: cardState(card) };
  }

  async #recordRoll(messageId: string, cardId: string, source: Source): Promise<GroupRecorded> {
    const { message, flag, card, state } = this.#load(messageId, cardId, groupRollFlagOf);
    const participant = findParticipant(state, flag.participantId);
    if (this.#answeredOnPickUp(source, messageId, participant.messageId === messageId)) return { ok: true, cardId };
    if (!userMayRoll(message.author, participant.actorUuid)) {
      throw groupTestError("NotOwner", { name: participant.name });
    }
    // recordGroupRoll refuses a closed card, a second roll and a Test other than the one asked for.
    const recorded = recordGroupRoll(state, participant.id, messageId, this.#judgedOpen(state, message, participant));
    const next = withRollCopy(recorded, participant.id, rollCopyOf(message));
    await card.update(groupUpdate(next));
    return { ok: true, cardId };
  }

  /** The roll is read only on an open card for a participant who has not rolled: the pure layer says why not. */
  #judgedOpen(state: GroupTestState, message: ContestMessage, participant: GroupTestState["participants"][number]): KleptoTestResult {
    if (state.status !== "open") throw groupTestError("Closed");
    if (participant.messageId !== null) throw groupTestError("AlreadyRolled", { name: participant.name });
    return readGroupRoll(this.dice, message, participant);
  }

  async #recordGift(messageId: string, cardId: string, source: Source): Promise<GroupRecorded> {
    const { message, flag, card, state } = this.#load(messageId, cardId, groupGiftFlagOf);
    const requests = giftRequestsOf(card);
    if (this.#answeredOnPickUp(source, messageId, requests.includes(messageId))) return { ok: true, cardId };
    if (requests.includes(messageId)) throw groupTestError("GiftUsed", { id: messageId });
    const giver = findParticipant(state, flag.giver);
    findParticipant(state, flag.receiver);
    if (!userMayRoll(message.author, giver.actorUuid)) throw groupTestError("NotGiverOwner", { name: giver.name });
    const rolls = judgedGroupRolls(this.dice, state);
    const refused = giftRefusal(state, rolls, flag.giver, flag.receiver);
    if (refused) throw refused;
    const die = giftNeedsDie(state, rolls, flag.receiver) ? await this.#rollGiftDie(state, card, flag.giver, flag.receiver) : null;
    const next = applyGift(state, rolls, flag.giver, flag.receiver, die?.dice, die?.messageId ?? null);
    await card.update(groupUpdate(next, [...requests, messageId]));
    return { ok: true, cardId };
  }

  /** A request already answered when its message was created: its own query is answered once more, as recorded. */
  #answeredOnPickUp(source: Source, messageId: string, recorded: boolean): boolean {
    return recorded && source === "query" && this.#awaitingQuery.delete(messageId);
  }

  /** The gift's extra d10, rolled on the GM's client as a real Foundry roll in its own message (Dice So Nice shows it). */
  async #rollGiftDie(state: GroupTestState, card: ContestMessage, giver: string, receiver: string): Promise<{ dice: DrawnDice; messageId: string }> {
    const roll = this.dice.rolls.KleptoRoll.fromTest({ modifier: 0, method: giftDieMethod(state, receiver) });
    await roll.evaluate();
    const judged = roll.judgement;
    if (!judged) throw groupTestError("GiftDice", { expected: 1, given: 0 });
    const flavor = game.i18n.format("INDIE_DICE.GroupTest.GiftDieFlavor", {
      giver: findParticipant(state, giver).name,
      receiver: findParticipant(state, receiver).name,
    });
    // The die changes the receiver's Score, so it is seen by those who may see the receiver's roll, no one else.
    const message = (await roll.toMessage({
      speaker: ChatMessage.getSpeaker(),
      flavor: foundry.utils.escapeHTML(flavor),
      flags: flagsOf(GROUP_GIFT_DIE_FLAG, { cardId: card.id }),
    } as never, messageModeOption(modeOfRecorded(findParticipant(state, receiver).rollPrivacy)) as never)) as unknown as ContestMessage | undefined;
    const dice: DrawnDice = {
      faces: judged.dice.map((d) => d.face),
      coins: judged.dice.flatMap((d) => (d.coin === null ? [] : [d.coin])),
    };
    return { dice, messageId: message?.id ?? "" };
  }
}

function ids(data: unknown): { cardId: string; messageId: string } {
  const { cardId, messageId } = (data ?? {}) as { cardId?: unknown; messageId?: unknown };
  return { cardId: typeof cardId === "string" ? cardId : "", messageId: typeof messageId === "string" ? messageId : "" };
}

function isActiveGM(): boolean {
  return (game.user as unknown as { isActiveGM?: boolean } | null)?.isActiveGM === true;
}

function requireGM(): void {
  requireActiveGM(() => groupTestError("NotGM"));
}

/** A card's state, from a message a GM wrote (a player's own message could say anything). */
function cardState(card: ContestMessage | null): GroupTestState {
  const state = groupStateOf(card);
  if (!card || !state || !card.author?.isGM) throw groupTestError("NoCard");
  return state;
}

/** The mode a recorded roll was posted with, from the audience the card kept (none: a public roll). */
function modeOfRecorded(privacy: RollPrivacy | undefined): MessageMode {
  if (!privacy) return "public";
  return messageModeOf({ whisper: privacy.whisper, blind: privacy.blind, author: { id: privacy.authorId } });
}
