import { ascendingAtLeast } from "../formula/formula-distribution";
import type { FormulaDistribution } from "../formula/formula-distribution-types";
import type { SystemTotalRow } from "./system-odds-types";

/** How many totals a dialog lists when it has no target to judge against. */
const ROWS = 6;

/**
 * Without a target, no target is made up (docs/systems.md "No target"): each choice's chance of at least a few
 * round totals — the multiples of `step` where some choice can go either way, from the lowest up, at most six.
 */
export function roundTotals(distributions: readonly FormulaDistribution[], step = 5): SystemTotalRow[] {
  const totals = distributions.flatMap((distribution) => distribution.outcomes.map(([total]) => total));
  if (totals.length === 0) return [];
  const [low, high] = [Math.min(...totals), Math.max(...totals)];
  const at = distributions.map((distribution) => ascendingAtLeast(distribution));
  const rows: SystemTotalRow[] = [];
  for (let total = Math.ceil(low / step) * step; total <= high + step && rows.length < ROWS; total += step) {
    const chances = at.map((read) => read(total));
    if (chances.some((chance) => chance > 0 && chance < 1)) rows.push({ total, chances });
  }
  return rows;
}
