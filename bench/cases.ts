/** The fixed list of benchmark questions (issue: exact odds), one per dialog a player would open. */
import type { RandomSource } from "../src/core/random";
import type { BenchCase, LimitCase } from "./harness";
import { kaiserDifficultyOdds } from "../src/rule-sets/kaiser/core/odds/difficulty-odds";
import { kaiserOpposedOdds } from "../src/rule-sets/kaiser/core/odds/opposed-odds";
import { rollDifficultyCheck } from "../src/rule-sets/kaiser/core/mechanics/difficulty";
import { rollOpposedCheck as rollKaiserOpposed } from "../src/rule-sets/kaiser/core/mechanics/opposed";
import { type KaiserCheckSpec } from "../src/rule-sets/kaiser/core/mechanics/types";
import { kingdomsOpposedOdds } from "../src/rule-sets/kingdoms/core/odds/opposed-odds";
import { kingdomsPoolOdds } from "../src/rule-sets/kingdoms/core/odds/pool-odds";
import { rollBasicTest } from "../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { rollOpposedTest } from "../src/rule-sets/kingdoms/core/mechanics/opposed-test";
import { groupTestOdds } from "../src/rule-sets/klepto/core/odds/group-odds";
import { kleptoContestOdds } from "../src/rule-sets/klepto/core/odds/contest-odds";
import { testRangeOdds } from "../src/rule-sets/klepto/core/odds/range-odds";
import { testScoreOdds } from "../src/rule-sets/klepto/core/odds/score-odds";
import { drawDice, rollTest, type KleptoTestResult } from "../src/rule-sets/klepto/core/mechanics/roll-test";
import {
  applyGift,
  giftDieMethod,
  giftNeedsDie,
  mayGive,
  recordGroupRoll,
  startGroupTest,
} from "../src/rule-sets/klepto/core/group-test/group-test-state";
import type { GroupRollSpec } from "../src/rule-sets/klepto/core/group-test/group-test-types";
import { groupPassAfterEachGift, groupPassSeen } from "../src/rule-sets/klepto/core/group-test/group-test-odds";
import { groupResult } from "../src/rule-sets/klepto/core/group-test/group-test-scores";
import { matchRanges } from "../src/rule-sets/klepto/core/ranges/match-ranges";
import { parseRanges } from "../src/rule-sets/klepto/core/ranges/parse-ranges";
import { clearValueTableCache } from "../src/rule-sets/ogs/core/odds/value-table";
import { opposedActionCheckOdds } from "../src/rule-sets/ogs/core/odds/opposed-odds";
import { rollOpposedCheck } from "../src/rule-sets/ogs/core/mechanics/opposed-check";
import { type ActionCheckSpec, type ActionDiceSpec } from "../src/rule-sets/ogs/core/mechanics/action-check";
import { oldeContestOdds } from "../src/rule-sets/olde/core/odds/contest-odds";
import { rollOldeContest } from "../src/rule-sets/olde/core/mechanics/contest";
import { type OldeRollSpec } from "../src/rule-sets/olde/core/mechanics/rules";

