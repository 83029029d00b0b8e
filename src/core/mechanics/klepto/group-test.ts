import type { RandomSource } from "../../random";
import type { KleptoDie } from "./critical-dice";
import { resolveDice } from "./critical-dice";
import type { Gift, GroupMember } from "./gift-plan";
import { advantagesReceived, validateGiftPlan } from "./gift-plan";
import type { DrawnDice } from "./roll-test";
import { drawDice, keptDieIndex } from "./roll-test";
import type { Score } from "./score";
import { compareScores, scoreOf } from "./score";
import { kleptoError } from "./validation";

/** A member at the end of a Group Test. Plain JSON. */
export interface GroupMemberResult extends GroupMember {
  received: number;
  /** One d10 per Advantage received, resolved like any die of their Test. */
  extraDice: KleptoDie[];
  /** The die kept in the end: the first roll's kept die, or a better extra die. */
  finalDie: KleptoDie;
  final: Score;
}

export interface GroupTestResult {
  members: GroupMemberResult[];
  gifts: Gift[];
  /** The member with the lowest final Score (the first one listed on a tie). */
  lowestId: string;
  /** The lowest final Score: the Score of the whole group. */
  score: Score;
}

/** The extra dice each receiver drew, by member id; members who received nothing may be left out. */
export type ExtraDice = Readonly<Record<string, DrawnDice>>;

/**
 * A given Advantage rolls one more d10 for the receiver, who keeps the best. Crits on the new dice are resolved
 * first, as on any Test. The first roll's kept die stays when no extra die beats it.
 */
function finishMember(member: GroupMember, gifts: readonly Gift[], drawn: DrawnDice | undefined): GroupMemberResult {
  const received = advantagesReceived(gifts, member.id);
  const given = drawn ?? { faces: [], coins: [] };
  if (given.faces.length !== received) {
    throw kleptoError("GiftDice", { id: member.id, received, given: given.faces.length });
  }
  const extraDice = resolveDice(member.test.method, given.faces, given.coins);
  const candidates = [member.test.dice[member.test.keptIndex]!, ...extraDice];
  const finalDie = candidates[keptDieIndex(candidates, "highest")]!;
  return { ...member, received, extraDice, finalDie, final: scoreOf(finalDie, member.test.modifier) };
}

/** The group's Score is the lowest final Score; a Critical Failure is the lowest of all. */
function lowestMember(results: readonly GroupMemberResult[]): GroupMemberResult {
  return results.reduce((low, next) => (compareScores(next.final, low.final) < 0 ? next : low));
}

/** Judges a Group Test from everyone's first roll, a valid gift plan and the extra dice already drawn. */
export function judgeGroupTest(
  members: readonly GroupMember[],
  gifts: readonly Gift[],
  extraDice: ExtraDice = {},
): GroupTestResult {
  validateGiftPlan(members, gifts);
  const ids = new Set(members.map((member) => member.id));
  const stray = Object.keys(extraDice).find((id) => !ids.has(id));
  if (stray !== undefined) throw kleptoError("GiftDiceUnknown", { id: stray });
  const results = members.map((member) => finishMember(member, gifts, extraDice[member.id]));
  const lowest = lowestMember(results);
  return { members: results, gifts: gifts.map((gift) => ({ ...gift })), lowestId: lowest.id, score: lowest.final };
}

/** Draws the extra dice for every receiver (in member order) and judges the Group Test. */
export function rollGroupTest(
  source: RandomSource,
  members: readonly GroupMember[],
  gifts: readonly Gift[],
): GroupTestResult {
  validateGiftPlan(members, gifts);
  const extraDice: Record<string, DrawnDice> = {};
  for (const member of members) {
    const received = advantagesReceived(gifts, member.id);
    if (received > 0) extraDice[member.id] = drawDice(source, member.test.method, received);
  }
  return judgeGroupTest(members, gifts, extraDice);
}
