/**
 * `npm run bench`: the exact-odds engine against its targets (median per query, in machine baselines: see
 * relative-targets.ts) and against
 * 100,000 Monte Carlo samples of the core roller answering the same question; then the memory the odds tables take.
 */
import "./rule-sets.mjs";
import { seededSource } from "../src/core/random";
import {
  formatLimitTable,
  formatTable,
  LIMIT_BUDGET_MS,
  meetsTarget,
  runCase,
  runLimitCase,
  type BenchCase,
} from "./harness";
import { baselineLine } from "./relative-targets";
import { cases, limitCases } from "./cases";

// Memory first, while the engine's caches are still cold.
const memoryReport = measureMemory();
const rows = cases(seededSource(20261121)).map((bench: BenchCase) => runCase(bench));
console.log(baselineLine());
console.log(formatTable(rows));
console.log(`\n${memoryReport}`);
const limitRows = limitCases(seededSource(20261123)).map(runLimitCase);
console.log(`\n${formatLimitTable(limitRows)}`);

const failures = [...rows.filter((r) => !meetsTarget(r)), ...limitRows.filter((r) => r.medianMs > LIMIT_BUDGET_MS)];
if (failures.length > 0) {
  console.error(`\n${failures.length} case(s) missed their target: ${failures.map((f) => f.name).join(", ")}`);
  process.exitCode = 1;
}

/** Heap held by the odds tables and answers of every case, computed once from cold caches, after a full GC. */
function measureMemory(): string {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return "(run with --expose-gc to measure the memory the odds tables take)";
  gc();
  const before = process.memoryUsage().heapUsed;
  const answers = cases(seededSource(1)).map((bench) => bench.exact());
  gc();
  const held = process.memoryUsage().heapUsed - before;
  return `odds tables + answers of all ${answers.length} cases (cold caches): ${(held / 1024).toFixed(0)} KiB of heap`;
}
