import { KLEPTO_LIMITS } from "../limits";
import { oddsMemo } from "../../../../core/odds/odds-memo";
import { netAdvantage } from "../mechanics/advantage";
import type { KleptoDie } from "../mechanics/critical-dice";
import { critOfValue } from "../mechanics/critical-dice";
import { isPassing, scoreOf } from "../mechanics/score";
import { dieValueDistribution } from "../odds/kept-die";
import { groupTestOdds } from "../odds/group-odds";
import { passFailOdds } from "../odds/range-odds";
import type { GroupGift, GroupRollSpec, GroupRolls, GroupTestState } from "./group-test-types";
import { findGroupParticipant, giftNeedsDie, giftRefusal } from "./group-test-state";
import type { MemberFinal } from "./group-test-scores";
import { groupFinalScores, memberFinal } from "./group-test-scores";

/**
 * Exact odds of a Group Test passing: its lowest final Score is 7 or more (a Critical Success passes, a Critical
 * Failure fails). The group's lowest Score passes exactly when every member's does, and members roll
 * independently: a member whose Score is known passes or not, those still to roll pass with the chance of their
 * lowest Score (`passStillToRoll`).
 *
 * Every figure here assumes no gift beyond those it names is given: gifts are the players' choices, not chance.
 */

/**
 * P(every one of these Tests, still to roll, passes): the core's distribution of their lowest Score. The one
 * computation of that chance on the card, so that "before anyone rolled" and "now" with nobody rolled are the
 * very same number and never round apart (two sums of the same chance may differ in their last bit).
 */
function passStillToRoll(requests: readonly GroupRollSpec[]): number {
  return requests.length === 0 ? 1 : rememberedPass(requests);
}

/**
 * The chance that everyone asked passes, by the Tests asked for: a card asks it again on every draw of every viewer
 * (docs/cards.md "What a card costs"), and the Tests of a card never change.
 */
const rememberedPass = oddsMemo(
  200,
  (requests: readonly GroupRollSpec[]) => passFailOdds(groupTestOdds(requests)).pass,
);

/** The chance before anyone rolls (no gifts). */
export function groupPassBefore(state: GroupTestState): number {
  return groupPassOfTests(state.participants.map((p) => p.request));
}

/**
 * The chance a group asked these Tests passes before anyone rolls (no gifts): the card's figure before the rolls, which
 * *Start a Group Test* shows as the GM types its rows (docs/cards.md "Group tests (the Kleptonomicon)").
 */
export function groupPassOfTests(requests: readonly GroupRollSpec[]): number {
  return passStillToRoll(requests);
}

/** A plain Score from a die value (0 and 10 are the crits). */
function passesWith(value: number, modifier: number): boolean {
  const die: KleptoDie = { face: 0, value, crit: critOfValue(value), coin: null };
  return isPassing(scoreOf(die, modifier));
}

/**
 * A member's chance of a passing final Score when one gift's extra die is still to be rolled: the best of the
 * die kept so far and the new die.
 */
function passWithPendingDie(member: MemberFinal): number {
  if (isPassing(member.final!)) return 1;
  const { method, modifier } = member.first!;
  return dieValueDistribution(method)
    .entries()
    .reduce((sum, [value, p]) => (passesWith(value, modifier) ? sum + p : sum), 0);
}

/**
 * Whose rolls a viewer may see (Foundry's blind and private rolls): a gift's die goes with its receiver's roll. By
 * default every one, as the GM sees them.
 */
export type GroupSeen = (participantId: string) => boolean;

const SEES_EVERYTHING: GroupSeen = () => true;

/**
 * What a member whose roll the viewer may not see was asked to roll, with the gifts they received counted: a gift
 * is a level of Advantage more (a Disadvantage cancelled, or one more die to keep the best of), or +1 under the
 * +1 reading (a crit stays what it is, whatever the Modifier) — in law the very Test at that level or Modifier.
 * Who received a gift is on every viewer's card, so the figure tells nothing the card does not.
 */
function requestWithGifts(state: GroupTestState, request: GroupRollSpec, received: number): GroupRollSpec {
  if (received === 0) return request;
  if (state.reading === "plusOne")
    return { ...request, modifier: Math.min(request.modifier + received, KLEPTO_LIMITS.kleptoModifier.max) };
  const level = netAdvantage(request.advantages, request.disadvantages) + received;
  return { ...request, advantages: Math.max(level, 0), disadvantages: Math.max(-level, 0) };
}

