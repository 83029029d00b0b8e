/**
 * Many against one, jointly: the exact distribution of how many of six attackers beat the one defender roll
 * (P(the defender holds against all), P(at least one wins), the expected number who win), for every rule set, at
 * realistic-to-large builds with each rule set's tie rules. Every run shifts the bonuses (modifiers, adjustments,
 * DTs), so each answer is computed, not read from a cache; the engine's per-dice tables (OGS value tables, Olde
 * unlimited dice, K&R margins) may be warm, as they are on a table that keeps its characters. The last rows are
 * mobs at the limits, for scale. Exits with code 1 when a median misses its target (in machine baselines).
 *
 * Run: node --import tsx bench/joint-contests.bench.ts
 */
import "./rule-sets.mjs";
import { performance } from "node:perf_hooks";
import { reportTimedRows } from "./relative-targets";
import { jointContestOdds } from "../src/card-kinds/contest/core/joint-contest-odds";
import { startContest } from "../src/card-kinds/contest/core/contest-setup";
import {
  type ContestKindId,
  type ContestRules,
  type ContestSpecs,
  type ContestState,
} from "../src/card-kinds/contest/core/contest-types";

interface Case {
  readonly name: string;
  readonly targetMs: number;
  readonly run: (run: number) => unknown;
}

/** A bonus that changes with the run, in [−span, span]. */
const vary = (run: number, index: number, span: number) => ((run * 7 + index * 13) % (2 * span + 1)) - span;

function mob<R extends ContestKindId>(
  ruleSet: R,
  attackers: readonly ContestSpecs[R][],
  defender: ContestSpecs[R],
  rules: Partial<ContestRules> = {},
): ContestState {
  return startContest({
    ruleSet,
    rules,
    attackers: attackers.map((spec, index) => ({ id: `a${index}`, name: `Attacker ${index}`, spec })),
    defenders: [{ id: "d", name: "Defender", spec: defender }],
  });
}

const kaiser = (run: number) =>
  mob(
    "kaiser",
    [
      { kind: "skill", bonus: 4 + vary(run, 0, 3), advantage: 0, method: "pool" },
      { kind: "skill", bonus: 6 + vary(run, 1, 3), advantage: 2, method: "pool" },
      { kind: "skill", bonus: 5 + vary(run, 2, 3), advantage: -1, method: "pool" },
      { kind: "skill", bonus: 3 + vary(run, 3, 3), advantage: 3, method: "sequential" },
      { kind: "characteristic", bonus: 7 + vary(run, 4, 3), advantage: 0, method: "pool" },
      { kind: "resistance", bonus: 5 + vary(run, 5, 3), advantage: 1, method: "pool" },
    ],
    { kind: "skill", bonus: 6 + vary(run, 6, 3), advantage: 1, method: "pool" },
    { kaiserTieRule: "roll-off", kaiserOpposedFumble: "loses" },
  );

const ogsSpec = (
  stat: number,
  skill: number,
  modifier: number | null,
  stages: number,
  flatBonus: number,
): ContestSpecs["ogs"] => ({
  stat,
  skill,
  modifier,
  stages,
  increaseTarget: "modifier",
  flatBonus,
});

/** Builds from a plain d6 check up to a d12 check pushed nine stages (six real dice). */
const ogs = (run: number) =>
  mob(
    "ogs",
    [
      ogsSpec(6, 6, null, 0, vary(run, 0, 6)),
      ogsSpec(8, 10, 6, 1, vary(run, 1, 6)),
      ogsSpec(12, 8, 10, 2, vary(run, 2, 6)),
      ogsSpec(12, 12, 12, 9, vary(run, 3, 6)),
      ogsSpec(10, 10, 8, 0, vary(run, 4, 6)),
      ogsSpec(8, 6, 12, 3, vary(run, 5, 6)),
    ],
    ogsSpec(10, 12, 8, 4, vary(run, 6, 6)),
  );

const kingdoms = (run: number) =>
  mob(
    "kingdoms",
    [4, 6, 8, 10, 12, 16].map((dice, index) => ({ pool: dice, dice, dt: 6 + vary(run, index, 2) })),
    { pool: 14, dice: 14, dt: 6 + vary(run, 6, 2) },
    { kingdomsActive: "defender" },
  );

const klepto = (run: number) =>
  mob(
    "klepto",
    [
      { modifier: vary(run, 0, 3), advantages: 0, disadvantages: 0, method: "coin" },
      { modifier: vary(run, 1, 3), advantages: 2, disadvantages: 0, method: "coin" },
      { modifier: vary(run, 2, 3), advantages: 0, disadvantages: 3, method: "d10ish" },
      { modifier: vary(run, 3, 3), advantages: 3, disadvantages: 1, method: "d10ish" },
      { modifier: vary(run, 4, 3), advantages: 1, disadvantages: 0, method: "coin" },
      { modifier: vary(run, 5, 3), advantages: 0, disadvantages: 1, method: "coin" },
    ],
    { modifier: 1 + vary(run, 6, 3), advantages: 1, disadvantages: 0, method: "coin" },
  );

