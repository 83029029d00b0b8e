import { plain } from "../../../../src/ui/roll-cards/card-text";
import { higherTotal, rounds, stepText, tieAt } from "../../../../src/ui/contests/contest-step-text";
import { type RuleSetContest } from "../../../../src/ui/rule-set-contest";
import { coinsDoubleOption } from "./contest-choice";

/** The toy's contests as the card and the Start contest dialog show them: each side's heads, and the flip-off. */
export const coinsContest: RuleSetContest<"coins"> = {
  titleKey: (state) => (state.rules.coinsDouble ? "COINS.DoubleOrNothing" : "INDIE_DICE.Contest.Title"),
  rulesNote: (i18n) => i18n.localize("INDIE_DICE.Contest.Rules.Coins"),
  neitherOddsKey: () => null,
  comparedTotal: (_state, roll, i18n) => plain(roll.heads, i18n),
  sideLine: (i18n, _state, name, roll) => stepText(i18n, "Total", { name, total: plain(roll.heads, i18n), expression: roll.faces.join(" ") }),
  tieSteps: (i18n, _state, attackerRoll) => [tieAt(i18n, plain(attackerRoll.heads, i18n))],
  decisionSteps: (i18n, _state, names, outcome, detail) => {
    if (detail.flipOff === null) return [higherTotal(i18n, names, outcome, detail.attackerHeads, detail.defenderHeads)];
    return [tieAt(i18n, plain(detail.attackerHeads, i18n)), stepText(i18n, "CoinsFlipOff", { rounds: rounds(i18n, detail.flipOff.rounds) })];
  },
  effects: () => [],
  start: {
    sideFields: ["coins"],
    loneRollOnly: { target: "" },
    options: coinsDoubleOption,
  },
};