/**
 * The chance the group passes given what the viewer may see (docs/cards.md "Group tests (the Kleptonomicon)"), with the
 * first `upTo` gifts counted and no further gift given: a Score they may see passes or not; a member still to roll
 * passes with the chance of the Test asked; a member whose roll they may not see passes with that same chance as before
 * the roll (with the gifts they received), so no figure moves because of a roll hidden from them. A failing Score
 * they may see settles it. The members not known are worked out together, as `groupPassBefore` works out
 * everyone's, so "before anyone rolled" and "now" with nothing seen are the very same number.
 */
export function groupPassSeen(
  state: GroupTestState,
  rolls: GroupRolls,
  seen: GroupSeen = SEES_EVERYTHING,
  upTo = state.gifts.length,
): number {
  const unknown: GroupRollSpec[] = [];
  for (const member of groupFinalScores(state, rolls, upTo)) {
    const request = findGroupParticipant(state, member.id).request;
    if (member.final === null) unknown.push(request);
    else if (!seen(member.id)) unknown.push(requestWithGifts(state, request, member.received));
    else if (!isPassing(member.final)) return 0;
  }
  return passStillToRoll(unknown);
}

/**
 * The receiver's chance to pass once one more gift is given (every member has rolled: gifts come after), when its
 * extra die — if it rolls one — is still to be rolled: averaged over that die. A gift that rolls no die (a cancelled
 * Disadvantage, the +1 reading) leaves nothing to chance.
 */
function receiverPassWithGift(
  state: GroupTestState,
  rolls: GroupRolls,
  member: MemberFinal,
  needsDie: boolean,
): number {
  if (needsDie) return passWithPendingDie(member);
  // Count the gift itself (it rolls no die, so who gives it does not matter here).
  const planned: GroupGift = { giver: "", receiver: member.id, dice: { faces: [], coins: [] }, messageId: null };
  return isPassing(memberFinal({ ...state, gifts: [...state.gifts, planned] }, rolls, member.id).final!) ? 1 : 0;
}

/**
 * The chance once a gift to `receiver` is given, its die still to roll, given what the viewer may see (as
 * `groupPassSeen`): a receiver whose roll they may not see counts one gift more, as before their roll.
 */
function chanceWithGift(
  state: GroupTestState,
  rolls: GroupRolls,
  receiver: string,
  needsDie: boolean,
  seen: GroupSeen,
): number {
  const unknown: GroupRollSpec[] = [];
  let known = 1;
  for (const member of groupFinalScores(state, rolls)) {
    const request = findGroupParticipant(state, member.id).request;
    const gifts = member.id === receiver ? member.received + 1 : member.received;
    if (!seen(member.id)) unknown.push(requestWithGifts(state, request, gifts));
    else if (member.id === receiver) known *= receiverPassWithGift(state, rolls, member, needsDie);
    else if (!isPassing(member.final!)) return 0;
  }
  return known * passStillToRoll(unknown);
}

/**
 * After each gift given, the group's chance once that gift is given and its die rolled (`groupPassSeen` with the
 * gifts up to it): index i counts gifts 0..i. Gifts are only given once everyone has rolled, so for a viewer who
 * sees every roll each figure is certain; a roll hidden from them stays as before it.
 */
export function groupPassAfterEachGift(
  state: GroupTestState,
  rolls: GroupRolls,
  seen: GroupSeen = SEES_EVERYTHING,
): number[] {
  return state.gifts.map((_gift, index) => groupPassSeen(state, rolls, seen, index + 1));
}

/**
 * The chance if `giver` gave `receiver` an Advantage now (its die still to roll), given what the viewer may see; null
 * when they may not give it.
 */
export function groupPassIfGiven(
  state: GroupTestState,
  rolls: GroupRolls,
  giver: string,
  receiver: string,
  seen: GroupSeen = SEES_EVERYTHING,
): number | null {
  if (giftRefusal(state, rolls, giver, receiver) !== null) return null;
  return chanceWithGift(state, rolls, receiver, giftNeedsDie(state, rolls, receiver), seen);
}
