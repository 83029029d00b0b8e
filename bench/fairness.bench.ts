/**
 * The fairness report's pure part (issue 19): reading a world's chat log and testing every group. Target: 50,000
 * messages in ≤ 10 s on the reference machine, in machine baselines (relative-targets.ts) — the pure part must leave
 * almost all of that to Foundry (getting the messages, yielding to the page between chunks, drawing the report).
 *
 * The log is made from seeded dice with the roll JSON our Roll classes save (test/core/fairness/synthetic-log.ts):
 * four users, every rule set, plain d20s and damage dice, inline rolls, tie-breaks, a fifth of it private or blind.
 * Timed, each over several runs:
 * - 50,000 messages read in chunks of 1,000 (as the Foundry side reads them) and the report made from the counts;
 * - one chunk of 1,000 messages alone (what one step of the progress bar costs the page: within a 60 Hz frame);
 * - the report alone (every group's test, from the counts);
 * and, once, the heap before and after reading (run with `node --expose-gc` for exact figures): counts only.
 *
 * Run: node --expose-gc --import tsx bench/fairness.bench.ts
 */
import "./rule-sets.mjs";
import { performance } from "node:perf_hooks";
import { FairnessTally, type FairnessMessage } from "../src/core/fairness/fairness-tally";
import { syntheticMessages } from "../test/core/fairness/synthetic-log";
import { reportTimedRows } from "./relative-targets";

const MESSAGES = 50_000;
const CHUNK = 1_000;
const VIEWER = { id: "gmUser0000000000", isGM: true };

const log = syntheticMessages(MESSAGES, 20261125);
const rollBytes = log.reduce(
  (sum, message) =>
    sum +
    (message.rolls ?? []).reduce<number>((n, roll) => n + String(roll).length, 0) +
    (message.content ?? "").length,
  0,
);

function readAll(messages: readonly FairnessMessage[]): FairnessTally {
  const tally = new FairnessTally({ viewer: VIEWER });
  for (let i = 0; i < messages.length; i += CHUNK) tally.add(messages.slice(i, i + CHUNK));
  return tally;
}

function time(runs: number, fn: () => unknown): { median: number; p95: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]!,
  };
}

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

// Warm-up: JIT for the reader and the tests.
readAll(log.slice(0, 5 * CHUNK)).result();

// Memory: the heap with a tally of a tenth of the log held, then with a tally of all of it held (the log itself is
// held throughout). Counts only: the two differ by next to nothing.
let held: FairnessTally | null = readAll(log.slice(0, MESSAGES / 10));
const tenth = heapMb();
held = readAll(log);
const whole = heapMb();
const report = held.result();
const firstChunk = log.slice(0, CHUNK);
const counted = held;

console.log(
  `\n${MESSAGES.toLocaleString("en-US")} messages, ${(rollBytes / 1e6).toFixed(1)} MB of ` +
    `roll JSON; ${report.counts.results.toLocaleString("en-US")} results counted in ${report.groups.length} groups.` +
    `\nHeap with the tally of ${(MESSAGES / 10).toLocaleString("en-US")} messages held: ` +
    `${tenth.toFixed(1)} MB; of all ${MESSAGES.toLocaleString("en-US")}: ${whole.toFixed(1)} MB` +
    `${gc ? "" : " (run with --expose-gc for exact figures)"}.`,
);

reportTimedRows("fairness report (pure part)", [
  {
    name: `${MESSAGES.toLocaleString("en-US")} messages in chunks of ${CHUNK}, then the report`,
    targetMs: 10_000,
    ...time(7, () => readAll(log).result()),
  },
  {
    name: `one chunk of ${CHUNK} messages (one progress step)`,
    targetMs: 16,
    ...time(50, () => new FairnessTally({ viewer: VIEWER }).add(firstChunk)),
  },
  { name: "the report from the counts (every group's test)", targetMs: 100, ...time(50, () => counted.result()) },
]);
