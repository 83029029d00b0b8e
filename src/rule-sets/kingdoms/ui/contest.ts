import type { ContestState, PairingOutcome } from "../../../card-kinds/contest/core/contest-types";
import { signed } from "../../../ui/roll-cards/card-text";
import { selectField } from "../../../ui/dialogs/field-views";
import { formatCount, type Translator } from "../../../ui/translator";
import {
  decidedWords,
  outcomeWords,
  stepText,
  tieAt,
  winnerName,
} from "../../../card-kinds/contest/ui/contest-step-text";
import {
  type ContestOptions,
  type PairingNames,
  type RuleSetContest,
} from "../../../card-kinds/contest/ui/rule-set-contest";
import { KINGDOMS_ACTIVE_SIDES } from "../core/contest-rules";

/**
 * A Kingdoms & Realms contest as the card and the Start dialog show it: each side's margin against its DT, the
 * acting side (chosen on the Start dialog) that must reach margin 0, and equal margins as a stalemate.
 */

type KingdomsState = ContestState<"kingdoms">;

const ACTIVE_SIDE_LABELS = [
  ["attacker", "INDIE_DICE.Contest.Start.ActiveAttacker"],
  ["defender", "INDIE_DICE.Contest.Start.ActiveDefender"],
  ["neither", "INDIE_DICE.Contest.Start.ActiveNeither"],
] as const;

function rulesNote(i18n: Translator, state: KingdomsState): string {
  const active = state.rules.kingdomsActive;
  if (active === "neither") return i18n.localize("INDIE_DICE.Contest.Rules.KingdomsNeither");
  return i18n.localize(
    active === "attacker" ? "INDIE_DICE.Contest.Rules.KingdomsAttacker" : "INDIE_DICE.Contest.Rules.KingdomsDefender",
  );
}

function decisionSteps(i18n: Translator, state: KingdomsState, names: PairingNames, outcome: PairingOutcome): string[] {
  if (outcome.decidedBy === "activeBelowZero") {
    const active = state.rules.kingdomsActive === "defender" ? names.defender : names.attacker;
    return [stepText(i18n, "ActiveShort", { name: active, winner: winnerName(names, outcome) })];
  }
  if (outcome.decidedBy === "equalMargins") return [stepText(i18n, "EqualMargins")];
  return [stepText(i18n, "HigherMargin", { name: winnerName(names, outcome) })];
}

/** The acting side, which must reach a margin of 0: part of the card's rules (`ContestRules.kingdomsActive`). */
const activeSideOption: ContestOptions = {
  defaults: { kingdomsActive: "attacker" },
  read: (reader) => ({ kingdomsActive: reader.choice("kingdomsActive", KINGDOMS_ACTIVE_SIDES, "attacker") }),
  fields: (frame) => [
    selectField(frame, "kingdomsActive", "INDIE_DICE.Contest.Start.ActiveSide", ACTIVE_SIDE_LABELS, {
      hint: "INDIE_DICE.Contest.Start.ActiveSideHint",
    }),
  ],
  contest: ({ kingdomsActive }) => ({ rules: { kingdomsActive } }),
};

export const kingdomsContest: RuleSetContest<"kingdoms"> = {
  titleKey: () => "INDIE_DICE.Contest.Title",
  rulesNote,
  neitherOddsKey: () => "INDIE_DICE.Contest.Odds.Stalemate",
  // Equal margins are a stalemate.
  decidedText: (i18n, names, outcome) =>
    outcome.decidedBy === "equalMargins" && outcome.winner === "neither"
      ? outcomeWords(i18n, "Stalemate")
      : decidedWords(i18n, names, outcome),
  comparedTotal: (_state, roll, i18n) => signed(roll.margin, i18n),
  sideLine: (i18n, _state, name, roll) =>
    stepText(i18n, "Margin", {
      name,
      margin: signed(roll.margin, i18n),
      dt: roll.dt,
      successes: formatCount(i18n, "INDIE_DICE.Contest.Step.Successes", roll.successes),
      failures: formatCount(i18n, "INDIE_DICE.Contest.Step.Failures", roll.failures),
    }),
  // Equal margins are a stalemate, settled without dice: this only words a tie, should one ever wait.
  tieSteps: (i18n, _state, attackerRoll) => [tieAt(i18n, signed(attackerRoll.margin, i18n))],
  decisionSteps,
  effects: () => [],
  start: {
    sideFields: ["pool", "dice", "dt"],
    loneRollOnly: {},
    options: activeSideOption,
  },
};