export function cases(source: RandomSource): BenchCase[] {
  const thudd: OldeRollSpec = { count: 2, faces: 4, unlimited: true };
  const flash: OldeRollSpec = { count: 2, faces: 10, unlimited: true };
  // 3 dice each, both with a promoted modifier die: [d8, d10, d8+d8] against [d6, d8, d8+d6], flat bonus 1 each.
  const hero: ActionCheckSpec = {
    stat: 8,
    skill: 10,
    modifier: 12,
    increases: [{ stages: 2 }],
    flatBonus: 1,
    difficulty: 0,
  };
  const foe: ActionCheckSpec = {
    stat: 6,
    skill: 8,
    modifier: 12,
    increases: [{ stages: 1 }],
    flatBonus: 1,
    difficulty: 0,
  };
  const missiles = "[0!] Backfire, [..6] 1 Missile, [7..9] 2 Missiles, [10..] 3 Missiles, [10!] 4 Missiles";
  const parsedMissiles = parseRanges(missiles);
  return [
    {
      name: "Kaiser skill check A+5 vs difficulty 14",
      exact: () => kaiserDifficultyOdds({ kind: "skill", bonus: 3, advantage: 5 }, 14),
      sample: () => rollDifficultyCheck(source, { kind: "skill", bonus: 3, advantage: 5 }, 14).success,
      targetMs: 1,
    },
    {
      name: "Kaiser skill check D-5 vs difficulty 8",
      exact: () => kaiserDifficultyOdds({ kind: "skill", bonus: 3, advantage: -5 }, 8),
      sample: () => rollDifficultyCheck(source, { kind: "skill", bonus: 3, advantage: -5 }, 8).success,
      targetMs: 1,
    },
    {
      name: "OGS opposed 3 vs 3 dice, promoted pools, full tie-break (tables cached)",
      exact: () => opposedActionCheckOdds(hero, foe),
      sample: () => rollOpposedCheck(hero, foe, source).winner,
      targetMs: 5,
    },
    {
      name: "OGS opposed 3 vs 3 dice, promoted pools, full tie-break (cold tables)",
      exact: () => {
        clearValueTableCache();
        return opposedActionCheckOdds(hero, foe);
      },
      sample: () => rollOpposedCheck(hero, foe, source).winner,
      targetMs: 5,
    },
    {
      name: "K&R 60 dice vs DT 7, every pool size 1-60",
      exact: () => kingdomsPoolOdds(60, 7),
      sample: () => rollBasicTest(source, { pool: 60, dt: 7 }).success,
      targetMs: 1,
    },
    {
      name: "Kleptonomicon A3 +1 with custom ranges",
      exact: () => testRangeOdds({ advantages: 3, modifier: 1 }, missiles),
      sample: () => matchRanges(parsedMissiles, rollTest(source, { advantages: 3, modifier: 1 }))[0],
      targetMs: 1,
    },
    {
      name: "Olde Thudd 2d4x vs Flash 2d10x",
      exact: () => oldeContestOdds(thudd, flash),
      sample: () => rollOldeContest(thudd, flash, source).winner,
      targetMs: 1,
    },
  ];
}

/* The worst allowed input of each rule set (issue 7): each must roll and answer its exact odds in ≤ 100 ms. -- */

const MAX = 1_000_000;

/** Kaiser: 20 levels of Advantage in the sequential variant (the longer chain) against 20 of Disadvantage. */
function kaiserWorst(source: RandomSource): LimitCase {
  const attacker: KaiserCheckSpec = { kind: "skill", bonus: MAX, advantage: 20, method: "sequential" };
  const defender: KaiserCheckSpec = { kind: "skill", bonus: -MAX, advantage: -20, method: "sequential" };
  const penalty = { number: 10, faces: 20, bonus: 100 };
  return {
    name: "Kaiser opposed A20 vs D20 sequential, values ±10⁶, penalty 10d20+100; and its difficulty check",
    run: () => [
      rollKaiserOpposed(source, attacker, defender, { fumblePenalty: penalty }),
      kaiserOpposedOdds(attacker, defender, penalty),
      kaiserDifficultyOdds(attacker, -MAX),
    ],
  };
}

/** OGS: 11 real dice a side (d12s pushed a dozen stages on each role), flat bonuses ±10⁶, full tie-break. */
function ogsWorst(source: RandomSource): LimitCase {
  const increases = [
    { stages: 12, target: "stat" as const },
    { stages: 8, target: "skill" as const },
    { stages: 12, target: "modifier" as const },
  ];
  const a: ActionDiceSpec = { stat: 12, skill: 12, modifier: 12, increases, flatBonus: MAX };
  const b: ActionDiceSpec = { ...a, flatBonus: MAX - 5 };
  return {
    name: "OGS opposed 11 vs 11 real dice, flat bonus 10⁶, full tie-break (cold tables)",
    run: () => {
      clearValueTableCache();
      return [rollOpposedCheck(a, b, source), opposedActionCheckOdds(a, b)];
    },
  };
}

