/**
 * `npm run bench` (pools of special dice, docs/pools.md): what a dialog of issue 84 works out when a die is added or
 * taken away — the pool's joint outcomes and the figures it shows — for every worked example of FOUNDRY-SYSTEMS-3
 * §a.7, §b.7 and §d.7, each median within 2 ms, in baselines like the other benches. Then the largest pools a table
 * throws and the costliest the limits allow, each slowest run within 100 ms in real time; last, pools past the limits,
 * each refused by name (an IndieDiceError naming the limit) before its work, within 100 ms.
 */
import { IndieDiceError } from "../src/core/errors";
import { dccOdds, type DccRoll } from "../src/systems/dcc/core/dcc-odds";
import { narrativeCell, narrativeOutcomes, type NarrativePool } from "../src/core/pools/narrative-dice";
import { sr5Outcomes, sr6Outcomes, type ShadowrunPool } from "../src/core/pools/shadowrun-dice";
import {
  bladeRunnerDie,
  bladeRunnerModify,
  forbiddenLandsPool,
  yearZeroDieOf,
  yearZeroPushable,
  yearZeroPushOf,
  stepPool,
  twilightDie,
  twilightModify,
  vaesenPool,
  yearZeroOutcomes,
  yearZeroPushed,
  type StepSize,
} from "../src/core/pools/year-zero-dice";
import type { Pool } from "../src/core/pools/pool-outcomes";
import * as yearZeroPools from "../src/core/pools/year-zero-dice";
import { sr5Odds } from "../src/systems/shadowrun5e/core/test-odds";
import { poolOdds, rolledOdds } from "../src/systems/forbidden-lands/core/fbl-odds";
import { t2kPool, t2kPoolOdds } from "../src/systems/t2k4e/core/t2k-odds";
import { sr6Odds } from "../src/systems/shadowrun6-eden/core/roll-odds";
import { brDialogOdds, brRolledOdds } from "../src/systems/blade-runner/core/br-odds";
import { BR_POOLS } from "../src/systems/blade-runner/ui/calculator-answer";
import { vaesenOdds, vaesenRolledOdds } from "../src/systems/vaesen/core/vaesen-odds";
import { rerollChoice } from "../src/systems/wod5e/core/wod5e-reroll";
import {
  dialogOdds as myzDialogOdds,
  messageOdds as myzMessageOdds,
} from "../src/systems/mutant-year-zero/core/myz-odds";
import { cpredCheckOdds } from "../src/systems/cyberpunk-red-core/core/cpred-odds";
import { bladesOdds } from "../src/systems/blades-in-the-dark/core/blades-odds";
import { moshCheckOdds } from "../src/systems/mothership/core/mosh-odds";
import { reportTimedRows, timedRuns } from "./relative-targets";

const EXAMPLE_MS = 2;
const WORST_MS = 100;

/** An FFG/Genesys dialog's figures: success, advantage, triumph, despair and the joint table. */
function narrative(pool: NarrativePool): number {
  const outcomes = narrativeOutcomes(pool);
  const table = outcomes.tally(narrativeCell);
  return (
    outcomes.chance((o) => o.netSuccess >= 1) +
    outcomes.chance((o) => o.netAdvantage >= 1) +
    outcomes.chance((o) => o.triumph >= 1) +
    outcomes.chance((o) => o.despair >= 1) +
    table.size
  );
}

/** A Year Zero dialog's figures: ≥ 1 and ≥ 2 successes, and the push's chance and costs. */
function yearZero(pool: Pool): number {
  const first = yearZeroOutcomes(pool);
  const pushed = yearZeroPushed(pool);
  const wasPushed = (o: { readonly pushed: number }) => o.pushed === 1;
  return (
    first.chance((o) => o.success >= 1) +
    first.chance((o) => o.success >= 2) +
    pushed.chance((o) => o.success >= 1) +
    pushed.chanceGiven((o) => o.baseOnes >= 1, wasPushed) +
    pushed.chanceGiven((o) => o.gearOnes >= 1, wasPushed)
  );
}

