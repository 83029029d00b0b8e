import type { CoreRuleSet } from "../../../core/rule-set";
import { kleptoApiOdds, kleptoDeprecatedOddsNames } from "./api-odds";
import { kleptoContestRule } from "./contest";
import { kleptoExactOdds } from "./exact-odds";
import { D10ISH_DIE } from "./fairness-die";
import { kleptoFormula } from "./formula";
import { kleptoLuck, kleptoRollLuck } from "./luck";
import { kleptoNotation } from "./notation";
import { judgeKleptoRow } from "./row-judgment";
import { KLEPTO_LIMITS } from "./limits";

/** The Kleptonomicon in the core: its formula, odds, luck, contests and request rows. */
export const kleptoCore: CoreRuleSet<"klepto"> = {
  id: "klepto",
  rollClassName: "KleptoRoll",
  labelKey: "INDIE_DICE.RuleSet.klepto",
  dialogTitleKey: "INDIE_DICE.Dialog.Title.Klepto",
  formula: kleptoFormula,
  odds: kleptoExactOdds,
  apiOdds: kleptoApiOdds,
  deprecatedOddsNames: kleptoDeprecatedOddsNames,
  limits: KLEPTO_LIMITS,
  luck: kleptoLuck,
  rollLuck: kleptoRollLuck,
  contestRollLuck: kleptoRollLuck,
  termLuck: (reading, total, crit) =>
    kleptoLuck(
      {
        modifier: 0,
        method: reading.d10ish ? "d10ish" : "coin",
        advantages: Math.max(0, reading.advantage),
        disadvantages: Math.max(0, -reading.advantage),
      },
      { total, crit },
    ),
  notation: kleptoNotation,
  ownDice: [D10ISH_DIE],
  contestRule: kleptoContestRule,
  judgeRow: (roll) => judgeKleptoRow(roll),
};
