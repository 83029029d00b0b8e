import { IndieDiceError, type MessageData } from "../../../../core/errors";
import { isWithin, limitError } from "../../../../core/limits";
import { KLEPTO_LIMITS } from "../limits";
import { requireList } from "../../../../core/lists";
import type { CritMethod } from "../mechanics/critical-dice";
import type { DrawnDice, KleptoTestResult } from "../mechanics/roll-test";
import { checkTestOptions } from "../mechanics/roll-test";
import { giftAllowance, receivingRoom } from "../mechanics/group-gifts";
import { resolveDice } from "../mechanics/critical-dice";
import { parseRanges } from "../ranges/parse-ranges";
import type { CoinSide } from "../../../../core/random";
import type { GiftReading, GroupParticipant, GroupRollSpec, GroupRolls, GroupTestState } from "./group-test-types";

/**
 * A Kleptonomicon Group Test card's state, as plain JSON: the Foundry layer stores it in the card message's
 * `flags["indie-dice"].groupTest`. Nothing judged is stored — only who takes part, what each was asked to roll,
 * the message of each roll once recorded, and the gifts with the faces their dice showed. Every Score, the
 * group's result and every chance are derived again from (state, the judged rolls, the gifts' faces).
 *
 * Every function here returns a new state and leaves the old one as it was; a refusal is an IndieDiceError with
 * a key under `INDIE_DICE.GroupTest.Error`.
 */

export const GIFT_READINGS: readonly GiftReading[] = ["dice", "plusOne"];

interface GroupTestSetup {
  readonly participants: readonly Omit<GroupParticipant, "messageId">[];
  readonly reading?: GiftReading;
  readonly ranges?: string | null;
}

const GROUP_TEST_ERROR = "INDIE_DICE.GroupTest.Error";

export function groupTestError(name: string, data: MessageData = {}): IndieDiceError {
  return new IndieDiceError(`${GROUP_TEST_ERROR}.${name}`, data);
}

/* -------------------------------------------- */
/*  Start                                       */
/* -------------------------------------------- */

function checkRanges(ranges: string | null | undefined): void {
  // parseRanges throws its own localized error naming the problem.
  if (ranges !== undefined && ranges !== null) parseRanges(ranges);
}

function checkRequest(request: GroupRollSpec): GroupRollSpec {
  checkTestOptions(request);
  checkRanges(request.ranges);
  const { modifier, advantages, disadvantages, method } = request;
  return {
    modifier,
    advantages,
    disadvantages,
    method,
    ...(request.ranges === undefined ? {} : { ranges: request.ranges }),
  };
}

export function startGroupTest(setup: GroupTestSetup): GroupTestState {
  const reading = setup.reading ?? "dice";
  if (!GIFT_READINGS.includes(reading)) throw groupTestError("Reading", { reading: String(reading) });
  const count = setup.participants.length;
  // Too few and too many read the same: "a Group Test has 2 to 20 participants, not 21".
  if (!isWithin(KLEPTO_LIMITS.kleptoGroupSize, count)) throw limitError(KLEPTO_LIMITS.kleptoGroupSize, count);
  const seen = new Set<string>();
  const participants = setup.participants.map((p): GroupParticipant => {
    if (typeof p.id !== "string" || p.id === "") throw groupTestError("BadId", { id: String(p.id) });
    if (seen.has(p.id)) throw groupTestError("DuplicateId", { id: p.id });
    seen.add(p.id);
    return {
      id: p.id,
      actorUuid: p.actorUuid,
      name: String(p.name),
      request: checkRequest(p.request),
      messageId: null,
    };
  });
  checkRanges(setup.ranges);
  return { version: 1, status: "open", reading, ranges: setup.ranges ?? null, participants, gifts: [] };
}

/* -------------------------------------------- */
/*  Rolls                                       */
/* -------------------------------------------- */

export function findGroupParticipant(state: GroupTestState, id: string): GroupParticipant {
  const found = state.participants.find((p) => p.id === id);
  if (!found) throw groupTestError("Unknown", { id: String(id) });
  return found;
}

function requireOpen(state: GroupTestState): void {
  if (state.status !== "open") throw groupTestError("Closed");
}

/** The judged roll must be the Test the card asked for (the GM's client re-judges it from the message). */
export function matchesRequest(request: GroupRollSpec, judged: KleptoTestResult): boolean {
  const level = checkTestOptions(request).level;
  return judged.modifier === request.modifier && judged.method === request.method && judged.level === level;
}

/** Records a participant's first roll: refused when closed, unknown, already rolled or not the Test asked for. */
export function recordGroupRoll(
  state: GroupTestState,
  participantId: string,
  messageId: string,
  judged: KleptoTestResult,
): GroupTestState {
  requireOpen(state);
  const participant = findGroupParticipant(state, participantId);
  if (participant.messageId !== null) throw groupTestError("AlreadyRolled", { name: participant.name });
  if (typeof messageId !== "string" || messageId === "") throw groupTestError("BadMessage", { id: String(messageId) });
  const used =
    state.participants.some((p) => p.messageId === messageId) || state.gifts.some((g) => g.messageId === messageId);
  if (used) throw groupTestError("MessageUsed", { id: messageId });
  if (!matchesRequest(participant.request, judged)) throw groupTestError("WrongRoll", { name: participant.name });
  return {
    ...state,
    participants: state.participants.map((p) => (p.id === participantId ? { ...p, messageId } : p)),
  };
}

