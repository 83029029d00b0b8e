import { IntDistribution } from "../odds/int-distribution";

/**
 * Keep and drop over results that are not identically distributed, or not fixed in number (docs/formula-odds.md
 * "Keep and drop after explosions" and "Pools"): the parts of a pool `{1d8x, 1d6x}kh`, or the results of an exploding
 * term `4d6x6kh3`, where each die adds a random number of results.
 *
 * The results come from independent sources: a pool part yields one result, an exploding die a chain of them. Values
 * are indices into an ascending list, and the end the window works from is the top (a caller reverses the lists for
 * the bottom). The window is fixed by the m-th result from the top, the threshold t: the results above t number
 * fewer than m and those above or at t at least m. Given t, each source contributes independently how many of its
 * results lie above t (fewer than m, else t is not the threshold), how many equal t (counted up to m), and the sum
 * of what its results count for on the kept side; convolving those tables over the sources and reading off each
 * state gives the window's sum for every t, each outcome counted at exactly one t. No hand is enumerated.
 */
export type WindowSource =
  | { readonly kind: "single"; readonly probs: readonly number[] }
  | {
      readonly kind: "chain";
      /** The first result's chances over the values (after rerolls), a fresh result's, and which values go on. */
      readonly first: readonly number[];
      readonly fresh: readonly number[];
      readonly trigger: readonly boolean[];
      /** `xo`: one fresh result at most. */
      readonly once: boolean;
      /** Fresh triggering results followed before the chain is cut (the rest is the tail). */
      readonly length: number;
    };

interface ThresholdWindow {
  /** What each value counts for in the total. */
  readonly gains: readonly number[];
  readonly sources: readonly WindowSource[];
  /** The m results nearest the top. */
  readonly count: number;
  /** True: the window is those m results (fewer when there are fewer). False: every result but those m. */
  readonly keepNear: boolean;
}

/** The sum of the window's results, with the mass the chains' cuts leave out as its `cutMass`. */
export function thresholdWindowSum(window: ThresholdWindow): IntDistribution {
  const shape = shapeOf(window);
  const totals = new Map<number, number>();
  const { gains, count, keepNear } = window;
  for (let t = 0; t < gains.length; t++) {
    // The dice of a term are one source many times over: its table is built once per threshold.
    const built = new Map<WindowSource, StateTable>();
    const tableOf = (source: WindowSource) =>
      built.get(source) ?? built.set(source, sourceTable(source, t, shape)).get(source)!;
    const table = window.sources.map(tableOf).reduce((a, b) => a.convolve(b));
    table.forEach((near, equal, sum, p) => {
      let total: number | null = null;
      if (near + equal >= count) total = keepNear ? sum + (count - near) * gains[t]! : sum - (count - near) * gains[t]!;
      // At the lowest value every result is above or at it: fewer than m in all means the window holds them all.
      else if (t === 0 && keepNear) total = sum + equal * gains[t]!;
      if (total !== null) totals.set(total, (totals.get(total) ?? 0) + p);
    });
  }
  const kept = window.sources.reduce((product, source) => product * keptMass(source), 1);
  return IntDistribution.fromEntries(totals, Math.max(0, 1 - kept));
}

/**
 * The multiply-adds `thresholdWindowSum` takes, before it runs (LIMITS.formulaSteps): per threshold, each distinct
 * chain's series (its length times a pass over the table and the values' shifts) and the convolution of the
 * sources' tables, each as wide as the sums its results can reach.
 */
export function thresholdWindowSteps(window: ThresholdWindow): number {
  const shape = shapeOf(window);
  const span = shape.span;
  const cellsOf = (results: number) => window.count * (window.count + 1) * Math.min(shape.width, results * span + 1);
  const values = window.gains.length;
  let perThreshold = 0;
  let gathered = 0;
  for (const source of new Set(window.sources)) {
    if (source.kind === "chain")
      perThreshold += (source.length + 2) * (shape.cells + values * cellsOf(maxResults(source)));
  }
  window.sources.forEach((source, i) => {
    if (i > 0) perThreshold += cellsOf(gathered) * cellsOf(maxResults(source));
    gathered += maxResults(source);
  });
  return values * perThreshold;
}

/** The states' extent: counts below m (and up to m), sums within a range holding every partial sum. */
interface Shape {
  readonly count: number;
  readonly keepNear: boolean;
  readonly gains: readonly number[];
  readonly low: number;
  readonly width: number;
  /** What one result's gain may add to a sum: the highest gain (or 0) minus the lowest (or 0). */
  readonly span: number;
  /** States that may hold mass: for the sizing. */
  readonly cells: number;
}

function shapeOf(window: ThresholdWindow): Shape {
  const { gains, count, keepNear } = window;
  const low = Math.min(0, ...gains);
  const high = Math.max(0, ...gains);
  // Kept near: fewer than m results add up. Kept far: any of the results there may be.
  const results = keepNear ? count - 1 : window.sources.reduce((sum, s) => sum + maxResults(s), 0);
  const width = results * (high - low) + 1;
  return { count, keepNear, gains, low: results * low, width, span: high - low, cells: count * (count + 1) * width };
}

function maxResults(source: WindowSource): number {
  if (source.kind === "single") return 1;
  return source.once ? 2 : source.length + 1;
}

