/**
 * Contest cards: the exact chance of every pairing of a 4-vs-1 OGS contest (the full tie-break chain: totals,
 * values, sizes, d12 roll-offs), and the whole card view model around it. Every run uses different flat
 * bonuses, so each answer is computed, not read from a cache (the engine's per-dice value tables may be warm,
 * as they are on a table that keeps its characters). Exits with code 1 when a median misses its target.
 *
 * Run: node --import tsx bench/contests.bench.ts
 */
import { performance } from "node:perf_hooks";
import { reportTimedRows } from "./relative-targets";
import { english } from "./english";
import "./rule-sets.mjs";
import { CONTEST_MAX_ATTACKERS, startContest } from "../src/card-kinds/contest/core/contest-setup";
import { contestPairingOdds } from "../src/card-kinds/contest/core/contest-odds";
import { type ContestRolls, type ContestState } from "../src/card-kinds/contest/core/contest-types";
import { Contest } from "../src/card-kinds/contest/core/contest";
import { judgeCheck } from "../src/rule-sets/kaiser/core/mechanics/check";
import { type OgsContestSpec } from "../src/rule-sets/ogs/core/contest";
import { contestCardModel } from "../src/card-kinds/contest/ui/contest-card-model";
import { startContestModel } from "../src/card-kinds/contest/ui/start-contest-model";
import { defaultPageSettings } from "../calculator/world-settings";
import { createTranslator } from "../src/ui/translator";

const i18n = createTranslator("en", english);

/** Four attackers of different builds, Die Increases included, against one defender. */
const ATTACKER_DICE: readonly Omit<OgsContestSpec, "flatBonus">[] = [
  { stat: 6, skill: 6, modifier: null, stages: 0, increaseTarget: "modifier" },
  { stat: 8, skill: 10, modifier: 6, stages: 1, increaseTarget: "modifier" },
  { stat: 12, skill: 8, modifier: 10, stages: 2, increaseTarget: "modifier" },
  { stat: 12, skill: 12, modifier: 12, stages: 9, increaseTarget: "modifier" },
];
const DEFENDER_DICE: Omit<OgsContestSpec, "flatBonus"> = {
  stat: 10,
  skill: 8,
  modifier: 8,
  stages: 0,
  increaseTarget: "modifier",
};

/** Run `run` gets bonuses no earlier run had in that combination. */
function contestFor(run: number): ContestState {
  return startContest({
    ruleSet: "ogs",
    attackers: ATTACKER_DICE.map((dice, index) => ({
      id: `a${index}`,
      name: `Attacker ${index}`,
      spec: { ...dice, flatBonus: ((run + index * 7) % 23) - 11 },
    })),
    defenders: [{ id: "d", name: "Defender", spec: { ...DEFENDER_DICE, flatBonus: ((run * 3) % 17) - 8 } }],
  });
}

interface Case {
  readonly name: string;
  readonly targetMs: number;
  readonly run: (run: number) => unknown;
}

/** The largest mob the card takes, each rolling the largest Dungeons of Olde roll the limits allow. */
function oldeMobFor(run: number): ContestState {
  const dice = (adjustment: number) => ({ count: 10, faces: 100, adjustment, unlimited: true });
  return startContest({
    ruleSet: "olde",
    attackers: Array.from({ length: CONTEST_MAX_ATTACKERS }, (_, index) => ({
      id: `a${index}`,
      name: `Attacker ${index}`,
      spec: dice(((run + index) % 41) - 20),
    })),
    defenders: [{ id: "d", name: "Defender", spec: dice(((run * 3) % 17) - 8) }],
  });
}

/**
 * The Start contest dialog (and the web calculator's contest view) at the limits: twelve attackers and a defender
 * of 200 K&R dice, every side's pool different from any earlier run's, so no distribution is remembered.
 */
