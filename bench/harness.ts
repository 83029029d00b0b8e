/**
 * A small benchmark harness: runs each case many times, reports median and p95 in milliseconds, times the same
 * question answered by 100,000 Monte Carlo samples of the core roller, and prints one table.
 */
import { performance } from "node:perf_hooks";
import { againstTarget } from "./relative-targets";

export interface BenchCase {
  /** What the dialog would ask, in a few words. */
  readonly name: string;
  /** The exact answer, computed from scratch (caches that belong to the engine may be warm). */
  readonly exact: () => unknown;
  /** One sampled trial of the same question with the core roller (a seeded source). */
  readonly sample: () => unknown;
  /** Target median in ms. */
  readonly targetMs: number;
}

interface BenchRow {
  readonly name: string;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly targetMs: number;
  readonly monteCarloMs: number;
  readonly speedup: number;
}

const MONTE_CARLO_SAMPLES = 100_000;

function quantile(sorted: readonly number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

/** Times `fn` for at least `minMs` and at least `minRuns` runs; returns every run's duration. */
function timeRuns(fn: () => unknown, minRuns: number, minMs: number): number[] {
  const times: number[] = [];
  const start = performance.now();
  while (times.length < minRuns || performance.now() - start < minMs) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
    if (times.length >= 100_000) break;
  }
  return times.sort((a, b) => a - b);
}

export function runCase(bench: BenchCase): BenchRow {
  timeRuns(bench.exact, 20, 50); // warm-up: JIT and the engine's own caches
  const times = timeRuns(bench.exact, 200, 400);
  const t0 = performance.now();
  for (let i = 0; i < MONTE_CARLO_SAMPLES; i++) bench.sample();
  const monteCarloMs = performance.now() - t0;
  const medianMs = quantile(times, 0.5);
  return {
    name: bench.name,
    medianMs,
    p95Ms: quantile(times, 0.95),
    targetMs: bench.targetMs,
    monteCarloMs,
    speedup: monteCarloMs / medianMs,
  };
}

/** A case is on target when its median, in machine baselines, is within its target and it beats sampling 100×. */
export function meetsTarget(row: BenchRow): boolean {
  return againstTarget(row.medianMs, row.targetMs).ok && row.speedup >= 100;
}

export function formatTable(rows: readonly BenchRow[]): string {
  const header = [
    "case",
    "median ms",
    "p95 ms",
    "median ÷ baseline",
    "target ÷ baseline (ms there)",
    "100k Monte Carlo ms",
    "speed-up",
    "ok",
  ];
  const body = rows.map((r) => {
    const { inBaselines, targetInBaselines } = againstTarget(r.medianMs, r.targetMs);
    return [
      r.name,
      r.medianMs.toFixed(4),
      r.p95Ms.toFixed(4),
      inBaselines.toFixed(4),
      `≤ ${targetInBaselines.toFixed(4)} (${r.targetMs})`,
      r.monteCarloMs.toFixed(1),
      `${Math.round(r.speedup).toLocaleString("en-US")}×`,
      meetsTarget(r) ? "yes" : "NO",
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}

/** The worst allowed input of one rule set: rolled once and its exact odds computed from cold caches, per run. */
export interface LimitCase {
  readonly name: string;
  /** One roll and its exact odds, as a dialog does for the largest input the limits allow. */
  readonly run: () => unknown;
}

interface LimitRow {
  readonly name: string;
  readonly medianMs: number;
  readonly maxMs: number;
}

/**
 * The user-facing budget: no allowed input may take longer than this to roll and answer, on any machine a player
 * uses — so it is checked in ms, not in baselines.
 */
export const LIMIT_BUDGET_MS = 100;

export function runLimitCase(bench: LimitCase): LimitRow {
  bench.run(); // warm-up: JIT only; each run clears the engine's caches itself
  const times = timeRuns(bench.run, 15, 1000);
  return { name: bench.name, medianMs: quantile(times, 0.5), maxMs: times[times.length - 1]! };
}

export function formatLimitTable(rows: readonly LimitRow[]): string {
  const header = ["worst allowed input (roll + exact odds, cold caches)", "median ms", "max ms", "ok"];
  const body = rows.map((r) => [
    r.name,
    r.medianMs.toFixed(1),
    r.maxMs.toFixed(1),
    r.medianMs <= LIMIT_BUDGET_MS ? "yes" : "NO",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}
