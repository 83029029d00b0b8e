import type { RuleSetContest } from "indie-dice-types";
import { kit } from "../kit";

/** Its contests as the card and the Start contest dialog show them: each side's heads, and the flip-off. */
export const coinsContest: RuleSetContest<"coins"> = {
  titleKey: () => "INDIE_DICE.Contest.Title",
  rulesNote: (i18n) => i18n.localize("INDIE_DICE.Contest.Rules.Coins"),
  neitherOddsKey: () => null,
  comparedTotal: (_state, roll, i18n) => kit().text.plain(roll.heads, i18n),
  sideLine: (i18n, _state, name, roll) =>
    kit().contests.stepText(i18n, "Total", {
      name,
      total: kit().text.plain(roll.heads, i18n),
      expression: roll.faces.join(" "),
    }),
  tieSteps: (i18n, _state, attackerRoll) => [kit().contests.tieAt(i18n, kit().text.plain(attackerRoll.heads, i18n))],
  decisionSteps: (i18n, _state, names, outcome, detail) => {
    const { higherTotal, rounds, stepText, tieAt } = kit().contests;
    const { plain } = kit().text;
    if (detail.flipOff === null) return [higherTotal(i18n, names, outcome, detail.attackerHeads, detail.defenderHeads)];
    return [
      tieAt(i18n, plain(detail.attackerHeads, i18n)),
      stepText(i18n, "CoinsFlipOff", { rounds: rounds(i18n, detail.flipOff.rounds) }),
    ];
  },
  effects: () => [],
  start: {
    sideFields: ["coins"],
    loneRollOnly: { target: "" },
  },
};
