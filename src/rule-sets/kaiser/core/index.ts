import type { CoreRuleSet } from "../../../core/rule-set";
import { kaiserApiOdds, kaiserDeprecatedOddsNames } from "./api-odds";
import { kaiserContestRule } from "./contest";
import { kaiserExactOdds } from "./exact-odds";
import { kaiserFormula } from "./formula";
import { kaiserLuck, kaiserRollLuck } from "./luck";
import { kaiserNotation } from "./notation";
import { judgeKaiserRow } from "./row-judgment";
import { KAISER_LIMITS } from "./limits";

/** Kaiser in the core: its formula, odds, luck, contests and request rows. */
export const kaiserCore: CoreRuleSet<"kaiser"> = {
  id: "kaiser",
  rollClassName: "KaiserRoll",
  labelKey: "INDIE_DICE.RuleSet.kaiser",
  dialogTitleKey: "INDIE_DICE.Dialog.Title.Kaiser",
  formula: kaiserFormula,
  odds: kaiserExactOdds,
  apiOdds: kaiserApiOdds,
  deprecatedOddsNames: kaiserDeprecatedOddsNames,
  limits: KAISER_LIMITS,
  luck: kaiserLuck,
  rollLuck: kaiserRollLuck,
  contestRollLuck: ({ check }) => kaiserRollLuck(check),
  // A `ko` term is a skill check; its luck reads the kept pair's level as the pool method rolls it.
  termLuck: (reading, total) =>
    reading.openRoll
      ? kaiserLuck({ kind: "skill", bonus: 0, advantage: reading.advantage, method: "pool" }, total)
      : null,
  notation: kaiserNotation,
  contestRule: kaiserContestRule,
  judgeRow: judgeKaiserRow,
};
