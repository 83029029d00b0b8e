import type { ContestState, PairingOutcome } from "../../../card-kinds/contest/core/contest-types";
import type { RolledTotal } from "../core/mechanics/rolled-dice";
import { plain, sumExpression } from "../../../ui/roll-cards/card-text";
import type { Translator } from "../../../ui/translator";
import { higherTotal, rounds, stepText, tieAt, winnerName } from "../../../card-kinds/contest/ui/contest-step-text";
import {
  type PairingDetailOf,
  type PairingNames,
  type RuleSetContest,
} from "../../../card-kinds/contest/ui/rule-set-contest";

/**
 * An OGS contest as the card and the Start dialog show it: each side's total, then the tie chain one step per
 * line — dice values, die sizes, d12 roll-offs — down to the step that decided it.
 */

/** Dice values or sizes high to low, "6 4 2" or "d12 d8": figures and notation, the same in every language. */
function sortedHighToLow(values: readonly number[], prefix = ""): string {
  return [...values]
    .sort((a, b) => b - a)
    .map((value) => `${prefix}${value}`)
    .join(" ");
}

function diceValues(roll: RolledTotal): string {
  return sortedHighToLow(roll.dice.map((die) => die.value));
}

function dieSizes(roll: RolledTotal): string {
  return sortedHighToLow(
    roll.dice.map((die) => die.faces),
    "d",
  );
}

function decisionSteps(
  i18n: Translator,
  _state: ContestState<"ogs">,
  names: PairingNames,
  outcome: PairingOutcome,
  { result }: PairingDetailOf<"ogs">,
): string[] {
  if (outcome.decidedBy === "total") return [higherTotal(i18n, names, outcome, result.a.total, result.b.total)];
  const values = { attacker: diceValues(result.a), defender: diceValues(result.b) };
  const sizes = { attacker: dieSizes(result.a), defender: dieSizes(result.b) };
  const name = winnerName(names, outcome);
  const lines = [tieAt(i18n, plain(result.a.total, i18n))];
  if (outcome.decidedBy === "values") return [...lines, stepText(i18n, "Values", { ...values, name })];
  lines.push(stepText(i18n, "ValuesTie", { values: values.attacker }));
  if (outcome.decidedBy === "sizes") return [...lines, stepText(i18n, "Sizes", { ...sizes, name })];
  lines.push(stepText(i18n, "SizesTie", { sizes: sizes.attacker }));
  return [
    ...lines,
    stepText(i18n, result.capped ? "RollOffCapped" : "RollOff", { rounds: rounds(i18n, result.rollOffs), name }),
  ];
}

export const ogsContest: RuleSetContest<"ogs"> = {
  titleKey: () => "INDIE_DICE.Contest.Title",
  rulesNote: (i18n) => i18n.localize("INDIE_DICE.Contest.Rules.Ogs"),
  neitherOddsKey: () => null,
  comparedTotal: (_state, roll, i18n) => plain(roll.total, i18n),
  sideLine: (i18n, _state, name, roll) =>
    stepText(i18n, "Total", {
      name,
      total: plain(roll.total, i18n),
      expression: sumExpression(
        i18n,
        roll.dice.map((die) => die.value),
        roll.flatBonus,
      ),
    }),
  // The d12 roll-off is due only once the values and the sizes tie too: the card shows both steps.
  tieSteps: (i18n, _state, attackerRoll) => [
    tieAt(i18n, plain(attackerRoll.total, i18n)),
    stepText(i18n, "ValuesTie", { values: diceValues(attackerRoll) }),
    stepText(i18n, "SizesTie", { sizes: dieSizes(attackerRoll) }),
  ],
  decisionSteps,
  effects: () => [],
  start: {
    // The flat bonus beside the modifier die: a narrow Start contest pairs them (styles/dialogs.css), tabbed as seen.
    sideFields: ["stat", "skill", "modifier", "flatBonus", "stages", "increaseTarget"],
    loneRollOnly: { difficulty: null },
  },
};
