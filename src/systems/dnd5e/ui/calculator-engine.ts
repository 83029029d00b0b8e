// The engine's functions, which the adapter gets from the kit: the site (not on the kit) takes the modules.
import { alterFormula, maximizedTotal, topLevelDice, withCount } from "../../../core/damage/critical-formula";
import { chanceAtLeast, mapTotals, mixture, NO_DAMAGE, sumOf } from "../../../core/damage/damage-outcomes";
import { builtPart, targetAmounts, targetNumber, targetTypes } from "../../../core/damage/damage-question";
import { formulaDistribution } from "../../../core/formula/formula-distribution";
import {
  naturalAndTotalChance,
  naturalAtLeast,
  naturalChance,
  naturalRollOdds,
  NO_NATURAL_RULES,
} from "../../../core/systems/natural-roll";
import { roundTotals } from "../../../core/systems/round-totals";
import type { Dnd5eEngine } from "../core/dnd5e-engine";

/** D&D 5e's figures' engine on the web calculator's page (and in the tests and benches that work them out alone). */
export const DND5E_ENGINE: Dnd5eEngine = {
  systems: {
    naturalRollOdds,
    naturalChance,
    naturalAndTotalChance,
    naturalAtLeast,
    NO_NATURAL_RULES,
    roundTotals,
    formulaDistribution,
  },
  damage: {
    NO_DAMAGE,
    mapTotals,
    sumOf,
    mixture,
    chanceAtLeast,
    topLevelDice,
    alterFormula,
    withCount,
    maximizedTotal,
    builtPart,
    targetNumber,
    targetTypes,
    targetAmounts,
  },
};
