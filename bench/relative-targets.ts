/**
 * Speed targets that hold on any machine. A fixed reference computation is timed in the same run (the machine's
 * baseline); a case meets its target when its median, in baselines, is at most its target in baselines — the
 * target in ms divided by the baseline of the machine the targets were set on (REFERENCE_BASELINE_MS). A machine
 * twice as slow gets twice the ms, and a busy one no false alarm. Only the user-facing rule "no allowed input takes
 * more than 100 ms" (harness.ts, LIMIT_BUDGET_MS) is checked in absolute ms: a player waits in real time.
 */
import { performance } from "node:perf_hooks";

/** The baseline's median on the 2-core machine where the targets were set (measured there, quiet). */
const REFERENCE_BASELINE_MS = 11.8;

/**
 * The reference computation: what the odds engine does most — convolving probability arrays and sorting numbers —
 * on fixed data, so every machine does exactly the same work. Returns a checksum so nothing is optimized away.
 */
function referenceWork(): number {
  const size = 1000;
  const a = new Float64Array(size);
  const b = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    a[i] = ((i * 7919) % 1000) / 1000;
    b[i] = ((i * 104729) % 1000) / 1000;
  }
  const product = new Float64Array(2 * size - 1);
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) product[i + j]! += a[i]! * b[j]!;
  const values = Array.from({ length: 20_000 }, (_, i) => ((i * 2654435761) % 4294967296) / 4294967296);
  values.sort((x, y) => x - y);
  return product[size]! + values[10_000]!;
}

interface Baseline {
  /** The reference computation's median here, in ms. */
  readonly ms: number;
  /** This machine against the reference machine: 2 means half as fast. */
  readonly scale: number;
}

let measured: Baseline | null = null;

/** Times the reference computation (after a warm-up), once per process. */
function machineBaseline(): Baseline {
  if (measured) return measured;
  let sink = 0;
  for (let i = 0; i < 10; i++) sink += referenceWork();
  const times: number[] = [];
  for (let i = 0; i < 31; i++) {
    const t0 = performance.now();
    sink += referenceWork();
    times.push(performance.now() - t0);
  }
  if (Number.isNaN(sink)) throw new Error("the reference computation went wrong");
  times.sort((x, y) => x - y);
  const ms = times[15]!;
  measured = { ms, scale: ms / REFERENCE_BASELINE_MS };
  return measured;
}

export function baselineLine(): string {
  const { ms, scale } = machineBaseline();
  return (
    `machine baseline: ${ms.toFixed(2)} ms for the reference computation ` +
    `(${REFERENCE_BASELINE_MS} ms where the targets were set: this machine is ×${scale.toFixed(2)})`
  );
}

/** A median in baselines, and whether it meets a target given in ms on the reference machine. */
export function againstTarget(
  medianMs: number,
  targetMs: number,
): { readonly inBaselines: number; readonly targetInBaselines: number; readonly ok: boolean } {
  const { ms } = machineBaseline();
  const inBaselines = medianMs / ms;
  const targetInBaselines = targetMs / REFERENCE_BASELINE_MS;
  return { inBaselines, targetInBaselines, ok: inBaselines <= targetInBaselines };
}

interface TimedRow {
  readonly name: string;
  readonly median: number;
  readonly p95: number;
  readonly targetMs: number;
}

/** Prints the rows as one table against the baseline, and sets exit code 1 when a median misses its target. */
export function reportTimedRows(title: string, rows: readonly TimedRow[]): void {
  console.log(`\n${baselineLine()}`);
  console.log(`| ${title} | median ms | p95 ms | median ÷ baseline | target ÷ baseline (ms there) | ok |`);
  console.log("| --- | --- | --- | --- | --- | --- |");
  const missed: string[] = [];
  for (const row of rows) {
    const { inBaselines, targetInBaselines, ok } = againstTarget(row.median, row.targetMs);
    if (!ok) missed.push(row.name);
    console.log(
      `| ${row.name} | ${row.median.toFixed(3)} | ${row.p95.toFixed(3)} | ` +
        `${inBaselines.toFixed(3)} | ≤ ${targetInBaselines.toFixed(3)} (${row.targetMs}) | ${ok ? "yes" : "NO"} |`,
    );
  }
  if (missed.length > 0) {
    console.error(`\n${missed.length} case(s) missed their target: ${missed.join(", ")}`);
    process.exitCode = 1;
  }
}

/**
 * The times of `runs` runs of `run` after three to warm the JIT, fastest first; each run is handed its index, so that a
 * case can vary its input run by run (nothing remembered between runs).
 */
export function timedRuns(run: (index: number) => unknown, runs: number): number[] {
  for (let i = 0; i < 3; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}
