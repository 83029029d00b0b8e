import { isOneOf } from "../../core/lists";
import { FORMULA_COMPARES, formulaChance } from "../../core/formula/formula-distribution";
import type { FormulaCompare } from "../../core/formula/formula-distribution-types";
import { formulaRollLuck, rememberedFormulaDistribution } from "../../core/formula/formula-luck";
import { IndieDiceError } from "../../core/errors";
import { formatWith, type Translator } from "../translator";
import { plain } from "./card-text";
import type { CardOdds } from "./card-view";
import { luckLine, type CardLuck } from "./luck-line";
import { oddsLine } from "./odds-line";

/**
 * The lines under a roll of Foundry's own notation (docs/formula-dialog.md "The card"): the chance it had of its
 * target, when the *Any formula* dialog rolled it against one, and its luck — both worked out from the formula as
 * Foundry saved it and its total on every render, never stored. Nothing where the odds engine has no distribution.
 */

/** What a formula roll's message keeps in its flag: the target it was rolled against, if any, and how it compares. */
export interface FormulaRollFlag {
  readonly target?: number;
  readonly compare: FormulaCompare;
}

/** The flag as stored (anything may have written it): a flag, or null when it cannot be read as one. */
export function readFormulaRollFlag(value: unknown): FormulaRollFlag | null {
  if (typeof value !== "object" || value === null) return null;
  const compare: unknown = Reflect.get(value, "compare");
  const target: unknown = Reflect.get(value, "target");
  if (!isOneOf(FORMULA_COMPARES, compare)) return null;
  if (target === undefined || target === null) return { compare };
  return typeof target === "number" && Number.isSafeInteger(target) ? { target, compare } : null;
}

/** What the target asks, in words: "15 or more", "15 or less", "exactly 15". */
export function formulaTargetText(i18n: Translator, target: number, compare: FormulaCompare): string {
  return formatWith(i18n, `INDIE_DICE.AnyFormula.Odds.${compare}`, { target: plain(target, i18n) });
}

/** "Before the roll: 30.0% for 15 or more"; null without a target, or where the engine refuses the formula. */
export function formulaChanceLine(i18n: Translator, formula: string, flag: FormulaRollFlag): CardOdds | null {
  const { target } = flag;
  if (target === undefined) return null;
  try {
    const chance = formulaChance(rememberedFormulaDistribution(formula), target, flag.compare);
    return oddsLine(i18n, "INDIE_DICE.AnyFormula.Card.Chance", chance, {
      target: formulaTargetText(i18n, target, flag.compare),
    });
  } catch (error) {
    if (error instanceof IndieDiceError) return null;
    throw error;
  }
}

/**
 * "Luckier than 87.0% of such rolls" for a roll of `formula` that came to `total`; null where there is no distribution.
 */
export function formulaLuckLine(i18n: Translator, formula: string, total: number): CardLuck | null {
  const luck = formulaRollLuck(formula, total);
  return luck === null ? null : luckLine(i18n, luck);
}

/** The flag a formula roll's message is posted with: what its card's chance line reads. */
export function formulaRollFlag(request: {
  readonly target?: number;
  readonly compare: FormulaCompare;
}): FormulaRollFlag {
  return request.target === undefined
    ? { compare: request.compare }
    : { target: request.target, compare: request.compare };
}
