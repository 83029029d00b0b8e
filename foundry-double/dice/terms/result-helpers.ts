/**
 * The result-array helpers behind DiceTerm's static methods (v13 DiceTerm.compareResult, _keepOrDrop,
 * _applyCount, _applyDeduct), including their quirks, which the adapter must live with:
 * - keep/drop sorts the active values, takes the value at the cut index, discards everything on the wrong side of
 *   it, then discards ties in result order until enough are gone. Asking to drop more dice than are active finds
 *   no cut value and drops nothing.
 */
import type { DiceTermResult } from "./types";

/** Compare a result to a target with one of =, <, <=, >, >=; any other comparison is undefined (falsy). */
export function compareResult(result: number, comparison: string, target: number): boolean | undefined {
  switch (comparison) {
    case "=":
      return result === target;
    case "<":
      return result < target;
    case "<=":
      return result <= target;
    case ">":
      return result > target;
    case ">=":
      return result >= target;
    default:
      return undefined;
  }
}

/** Flag results as kept or discarded: keep or drop `number` of the highest or lowest active results. */
export function keepOrDrop(
  results: DiceTermResult[],
  number: number,
  { keep = true, highest = true }: { keep?: boolean; highest?: boolean } = {},
): DiceTermResult[] {
  const ascending = keep === highest;
  const values = results
    .filter((r) => r.active)
    .map((r) => r.result)
    .sort((a, b) => (ascending ? a - b : b - a));

  // How many to discard, and the value at that position of the sorted list.
  const toDiscard = Math.min(Math.max(keep ? values.length - number : number, 0), values.length);
  const cut = values[toDiscard];

  let discarded = 0;
  const ties: DiceTermResult[] = [];
  const comparison = ascending ? "<" : ">";
  for (const r of results) {
    if (!r.active) continue;
    if (cut !== undefined && compareResult(r.result, comparison, cut)) {
      r.discarded = true;
      r.active = false;
      discarded++;
    } else if (r.result === cut) ties.push(r);
  }
  for (const r of ties) {
    if (discarded < toDiscard) {
      r.discarded = true;
      r.active = false;
      discarded++;
    }
  }
  return results;
}

/** Re-count every result as 1 (meets the comparison) or 0, flagging success or failure. */
export function applyCount(
  results: DiceTermResult[],
  comparison: string,
  target: number,
  { flagSuccess = false, flagFailure = false }: { flagSuccess?: boolean; flagFailure?: boolean } = {},
): void {
  for (const r of results) {
    const success = Boolean(compareResult(r.result, comparison, target));
    if (flagSuccess) {
      r.success = success;
      if (success) delete r.failure;
    } else if (flagFailure) {
      r.failure = success;
      if (success) delete r.success;
    }
    r.count = success ? 1 : 0;
  }
}

/** Flag failures (by comparison, or results already marked success: false) and count them -1 or -result. */
export function applyDeduct(
  results: DiceTermResult[],
  comparison: string | undefined,
  target: number | undefined,
  { deductFailure = false, invertFailure = false }: { deductFailure?: boolean; invertFailure?: boolean } = {},
): void {
  for (const r of results) {
    if (comparison) {
      if (compareResult(r.result, comparison, target as number)) {
        r.failure = true;
        delete r.success;
      }
    } else if (r.success === false) {
      r.failure = true;
      delete r.success;
    }
    if (deductFailure) {
      if (r.failure) r.count = -1;
    } else if (invertFailure) {
      if (r.failure) r.count = -1 * r.result;
    }
  }
}
