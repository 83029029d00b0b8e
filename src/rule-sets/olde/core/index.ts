import type { CoreRuleSet } from "../../../core/rule-set";
import { oldeApiOdds, oldeDeprecatedOddsNames } from "./api-odds";
import { oldeContestRule } from "./contest";
import { oldeExactOdds } from "./exact-odds";
import { oldeLuck, oldeRollLuck } from "./luck";
import { oldeFoundryFormula } from "./mechanics/dice-code";
import { judgeOldeRow } from "./row-judgment";
import { OLDE_LIMITS } from "./limits";

/**
 * Dungeons of Olde in the core: its formula, odds, luck, contests and request rows. It writes its rolls in Foundry's
 * own notation (`2d6x`), which no plain roll can be told apart from, so a plain roll has no Olde luck.
 */
export const oldeCore: CoreRuleSet<"olde"> = {
  id: "olde",
  rollClassName: "OldeRoll",
  labelKey: "INDIE_DICE.RuleSet.olde",
  dialogTitleKey: "INDIE_DICE.Dialog.Title.Olde",
  formula: oldeFoundryFormula,
  odds: oldeExactOdds,
  apiOdds: oldeApiOdds,
  deprecatedOddsNames: oldeDeprecatedOddsNames,
  limits: OLDE_LIMITS,
  luck: oldeLuck,
  rollLuck: oldeRollLuck,
  contestRollLuck: oldeRollLuck,
  contestRule: oldeContestRule,
  judgeRow: judgeOldeRow,
};
