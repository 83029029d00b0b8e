/**
 * What a damage roll deals, as its exact totals and their chances, and the arithmetic the systems do with them before
 * the damage reaches a target (docs/damage.md): a floor under the total, halving on a save, each target's own
 * adjustments, a hit and a critical mixed by their chances, and the chance that the damage reaches a number of hit
 * points. Totals are integers; the outcomes are always ascending by total, each total once.
 */

/** `[total, probability]` pairs, ascending by total, each total once; the probabilities sum to 1 within 1e-12. */
export type DamageOutcomes = readonly (readonly [total: number, probability: number])[];

/** Nothing dealt (a miss, or an immune target): 0, certainly. */
export const NO_DAMAGE: DamageOutcomes = [[0, 1]];

/** The outcomes of `outcomes` with each total replaced by `change(total)`, equal totals merged. */
export function mapTotals(outcomes: DamageOutcomes, change: (total: number) => number): DamageOutcomes {
  const merged = new Map<number, number>();
  for (const [total, probability] of outcomes) {
    const changed = change(total);
    merged.set(changed, (merged.get(changed) ?? 0) + probability);
  }
  return ascending(merged);
}

/** The totals of independent rolls added (a damage roll's parts, each rolled once). */
export function sumOf(parts: readonly DamageOutcomes[]): DamageOutcomes {
  return parts.reduce<DamageOutcomes>((sum, part) => {
    const merged = new Map<number, number>();
    for (const [a, p] of sum) for (const [b, q] of part) merged.set(a + b, (merged.get(a + b) ?? 0) + p * q);
    return ascending(merged);
  }, NO_DAMAGE);
}

/** One of several outcomes, each with its chance (a hit, a critical, a miss): the weights sum to 1. */
export interface DamageBranch {
  readonly weight: number;
  readonly outcomes: DamageOutcomes;
}

/** The damage of an attack whose branches (a miss, a hit, a critical) happen with their chances. */
export function mixture(branches: readonly DamageBranch[]): DamageOutcomes {
  const merged = new Map<number, number>();
  for (const { weight, outcomes } of branches)
    for (const [total, probability] of outcomes) merged.set(total, (merged.get(total) ?? 0) + weight * probability);
  return ascending(merged);
}

/** The mean total. */
export function meanOf(outcomes: DamageOutcomes): number {
  return outcomes.reduce((mean, [total, probability]) => mean + total * probability, 0);
}

/**
 * The chance that the damage reaches `points` (at least that much): exactly 1 when every total does and exactly 0
 * when none does, whatever float rounding would make of the sum.
 */
export function chanceAtLeast(outcomes: DamageOutcomes, points: number): number {
  const reaching = outcomes.filter(([total]) => total >= points);
  if (reaching.length === outcomes.length) return 1;
  return reaching.reduce((chance, [, probability]) => chance + probability, 0);
}

/** A chart's bar: the totals from `least` to `most` and their chance together. */
interface TotalsBar {
  readonly least: number;
  readonly most: number;
  readonly probability: number;
}

/**
 * The totals as at most `mostBars` bars of equal width over the whole range: a total each, or a few neighbours each
 * for a wide roll (1d1000). A total the roll cannot make inside its range is a bar of 0 (2 × 1d6 makes only even
 * totals), so that a chart's width reads as its totals.
 */
export function totalsBars(outcomes: DamageOutcomes, mostBars: number): TotalsBar[] {
  const least = outcomes[0]?.[0];
  const most = outcomes.at(-1)?.[0];
  if (least === undefined || most === undefined) return [];
  const width = Math.max(1, Math.ceil((most - least + 1) / mostBars));
  const chances = new Map<number, number>();
  for (const [total, probability] of outcomes) {
    const start = least + Math.floor((total - least) / width) * width;
    chances.set(start, (chances.get(start) ?? 0) + probability);
  }
  const bars: TotalsBar[] = [];
  for (let start = least; start <= most; start += width)
    bars.push({ least: start, most: Math.min(most, start + width - 1), probability: chances.get(start) ?? 0 });
  return bars;
}

function ascending(merged: ReadonlyMap<number, number>): DamageOutcomes {
  return [...merged].filter(([, probability]) => probability > 0).sort(([a], [b]) => a - b);
}
