/** Small builders for Group Test tests: participants, their judged rolls and a state with rolls recorded. */
import type {
  GiftReading,
  GroupRollSpec,
  GroupRolls,
  GroupTestState,
} from "../../../../src/rule-sets/klepto/core/group-test/group-test-types";
import { recordGroupRoll, startGroupTest } from "../../../../src/rule-sets/klepto/core/group-test/group-test-state";
import { judgeTest, type KleptoTestResult } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import type { CoinSide } from "../../../../src/core/random";

export interface Member {
  id: string;
  name?: string;
  modifier?: number;
  advantages?: number;
  disadvantages?: number;
  method?: GroupRollSpec["method"];
  ranges?: string;
  /** The faces of the member's own roll (and coins for 10s by coin); left out: not rolled. */
  faces?: number[];
  coins?: CoinSide[];
}

export function requestOf(member: Member): GroupRollSpec {
  return {
    modifier: member.modifier ?? 0,
    advantages: member.advantages ?? 0,
    disadvantages: member.disadvantages ?? 0,
    method: member.method ?? "coin",
    ...(member.ranges === undefined ? {} : { ranges: member.ranges }),
  };
}

export function judged(member: Member): KleptoTestResult {
  return judgeTest(requestOf(member), { faces: member.faces ?? [], coins: member.coins ?? [] });
}

/** A started test with every member that has faces recorded (message ids `m-<id>`). */
export function groupOf(
  members: Member[],
  reading: GiftReading = "dice",
  ranges: string | null = null,
): { state: GroupTestState; rolls: GroupRolls } {
  let state = startGroupTest({
    participants: members.map((m) => ({
      id: m.id,
      actorUuid: `Actor.${m.id}`,
      name: m.name ?? m.id,
      request: requestOf(m),
    })),
    reading,
    ranges,
  });
  const rolls: Record<string, KleptoTestResult> = {};
  for (const member of members) {
    if (!member.faces) continue;
    const roll = judged(member);
    rolls[member.id] = roll;
    state = recordGroupRoll(state, member.id, `m-${member.id}`, roll);
  }
  return { state, rolls };
}

/**
 * The text's example: Alice 8 and Bob 11 succeed, Carol 5 and David 6 have Low Scores (Stealth Modifiers 0, 2, 0, 0).
 */
export const TEXT_EXAMPLE: Member[] = [
  { id: "alice", name: "Alice", faces: [8] },
  { id: "bob", name: "Bob", modifier: 2, faces: [9] },
  { id: "carol", name: "Carol", faces: [5] },
  { id: "david", name: "David", faces: [6] },
];