function kingdomsCrowdFor(run: number) {
  const attackers = Array.from({ length: CONTEST_MAX_ATTACKERS }, (_, index) => ({ name: `Attacker ${index}` }));
  const form: Record<string, string | number> = {
    ruleSet: "kingdoms",
    "d.pool": 200,
    "d.dice": 200 - (run % 97),
    "d.dt": 7,
  };
  attackers.forEach((_, index) =>
    Object.assign(form, {
      [`a${index}.pool`]: 200,
      [`a${index}.dice`]: 200 - ((run * 13 + index * 7 + 1) % 97),
      [`a${index}.dt`]: 7,
    }),
  );
  return startContestModel({
    ruleSets: ["kingdoms"],
    attackers,
    defender: { name: "Defender" },
    form,
    settings: defaultPageSettings(),
    i18n,
    idPrefix: "bench",
    proposes: false,
  });
}

/**
 * A Kaiser Attack, three against one, after the first attacker rolled (Open Rolls and Fumbles in every side's
 * dice): the card given that roll — each pairing's and the joint chances with the defender's roll still to come —
 * and the chances before the rolls beside them. Each run's bonuses differ, so nothing is read from the card's memo.
 */
function kaiserAfterOneRollFor(run: number): { state: ContestState; rolls: ContestRolls } {
  const skill = (bonus: number, advantage: number) => ({
    kind: "skill" as const,
    bonus,
    advantage,
    method: "pool" as const,
  });
  const specs = [skill(run % 13, 1), skill((run * 7) % 11, 0), skill((run * 5) % 17, -1)];
  const state = startContest({
    ruleSet: "kaiser",
    rules: { kaiserAttack: true },
    attackers: specs.map((spec, index) => ({ id: `a${index}`, name: `Attacker ${index}`, spec })),
    defenders: [{ id: "d", name: "Defender", spec: skill((run * 3) % 19, 1) }],
  });
  const roll = { check: judgeCheck(specs[0]!, [3, 5, 6]), penaltyFaces: [] };
  return {
    state: new Contest(state).recordRoll({ participantId: "a0", messageId: "m0", spec: specs[0]!, roll }),
    rolls: { a0: roll },
  };
}

const CASES: readonly Case[] = [
  {
    name: "4-vs-1 OGS: exact P(win) of every pairing, tie-breaks included",
    targetMs: 5,
    run: (run) => contestPairingOdds(contestFor(run)),
  },
  {
    name: "4-vs-1 OGS: the whole open card's view model (odds included)",
    targetMs: 10,
    run: (run) => contestCardModel({ state: contestFor(run), rolls: {}, mayRoll: () => true }, i18n),
  },
  {
    name: "3-vs-1 Kaiser Attack after one side rolled: the whole card's view model, given that roll (issue 52)",
    targetMs: 10,
    run: (run) => contestCardModel({ ...kaiserAfterOneRollFor(run), mayRoll: () => true }, i18n),
  },
  {
    // Each side's dice are built once (10d100 unlimited: tens of ms) and then shifted by its adjustment.
    name: "12-vs-1 Dungeons of Olde, 10d100 unlimited each: exact P(win) of every pairing",
    targetMs: 100,
    run: (run) => contestPairingOdds(oldeMobFor(run)),
  },
  {
    // An edit of the Start contest dialog at its limits: every pairing's chances and the joint many-vs-one odds.
    name: "12-vs-1 K&R, 200 dice each: the Start contest dialog's whole view (issue 24: 648 ms an edit)",
    targetMs: 100,
    run: (run) => kingdomsCrowdFor(run),
  },
];

function timeCase(bench: Case): { median: number; p95: number } {
  for (let run = 0; run < 50; run++) bench.run(run); // warm-up: JIT and the engine's value tables
  const times: number[] = [];
  for (let run = 50; run < 1050; run++) {
    const t0 = performance.now();
    bench.run(run);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

reportTimedRows(
  "contest case",
  CASES.map((bench) => ({ name: bench.name, targetMs: bench.targetMs, ...timeCase(bench) })),
);