/** A Shadowrun dialog's figures: the hits' distribution (a player's table), the threshold, glitches. */
function shadowrun(pool: ShadowrunPool, edition: 5 | 6, threshold: number): number {
  const outcomes = edition === 5 ? sr5Outcomes(pool) : sr6Outcomes(pool);
  return (
    outcomes.marginal((o) => o.hits).mass +
    outcomes.chance((o) => o.hits >= threshold) +
    outcomes.chance((o) => o.glitch === 1) +
    outcomes.chance((o) => o.criticalGlitch === 1)
  );
}

/** Shadowrun 5e's dialog on a change: every figure its adapter draws (src/systems/shadowrun5e/core/test-odds.ts). */
function shadowrun5eDialog(test: Parameters<typeof sr5Odds>[1]): number {
  const odds = sr5Odds(sr5Outcomes, test);
  return odds.totals.length + (odds.extras?.length ?? 0) + (odds.choices[0]?.outcomes.length ?? 0);
}

/** Shadowrun 6e's dialog on a change: every figure its adapter draws (shadowrun6-eden/core/roll-odds.ts). */
function shadowrun6Dialog(roll: Parameters<typeof sr6Odds>[1]): number {
  const odds = sr6Odds(sr6Outcomes, roll);
  return odds.totals.length + (odds.extras?.length ?? 0) + (odds.choices[0]?.outcomes.length ?? 0);
}

const twilight = (sizes: readonly StepSize[], modifier = 0) => stepPool(twilightModify(sizes, modifier), twilightDie);
const bladeRunner = (sizes: readonly StepSize[], modifier = 0) =>
  stepPool(bladeRunnerModify(sizes, modifier), bladeRunnerDie);

/** The Forbidden Lands adapter's figures as its dialog and its message draw them (src/systems/forbidden-lands). */
const FBL_POOLS = { forbiddenLandsPool, yearZeroOutcomes, yearZeroPushed, yearZeroPushOf, yearZeroPushable };
const fblDie = (type: string) => yearZeroDieOf("fbl", type, 6)!;
const FBL_LYING = [1, 3, 4]
  .map((value) => ({ kind: fblDie("base"), value }))
  .concat(
    [2, 5].map((value) => ({ kind: fblDie("skill"), value })),
    [{ kind: fblDie("gear"), value: 1 }],
  );
/** The Blade Runner adapter's figures: its dialog's three buttons, a message's selective push (d10 on 7, d8 on 3). */
const BR_LYING = [
  { kind: bladeRunnerDie(10), value: 7 },
  { kind: bladeRunnerDie(8), value: 3 },
];
/** The Vaesen adapter's (src/systems/vaesen): a failed test of six skill dice, pushed as it lies. */
const VAE_POOLS = { vaesenPool, yearZeroOutcomes, yearZeroPushed, yearZeroPushOf, yearZeroPushable };
const VAE_LYING = [1, 2, 3, 4, 5, 2].flatMap((value) => vaesenPool(1).map(({ kind }) => ({ kind, value })));
/** The Twilight 2000 adapter's figures as its dialog draws them (src/systems/t2k4e): the engine's module its pools. */
const T2K_POOLS = yearZeroPools;
/** The World of Darkness 5e adapter's (src/systems/wod5e): its bounds' dice lying, every face among them. */
const WOD_LYING = {
  splat: "vampire" as const,
  difficulty: 38,
  dice: Array.from({ length: 60 }, (_, index) => ({
    kind: index < 50 ? ("basic" as const) : ("advanced" as const),
    index: index % 50,
    face: (index % 10) + 1,
  })),
};
/** The Mutant Year Zero adapter's (src/systems/mutant-year-zero): a human's house attribute; a failed roll. */
const MYZ_FIGHT = { base: 3, skill: 2, gear: 1, house: true };
const MYZ_LYING = [1, 3, 4, 2, 5, 1].map((value, i) => ({
  kind: yearZeroPools.mutantYearZeroDie(i < 3 ? "base" : i < 5 ? "skill" : "gear", { house: true }),
  value,
}));
/** The Dungeon Crawl Classics adapter's (src/systems/dcc): a warrior's d24 with a d3 deed die; its every row. */
const DCC_DEED: DccRoll = {
  kind: "attack",
  action: { count: 1, faces: 24, sign: 1 },
  extra: [{ count: 1, faces: 3, sign: 1 }],
  bonus: 2,
  spellburn: 0,
  critRange: 19,
};
const DCC_SPELL: DccRoll = {
  ...DCC_DEED,
  kind: "spell",
  action: { count: 1, faces: 20, sign: 1 },
  extra: [],
  bonus: 7,
  spellburn: 3,
};
const figureSum = (odds: ReturnType<typeof poolOdds>) =>
  odds.choices.reduce((sum, choice) => sum + choice.outcomes.reduce((s, o) => s + o.probability, 0), 0);

