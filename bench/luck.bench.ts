/**
 * Luck on every card (issue 19): where a roll's result falls in the exact distribution of that roll, worked out from
 * the judged dice each time a card renders. Target: 1 ms per card, in machine baselines (relative-targets.ts).
 *
 * For each rule set, over 1000 seeded rolls of a few characters' specs (a chat log's cards):
 * - the luck line alone, with the roll shapes already seen (the engine and the luck measures are cached per shape);
 * - the luck line alone, each run a roll shape not seen in the last 64 (the luck measure is built again);
 * - the whole outcome card's view model with the luck line, and without it (what luck adds is the difference).
 * Then the largest Dungeons of Olde roll the limits allow, from a cold engine: its distribution takes tens of ms to
 * build once (the card's own odds line builds the same one), so it is held to the 100 ms every input must meet.
 *
 * Run: node --import tsx bench/luck.bench.ts
 */
import "./rule-sets.mjs";
import { performance } from "node:perf_hooks";
import { english } from "./english";
import { rollDifficultyCheck } from "../src/rule-sets/kaiser/core/mechanics/difficulty";
import { type KaiserCheckSpec } from "../src/rule-sets/kaiser/core/mechanics/types";
import { rollBasicTest } from "../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { rollTest, type TestOptions } from "../src/rule-sets/klepto/core/mechanics/roll-test";
import { rollActionCheck, type ActionCheckSpec } from "../src/rule-sets/ogs/core/mechanics/action-check";
import { rollOpenRoll } from "../src/rule-sets/ogs/core/mechanics/open-roll";
import { rollOlde } from "../src/rule-sets/olde/core/mechanics/roll";
import { type OldeRollSpec } from "../src/rule-sets/olde/core/mechanics/rules";
import { luckOfRoll } from "../src/core/odds/luck-of";
import { seededSource } from "../src/core/random";
import { kaiserCardModel } from "../src/rule-sets/kaiser/ui/card-model";
import { kingdomsCardModel } from "../src/rule-sets/kingdoms/ui/card-model";
import { kleptoCardModel } from "../src/rule-sets/klepto/ui/card-model";
import { ogsCardModel } from "../src/rule-sets/ogs/ui/card-model";
import { oldeCardModel } from "../src/rule-sets/olde/ui/card-model";
import { safeLuckLine } from "../src/ui/roll-cards/luck-line";
import { createTranslator } from "../src/ui/translator";
import { reportTimedRows } from "./relative-targets";

const i18n = createTranslator("en", english);
const source = seededSource(20261123);
const RUNS = 1000;
const TARGET_MS = 1;
/**
 * Past every luck memo (64 shapes) and the engine's Olde memo (16), so each shape is built again when it comes round.
 */
const COLD_SHAPES = 97;

/** `count` items, the i-th from `make(i)`. */
const list = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));

/* A table's characters: a few specs each, rolled 1000 times between them. */

const kaiserSpecs: KaiserCheckSpec[] = [
  { kind: "skill", bonus: 4, advantage: 2 },
  { kind: "skill", bonus: 7, advantage: -1, method: "sequential" },
  { kind: "resistance", bonus: 3 },
  { kind: "characteristic", bonus: 5 },
];
const ogsSpecs: ActionCheckSpec[] = [
  { stat: 8, skill: 10, difficulty: 12 },
  { stat: 12, skill: 6, modifier: 12, increases: [{ stages: 2 }], flatBonus: 2, difficulty: 15 },
  { stat: 6, skill: 8, modifier: 10, flatBonus: -1, difficulty: 10 },
];
const kingdomsPools = [
  { pool: 6, dt: 7 },
  { pool: 12, dt: 5 },
  { pool: 3, dt: 9 },
];
const kleptoSpecs: TestOptions[] = [
  { modifier: 2, advantages: 1 },
  { modifier: -1, disadvantages: 2 },
  { modifier: 3, method: "d10ish" },
];
const oldeSpecs: OldeRollSpec[] = [
  { count: 2, faces: 4, adjustment: 1, unlimited: true },
  { count: 2, faces: 10, unlimited: true },
  { count: 3, faces: 6, adjustment: -1, unlimited: false },
];

