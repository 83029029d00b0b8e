import type { CoreRuleSet } from "../../../core/rule-set";
import { ogsApiOdds, ogsDeprecatedOddsNames } from "./api-odds";
import { ogsContestRule } from "./contest";
import { ogsExactOdds } from "./exact-odds";
import { ogsLuck, ogsRollLuck } from "./luck";
import { ogsCheckFormula } from "./mechanics/check-spec";
import { ogsNotation } from "./notation";
import { judgeOgsRow } from "./row-judgment";
import { OGS_LIMITS } from "./limits";

/** OGS in the core: its formula, odds, luck, contests and request rows. */
export const ogsCore: CoreRuleSet<"ogs"> = {
  id: "ogs",
  rollClassName: "OgsRoll",
  labelKey: "INDIE_DICE.RuleSet.ogs",
  dialogTitleKey: "INDIE_DICE.Dialog.Title.Ogs",
  formula: ogsCheckFormula,
  odds: ogsExactOdds,
  apiOdds: ogsApiOdds,
  deprecatedOddsNames: ogsDeprecatedOddsNames,
  limits: OGS_LIMITS,
  luck: ogsLuck,
  rollLuck: ogsRollLuck,
  contestRollLuck: ogsRollLuck,
  // A Die Increase is expanded into real dice before it is saved; a bare `p` term never reaches a chat message.
  termLuck: () => null,
  notation: ogsNotation,
  contestRule: ogsContestRule,
  judgeRow: judgeOgsRow,
};