const EXAMPLES: readonly (readonly [string, () => number])[] = [
  ["§a.7 1: 2 ability + 1 proficiency vs 2 difficulty", () => narrative({ ability: 2, proficiency: 1, difficulty: 2 })],
  ["§a.7 2: the same + 2 setback", () => narrative({ ability: 2, proficiency: 1, difficulty: 2, setback: 2 })],
  [
    "§a.7 3: 1 ability + 2 proficiency + 1 boost vs 1 challenge + 2 difficulty + 1 setback",
    () => narrative({ ability: 1, proficiency: 2, boost: 1, challenge: 1, difficulty: 2, setback: 1 }),
  ],
  ["§a.7 4: 2 ability vs 3 difficulty", () => narrative({ ability: 2, difficulty: 3 })],
  ["§b.7 Forbidden Lands 3 + 2 + 1", () => yearZero(forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 }))],
  [
    "§b.7 Forbidden Lands 4 + 1, modifier −3 (2 negative)",
    () => yearZero(forbiddenLandsPool({ attribute: 4, skill: 1, gear: 0, modifier: -3 })),
  ],
  [
    "§b.7 Forbidden Lands 2 + 1 + 2 gear + d12 artifact",
    () => yearZero(forbiddenLandsPool({ attribute: 2, skill: 1, gear: 2, artifacts: [12] })),
  ],
  [
    "Forbidden Lands' dialog, 3 + 2 + 1 with its push (the adapter)",
    () => figureSum(poolOdds(FBL_POOLS, forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 }), true)),
  ],
  [
    "Forbidden Lands' message, 3 + 2 + 1 pushed as it lies (the adapter)",
    () => figureSum(rolledOdds(FBL_POOLS, forbiddenLandsPool({ attribute: 3, skill: 2, gear: 1 }), FBL_LYING)),
  ],
  [
    "Twilight 2000's dialog, d10 + d8, modifier −1, 3 ammunition dice, with its push (the adapter)",
    () => figureSum(t2kPoolOdds(T2K_POOLS, t2kPool(T2K_POOLS, { sizes: [10, 8], modifier: -1, ammo: 3 }) ?? [], true)),
  ],
  [
    "Mutant Year Zero's dialog, 3 + 2 + 1 house attribute with its push (the adapter)",
    () => figureSum(myzDialogOdds(yearZeroPools, MYZ_FIGHT)),
  ],
  [
    "Mutant Year Zero's message, 3 + 2 + 1 house attribute pushed as it lies (the adapter)",
    () => figureSum(myzMessageOdds(yearZeroPools, MYZ_FIGHT, MYZ_LYING)),
  ],
  [
    "Dungeon Crawl Classics' dialog, a warrior's d24 + d3 deed die + 2, threat 19 (the adapter)",
    () => {
      const odds = dccOdds(DCC_DEED);
      return figureSum(odds) + odds.totals.length;
    },
  ],
  ["Dungeon Crawl Classics' dialog, a spell check +4 with 3 burned (the adapter)", () => figureSum(dccOdds(DCC_SPELL))],
  [
    "Cyberpunk RED's dialog, base 12 against DV 15 with the critical die (the adapter)",
    () => figureSum(cpredCheckOdds({ base: 12, critical: true }, 15)),
  ],
  [
    "Blades in the Dark's dialog, a desperate threat roll of 4 dice and 5 extra threats (the adapter)",
    () => figureSum(bladesOdds({ kind: "threatRoll", dice: 4, extraThreats: 5, desperate: true, stress: 0 })),
  ],
  [
    "§e Mothership's dialog, target 45: [+], normal, [-] over every face (the adapter)",
    () => figureSum(moshCheckOdds(45)),
  ],
  ["§b.7 Vaesen 6 dice", () => yearZero(vaesenPool(6))],
  ["Vaesen's dialog, 6 dice with its push (the adapter)", () => figureSum(vaesenOdds(VAE_POOLS, 6, true))],
  [
    "Vaesen's message, 6 dice pushed as they lie (the adapter)",
    () => figureSum(vaesenRolledOdds(VAE_POOLS, VAE_LYING, true)),
  ],
  ["§b.7 Twilight 2000 d8 + d6", () => yearZero(twilight([8, 6]))],
  ["§b.7 Twilight 2000 d12 + d12", () => yearZero(twilight([12, 12]))],
  ["§b.7 Blade Runner d10 + d8, advantage", () => yearZero(bladeRunner([10, 8], 1))],
  [
    "Blade Runner's dialog, d10 + d8: Roll, Advantage, Disadvantage with their push (the adapter)",
    () => figureSum(brDialogOdds(BR_POOLS, { sizes: [10, 8], modifier: 0, canPush: true, cost: "health" })),
  ],
  [
    "Blade Runner's message, d10 on 7 + d8 on 3: each choice of its selective push (the adapter)",
    () => figureSum(brRolledOdds(BR_POOLS, { pool: bladeRunner([10, 8]), lying: BR_LYING, cost: "health" }, () => "")),
  ],
  [
    "WoD 5e message, 50 dice + 10 hunger lying, difficulty 38: the best Willpower reroll (the adapter)",
    () => {
      const best = rerollChoice(WOD_LYING);
      if (!best) throw new Error("World of Darkness 5e: no reroll offered");
      return best.choice.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
    },
  ],
  ["§d.7 1: SR5, 10 dice, threshold 3", () => shadowrun({ dice: 10 }, 5, 3)],
  ["§d.7 3: SR5, 12 dice, limit 4", () => shadowrun({ dice: 12, limit: 4 }, 5, 2)],
  ["§d.7 4: SR5, 10 dice, sixes exploding", () => shadowrun({ dice: 10, explode: true }, 5, 3)],
  ["§d.7 4: SR6 rule, 10 dice, sixes exploding", () => shadowrun({ dice: 10, explode: true }, 6, 3)],
  ["§d.7 5: SR6, 10 dice with a wild die", () => shadowrun({ dice: 10, wild: true }, 6, 3)],
  [
    "Shadowrun 5e's dialog: 10 dice, limit 4 vs 3, Push the Limit's change (Edge 3)",
    () => shadowrun5eDialog({ pool: 10, limit: 4, threshold: 3, pushTheLimit: false, buyHits: false, edge: 3 }),
  ],
  [
    "Shadowrun 6e's dialog: 10 dice vs 3, the wild die's change",
    () => shadowrun6Dialog({ pool: 10, threshold: 3, wild: true, explode: false }),
  ],
  [
    "Shadowrun 6e's dialog: 10 dice vs 3 with Edge's exploding sixes, the wild die's change",
    () => shadowrun6Dialog({ pool: 10, threshold: 3, wild: true, explode: true }),
  ],
];

