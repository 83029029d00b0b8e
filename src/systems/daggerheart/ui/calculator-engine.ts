import { formulaChance } from "../../../core/formula/formula-distribution";
import { rememberedFormulaDistribution } from "../../../core/formula/formula-luck";
import { SummedChance } from "../../../core/odds/certainty";
import { naturalAtLeast, naturalChance, naturalRollOdds, restFormula } from "../../../core/systems/natural-roll";
import { roundTotals } from "../../../core/systems/round-totals";
import type { DaggerheartEngine } from "../core/judged-targets";

/**
 * The engine Daggerheart's figures take, from the modules themselves: the adapter gets the same functions from the
 * kit (`kit.systems`, `kit.odds`); the site, which is not handed a kit, and the bench and tests take these.
 */
export const DAGGERHEART_ENGINE: DaggerheartEngine = {
  systems: {
    naturalRollOdds,
    naturalChance,
    naturalAtLeast,
    rememberedFormulaDistribution,
    formulaChance,
    restFormula,
    roundTotals,
  },
  odds: { SummedChance },
};
