import type { CoreRuleSet } from "indie-dice-types";
import { coinsContestRule } from "./contest";
import { coinsLuck, coinsRollLuck } from "./luck";
import { coinsFormula } from "./mechanics";
import { coinsNotation, coinsTermLuck } from "./notation";
import { coinsApiOdds, coinsExactOdds } from "./odds";
import { judgeCoinsRow } from "./row-judgment";

/** The rule set in the core: its formula, odds, luck, contests, request rows and its own notation (`Nd2hc`). */
export const coinsCore = (): CoreRuleSet<"coins"> => ({
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
  contestRule: coinsContestRule(),
  judgeRow: judgeCoinsRow,
  notation: coinsNotation,
  termLuck: coinsTermLuck,
});