const kaiserRolls = list(RUNS, (i) => ({
  formula: "2d6ko",
  judged: rollDifficultyCheck(source, kaiserSpecs[i % kaiserSpecs.length]!, 12),
}));
const ogsRolls = list(RUNS, (i) => ({
  formula: "1d8 + 1d10 + 1d6",
  judged: rollActionCheck(ogsSpecs[i % ogsSpecs.length]!, source),
}));
const kingdomsRolls = list(RUNS, (i) => ({
  formula: "6d12kr7",
  judged: rollBasicTest(source, kingdomsPools[i % kingdomsPools.length]!),
}));
const kleptoRolls = list(RUNS, (i) => ({
  formula: "2d10kckh + 2",
  judged: rollTest(source, kleptoSpecs[i % kleptoSpecs.length]),
}));
const oldeRolls = list(RUNS, (i) => ({
  formula: "2d4x + 1",
  judged: rollOlde(oldeSpecs[i % oldeSpecs.length]!, source),
}));

/* Roll shapes a card has not met lately: the luck measure (and for Olde the engine's dice) is built again. */

const coldKaiser = list(COLD_SHAPES, (i) => {
  const kind = (["skill", "resistance"] as const)[i % 2]!;
  const spec: KaiserCheckSpec = {
    kind,
    bonus: 3,
    advantage: (i % 41) - 20,
    method: i % 3 === 0 ? "sequential" : "pool",
  };
  return rollDifficultyCheck(source, spec, 12).check;
});
// Open rolls of 0–2 dice of each size (the i-th by the base-3 digits of i + 1): 97 different pools of 1–10 dice.
const OGS_DICE = [4, 6, 8, 10, 12];
const coldOgs = list(COLD_SHAPES, (i) => {
  const dice = OGS_DICE.flatMap((faces, digit) => new Array<number>(Math.floor((i + 1) / 3 ** digit) % 3).fill(faces));
  return rollOpenRoll({ dice }, source);
});
const coldKingdoms = list(COLD_SHAPES, (i) => rollBasicTest(source, { pool: 1 + ((i * 37) % 200), dt: 2 + (i % 9) }));
const coldKlepto = list(COLD_SHAPES, (i) =>
  rollTest(source, {
    modifier: i % 5,
    advantages: i % 4,
    disadvantages: Math.floor(i / 4) % 4,
    method: i % 2 === 0 ? "coin" : "d10ish",
  }),
);
const coldOlde = list(COLD_SHAPES, (i) =>
  rollOlde({ count: 1 + (i % 4), faces: 4 + Math.floor(i / 4), unlimited: i % 3 !== 0 }, source),
);
// The largest roll the limits allow, a new die size each time: 10d100 unlimited down to 10d77.
const largestOlde = list(24, (i) =>
  rollOlde({ count: 10, faces: 100 - i, unlimited: true, adjustment: 1_000_000 }, source),
);

interface Case {
  readonly name: string;
  readonly targetMs: number;
  readonly run: (i: number) => unknown;
}

const line = (luck: () => number) => safeLuckLine(i18n, luck);
const at = <T>(items: readonly T[], i: number): T => items[i % items.length]!;