const olde = (run: number) =>
  mob(
    "olde",
    [
      { count: 2, faces: 6, adjustment: vary(run, 0, 5), unlimited: true },
      { count: 3, faces: 8, adjustment: vary(run, 1, 5), unlimited: true },
      { count: 1, faces: 20, adjustment: vary(run, 2, 5), unlimited: true },
      { count: 4, faces: 6, adjustment: vary(run, 3, 5), unlimited: false },
      { count: 2, faces: 10, adjustment: vary(run, 4, 5), unlimited: true },
      { count: 3, faces: 12, adjustment: vary(run, 5, 5), unlimited: true },
    ],
    { count: 4, faces: 10, adjustment: vary(run, 6, 5), unlimited: true },
  );

/* At the limits, for scale: the largest rolls the limits allow, six times over. */

/** d12 ×3 pushed 8 stages each ([d8 + d8 + d12] ×3): the most real dice one contest spec reaches. */
const ogsAtLimit = (run: number) =>
  mob(
    "ogs",
    Array.from({ length: 6 }, (_, index) => ({
      ...ogsSpec(12, 12, 12, 8, vary(run, index, 6)),
      increaseTarget: "every" as const,
    })),
    { ...ogsSpec(12, 12, 12, 8, vary(run, 6, 6)), increaseTarget: "every" as const },
  );

const kingdomsAtLimit = (run: number) =>
  mob(
    "kingdoms",
    Array.from({ length: 6 }, (_, index) => ({ pool: 200, dice: 200 - index, dt: 6 + vary(run, index, 2) })),
    { pool: 200, dice: 200, dt: 6 + vary(run, 6, 2) },
    { kingdomsActive: "defender" },
  );

const oldeAtLimit = (run: number) =>
  mob(
    "olde",
    Array.from({ length: 6 }, (_, index) => ({
      count: 10,
      faces: 100,
      adjustment: vary(run, index, 20),
      unlimited: true,
    })),
    { count: 10, faces: 100, adjustment: vary(run, 6, 20), unlimited: true },
  );

const CASES: readonly Case[] = [
  {
    name: "6-vs-1 Kaiser (skill, A3 to D1, d6 roll-offs, a Fumble loses): joint odds",
    targetMs: 10,
    run: (run) => jointContestOdds(kaiser(run)),
  },
  {
    name: "6-vs-1 OGS (3 to 6 real dice, the whole tie-break chain): joint odds",
    targetMs: 10,
    run: (run) => jointContestOdds(ogs(run)),
  },
  {
    name: "6-vs-1 K&R (4 to 16 dice against 14, the defender acting): joint odds",
    targetMs: 10,
    run: (run) => jointContestOdds(kingdoms(run)),
  },
  {
    name: "6-vs-1 Kleptonomicon (A3 to D3, both crit methods, the coin): joint odds",
    targetMs: 10,
    run: (run) => jointContestOdds(klepto(run)),
  },
  {
    name: "6-vs-1 Dungeons of Olde (1d20 to 4d10, mostly unlimited): joint odds",
    targetMs: 10,
    run: (run) => jointContestOdds(olde(run)),
  },
  {
    name: "at the limits: 6-vs-1 OGS, d12 ×3 each pushed 8 stages on every die (9 real dice)",
    targetMs: 100,
    run: (run) => jointContestOdds(ogsAtLimit(run)),
  },
  {
    name: "at the limits: 6-vs-1 K&R, pools of 200",
    targetMs: 100,
    run: (run) => jointContestOdds(kingdomsAtLimit(run)),
  },
  {
    name: "at the limits: 6-vs-1 Dungeons of Olde, 10d100 unlimited each",
    targetMs: 100,
    run: (run) => jointContestOdds(oldeAtLimit(run)),
  },
];

function timeCase(bench: Case): { median: number; p95: number } {
  for (let run = 0; run < 20; run++) bench.run(run); // warm-up: JIT and the engine's per-dice tables
  const times: number[] = [];
  const started = performance.now();
  for (let run = 20; times.length < 1000 && (times.length < 30 || performance.now() - started < 3000); run++) {
    const t0 = performance.now();
    bench.run(run);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

reportTimedRows(
  "joint contest case",
  CASES.map((bench) => ({ name: bench.name, targetMs: bench.targetMs, ...timeCase(bench) })),
);