reportTimedRows(
  "pools: a dialog's figures on a change (FOUNDRY-SYSTEMS-3 worked examples)",
  EXAMPLES.map(([name, run]) => {
    const times = timedRuns(run, 41);
    return { name, median: times[20]!, p95: times[38]!, targetMs: EXAMPLE_MS };
  }),
);

/** Large pools a table throws, and the costliest the limits allow: each slowest run within WORST_MS, real time. */
const WORST: readonly (readonly [string, () => number])[] = [
  [
    "FFG 16 dice: 2 ability, 4 proficiency, 2 boost vs 2 difficulty, 4 challenge, 2 setback",
    () => narrative({ ability: 2, proficiency: 4, boost: 2, difficulty: 2, challenge: 4, setback: 2 }),
  ],
  [
    "FFG near the limit: 4 proficiency, 4 ability, 3 boost vs 4 challenge, 2 difficulty, 3 setback",
    () => narrative({ proficiency: 4, ability: 4, boost: 3, challenge: 4, difficulty: 2, setback: 3 }),
  ],
  [
    "Forbidden Lands 6 + 5 + 3 + d12, pushed",
    () => yearZero(forbiddenLandsPool({ attribute: 6, skill: 5, gear: 3, artifacts: [12] })),
  ],
  ["Vaesen 15 dice, pushed", () => yearZero(vaesenPool(15))],
  ["SR5 100 dice", () => shadowrun({ dice: 100 }, 5, 30)],
  ["SR5 40 dice, sixes exploding", () => shadowrun({ dice: 40, explode: true }, 5, 12)],
  ["SR6 12 dice, sixes exploding", () => shadowrun({ dice: 12, explode: true }, 6, 4)],
  ["SR6 60 dice with a wild die", () => shadowrun({ dice: 60, wild: true }, 6, 20)],
  ["SR6 100 dice with a wild die, sixes exploding", () => shadowrun({ dice: 100, wild: true, explode: true }, 6, 40)],
];

