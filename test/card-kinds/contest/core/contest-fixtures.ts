/**
 * Small builders for contest tests: each rule set's judged roll from scripted faces (through the core's own
 * judges, as the GM's client re-judges a roll message), and a contest played up to any point.
 */
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import { startContest, type ContestEntrant } from "../../../../src/card-kinds/contest/core/contest-setup";
import {
  type ContestRoll,
  type ContestKindId,
  type ContestRules,
  type ContestSpecs,
  type ContestState,
} from "../../../../src/card-kinds/contest/core/contest-types";
import { type KaiserContestRoll } from "../../../../src/rule-sets/kaiser/core/contest";
import { judgeCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeMargin, type MarginResult } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import { judgeTest, type KleptoTestResult } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { judgeActionDice } from "../../../../src/rule-sets/ogs/core/mechanics/action-check";
import { ogsActionDice } from "../../../../src/rule-sets/ogs/core/mechanics/check-spec";
import { type RolledTotal } from "../../../../src/rule-sets/ogs/core/mechanics/rolled-dice";
import { judgeOlde, type OldeRollResult } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import type { CoinSide } from "../../../../src/core/random";

export const KAISER_SKILL = (bonus: number, advantage = 0): ContestSpecs["kaiser"] => ({
  kind: "skill",
  bonus,
  advantage,
  method: "pool",
});

export function kaiserRoll(
  spec: ContestSpecs["kaiser"],
  faces: number[],
  penaltyFaces: number[] = [],
): KaiserContestRoll {
  return { check: judgeCheck(spec, faces), penaltyFaces };
}

export const OGS_SPEC = (
  stat: number,
  skill: number,
  flatBonus = 0,
  modifier: number | null = null,
): ContestSpecs["ogs"] => ({
  stat,
  skill,
  modifier,
  stages: 0,
  increaseTarget: "modifier",
  flatBonus,
});

export function ogsRoll(spec: ContestSpecs["ogs"], faces: number[]): RolledTotal {
  return judgeActionDice(ogsActionDice(spec), faces);
}

export const KINGDOMS_SPEC = (dice: number, dt: number): ContestSpecs["kingdoms"] => ({ pool: dice, dice, dt });

export function kingdomsRoll(spec: ContestSpecs["kingdoms"], faces: number[]): MarginResult {
  return judgeMargin(faces, spec.dt);
}

export const KLEPTO_SPEC = (modifier: number, ranges?: string): ContestSpecs["klepto"] => ({
  modifier,
  advantages: 0,
  disadvantages: 0,
  method: "coin",
  ...(ranges === undefined ? {} : { ranges }),
});

export function kleptoRoll(spec: ContestSpecs["klepto"], faces: number[], coins: CoinSide[] = []): KleptoTestResult {
  return judgeTest(spec, { faces, coins });
}

export const OLDE_SPEC = (count: number, faces: number, adjustment = 0, unlimited = false): ContestSpecs["olde"] => ({
  count,
  faces,
  adjustment,
  unlimited,
});

export function oldeRoll(spec: ContestSpecs["olde"], chains: number[][]): OldeRollResult {
  return judgeOlde(spec, chains);
}

/** One side of a scripted contest: its spec and, once it has rolled, its judged roll. */
export interface Side<R extends ContestKindId> {
  readonly id: string;
  readonly spec: ContestSpecs[R];
  readonly roll?: ContestRoll;
}

export interface Played<R extends ContestKindId> {
  readonly state: ContestState<R>;
  readonly rolls: Record<string, ContestRoll>;
}

const entrant = <R extends ContestKindId>(side: Side<R>, fixed: boolean): ContestEntrant<R> => ({
  id: side.id,
  actorUuid: `Actor.${side.id}`,
  name: side.id,
  spec: fixed ? side.spec : null,
});

/** Starts a contest and records every roll given, attackers first; `fixed: false` lets the rollers choose. */
export function play<R extends ContestKindId>(
  ruleSet: R,
  attackers: readonly Side<R>[],
  defender: Side<R>,
  options: { rules?: Partial<ContestRules>; fixed?: boolean } = {},
): Played<R> {
  const fixed = options.fixed ?? true;
  let state = startContest({
    ruleSet,
    attackers: attackers.map((side) => entrant(side, fixed)),
    defenders: [entrant(defender, fixed)],
    rules: options.rules,
  });
  const rolls: Record<string, ContestRoll> = {};
  for (const side of [...attackers, defender]) {
    if (!side.roll) continue;
    state = new Contest(state).recordRoll({
      participantId: side.id,
      messageId: `msg-${side.id}`,
      spec: side.spec,
      roll: side.roll,
    });
    rolls[side.id] = side.roll;
  }
  return { state, rolls };
}

/** The error key a call throws, or null when it does not throw. */
export function errorKey(call: () => unknown): string | null {
  try {
    call();
    return null;
  } catch (error) {
    return (error as { key?: string }).key ?? String(error);
  }
}
