/**
 * `npm run bench` (Call of Cthulhu 7e, docs/systems-coc7.md "In the dialog"): what a player waits for after changing a
 * field of CoC7's roll dialog — the figures of its five bonus/penalty positions worked out again and the view model the
 * dialog draws. Target: a median of 2 ms or less per change (in machine baselines, like the other benches). Each run
 * asks a question the last many runs have not, so the answer is worked out, not read back.
 */
import { performance } from "node:perf_hooks";
import { english } from "./english";
import { reportTimedRows } from "./relative-targets";
import { afterOdds, luckOffered, rolledTotal } from "../src/systems/coc7/core/coc7-after";
import { coc7Odds, coc7RollOdds, type Coc7Question } from "../src/systems/coc7/core/coc7-odds";
import { coc7Labels, coc7LuckLines } from "../src/systems/coc7/ui/coc7-labels";
import { systemOddsView } from "../src/ui/systems/system-odds-view";
import { createTranslator } from "../src/ui/translator";

const TARGET_MS = 2;
const RUNS = 2000;
const i18n = createTranslator("en", english);

interface FieldChange {
  readonly name: string;
  /** The figures and the view after the i-th change. */
  readonly change: (i: number) => unknown;
}

/** Cycles a value through `span` distinct whole numbers starting at `from`. */
const cycle = (i: number, from: number, span: number) => from + (i % span);

/** CoC7's dialog after a change: its five bonus/penalty positions' figures, then the view of them for the keeper. */
function coc7Change(question: Coc7Question, isGM = true): unknown {
  const odds = coc7Odds(question);
  return systemOddsView(
    odds,
    { isGM, targetVisible: question.difficulty !== "unknown" },
    "exact",
    coc7Labels(question.difficulty),
    i18n,
  );
}

const DIFFICULTIES = ["regular", "hard", "extreme"] as const;

const CHANGES: readonly FieldChange[] = [
  {
    name: "CoC7, flat value modifier changed (skill 1–300, Regular)",
    change: (i) => coc7Change({ value: cycle(i, 1, 300), difficulty: "regular", flatDiceModifier: 0 }),
  },
  {
    name: "CoC7, difficulty changed (skill 60, each difficulty, dice modifier)",
    change: (i) => coc7Change({ value: 60, difficulty: DIFFICULTIES[i % 3]!, flatDiceModifier: cycle(i, -20, 41) }),
  },
  {
    name: "CoC7, flat dice modifier changed (skill 45, Hard)",
    change: (i) => coc7Change({ value: 45, difficulty: "hard", flatDiceModifier: cycle(i, -100, 200) }),
  },
  {
    name: "CoC7, unknown difficulty as the keeper (skill 1–300)",
    change: (i) => coc7Change({ value: cycle(i, 1, 300), difficulty: "unknown", flatDiceModifier: 0 }),
  },
  {
    name: "CoC7, after the roll: a failed roll's push and Luck, on its message (skill 1–99, one bonus die)",
    change: (i) => coc7After(cycle(i, 1, 99), cycle(i, 1, 10)),
  },
];

/** A message after a failed roll (tens dice 9 and the i-th, units 9): the push's figures and the Luck lines, viewed. */
function coc7After(value: number, tens: number): unknown {
  const check = { value, difficulty: "regular", flatDiceModifier: 0, pool: 1, luckSpent: 0 } as const;
  const rolled = { ...check, dice: { tens: [9, tens], units: 9 } };
  const gates = { pushable: true, pushFumbles: false, key: "", luck: 60, malfunction: null };
  const odds = afterOdds(rolled, gates, coc7RollOdds(check, 1), rolledTotal(rolled));
  const view = systemOddsView(odds, { isGM: false, targetVisible: true }, "exact", coc7Labels("regular"), i18n);
  return [view, coc7LuckLines(luckOffered(rolled, gates), i18n)];
}

function median(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)]!;
}

const rows = CHANGES.map((change) => {
  for (let i = 0; i < 200; i++) change.change(i); // warm-up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    change.change(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    name: change.name,
    median: median(times),
    p95: times[Math.floor(times.length * 0.95)]!,
    targetMs: TARGET_MS,
  };
});

reportTimedRows("system dialog field change → figures + view", rows);
