import { IndieDiceError } from "../core/errors";
import { FORMULA_COMPARES, formulaChance, formulaDistribution } from "../core/formula/formula-distribution";
import type { FormulaCompare } from "../core/formula/formula-distribution-types";
import { compareFormulas, formulaSeries } from "../core/formula/formula-comparison";
import { damageAnswer } from "../core/damage/damage-question";
import { systemDamageRules } from "./systems/damage-rules-registry";
import { describeInput } from "../core/limits";
import { requireList } from "../core/lists";
import { asFoundryError } from "./errors";
import { formatList } from "../ui/lists";
import type { FormulaOddsApi } from "./types/formula-odds-api";

/**
 * The API's formula odds (docs/formula-odds.md): the core engine, its refusals localized for the caller; a damage
 * question (docs/systems.md "A damage question") under the rules the systems declared.
 */
export function createFormulaOddsApi(): FormulaOddsApi {
  return {
    distribution: (formula, options = {}) => localized(() => distributionOf(formula, options.data)),
    chance: (formula, options) =>
      localized(() => {
        const { target, compare = "atLeast", data } = options ?? ({} as Partial<typeof options>);
        if (typeof target !== "number" || !Number.isFinite(target)) {
          throw new IndieDiceError("INDIE_DICE.Error.Formula.Target", { value: describeInput(target) });
        }
        return formulaChance(distributionOf(formula, data), target, knownCompare(compare));
      }),
    compare: (formulas, options) =>
      localized(() => compareFormulas(requireList(formulas, "formulas"), options?.data ?? null)),
    series: (formula, options) =>
      localized(() => {
        if (typeof formula !== "string")
          throw new IndieDiceError("INDIE_DICE.Error.NotAFormula", { value: describeInput(formula) });
        // A macro in plain JavaScript may leave out any option: each is checked by name in the core.
        return formulaSeries(formula, {
          ...options,
          compare: knownCompare(options?.compare ?? "atLeast"),
          data: options?.data ?? null,
        });
      }),
    damage: (question) => localized(() => damageAnswer(question, systemDamageRules())),
  };
}

/** A comparison the formula odds know, else refused with the list of those they do, in the user's language. */
function knownCompare(compare: unknown): FormulaCompare {
  if (!FORMULA_COMPARES.some((known) => known === compare)) {
    throw new IndieDiceError("INDIE_DICE.Error.Formula.Compare", {
      value: describeInput(compare),
      compares: formatList(FORMULA_COMPARES, game.i18n, "or"),
    });
  }
  return compare as FormulaCompare;
}

function distributionOf(formula: unknown, data: unknown) {
  if (typeof formula !== "string")
    throw new IndieDiceError("INDIE_DICE.Error.NotAFormula", { value: describeInput(formula) });
  return formulaDistribution(formula, data ?? null);
}

function localized<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw asFoundryError(error);
  }
}