function keptMass(source: WindowSource): number {
  const sum = (probs: readonly number[]) => probs.reduce((total, p) => total + p, 0);
  if (source.kind === "single") return sum(source.probs);
  if (source.once) return 1;
  const goes = (probs: readonly number[]) => sum(probs.filter((_, i) => source.trigger[i]));
  return 1 - goes(source.first) * goes(source.fresh) ** source.length;
}

/** One source's states at threshold `t`. */
function sourceTable(source: WindowSource, t: number, shape: Shape): StateTable {
  if (source.kind === "single") return resultTable(source.probs, t, shape);
  const { first, fresh, trigger } = source;
  const part = (probs: readonly number[], goes: boolean) => probs.map((p, v) => (trigger[v] === goes ? p : 0));
  const freshStops = resultTable(part(fresh, false), t, shape);
  const freshGoes = resultTable(part(fresh, true), t, shape);
  let chain: StateTable;
  if (source.once) chain = resultTable(fresh, t, shape);
  else {
    // stops + goes ⊗ (stops + goes ⊗ (…)): the chain's series, folded from its cut end.
    chain = freshStops;
    for (let i = 1; i < source.length; i++) chain = freshStops.plus(freshGoes.convolve(chain));
  }
  return resultTable(part(first, false), t, shape).plus(resultTable(part(first, true), t, shape).convolve(chain));
}

/** One result with chances `probs` over the values, placed above, at or below `t`. */
function resultTable(probs: readonly number[], t: number, shape: Shape): StateTable {
  const table = new StateTable(shape);
  probs.forEach((p, v) => {
    if (p === 0) return;
    const gain = shape.gains[v]!;
    if (v > t) table.add(1, 0, shape.keepNear ? gain : 0, p);
    else table.add(0, v === t ? 1 : 0, shape.keepNear ? 0 : gain, p);
  });
  return table;
}

/**
 * Chances over (results above t, below m; results at t, up to m; the kept side's sum): one block of sums per pair
 * of counts, each with the range of sums that may hold mass, so a convolution multiplies ranges, not whole tables.
 */
class StateTable {
  readonly data: Float64Array;
  /** Per block, the lowest and highest sum index that may hold mass (low > high: none). */
  private readonly low: Int32Array;
  private readonly high: Int32Array;

  constructor(private readonly shape: Shape) {
    this.data = new Float64Array(shape.cells);
    const blocks = shape.count * (shape.count + 1);
    this.low = new Int32Array(blocks).fill(shape.width);
    this.high = new Int32Array(blocks).fill(-1);
  }

  private block(near: number, equal: number): number {
    return near * (this.shape.count + 1) + Math.min(equal, this.shape.count);
  }

  /** Adds a state's chance; a state with m or more results above t cannot have t as its threshold and goes. */
  add(near: number, equal: number, sum: number, p: number): void {
    if (near >= this.shape.count) return;
    const block = this.block(near, equal);
    const at = sum - this.shape.low;
    this.data[block * this.shape.width + at]! += p;
    this.widen(block, at, at);
  }

  private widen(block: number, low: number, high: number): void {
    if (low < this.low[block]!) this.low[block] = low;
    if (high > this.high[block]!) this.high[block] = high;
  }

  forEach(visit: (near: number, equal: number, sum: number, p: number) => void): void {
    const { count, width, low } = this.shape;
    for (let near = 0; near < count; near++) {
      for (let equal = 0; equal <= count; equal++) {
        const block = this.block(near, equal);
        const base = block * width;
        for (let i = this.low[block]!; i <= this.high[block]!; i++)
          if (this.data[base + i] !== 0) visit(near, equal, i + low, this.data[base + i]!);
      }
    }
  }

  /** The states of two independent sources together: each pair of blocks, their sum ranges convolved. */
  convolve(other: StateTable): StateTable {
    const out = new StateTable(this.shape);
    const { count, width, low: sumLow } = this.shape;
    for (let n1 = 0; n1 < count; n1++) {
      for (let n2 = 0; n1 + n2 < count; n2++) {
        for (let e1 = 0; e1 <= count; e1++) {
          for (let e2 = 0; e2 <= count; e2++) {
            const [a, b] = [this.block(n1, e1), other.block(n2, e2)];
            if (this.low[a]! > this.high[a]! || other.low[b]! > other.high[b]!) continue;
            const target = out.block(n1 + n2, e1 + e2);
            // Index i + j stands for the sum (i + low) + (j + low): shifted back by −low once.
            const shift = -sumLow;
            out.widen(target, this.low[a]! + other.low[b]! - shift, this.high[a]! + other.high[b]! - shift);
            const [base, baseB, baseOut] = [a * width, b * width, target * width - shift];
            for (let i = this.low[a]!; i <= this.high[a]!; i++) {
              const p = this.data[base + i]!;
              if (p === 0) continue;
              for (let j = other.low[b]!; j <= other.high[b]!; j++)
                out.data[baseOut + i + j]! += p * other.data[baseB + j]!;
            }
          }
        }
      }
    }
    return out;
  }

  plus(other: StateTable): StateTable {
    const out = new StateTable(this.shape);
    for (let i = 0; i < out.data.length; i++) out.data[i] = this.data[i]! + other.data[i]!;
    for (let block = 0; block < this.low.length; block++) {
      out.low[block] = Math.min(this.low[block]!, other.low[block]!);
      out.high[block] = Math.max(this.high[block]!, other.high[block]!);
    }
    return out;
  }
}
