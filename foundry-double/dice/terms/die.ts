/**
 * A fair n-sided die with Foundry's modifiers (v13 client/dice/terms/die.mjs): reroll, explode, keep, drop,
 * count, deduct, margin, minimum and maximum. Modifier quirks kept on purpose:
 * - keep/drop with a number of 0 (or none) means 1;
 * - cs/cf without a target compare against NaN (parseInt of nothing), so nothing counts;
 * - explode and reroll throw once they have checked more than 1000 results.
 */
import { DiceTerm } from "./dice-term";
import { isNumeric } from "../../primitives";
import type { DiceTermResult, ModifierFunction } from "./types";

/** What keep, drop and the counts work on: a term's results (a PoolTerm borrows them, as Foundry's does). */
interface ResultsHolder {
  results: DiceTermResult[];
}

const RECURSION_LIMIT = 1000;

export class Die extends DiceTerm {
  static override DENOMINATION = "d";

  static override MODIFIERS: Record<string, string | ModifierFunction> = {
    r: "reroll",
    rr: "rerollRecursive",
    x: "explode",
    xo: "explodeOnce",
    k: "keep",
    kh: "keep",
    kl: "keep",
    d: "drop",
    dh: "drop",
    dl: "drop",
    min: "minimum",
    max: "maximum",
    even: "countEven",
    odd: "countOdd",
    cs: "countSuccess",
    cf: "countFailures",
    df: "deductFailures",
    sf: "subtractFailures",
    ms: "marginSuccess",
  };

  /** The plain total, shifted by a margin of success or failure when `ms` set one. */
  override get total(): number | undefined {
    const total = super.total as number;
    if (this.options.marginSuccess) return total - parseInt(String(this.options.marginSuccess));
    if (this.options.marginFailure) return parseInt(String(this.options.marginFailure)) - total;
    return total;
  }

  override get denomination(): string {
    return `d${this.faces}`;
  }

  /* ---------------------------------------- */
  /*  Modifiers                               */
  /* ---------------------------------------- */

  /**
   * r / rr: reroll results matching the target (default: equal to 1), up to an optional count (`r2=1`). The
   * rerolled result is flagged rerolled and inactive; without recursion the new dice are not checked again.
   */
  async reroll(modifier: string, { recursive = false }: { recursive?: boolean } = {}): Promise<false | void> {
    const match = modifier.match(/rr?([0-9]+)?([<>=]+)?([0-9]+)?/i);
    if (!match) return false;
    const { max, comparison, target } = readCountComparisonTarget(match, 1);
    let remaining = max;
    let checked = 0;
    const initial = this.results.length;
    while (checked < this.results.length) {
      const r = this.results[checked]!;
      checked++;
      if (!r.active) continue;
      if (remaining !== null && remaining <= 0) break;
      if (DiceTerm.compareResult(r.result, comparison, target)) {
        r.rerolled = true;
        r.active = false;
        await this.roll({ reroll: true });
        if (remaining !== null) remaining -= 1;
      }
      if (!recursive && checked >= initial) checked = this.results.length;
      if (checked > RECURSION_LIMIT) throw new Error("Maximum recursion depth for exploding dice roll exceeded");
    }
  }

  async rerollRecursive(modifier: string): Promise<false | void> {
    return this.reroll(modifier, { recursive: true });
  }

  /**
   * x / xo: roll another die for each result matching the target (default: equal to the faces), up to an
   * optional count. x checks the new dice too; xo stops after the original dice.
   */
  async explode(modifier: string, { recursive = true }: { recursive?: boolean } = {}): Promise<false | void> {
    const match = modifier.match(/xo?([0-9]+)?([<>=]+)?([0-9]+)?/i);
    if (!match) return false;
    const { max, comparison, target } = readCountComparisonTarget(match, this.faces as number);
    let remaining = max;
    let checked = 0;
    const initial = this.results.length;
    while (checked < this.results.length) {
      const r = this.results[checked]!;
      checked++;
      if (!r.active) continue;
      if (remaining !== null && remaining <= 0) break;
      if (DiceTerm.compareResult(r.result, comparison, target)) {
        r.exploded = true;
        await this.roll({ explode: true });
        if (remaining !== null) remaining -= 1;
      }
      if (!recursive && checked === initial) break;
      if (checked > RECURSION_LIMIT) throw new Error("Maximum recursion depth for exploding dice roll exceeded");
    }
  }

  async explodeOnce(modifier: string): Promise<false | void> {
    return this.explode(modifier, { recursive: false });
  }

  /** k / kh / kl: keep the highest (default) or lowest N (default 1) active results. */
  keep(this: ResultsHolder, modifier: string): false | void {
    const match = modifier.match(/k([hl])?([0-9]+)?/i);
    if (!match) return false;
    const direction = match[1] ? match[1].toLowerCase() : "h";
    const number = parseInt(match[2] ?? "") || 1;
    DiceTerm._keepOrDrop(this.results, number, { keep: true, highest: direction === "h" });
  }