const CASES: readonly Case[] = [
  {
    name: "Kaiser: luck line, a table's rolls",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.kaiser(at(kaiserRolls, i).judged.check)),
  },
  {
    name: "Kaiser: luck line, a roll shape not seen lately",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.kaiser(at(coldKaiser, i))),
  },
  {
    name: "Kaiser: card view model with luck",
    targetMs: TARGET_MS,
    run: (i) => kaiserCardModel({ ...at(kaiserRolls, i), showLuck: true }, i18n),
  },
  {
    name: "Kaiser: card view model without luck",
    targetMs: TARGET_MS,
    run: (i) => kaiserCardModel(at(kaiserRolls, i), i18n),
  },
  {
    name: "OGS: luck line, a table's rolls",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.ogs(at(ogsRolls, i).judged)),
  },
  {
    name: "OGS: luck line, an open roll not seen lately (1-10 dice)",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.ogs(at(coldOgs, i))),
  },
  {
    name: "OGS: card view model with luck",
    targetMs: TARGET_MS,
    run: (i) => ogsCardModel({ ...at(ogsRolls, i), showLuck: true }, i18n),
  },
  { name: "OGS: card view model without luck", targetMs: TARGET_MS, run: (i) => ogsCardModel(at(ogsRolls, i), i18n) },
  {
    name: "K&R: luck line, a table's rolls",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.kingdoms(at(kingdomsRolls, i).judged)),
  },
  {
    name: "K&R: luck line, a roll shape not seen lately (pools 1-200)",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.kingdoms(at(coldKingdoms, i))),
  },
  {
    name: "K&R: card view model with luck",
    targetMs: TARGET_MS,
    run: (i) => kingdomsCardModel({ ...at(kingdomsRolls, i), showLuck: true }, i18n),
  },
  {
    name: "K&R: card view model without luck",
    targetMs: TARGET_MS,
    run: (i) => kingdomsCardModel(at(kingdomsRolls, i), i18n),
  },
  {
    name: "Kleptonomicon: luck line, a table's rolls",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.klepto(at(kleptoRolls, i).judged)),
  },
  {
    name: "Kleptonomicon: luck line, each of its 14 roll shapes in turn (there are no more)",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.klepto(at(coldKlepto, i))),
  },
  {
    name: "Kleptonomicon: card view model with luck",
    targetMs: TARGET_MS,
    run: (i) => kleptoCardModel({ ...at(kleptoRolls, i), showLuck: true }, i18n),
  },
  {
    name: "Kleptonomicon: card view model without luck",
    targetMs: TARGET_MS,
    run: (i) => kleptoCardModel(at(kleptoRolls, i), i18n),
  },
  {
    name: "Dungeons of Olde: luck line, a table's rolls",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.olde(at(oldeRolls, i).judged)),
  },
  {
    name: "Dungeons of Olde: luck line, a roll shape not seen lately (1-4 dice)",
    targetMs: TARGET_MS,
    run: (i) => line(() => luckOfRoll.olde(at(coldOlde, i))),
  },
  {
    name: "Dungeons of Olde: card view model with luck",
    targetMs: TARGET_MS,
    run: (i) => oldeCardModel({ ...at(oldeRolls, i), showLuck: true }, i18n),
  },
  {
    name: "Dungeons of Olde: card view model without luck",
    targetMs: TARGET_MS,
    run: (i) => oldeCardModel(at(oldeRolls, i), i18n),
  },
  {
    name: "Dungeons of Olde 10d100 unlimited, cold engine: luck line (its distribution built once)",
    targetMs: 100,
    run: (i) => line(() => luckOfRoll.olde(at(largestOlde, i))),
  },
];

const runsOf = (bench: Case) => (bench.targetMs > TARGET_MS ? largestOlde.length * 2 : RUNS);

function timeCase(bench: Case): { median: number; p95: number } {
  const runs = runsOf(bench);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    bench.run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

// Warm-up, every case before any is timed: JIT for every model (the first one timed would pay for it otherwise), and
// the shapes of a table's rolls. The cold cases come round to each shape only after 97 others, so they stay cold.
for (const bench of CASES) for (let i = 0; i < Math.min(50, runsOf(bench)); i++) bench.run(i);

reportTimedRows(
  "luck case (per card)",
  CASES.map((bench) => ({ name: bench.name, targetMs: bench.targetMs, ...timeCase(bench) })),
);
