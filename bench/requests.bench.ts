/**
 * `npm run bench` (roll requests, begun): the group's exact chance of a 20-row request for each question, given the
 * rows rolled so far, as the card works it out on every change (target: 2 ms for every question together).
 */
import { performance } from "node:perf_hooks";
import { GROUP_QUESTIONS, groupChance, type QuestionRow } from "../src/core/requests/group-question";
import { reportTimedRows } from "./relative-targets";

/** Twenty rows: some rolled, one skipped, the rest with their chances (varied each run, so nothing is reused). */
function rowsFor(run: number): QuestionRow[] {
  return Array.from({ length: 20 }, (_, index): QuestionRow => {
    if (index === 7) return { state: "skipped" };
    if (index < (run % 6)) return { state: "rolled", passed: (index + run) % 3 !== 0 };
    return { state: "pending", chance: ((index * 37 + run * 11) % 97) / 97 };
  });
}

const times: number[] = [];
let sink = 0;
for (let run = 0; run < 2050; run++) {
  const rows = rowsFor(run);
  const started = performance.now();
  for (const question of GROUP_QUESTIONS) sink += groupChance(question, rows) ?? 0;
  if (run >= 50) times.push(performance.now() - started);
}
if (Number.isNaN(sink)) throw new Error("a group chance went wrong");
times.sort((a, b) => a - b);
reportTimedRows("roll requests", [
  { name: "A 20-row request's group chance, every question, given the rows rolled so far", median: times[times.length >> 1]!, p95: times[Math.floor(times.length * 0.95)]!, targetMs: 2 },
]);
