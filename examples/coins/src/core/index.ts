import type { CoreRuleSet } from "indie-dice-types";
import { coinsContestRule } from "./contest";
import { coinsLuck, coinsRollLuck } from "./luck";
import { COINS_LIMIT, TARGET_LIMIT, coinsFormula } from "./mechanics";
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
  // Every number a user can type, listed with Indie Dice's own (`listLimits`): its refusal's key is walked by tests.
  limits: { coinsCount: COINS_LIMIT, coinsTarget: TARGET_LIMIT },
});
