import { IndieDiceError } from "../../../core/errors";
import { CARD_FORMULA_LIMITS } from "../../../core/formula/card-formula-limits";
import { isOneOf } from "../../../core/lists";
import { FORMULA_COMPARES, formulaChance } from "../../../core/formula/formula-distribution";
import type { FormulaCompare } from "../../../core/formula/formula-distribution-types";
import { rememberedFormulaDistribution } from "../../../core/formula/formula-luck";
import type { RowJudgment } from "./row-types";

/**
 * A request for any system (docs/cards.md "Requests for any system"): instead of one of the five rule sets, the GM
 * asks every row for a roll in Foundry's own notation — `1d20 + @abilities.dex.mod` — judged against a target
 * (at least, at most or exactly). The formula is stored as written; each row's `@` paths are read from that row's
 * own character, so each row has its own exact distribution, its own chance (a Bernoulli for the group's
 * question, exactly as a rule set's row) and its own roll. A row whose character lacks a path has that error as
 * its own; the other rows are not touched by it.
 */

/** The request's "rule set" when it asks for a formula. */
export const FORMULA_REQUEST = "formula";
export type FormulaRequestKind = typeof FORMULA_REQUEST;

/** What a formula request fixes for every row: its spec's three fields. */
interface FormulaRequestSpec {
  readonly formula: string;
  readonly target: number;
  readonly compare: FormulaCompare;
}

const KEY = "INDIE_DICE.FormulaRequest.Error";

export function isFormulaRequest(ruleSet: unknown): ruleSet is FormulaRequestKind {
  return ruleSet === FORMULA_REQUEST;
}

/**
 * A formula request's spec read and checked (a localized refusal naming what is wrong): a formula of at most 200
 * characters, a whole-number target within ±1,000,000 (as text or number: a dialog's field, a check link's word),
 * and one of the three comparisons (default: at least). Whether the engine answers the formula is asked per row,
 * with that row's `@` numbers (see `rowFormula`).
 */
export function readFormulaSpec(spec: Readonly<Record<string, unknown>>): FormulaRequestSpec {
  const formula = typeof spec.formula === "string" ? spec.formula.trim() : "";
  if (formula === "") throw new IndieDiceError(`${KEY}.NoFormula`);
  if (formula.length > CARD_FORMULA_LIMITS.formula)
    throw new IndieDiceError(`${KEY}.TooLong`, { max: CARD_FORMULA_LIMITS.formula });
  if (spec.target === undefined || spec.target === null || spec.target === "")
    throw new IndieDiceError(`${KEY}.NoTarget`);
  const target =
    typeof spec.target === "string" && /^\s*[-−]?\d+\s*$/.test(spec.target)
      ? Number(spec.target.trim().replace("−", "-"))
      : spec.target;
  if (typeof target !== "number" || !Number.isSafeInteger(target) || Math.abs(target) > CARD_FORMULA_LIMITS.target) {
    throw new IndieDiceError(`${KEY}.Target`, {
      value: String(spec.target ?? "").slice(0, 40),
      max: CARD_FORMULA_LIMITS.target,
    });
  }
  const compare = spec.compare ?? "atLeast";
  if (!isOneOf(FORMULA_COMPARES, compare))
    throw new IndieDiceError(`${KEY}.Compare`, { value: String(compare).slice(0, 40) });
  return { formula, target, compare };
}

/** A row's formula with its character's numbers: what it rolls, and its exact chance to reach the target. */
export interface RowFormula {
  readonly resolved: string;
  readonly chance: number;
}

/**
 * The row's formula read with its own character's roll data: throws the engine's refusal (a part it cannot answer
 * exactly) or the `@` path's (missing, not a number), naming it.
 */
export function rowFormula(spec: FormulaRequestSpec, rollData: unknown): RowFormula {
  // The engine's answers are remembered by formula and `@` values: a card drawn again, or asked which rows prompt, asks
  // once.
  const distribution = rememberedFormulaDistribution(spec.formula, rollData);
  return { resolved: distribution.resolved, chance: formulaChance(distribution, spec.target, spec.compare) };
}

/** A refusal that belongs to a row's character (an `@` path), not to the formula every row shares. */
export function isCharacterRefusal(error: unknown): boolean {
  return error instanceof IndieDiceError && error.key.startsWith("INDIE_DICE.Error.Expression.");
}

/**
 * A formula row's roll judged: its total compared with the target — by the very comparison its chance was
 * computed with (a one-outcome distribution), so the chance and the judgment can never disagree.
 */
export function judgeFormulaRow(total: number, spec: FormulaRequestSpec): RowJudgment {
  const passed =
    formulaChance({ resolved: "", outcomes: [[total, 1]], tail: 0, tailAbove: true }, spec.target, spec.compare) === 1;
  return { passed, detail: { ruleSet: FORMULA_REQUEST, total, target: spec.target } };
}