function groupParticipantHasRolled(participant: GroupParticipant): boolean {
  return participant.messageId !== null;
}

export function everyoneInGroupRolled(state: GroupTestState): boolean {
  return state.participants.every(groupParticipantHasRolled);
}

/** A recorded participant's judged roll; a recorded roll the caller could not load is a bug worth naming. */
export function groupRollOf(state: GroupTestState, rolls: GroupRolls, id: string): KleptoTestResult | null {
  const participant = findGroupParticipant(state, id);
  if (!groupParticipantHasRolled(participant)) return null;
  const judged = rolls[id];
  if (!judged) throw groupTestError("RollMissing", { name: participant.name });
  return judged;
}

/* -------------------------------------------- */
/*  Gifts                                       */
/* -------------------------------------------- */

export function giftsGiven(state: GroupTestState, id: string): number {
  return state.gifts.filter((g) => g.giver === id).length;
}

function giftsReceived(state: GroupTestState, id: string, upTo = state.gifts.length): number {
  return state.gifts.slice(0, upTo).filter((g) => g.receiver === id).length;
}

/** Why `giver` may not give `receiver` an Advantage now, or null when they may. */
export function giftRefusal(
  state: GroupTestState,
  rolls: GroupRolls,
  giver: string,
  receiver: string,
): IndieDiceError | null {
  if (state.status !== "open") return groupTestError("Closed");
  const from = state.participants.find((p) => p.id === giver);
  if (!from) return groupTestError("Unknown", { id: String(giver) });
  const to = state.participants.find((p) => p.id === receiver);
  if (!to) return groupTestError("Unknown", { id: String(receiver) });
  if (giver === receiver) return groupTestError("GiftSelf", { name: from.name });
  // The text: everyone rolls, then those who rolled well help.
  if (!everyoneInGroupRolled(state)) return groupTestError("GiftBeforeRolls");
  const allowed = giftAllowance(groupRollOf(state, rolls, giver)!);
  const given = giftsGiven(state, giver);
  if (given >= allowed)
    return groupTestError(allowed === 0 ? "GiftLowScore" : "GiftAllGiven", { name: from.name, allowed });
  const room = receivingRoom(groupRollOf(state, rolls, receiver)!);
  if (giftsReceived(state, receiver) >= room) return groupTestError("GiftCap", { name: to.name, room });
  return null;
}

export function mayGive(state: GroupTestState, rolls: GroupRolls, giver: string, receiver: string): boolean {
  return giftRefusal(state, rolls, giver, receiver) === null;
}

/**
 * The receiver's net Advantage level once the gifts before `upTo` are counted: each gift is one level up (a
 * Disadvantage cancelled, or an Advantage more).
 */
function levelAfterGifts(
  state: GroupTestState,
  judged: KleptoTestResult,
  id: string,
  upTo = state.gifts.length,
): number {
  return judged.level + giftsReceived(state, id, upTo);
}

/**
 * Does the next gift to `receiver` roll a die? Under the dice reading, unless it cancels a Disadvantage. The
 * Foundry layer rolls `1d10kc` (or `1di` for the d10ish method) and passes the faces to `applyGift`.
 */
export function giftNeedsDie(state: GroupTestState, rolls: GroupRolls, receiver: string): boolean {
  if (state.reading !== "dice") return false;
  const judged = groupRollOf(state, rolls, receiver);
  if (!judged) throw groupTestError("GiftBeforeRolls");
  return levelAfterGifts(state, judged, receiver) >= 0;
}

/** Which crit method a gift's die to `receiver` uses: the receiver's own. */
export function giftDieMethod(state: GroupTestState, receiver: string): CritMethod {
  return findGroupParticipant(state, receiver).request.method;
}

const NO_DICE: DrawnDice = { faces: [], coins: [] };

function checkGiftDice(state: GroupTestState, needsDie: boolean, receiver: string, dice: DrawnDice): DrawnDice {
  // The dice come from a query or a macro: anything that is not two lists is refused by name, not by a TypeError.
  const faces = [...requireList(dice?.faces, "faces")];
  const coins: CoinSide[] = [...requireList(dice?.coins, "coins")];
  if (faces.length !== (needsDie ? 1 : 0))
    throw groupTestError("GiftDice", { expected: needsDie ? 1 : 0, given: faces.length });
  // Faces in range and one coin per Critical Roll by coin, judged by the mechanic's own rules.
  resolveDice(giftDieMethod(state, receiver), faces, coins);
  return { faces, coins };
}

/** Gives one Advantage, with the dice it rolled when the reading needs one (see `giftNeedsDie`). */
export function applyGift(
  state: GroupTestState,
  rolls: GroupRolls,
  giver: string,
  receiver: string,
  dice: DrawnDice = NO_DICE,
  messageId: string | null = null,
): GroupTestState {
  const refusal = giftRefusal(state, rolls, giver, receiver);
  if (refusal) throw refusal;
  const drawn = checkGiftDice(state, giftNeedsDie(state, rolls, receiver), receiver, dice);
  return { ...state, gifts: [...state.gifts, { giver, receiver, dice: drawn, messageId }] };
}

/* -------------------------------------------- */
/*  Close                                       */
/* -------------------------------------------- */

/** The GM ends the test; a closed card takes no more rolls or gifts. */
export function closeGroupTest(state: GroupTestState): GroupTestState {
  requireOpen(state);
  return { ...state, status: "closed" };
}