/** K&R: a pool of 200 dice, every pool size's odds, and 200 against 200 opposed. */
function kingdomsWorst(source: RandomSource): LimitCase {
  const side = { pool: 200, dt: 7 };
  return {
    name: "K&R 200 dice: every pool size 1-200, and 200 vs 200 opposed",
    run: () => [
      rollOpposedTest(source, side, side, "aActive"),
      kingdomsPoolOdds(200, 7),
      kingdomsOpposedOdds({ dice: 200, dt: 7 }, { dice: 200, dt: 0 }, "aActive"),
    ],
  };
}

/** Kleptonomicon: a Group Test of 20, Modifiers spread over ±10⁶, a contest and 24 custom ranges. */
function kleptoWorst(source: RandomSource): LimitCase {
  const requests: GroupRollSpec[] = Array.from({ length: 20 }, (_, i) => ({
    modifier: i % 2 === 0 ? MAX - i : -MAX + i,
    advantages: i === 1 ? 0 : 20, // m1 rolls at D1, so it has room to receive
    disadvantages: i % 3,
    method: i % 2 === 0 ? "coin" : "d10ish",
  }));
  const ranges = Array.from({ length: 22 }, (_, i) => `[${i === 0 ? "" : i}..${i === 21 ? "" : i}] effect ${i}`);
  const shorthand = ["[0!] worst", "[10!] best", ...ranges].join(", ");
  return {
    name: "Kleptonomicon group of 20 (Modifiers ±10⁶, A20), a contest, 24 custom ranges",
    run: () => [
      playGroupTest(source, requests),
      groupTestOdds(requests),
      kleptoContestOdds(testScoreOdds(requests[0]!), testScoreOdds(requests[1]!)),
      testRangeOdds(requests[0]!, shorthand),
    ],
  };
}

/**
 * A Group Test as its card plays it (src/rule-sets/klepto/core/group-test/group-test-*.ts): everyone rolls, m0 gives m1
 * all it may (a die rolled for each gift that needs one), then the group's result and the card's chances.
 */
function playGroupTest(source: RandomSource, requests: readonly GroupRollSpec[]): unknown[] {
  let state = startGroupTest({
    participants: requests.map((request, i) => ({ id: `m${i}`, actorUuid: null, name: `M${i}`, request })),
  });
  const rolls: Record<string, KleptoTestResult> = {};
  for (const participant of state.participants) {
    const roll = rollTest(source, participant.request);
    rolls[participant.id] = roll;
    state = recordGroupRoll(state, participant.id, `roll-${participant.id}`, roll);
  }
  while (mayGive(state, rolls, "m0", "m1")) {
    const dice = giftNeedsDie(state, rolls, "m1") ? drawDice(source, giftDieMethod(state, "m1"), 1) : undefined;
    state = applyGift(state, rolls, "m0", "m1", dice);
  }
  return [groupResult(state, rolls), groupPassSeen(state, rolls), groupPassAfterEachGift(state, rolls)];
}

/** Dungeons of Olde: 10 unlimited d100s against 10 unlimited d100s, adjustments ±10⁶. */
function oldeWorst(source: RandomSource): LimitCase {
  const a: OldeRollSpec = { count: 10, faces: 100, unlimited: true, adjustment: MAX };
  const b: OldeRollSpec = { count: 10, faces: 100, unlimited: true, adjustment: MAX - 50 };
  return {
    name: "Olde 10d100 unlimited vs 10d100 unlimited, adjustment 10⁶",
    run: () => [rollOldeContest(a, b, source), oldeContestOdds(a, b)],
  };
}

export function limitCases(source: RandomSource): LimitCase[] {
  return [kaiserWorst(source), ogsWorst(source), kingdomsWorst(source), kleptoWorst(source), oldeWorst(source)];
}
