/**
 * Group and extended tests: the exact odds their cards show. Run with
 * `node --import tsx bench/group-tests.bench.ts`; exits with code 1 when a median misses its target.
 */
import "./rule-sets.mjs";
import { performance } from "node:perf_hooks";
import { reportTimedRows } from "./relative-targets";
import { extendedTestOdds } from "../src/rule-sets/kingdoms/core/extended-test/extended-test-odds";
import {
  applyGift,
  giftNeedsDie,
  recordGroupRoll,
  startGroupTest,
} from "../src/rule-sets/klepto/core/group-test/group-test-state";
import type { GroupRolls, GroupTestState } from "../src/rule-sets/klepto/core/group-test/group-test-types";
import {
  groupPassAfterEachGift,
  groupPassBefore,
  groupPassIfGiven,
  groupPassSeen,
} from "../src/rule-sets/klepto/core/group-test/group-test-odds";
import { KINGDOMS_LIMITS } from "../src/rule-sets/kingdoms/core/limits";
import { judgeTest, type KleptoTestResult } from "../src/rule-sets/klepto/core/mechanics/roll-test";
import { ExtendedOddsClient, startingOddsInput } from "../calculator/extended-odds-client";
import { ExtendedTestEntry } from "../src/rule-sets/calculator";

/**
 * The web calculator's extended-test panel on a keystroke: the fields checked by starting the test, and the
 * question handed to the worker (here one that takes it and never answers, so every question is a new one). The
 * chance itself is the worker's: it is timed above, off the page's thread.
 */
const siteExtendedReach = new ExtendedOddsClient(
  () => ({ postMessage: () => undefined, addEventListener: () => undefined }),
  () => {
    throw new Error("the bench's worker takes every question");
  },
);

interface Case {
  readonly name: string;
  readonly targetMs: number;
  /** One run; `i` varies the inputs so no run repeats the last one's question. */
  readonly run: (i: number) => unknown;
}

const SIZE = 6;

function requestFor(i: number, member: number) {
  return {
    modifier: ((i + member * 3) % 9) - 4,
    advantages: (i + member) % 3,
    disadvantages: (i * 7 + member) % 4,
    method: "coin" as const,
  };
}

function sixMembers(i: number): GroupTestState {
  return startGroupTest({
    participants: Array.from({ length: SIZE }, (_, m) => ({
      id: `p${m}`,
      actorUuid: null,
      name: `P${m}`,
      request: requestFor(i, m),
    })),
  });
}

/** Everyone rolled (plain faces, no 10s), then the best scorer gives what it may. */
function sixRolled(i: number): { state: GroupTestState; rolls: GroupRolls } {
  let state = sixMembers(i);
  const rolls: Record<string, KleptoTestResult> = {};
  for (const [m, p] of state.participants.entries()) {
    const level = Math.max(-3, Math.min(3, p.request.advantages - p.request.disadvantages));
    const faces = Array.from({ length: 1 + Math.abs(level) }, (_, d) => ((i + m * 5 + d * 3) % 9) + 1);
    const roll = judgeTest(p.request, { faces, coins: [] });
    rolls[p.id] = roll;
    state = recordGroupRoll(state, p.id, `m${m}`, roll);
  }
  return { state, rolls };
}

const CASES: Case[] = [
  {
    name: "6-participant group test, P(pass) before anyone rolls",
    targetMs: 5,
    run: (i) => groupPassBefore(sixMembers(i)),
  },
  {
    name: "6-participant group test, every figure of the card after gifts",
    targetMs: 5,
    run: (i) => {
      const { state: rolled, rolls } = sixRolled(i);
      let state = rolled;
      // Every gift the rules allow, giver by giver, each rolled die showing 4.
      for (const giver of state.participants) {
        for (const receiver of state.participants) {
          if (groupPassIfGiven(state, rolls, giver.id, receiver.id) === null) continue;
          const dice = giftNeedsDie(state, rolls, receiver.id) ? { faces: [4], coins: [] } : undefined;
          state = applyGift(state, rolls, giver.id, receiver.id, dice);
        }
      }
      const buttons = state.participants.flatMap((g) =>
        state.participants.map((r) => groupPassIfGiven(state, rolls, g.id, r.id)),
      );
      return [groupPassBefore(state), groupPassSeen(state, rolls), groupPassAfterEachGift(state, rolls), buttons];
    },
  },
  {
    name: "extended test, P(reach) from a pool of 20 with 9 rounds left",
    targetMs: 20,
    run: (i) =>
      extendedTestOdds({
        pool: 20,
        dt: 6,
        replenish: 1 + (i % KINGDOMS_LIMITS.kingdomsReplenish.max),
        margin: i % 5,
        targetMargin: 12,
        roundsLeft: 9,
      }),
  },
  {
    // The costliest start the limits allow: every die of a full pool rolled each round, replenished, DT 4–5.
    name: "extended test, P(reach) at the limits: pool 200, replenish 5, target +200, 10 rounds",
    targetMs: 50,
    run: (i) =>
      extendedTestOdds({
        pool: KINGDOMS_LIMITS.kingdomsPool.max,
        dt: 4 + (i % 2),
        replenish: KINGDOMS_LIMITS.kingdomsReplenish.max,
        margin: 0,
        targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max - (i % 3),
        roundsLeft: KINGDOMS_LIMITS.kingdomsRounds.max,
      }),
  },
  {
    name: "web calculator, extended test at the limits: the page's work on a keystroke (the chance in a worker)",
    targetMs: 2,
    run: (i) => {
      const setup = {
        dt: 4 + (i % 2),
        pool: KINGDOMS_LIMITS.kingdomsPool.max,
        replenish: KINGDOMS_LIMITS.kingdomsReplenish.max,
        targetMargin: KINGDOMS_LIMITS.kingdomsTargetMargin.max - (i % 50),
        rounds: KINGDOMS_LIMITS.kingdomsRounds.max,
      };
      const { state } = ExtendedTestEntry.start({ roller: { actorUuid: null, name: "" }, ...setup });
      return siteExtendedReach.ask(startingOddsInput(state), () => undefined);
    },
  },
];

const rows = CASES.map((c) => {
  for (let i = 0; i < 30; i++) c.run(i); // warm-up: JIT and the engine's tables
  const times: number[] = [];
  for (let i = 30; i < 330; i++) {
    const t0 = performance.now();
    c.run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    name: c.name,
    targetMs: c.targetMs,
    median: times[Math.floor(times.length / 2)]!,
    p95: times[Math.floor(times.length * 0.95)]!,
  };
});

reportTimedRows("group and extended tests", rows);
