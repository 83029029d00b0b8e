import { alterFormula, withCount } from "../../../core/damage/critical-formula";
import { chanceAtLeast, mixture, NO_DAMAGE, sumOf } from "../../../core/damage/damage-outcomes";
import { targetAmounts, targetNumber, targetTypes } from "../../../core/damage/damage-question";
import { IndieDiceError } from "../../../core/errors";
import { formulaDistribution } from "../../../core/formula/formula-distribution";
import { rememberedFormulaDistribution } from "../../../core/formula/formula-luck";
import { chanceThatCanFail } from "../../../core/odds/certainty";
import { roundTotals } from "../../../core/systems/round-totals";
import type { Pf2eEngine } from "../core/pf2e-engine";

/**
 * The engine pf2e's figures take, as the web calculator (the site's, not on the kit) builds it from the modules the
 * adapter gets in the kit: the same functions, by the kit's namespaces.
 */
export const PF2E_ENGINE: Pf2eEngine = {
  systems: { formulaDistribution, rememberedFormulaDistribution, roundTotals },
  odds: { chanceThatCanFail },
  damage: {
    NO_DAMAGE,
    mixture,
    sumOf,
    chanceAtLeast,
    alterFormula,
    withCount,
    targetNumber,
    targetTypes,
    targetAmounts,
  },
  limits: { IndieDiceError },
};
