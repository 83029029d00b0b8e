/**
 * The formula contest as the card and the Start contest dialog show it (docs/formula-contest.md): each side's formula
 * with its character's numbers and its total, the tie rule the starter chose (a choice on the Start dialog and in
 * `api.contests.start`, `ties`), a tie's steps under each rule, and a side's roll built by the *Any formula* dialog's
 * own model (its formula field, read with the side's character). Registered with the views' contest kinds beside the
 * rule sets' (src/ui/rule-sets.ts), so the card, the Start dialog and the roller's dialog take it like any other.
 */
import type { ContestRollTypes, ContestState, PairingOutcome } from "../core/contest-types";
import { contestPairingOdds } from "../core/contest-odds";
import { formulaContestKind, type FormulaContestSpec } from "../core/formula-contest-kind";
import { FORMULA_TIE_RULES, type FormulaTieRule } from "../../../core/formula/formula-ties";
import { selectField } from "../../../ui/dialogs/field-views";
import { formulaDialogModel } from "../../../ui/dialogs/formula-dialog-model";
import { plain } from "../../../ui/roll-cards/card-text";
import type { Translator } from "../../../ui/translator";
import type {
  ContestOptions,
  ContestSideModel,
  PairingDetailOf,
  PairingNames,
  RuleSetContest,
  UiContestKind,
} from "./rule-set-contest";
import { decidedWords, higherTotal, outcomeWords, rounds, stepText, tieAt, winnerName } from "./contest-step-text";

declare module "./rule-set-contest" {
  interface ContestChoices {
    /** A contest of any formula: how equal totals are settled. Default: the defender wins. */
    readonly ties: FormulaTieRule;
  }
}

const K = "INDIE_DICE.Contest.Formula";

type FormulaState = ContestState<"formula">;

const TIE_LABELS = FORMULA_TIE_RULES.map((rule) => [rule, `${K}.Tie.${rule}`] as const);

/** The tie rule: a choice of the starter's, kept on the card (`ContestRules.formulaTies`). */
const tiesOption: ContestOptions = {
  defaults: { ties: "defender" },
  read: (reader) => ({ ties: reader.choice("ties", FORMULA_TIE_RULES, "defender") }),
  fields: (frame) => [selectField(frame, "ties", `${K}.Ties`, TIE_LABELS, { hint: `${K}.TiesHint` })],
  contest: ({ ties }) => ({ rules: { formulaTies: ties } }),
};

function decisionSteps(
  i18n: Translator,
  _state: FormulaState,
  names: PairingNames,
  outcome: PairingOutcome,
  detail: PairingDetailOf<"formula">,
): string[] {
  const { attackerTotal, defenderTotal } = detail;
  if (outcome.decidedBy === "total") return [higherTotal(i18n, names, outcome, attackerTotal, defenderTotal)];
  const tie = tieAt(i18n, plain(attackerTotal, i18n));
  switch (outcome.decidedBy) {
    case "tieToDefender":
      return [tie, stepText(i18n, "DefenderTakesTie", { name: names.defender })];
    case "tieToAttacker":
      return [tie, stepText(i18n, "AttackerTakesTie", { name: names.attacker })];
    case "rolledAgain": {
      const key = outcome.winner === "neither" ? "RolledAgainCapped" : "RolledAgain";
      return [
        tie,
        stepText(i18n, key, {
          rounds: rounds(i18n, detail.rounds),
          name: outcome.winner === "neither" ? "" : winnerName(names, outcome),
        }),
      ];
    }
    default:
      return [tie, stepText(i18n, "TieStands")];
  }
}

/** A tie that stands, or rounds rolled again to the cap: nobody wins, said so. */
function decidedText(i18n: Translator, names: PairingNames, outcome: PairingOutcome): string {
  return outcome.winner === "neither" && outcome.decidedBy === "tieStands"
    ? outcomeWords(i18n, "TieStands")
    : decidedWords(i18n, names, outcome);
}

/** The smallest share of nobody winning a card shows (below it the figure reads 0.0%, only noise). */
const SHOWN_SHARE = 0.0005;

/**
 * Nobody wins where a tie stands, or where rolling again ties to its cap — shown when a pairing's share of it can
 * be read (a success on 1d1000 against none: nearly always; two d20s: never).
 */
function nobodyMayWin(state: FormulaState): boolean {
  if (state.rules.formulaTies === "stand") return true;
  if (state.rules.formulaTies !== "again") return false;
  try {
    return contestPairingOdds(state).some((entry) => (entry.odds?.neither ?? 0) >= SHOWN_SHARE);
  } catch {
    return false;
  }
}

const formulaContest: RuleSetContest<"formula"> = {
  titleKey: () => "INDIE_DICE.Contest.Title",
  rulesNote: (i18n, state) => i18n.localize(`INDIE_DICE.Contest.Rules.Formula.${state.rules.formulaTies}`),
  neitherOddsKey: (state) => (nobodyMayWin(state) ? "INDIE_DICE.Contest.Odds.Neither" : null),
  comparedTotal: (_state, roll, i18n) => plain(roll.total, i18n),
  sideLine: (i18n, _state, name, roll) =>
    stepText(i18n, "FormulaTotal", { name, total: plain(roll.total, i18n), formula: roll.formula }),
  tieSteps: (i18n, _state, attackerRoll) => [tieAt(i18n, plain(attackerRoll.total, i18n))],
  decidedText,
  decisionSteps,
  effects: () => [],
  start: {
    sideFields: ["formula"],
    loneRollOnly: { target: "" },
    options: tiesOption,
  },
};

/**
 * A side's roll on the Start contest dialog: the *Any formula* dialog's model, read with the side's character, its
 * spec the formula with the character's numbers (what the side rolls and the card shows).
 */
const sideModel: ContestSideModel<"formula"> = {
  defaults: () => formulaDialogModel.defaults(),
  formFromSpec: (spec) => formulaDialogModel.formFromSpec(spec),
  // A saved formula roll's formula as written: `build` reads its `@` paths with the side's character.
  formOfSaved: (spec) => formulaDialogModel.formFromSpec({ formula: spec.formula }),
  build: (form, context) => {
    const view = formulaDialogModel.build(form, context);
    const spec: FormulaContestSpec | null = view.spec ? { formula: view.spec.resolved } : null;
    return { fields: view.fields, notes: view.notes, spec };
  },
};

export const formulaContestViews: UiContestKind<"formula"> = {
  contest: formulaContest,
  sideModel,
  specText: (spec) => spec.formula,
  luck: (roll: ContestRollTypes["formula"]) => formulaContestKind.contestRollLuck(roll),
};
