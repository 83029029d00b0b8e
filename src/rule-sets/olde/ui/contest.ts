import type { ContestState, PairingOutcome } from "../../../card-kinds/contest/core/contest-types";
import { plain, sumExpression } from "../../../ui/roll-cards/card-text";
import type { Translator } from "../../../ui/translator";
import {
  decidedWords,
  higherTotal,
  outcomeWords,
  rounds,
  stepText,
  tieAt,
} from "../../../card-kinds/contest/ui/contest-step-text";
import {
  type PairingDetailOf,
  type PairingNames,
  type RuleSetContest,
} from "../../../card-kinds/contest/ui/rule-set-contest";

/**
 * A Dungeons of Olde contest as the card and the Start dialog show it: each side's total, and a tie as a
 * stalemate whose d6 roll-off says who comes out ahead.
 */

function decisionSteps(
  i18n: Translator,
  _state: ContestState<"olde">,
  names: PairingNames,
  outcome: PairingOutcome,
  detail: PairingDetailOf<"olde">,
): string[] {
  const { result, rollOff } = detail;
  if (outcome.decidedBy === "total")
    return [higherTotal(i18n, names, outcome, result.first.total, result.second.total)];
  const lines = [stepText(i18n, "Stalemate", { total: plain(result.first.total, i18n) })];
  if (rollOff) {
    const name = rollOff.winner === null ? "" : rollOff.winner === "attacker" ? names.attacker : names.defender;
    lines.push(
      stepText(i18n, rollOff.capped ? "RollOffCapped" : "RollOffAhead", { rounds: rounds(i18n, rollOff.rounds), name }),
    );
  }
  return lines;
}

/** A stalemate, and who its roll-off put ahead (none when it hit the cap). */
function decidedText(i18n: Translator, names: PairingNames, outcome: PairingOutcome): string {
  if (outcome.winner !== "neither" || outcome.decidedBy !== "stalemate") return decidedWords(i18n, names, outcome);
  const ahead = outcome.rollOffWinner ?? null;
  return ahead === null
    ? outcomeWords(i18n, "Stalemate")
    : outcomeWords(i18n, "StalemateRollOff", { name: names[ahead] });
}

export const oldeContest: RuleSetContest<"olde"> = {
  titleKey: () => "INDIE_DICE.Contest.Title",
  rulesNote: (i18n) => i18n.localize("INDIE_DICE.Contest.Rules.Olde"),
  neitherOddsKey: () => "INDIE_DICE.Contest.Odds.Stalemate",
  decidedText,
  comparedTotal: (_state, roll, i18n) => plain(roll.total, i18n),
  sideLine: (i18n, _state, name, roll) => {
    const throws = roll.dice.flatMap((die) => die.throws);
    return stepText(i18n, "Total", {
      name,
      total: plain(roll.total, i18n),
      expression: sumExpression(i18n, throws, roll.adjustment),
    });
  },
  tieSteps: (i18n, _state, attackerRoll) => [tieAt(i18n, plain(attackerRoll.total, i18n))],
  decisionSteps,
  effects: () => [],
  start: {
    sideFields: ["count", "faces", "adjustment", "unlimited"],
    loneRollOnly: { target: null },
  },
};
