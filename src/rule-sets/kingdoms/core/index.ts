import type { CoreRuleSet } from "../../../core/rule-set";
import { kingdomsApiOdds, kingdomsDeprecatedOddsNames } from "./api-odds";
import { kingdomsContestRule } from "./contest";
import { kingdomsExactOdds } from "./exact-odds";
import { kingdomsFormula } from "./formula";
import { kingdomsLuck, kingdomsRollLuck } from "./luck";
import { kingdomsNotation } from "./notation";
import { judgeKingdomsRow } from "./row-judgment";
import { KINGDOMS_LIMITS } from "./limits";

/** Kingdoms and Rulers in the core: its formula, odds, luck, contests and request rows. */
export const kingdomsCore: CoreRuleSet<"kingdoms"> = {
  id: "kingdoms",
  rollClassName: "KingdomsRoll",
  labelKey: "INDIE_DICE.RuleSet.kingdoms",
  dialogTitleKey: "INDIE_DICE.Dialog.Title.Kingdoms",
  formula: kingdomsFormula,
  odds: kingdomsExactOdds,
  apiOdds: kingdomsApiOdds,
  deprecatedOddsNames: kingdomsDeprecatedOddsNames,
  limits: KINGDOMS_LIMITS,
  luck: kingdomsLuck,
  rollLuck: kingdomsRollLuck,
  contestRollLuck: kingdomsRollLuck,
  termLuck: (reading, total) =>
    reading.difficultyThreshold === null ? null : kingdomsLuck(reading.number, reading.difficultyThreshold, total),
  notation: kingdomsNotation,
  contestRule: kingdomsContestRule,
  judgeRow: judgeKingdomsRow,
};