  /** d / dh / dl: drop the lowest (default) or highest N (default 1) active results. */
  drop(this: ResultsHolder, modifier: string): false | void {
    const match = modifier.match(/d([hl])?([0-9]+)?/i);
    if (!match) return false;
    const direction = match[1] ? match[1].toLowerCase() : "l";
    const number = parseInt(match[2] ?? "") || 1;
    DiceTerm._keepOrDrop(this.results, number, { keep: false, highest: direction !== "l" });
  }

  /** cs: each result meeting the comparison counts 1 and is flagged success, others count 0. */
  countSuccess(this: ResultsHolder, modifier: string): false | void {
    const match = modifier.match(/(?:cs)([<>=]+)?([0-9]+)?/i);
    if (!match) return false;
    DiceTerm._applyCount(this.results, match[1] || "=", parseInt(match[2] ?? ""), { flagSuccess: true });
  }

  /** cf: each result meeting the comparison counts 1 and is flagged failure, others count 0. */
  countFailures(this: ResultsHolder, modifier: string): false | void {
    const match = modifier.match(/(?:cf)([<>=]+)?([0-9]+)?/i);
    if (!match) return false;
    DiceTerm._applyCount(this.results, match[1] || "=", parseInt(match[2] ?? ""), { flagFailure: true });
  }

  countEven(_modifier: string): void {
    for (const r of this.results) {
      r.success = r.result % 2 === 0;
      r.count = r.success ? 1 : 0;
    }
  }

  countOdd(_modifier: string): void {
    for (const r of this.results) {
      r.success = r.result % 2 !== 0;
      r.count = r.success ? 1 : 0;
    }
  }

  /** df: failures count -1 (by comparison, or the results a previous count marked unsuccessful). */
  deductFailures(modifier: string): false | void {
    const match = modifier.match(/(?:df)([<>=]+)?([0-9]+)?/i);
    if (!match) return false;
    const { comparison, target } = readOptionalComparison(match);
    DiceTerm._applyDeduct(this.results, comparison, target, { deductFailure: true });
  }

  /** sf: failures count as minus their value. */
  subtractFailures(modifier: string): false | void {
    const match = modifier.match(/(?:sf)([<>=]+)?([0-9]+)?/i);
    if (!match) return false;
    const { comparison, target } = readOptionalComparison(match);
    DiceTerm._applyDeduct(this.results, comparison, target, { invertFailure: true });
  }

  /** ms: the total becomes total − target (>, >=, = or none) or target − total (<, <=). */
  marginSuccess(modifier: string): false | void {
    const match = modifier.match(/(?:ms)([<>=]+)?([0-9]+)?/i);
    if (!match) return false;
    const comparison = match[1];
    const target = parseInt(match[2] ?? "");
    if ([">", ">=", "=", undefined].includes(comparison)) this.options.marginSuccess = target;
    else if (["<", "<="].includes(comparison as string)) this.options.marginFailure = target;
  }

  /** minN: results below N count N and are flagged rerolled. */
  minimum(modifier: string): false | void {
    const match = modifier.match(/(?:min)([0-9]+)/i);
    if (!match) return false;
    const target = parseInt(match[1] ?? "");
    for (const r of this.results) {
      if (r.result < target) {
        r.count = target;
        r.rerolled = true;
      }
    }
  }

  /** maxN: results above N count N and are flagged rerolled. */
  maximum(modifier: string): false | void {
    const match = modifier.match(/(?:max)([0-9]+)/i);
    if (!match) return false;
    const target = parseInt(match[1] ?? "");
    for (const r of this.results) {
      if (r.result > target) {
        r.count = target;
        r.rerolled = true;
      }
    }
  }
}

/**
 * Read `<count><comparison><target>` of r/x: a lone number is the target, not the count; the comparison
 * defaults to "=" and the target to `defaultTarget`.
 */
function readCountComparisonTarget(
  match: RegExpMatchArray,
  defaultTarget: number,
): { max: number | null; comparison: string; target: number } {
  const [, comparison] = match.slice(1) as (string | undefined)[];
  let [max, , target] = match.slice(1) as (string | null | undefined)[];
  if (max && !(target || comparison)) {
    target = max;
    max = null;
  }
  return {
    max: isNumeric(max) ? parseInt(max ?? "") : null,
    comparison: comparison || "=",
    target: isNumeric(target) ? parseInt(target ?? "") : defaultTarget,
  };
}

/** df/sf compare only when a comparison or target is given (then "=" and 1 are the defaults as parsed). */
function readOptionalComparison(match: RegExpMatchArray): {
  comparison: string | undefined;
  target: number | undefined;
} {
  const comparison = match[1];
  const target = match[2];
  if (comparison || target) return { comparison: comparison || "=", target: parseInt(target ?? "") };
  return { comparison: undefined, target: undefined };
}
