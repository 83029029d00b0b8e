/**
 * Luck and remembered distributions for rolls written in Foundry's own notation (docs/formula-dialog.md): the *Any
 * formula* dialog's live odds and card, and the luck line a stock roll gets when the world asks for it.
 *
 * Luck follows src/core/odds/luck.ts: where the roll's total fell in the exact distribution of the same formula,
 * ties split in half, luck(x) = P(X < x) + ½·P(X = x). A formula's totals may be fractions (a division), so the
 * distribution is the engine's list of outcomes, and a total matches an outcome within a rounding hair.
 */
import { IndieDiceError } from "../errors";
import { formulaDataPaths, formulaDistribution } from "./formula-distribution";
import type { FormulaDistribution, SeriesPoint, SeriesInput } from "./formula-distribution-types";
import { formulaSeries } from "./formula-comparison";
import { oddsMemo } from "../odds/odds-memo";
import { diceDialectKey, worldDice } from "./dice-dialect";

/** Formulas remembered: a chat log shows the same few sheet rolls again and again. */
const FORMULAS_KEPT = 128;

/** Two totals closer than this are the same total (a division's result, written back and read again). */
const SAME_TOTAL = 1e-9;

/** P(X < total) + ½·P(X = total) over the formula's distribution. */
export function formulaLuck(distribution: FormulaDistribution, total: number): number {
  if (!Number.isFinite(total)) throw new RangeError(`luck: a total must be a finite number, got ${total}`);
  let below = 0;
  let tie = 0;
  for (const [value, probability] of distribution.outcomes) {
    if (Math.abs(value - total) <= SAME_TOTAL) tie += probability;
    else if (value < total) below += probability;
  }
  return below + tie / 2;
}

/**
 * A query to the engine with its answers remembered, refusals among them (an `IndieDiceError` is an answer too, so a
 * refused formula is not worked out again on the next keystroke either); anything else thrown is not kept.
 */
function rememberedQuery<A extends readonly unknown[], V>(
  limit: number,
  compute: (...args: A) => V,
  key: (...args: A) => string,
): (...args: A) => V {
  const answers = oddsMemo(
    limit,
    (...args: A): { readonly value: V } | { readonly refusal: IndieDiceError } => {
      try {
        return { value: compute(...args) };
      } catch (error) {
        if (error instanceof IndieDiceError) return { refusal: error };
        throw error;
      }
    },
    key,
  );
  return (...args) => {
    const answer = answers(...args);
    if ("refusal" in answer) throw answer.refusal;
    return answer.value;
  };
}

const distributionOf = rememberedQuery(
  FORMULAS_KEPT,
  (formula: string, data: unknown) => formulaDistribution(formula, data),
  (formula, data) => `${formula}\u0000${pathValuesKey(formula, data)}\u0000${diceDialectKey(worldDice())}`,
);

/**
 * The exact distribution of `formula` with its `@` paths read from `data`, remembered by the formula and the values
 * its paths read (not the whole roll data, which a sheet's character makes large): typing in a dialog, or a chat
 * log drawn again, asks the engine once per formula. Throws the engine's refusal, as formulaDistribution does.
 */
export function rememberedFormulaDistribution(formula: string, data: unknown = null): FormulaDistribution {
  return distributionOf(formula, data);
}

/** Series remembered: a dialog draws its side-by-side odds again on every pause in typing, in any field. */
const SERIES_KEPT = 8;

/** `formulaSeries`, remembered by its question and the values the formula's `@` paths read; throws its refusal. */
export const rememberedFormulaSeries = rememberedQuery(
  SERIES_KEPT,
  (formula: string, question: SeriesInput): SeriesPoint[] => formulaSeries(formula, question),
  (formula, { path, from, to, target, compare, data }) =>
    JSON.stringify([
      formula,
      path,
      from,
      to,
      target,
      compare,
      pathValuesKey(formula, data),
      diceDialectKey(worldDice()),
    ]),
);

/** The luck of a roll of `formula` that came to `total`, or null where the engine has no distribution for it. */
export function formulaRollLuck(formula: string, total: number): number | null {
  if (!Number.isFinite(total)) return null;
  try {
    return formulaLuck(distributionOf(formula, null), total);
  } catch (error) {
    if (error instanceof IndieDiceError) return null;
    throw error;
  }
}

/**
 * The values of the `@` paths the formula names, read exactly as the engine reads them (`@dex-2` is `@dex` minus 2):
 * two roll data whose paths hold different values never share a key.
 */
function pathValuesKey(formula: string, data: unknown): string {
  if (!formula.includes("@")) return "";
  return JSON.stringify(formulaDataPaths(formula).map((path) => readRaw(path, data)));
}

/** The value at a dotted path, as it is (undefined when absent); the engine judges it. */
function readRaw(path: string, data: unknown): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = Reflect.get(value, key);
  }
  return value === undefined ? null : typeof value === "object" ? "object" : value;
}
