import type { MessageData } from "../../errors";
import { IndieDiceError } from "../../errors";
import { limitError, LIMITS } from "../../limits";
import { GIVE_ONE_SCORE_MIN, GIVE_TWO_SCORE_MIN, MAX_ADVANTAGE_LEVEL } from "./constants";
import type { KleptoTestResult } from "./roll-test";
import type { Score } from "./score";
import { isWholeNumber, KLEPTO_ERROR } from "./validation";
import { requireList } from "../../lists";

/** A participant of a Group Test and the Test they rolled first (the only roll giving is based on). */
export interface GroupMember {
  id: string;
  test: KleptoTestResult;
}

/** `from` gives `count` Advantages to `to`. */
export interface Gift {
  from: string;
  to: string;
  count: number;
}

/** One thing wrong with a gift plan, ready for `game.i18n.format(key, data)` or an IndieDiceError. */
export interface GiftProblem {
  key: string;
  data: MessageData;
}

/**
 * How many Advantages a Score may give: [7..] one, [10..] two. A Critical Success is the top range (two), a
 * Critical Failure the bottom (none).
 */
export function giftAllowance(score: Score): number {
  if (score.crit !== null) return score.crit === "success" ? 2 : 0;
  if (score.total >= GIVE_TWO_SCORE_MIN) return 2;
  return score.total >= GIVE_ONE_SCORE_MIN ? 1 : 0;
}

/** Advantages a member receives in a plan, over all gifts to them. */
export function advantagesReceived(gifts: readonly Gift[], id: string): number {
  return gifts.filter((gift) => gift.to === id).reduce((sum, gift) => sum + gift.count, 0);
}

/**
 * How many more Advantages a member may receive: the cap of 3 counts the Advantage level they rolled with.
 * A member who rolled with Disadvantage starts from 0 here, because a gift's die is kept only if it is better
 * than the die they kept (see `judgeGroupTest`).
 */
export function receivingRoom(test: KleptoTestResult): number {
  return MAX_ADVANTAGE_LEVEL - Math.max(0, test.level);
}

function problem(name: string, data: MessageData): GiftProblem {
  return { key: `${KLEPTO_ERROR}.${name}`, data };
}

function membershipProblems(members: readonly GroupMember[]): GiftProblem[] {
  if (members.length === 0) return [problem("GroupEmpty", {})];
  if (members.length > LIMITS.kleptoGroupSize.max) {
    const { key, data } = limitError(LIMITS.kleptoGroupSize, members.length);
    return [{ key, data }];
  }
  const seen = new Set<string>();
  const out: GiftProblem[] = [];
  for (const { id } of members) {
    if (seen.has(id)) out.push(problem("GroupDuplicate", { id }));
    seen.add(id);
  }
  return out;
}

function giftShapeProblems(ids: ReadonlySet<string>, gift: Gift, index: number): GiftProblem[] {
  const out: GiftProblem[] = [];
  for (const id of [gift.from, gift.to]) {
    if (!ids.has(id)) out.push(problem("GiftUnknown", { gift: index + 1, id: String(id) }));
  }
  if (gift.from === gift.to) out.push(problem("GiftSelf", { gift: index + 1, id: gift.from }));
  if (!isWholeNumber(gift.count) || gift.count < 1) {
    out.push(problem("GiftCount", { gift: index + 1, from: gift.from, to: gift.to, count: String(gift.count) }));
  }
  return out;
}

function balanceProblems(members: readonly GroupMember[], gifts: readonly Gift[]): GiftProblem[] {
  const out: GiftProblem[] = [];
  for (const { id, test } of members) {
    const given = gifts.filter((gift) => gift.from === id).reduce((sum, gift) => sum + gift.count, 0);
    const allowed = giftAllowance(test);
    if (given > allowed) out.push(problem("GiftOverGiving", { id, score: test.total, allowed, given }));
    const received = advantagesReceived(gifts, id);
    const room = receivingRoom(test);
    if (received > room) out.push(problem("GiftCap", { id, level: test.level, received, room }));
  }
  return out;
}

/** Everything wrong with a plan (empty when it is fine), so a dialog can show all of it at once. */
export function giftPlanProblems(members: readonly GroupMember[], gifts: readonly Gift[]): GiftProblem[] {
  const ids = new Set(members.map((member) => member.id));
  const shape = [...membershipProblems(members), ...gifts.flatMap((gift, i) => giftShapeProblems(ids, gift, i))];
  // Totals are meaningless while a gift names nobody or gives a non-number.
  return shape.length > 0 ? shape : balanceProblems(members, gifts);
}

/** Throws the plan's first problem as an IndieDiceError. */
export function validateGiftPlan(members: readonly GroupMember[], gifts: readonly Gift[]): void {
  const [first] = giftPlanProblems(requireList(members, "members"), requireList(gifts, "gifts"));
  if (first) throw new IndieDiceError(first.key, first.data);
}
