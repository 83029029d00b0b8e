import type { CoreRuleSet } from "../../../../src/core/rule-set";
import { coinsContestRule } from "./contest";
import { coinsLuck, coinsRollLuck } from "./luck";
import { coinsFormula } from "./mechanics";
import { coinsApiOdds, coinsExactOdds } from "./odds";
import { judgeCoinsRow } from "./row-judgment";

/** The toy rule set in the core: its formula, odds, luck, contests and request rows. */
export const coinsCore: CoreRuleSet<"coins"> = {
  id: "coins",
  rollClassName: "CoinsRoll",
  labelKey: "INDIE_DICE.RuleSet.coins",
  dialogTitleKey: "INDIE_DICE.Dialog.Title.Coins",
  formula: coinsFormula,
  odds: coinsExactOdds,
  apiOdds: coinsApiOdds,
  luck: coinsLuck,
  rollLuck: coinsRollLuck,
  contestRollLuck: coinsRollLuck,
  contestRule: coinsContestRule,
  judgeRow: judgeCoinsRow,
};
