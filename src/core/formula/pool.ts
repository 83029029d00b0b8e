import { IndieDiceError } from "../errors";
import { IntDistribution } from "../odds/int-distribution";
import { selectionWindow } from "./dice-term";
import { compareResult, type Condition } from "./die-modifiers";
import type { FormulaNode } from "./formula-syntax";
import { cutOf, pointsOf, wholeValue, type FormulaValue } from "./formula-value";
import { thresholdWindowSum, type WindowSource } from "./threshold-window";

/**
 * A pool `{a, b, …}` with modifiers (docs/formula-odds.md "Pools"): each part is a formula rolled on its own, its
 * total one result of the pool. Keep and drop act on those totals as on a term's dice (the same edges), and leave a
 * window of ranks; `cs` and `cf` make each part count 1 or 0 (the last of them decides); the pool's total adds its
 * active parts. The parts are not alike, so a window at one end is summed by thresholds (`threshold-window.ts`),
 * each part a source of one result; counting every part is a sum of independent 1-or-0 counts. A pool without a
 * modifier is the sum of its parts, read as `a + b + …`.
 */

type PoolNode = Extract<FormulaNode, { kind: "pool" }>;

const KEY = "INDIE_DICE.Error.Formula";

/**
 * Weights measured on the project's 2-core machine (docs/formula-odds.md "Pools"), in steps of 3–4 ns: placing one
 * value of one part in its table costs about 15 ns, allocating and reading a table about 4 steps a state.
 */
const VALUE_COST = 5;
const TABLE_COST = 4;

/** What a pool's modifiers leave: the ranks (from the top) that stay active, and the count that decides, if any. */
interface PoolRule {
  readonly from: number;
  readonly to: number;
  readonly counting: Condition | null;
}

/** Bounds and width of a part's or a pool's totals, as the formula's sizing knows them (formula-evaluation.ts). */
interface PartSize {
  readonly width: number;
  readonly whole: boolean;
  readonly low: number;
  readonly high: number;
}

export function poolRule(node: PoolNode): PoolRule {
  const selections = node.modifiers.flatMap((m) => (m.kind === "select" ? [m] : []));
  let counting: Condition | null = null;
  for (const modifier of node.modifiers) {
    // Each count marks every part again (v13 `DiceTerm._applyCount`): the last one written decides.
    if (modifier.kind === "countSuccess" || modifier.kind === "countFailures") counting = modifier.when;
  }
  const [from, to] = selectionWindow(node.parts.length, selections);
  if (from > 0 && to < node.parts.length)
    throw new IndieDiceError(`${KEY}.Selection`, { part: selections.at(-1)!.text });
  return { from, to, counting };
}

/** The same pool read as its parts added left to right (the pool's total when every part is active and none counts). */
export function poolAsSum(node: PoolNode): FormulaNode {
  return node.parts.reduce((left, right) => ({ kind: "binary", operator: "+", left, right, text: node.text }));
}

/** Whether every part stays active and counts for its total: then the pool is `poolAsSum`. */
export function isPlainSum(node: PoolNode, rule: PoolRule): boolean {
  return rule.counting === null && rule.from === 0 && rule.to === node.parts.length;
}

/**
 * The size of a pool that keeps, drops or counts (not a plain sum), and the multiply-adds it takes beyond its parts
 * (LIMITS.formulaSteps), from the parts' bounds alone. A window of m parts is summed per threshold value: each part's
 * table of states (blocks of counts, each as wide as the window's sums) built by a pass over the values, then
 * convolved into the parts before it. A part holds three blocks: above the threshold, its sums within its own width
 * (what it counts for is its total less the lowest value), and at or below it, one sum each. The parts gathered
 * before it hold, with k of them above the threshold, sums within k times the values' span.
 */
export function sizePool(
  node: PoolNode,
  rule: PoolRule,
  parts: readonly PartSize[],
): { size: PartSize; steps: number } {
  const n = parts.length;
  const reading = parts.reduce((sum, part) => sum + part.width + 1, 0);
  if (rule.from === 0 && rule.to === n)
    return { size: { width: n, whole: true, low: 0, high: n }, steps: reading + n * n };
  const low = Math.min(...parts.map((part) => part.low));
  const high = Math.max(...parts.map((part) => part.high));
  const kept = rule.to - rule.from;
  const values = Math.min(high - low + 1, reading);
  const span = rule.counting ? 1 : high - low;
  const blocks = kept * (kept + 1);
  const window = (kept - 1) * span + 1;
  // Each part's values placed, every table allocated and read whole, and each pair of blocks looked at.
  let perThreshold = VALUE_COST * n * values + TABLE_COST * 2 * n * blocks * window + n * blocks * blocks;
  for (const part of parts.slice(1)) {
    const above = Math.min(part.width + 1, span + 1);
    for (let near = 0; near < kept; near++)
      perThreshold += (kept + 1) * (near * span + 1) * (2 + (near + 1 < kept ? above : 0));
  }
  const size = rule.counting
    ? { width: kept, whole: true, low: 0, high: kept }
    : { width: kept * span, whole: true, low: kept * low, high: kept * high };
  return { size, steps: reading + values * perThreshold };
}

/** The pool's total from its parts' values (a pool that keeps, drops or counts). */
export function evaluatePool(node: PoolNode, rule: PoolRule, parts: readonly FormulaValue[]): FormulaValue {
  const n = parts.length;
  if (rule.from === 0 && rule.to === n) {
    const counts = parts.map((part) => countOf(part, rule.counting!));
    return wholeValue(counts.reduce((sum, count) => sum.add(count)));
  }
  const tables = parts.map((part, i) => {
    const points = [...pointsOf(part)].filter(([, p]) => p > 0);
    if (points.some(([value]) => !Number.isInteger(value))) throw fraction(node, i);
    return new Map(points);
  });
  const values = [...new Set(tables.flatMap((table) => [...table.keys()]))].sort((a, b) => a - b);
  const lowest = values[0]!;
  // Kept totals are counted from the lowest value: the window always holds `kept` parts, so they are added back.
  const gains = values.map((value) => (rule.counting ? (compareResult(value, rule.counting) ? 1 : 0) : value - lowest));
  const top = rule.from === 0;
  const kept = rule.to - rule.from;
  const order = <T>(list: readonly T[]) => (top ? [...list] : [...list].reverse());
  const sources: WindowSource[] = tables.map((table) => ({
    kind: "single",
    probs: order(values.map((value) => table.get(value) ?? 0)),
  }));
  const sum = thresholdWindowSum({ gains: order(gains), sources, count: kept, keepNear: true });
  // What the parts' own tails left out (none without an explosion), not the rounding of their tables' sums.
  const cut = 1 - parts.reduce((product, part) => product * (1 - cutOf(part)), 1);
  return wholeValue(new IntDistribution(sum.min + (rule.counting ? 0 : kept * lowest), sum.probs, cut));
}

/** A part's 1 (its total matches) or 0, with the mass its own tail left out. */
function countOf(part: FormulaValue, when: Condition): IntDistribution {
  let [hit, miss] = [0, 0];
  for (const [value, p] of pointsOf(part)) {
    if (compareResult(value, when)) hit += p;
    else miss += p;
  }
  return IntDistribution.fromEntries(
    [
      [0, miss],
      [1, hit],
    ],
    cutOf(part),
  );
}

function fraction(node: PoolNode, part: number): IndieDiceError {
  return new IndieDiceError(`${KEY}.PoolFraction`, { part: node.partTexts[part]! });
}
