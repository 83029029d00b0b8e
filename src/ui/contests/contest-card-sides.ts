import { opposedSide } from "../../core/mechanics/kaiser";
import type { KleptoTestResult } from "../../core/mechanics/klepto";
import { ogsCheckFormula } from "../../core/mechanics/ogs";
import { oldeFoundryFormula } from "../../core/mechanics/olde";
import { kaiserFormula, kingdomsFormula, kleptoFormula } from "../../core/notation/rule-set-formulas";
import type {
  ContestParticipant,
  ContestRoll,
  ContestRollTypes,
  ContestRuleSet,
  ContestSpec,
  ContestSpecs,
  ContestState,
} from "../../core/contests/contests";
import { plain, signed } from "../cards/card-text";
import { formatWith, type Translator } from "../translator";
import type { ContestButton, ContestSideView } from "./contest-card-view";

/** The card's two columns: each participant's name, roll, total once in, and Roll button until then. */

export const CONTEST_ROLL_ACTION = "indie-dice-contest-roll";

type Formulas = { readonly [R in ContestRuleSet]: (spec: ContestSpecs[R]) => string };

const FORMULAS: Formulas = {
  kaiser: kaiserFormula,
  ogs: ogsCheckFormula,
  kingdoms: kingdomsFormula,
  klepto: kleptoFormula,
  olde: oldeFoundryFormula,
};

export function specFormula(i18n: Translator, ruleSet: ContestRuleSet, spec: ContestSpec | null): string {
  if (spec === null) return i18n.localize("INDIE_DICE.Contest.Spec.Open");
  return (FORMULAS[ruleSet] as (spec: ContestSpec) => string)(spec);
}

/** The side's roll: the one fixed or rolled, else the proposed one, marked as such. */
function sideFormula(i18n: Translator, ruleSet: ContestRuleSet, participant: ContestParticipant): string {
  if (participant.spec !== null || !participant.proposal) return specFormula(i18n, ruleSet, participant.spec);
  return formatWith(i18n, "INDIE_DICE.Contest.Spec.Proposed", { formula: specFormula(i18n, ruleSet, participant.proposal) });
}

/** A Kleptonomicon Score as the text writes it: a crit as its shorthand, whatever the modifier made of it. */
export function scoreText(score: Pick<KleptoTestResult, "crit" | "total">): string {
  if (score.crit === "success") return "[10!]";
  if (score.crit === "failure") return "[0!]";
  return plain(score.total);
}

type Totals = { readonly [R in ContestRuleSet]: (state: ContestState, roll: ContestRollTypes[R]) => string };

const TOTALS: Totals = {
  kaiser: (state, roll) => plain(opposedSide(roll.check, roll.penaltyFaces, state.rules.kaiserFumblePenalty).total),
  ogs: (_state, roll) => plain(roll.total),
  kingdoms: (_state, roll) => signed(roll.margin),
  klepto: (_state, roll) => scoreText(roll),
  olde: (_state, roll) => plain(roll.total),
};

/** The total a side compares, as the card prints it. */
export function comparedTotalText(state: ContestState, roll: ContestRoll): string {
  return (TOTALS[state.ruleSet] as (state: ContestState, roll: ContestRoll) => string)(state, roll);
}

function rollButton(i18n: Translator, participant: ContestParticipant, mayRoll: boolean): ContestButton {
  return {
    action: CONTEST_ROLL_ACTION,
    label: formatWith(i18n, "INDIE_DICE.Contest.Roll", { name: participant.name }),
    icon: "fa-solid fa-dice",
    disabled: !mayRoll,
  };
}

export function sideView(
  i18n: Translator,
  state: ContestState,
  participant: ContestParticipant,
  roll: ContestRoll | null,
  mayRoll: (participantId: string) => boolean,
  hidden = false,
): ContestSideView {
  const rolled = participant.messageId !== null;
  const open = state.status === "open" && !rolled;
  const total = hidden ? i18n.localize("INDIE_DICE.Contest.Hidden") : roll === null ? i18n.localize("INDIE_DICE.Contest.NotRolled") : comparedTotalText(state, roll);
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
