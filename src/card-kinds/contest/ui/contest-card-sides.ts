import type {
  ContestParticipant,
  ContestRollTypes,
  ContestKindId,
  ContestSpecs,
  ContestState,
} from "../core/contest-types";
import { formatWith, type Translator } from "../../../ui/translator";
import type { ContestButton, ContestSideView } from "./contest-card-view";
import { disabledReason } from "../../../ui/roll-cards/disabled-reason";
import { contestOf, uiContestKindOf } from "./contest-kind-views";

/** The card's two columns: each participant's name, roll, total once in, and Roll button until then. */

export const CONTEST_ROLL_ACTION = "indie-dice-contest-roll";

/** A side's roll in its kind's notation (a rule set's one formula writer), or "to be chosen" while it has none. */
function specFormula<R extends ContestKindId>(i18n: Translator, ruleSet: R, spec: ContestSpecs[R] | null): string {
  if (spec === null) return i18n.localize("INDIE_DICE.Contest.Spec.Open");
  return uiContestKindOf(ruleSet).specText(spec);
}

/** The side's roll: the one fixed or rolled, else the proposed one, marked as such. */
function sideFormula<R extends ContestKindId>(
  i18n: Translator,
  ruleSet: R,
  participant: ContestParticipant<R>,
): string {
  if (participant.spec !== null || !participant.proposal) return specFormula(i18n, ruleSet, participant.spec);
  return formatWith(i18n, "INDIE_DICE.Contest.Spec.Proposed", {
    formula: specFormula(i18n, ruleSet, participant.proposal),
  });
}

function rollButton(i18n: Translator, participant: ContestParticipant, mayRoll: boolean): ContestButton {
  return {
    action: CONTEST_ROLL_ACTION,
    // The name stands at the top of the participant's box: the button says only "Roll", so it fits the chat log
    // on one line whatever the name, and its accessible name says whose roll it is.
    label: i18n.localize("INDIE_DICE.Contest.RollButton"),
    ariaLabel: formatWith(i18n, "INDIE_DICE.Contest.Roll", { name: participant.name }),
    icon: "fa-solid fa-dice",
    disabled: !mayRoll,
    reason: disabledReason(i18n, !mayRoll, "NotYours", { name: participant.name }),
  };
}

export function sideView<R extends ContestKindId>(
  i18n: Translator,
  state: ContestState<R>,
  participant: ContestParticipant<R>,
  roll: ContestRollTypes[R] | null,
  mayRoll: (participantId: string) => boolean,
  hidden = false,
): ContestSideView {
  const rolled = participant.messageId !== null;
  const open = state.status === "open" && !rolled;
  const total = hidden
    ? i18n.localize("INDIE_DICE.Contest.Hidden")
    : roll === null
      ? i18n.localize("INDIE_DICE.Contest.NotRolled")
      : contestOf(state.ruleSet).comparedTotal(state, roll, i18n);
  return {
    id: participant.id,
    name: participant.name,
    sideLabel: i18n.localize(`INDIE_DICE.Contest.Side.${participant.side}`),
    formula: sideFormula(i18n, state.ruleSet, participant),
    rolled,
    total,
    rollButton: open ? rollButton(i18n, participant, mayRoll(participant.id)) : null,
  };
}
