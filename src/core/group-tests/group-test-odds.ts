import { oddsMemo } from "../odds/odds-memo";
import type { KleptoDie } from "../../rule-sets/klepto/core/mechanics/critical-dice";
import { critOfValue } from "../../rule-sets/klepto/core/mechanics/critical-dice";
import { isPassing, scoreOf } from "../../rule-sets/klepto/core/mechanics/score";
import { dieValueDistribution } from "../../rule-sets/klepto/core/odds/kept-die";
import { groupTestOdds } from "../../rule-sets/klepto/core/odds/group-odds";
import { passFailOdds } from "../../rule-sets/klepto/core/odds/range-odds";
import type { GroupGift, GroupRollRequest, GroupRolls, GroupTestState } from "./group-test-types";
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
function passStillToRoll(requests: readonly GroupRollRequest[]): number {
  return requests.length === 0 ? 1 : rememberedPass(requests);
}

/**
 * The chance that everyone asked passes, by the Tests asked for: a card asks it again on every draw of every viewer
 * (docs/cards.md "What a card costs"), and the Tests of a card never change.
 */
const rememberedPass = oddsMemo(200, (requests: readonly GroupRollRequest[]) => passFailOdds(groupTestOdds(requests)).pass);

/** The chance before anyone rolls (no gifts). */
export function groupPassBefore(state: GroupTestState): number {
  return passStillToRoll(state.participants.map((p) => p.request));
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

function memberPass(state: GroupTestState, member: MemberFinal): number {
  if (member.final === null) return passStillToRoll([findGroupParticipant(state, member.id).request]);
  return isPassing(member.final) ? 1 : 0;
}

/**
 * The chance now: the rolls in so far and every gift given, with the members yet to roll still to roll (from
 * the Test each was asked for). A failing Score already in settles it; otherwise it is the chance that every
 * member yet to roll passes, worked out as `groupPassBefore` works out everyone's.
 */
export function groupPassNow(state: GroupTestState, rolls: GroupRolls): number {
  const finals = groupFinalScores(state, rolls);
  if (finals.some((member) => member.final !== null && !isPassing(member.final))) return 0;
  return passStillToRoll(finals.filter((member) => member.final === null).map((member) => findGroupParticipant(state, member.id).request));
}

/**
 * The chance once a gift from `giver` to `receiver` is given, after the gifts before it (`upTo`, all by default),
 * when its extra die — if it rolls one — is still to be rolled: averaged over that die, everything else as known.
 * A gift that rolls no die (a cancelled Disadvantage, the +1 reading) leaves nothing to chance.
 */
function chanceWithGift(state: GroupTestState, rolls: GroupRolls, receiver: string, upTo: number, needsDie: boolean): number {
  const before = groupFinalScores(state, rolls, upTo);
  return before.reduce((product, member) => {
    if (member.id !== receiver) return product * memberPass(state, member);
    if (needsDie) return product * passWithPendingDie(member);
    // Count the gift itself (it rolls no die, so who gives it does not matter here).
    const planned: GroupGift = { giver: "", receiver, dice: { faces: [], coins: [] }, messageId: null };
    const withGift = memberFinal({ ...state, gifts: [...state.gifts.slice(0, upTo), planned] }, rolls, receiver);
    return product * memberPass(state, withGift);
  }, 1);
}

/**
 * After each gift given, the chance at the moment it was given (see `chanceWithGift`): index i is the chance
 * once gift i is given, with gifts 0..i−1 and their dice known and gift i's die still to roll. Gifts are only
 * given once everyone has rolled, so nothing else is left to chance.
 */
export function groupPassAfterEachGift(state: GroupTestState, rolls: GroupRolls): number[] {
  return state.gifts.map((gift, index) => chanceWithGift(state, rolls, gift.receiver, index, gift.dice.faces.length > 0));
}

/** The chance if `giver` gave `receiver` an Advantage now (its die still to roll); null when they may not. */
export function groupPassIfGiven(state: GroupTestState, rolls: GroupRolls, giver: string, receiver: string): number | null {
  if (giftRefusal(state, rolls, giver, receiver) !== null) return null;
  return chanceWithGift(state, rolls, receiver, state.gifts.length, giftNeedsDie(state, rolls, receiver));
}