console.log("\n| large pool | median ms | max ms | ok |\n| --- | --- | --- | --- |");
const over: string[] = [];
for (const [name, run] of WORST) {
  const times = timedRuns(run, 11);
  const max = times.at(-1)!;
  if (max > WORST_MS) over.push(name);
  console.log(`| ${name} | ${times[5]!.toFixed(1)} | ${max.toFixed(1)} | ${max <= WORST_MS ? "yes" : "NO"} |`);
}
if (over.length > 0) {
  console.error(`\n${over.length} large pool(s) took over ${WORST_MS} ms: ${over.join(", ")}`);
  process.exitCode = 1;
}

/** Pools past the limits: refused by name, before the work. */
const PAST_LIMITS: readonly (readonly [string, () => unknown])[] = [
  ["FFG 101 ability dice", () => narrativeOutcomes({ ability: 101 })],
  ["FFG 10 of each die", () => narrativeOutcomes({ ability: 10, proficiency: 10, difficulty: 10, challenge: 10 })],
  ["SR6 101 dice with a wild die, sixes exploding", () => sr6Outcomes({ dice: 101, wild: true, explode: true })],
];
console.log("\n| pool past the limits | refused as | max ms | ok |\n| --- | --- | --- | --- |");
const slow: string[] = [];
for (const [name, run] of PAST_LIMITS) {
  let refusal = "answered";
  const times = timedRuns(() => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof IndieDiceError)) throw error;
      refusal = error.key;
    }
  }, 11);
  const max = times.at(-1)!;
  const ok = refusal !== "answered" && max <= WORST_MS;
  if (!ok) slow.push(name);
  console.log(`| ${name} | ${refusal} | ${max.toFixed(1)} | ${ok ? "yes" : "NO"} |`);
}
if (slow.length > 0) {
  console.error(`\n${slow.length} pool(s) past the limits not refused within ${WORST_MS} ms: ${slow.join(", ")}`);
  process.exitCode = 1;
}
