/**
 * How a rule set shows its contests (`UiRuleSet.contest`, declared into src/ui/rule-set-types.ts here by declaration
 * merging, as the core's `contestRule` is): its steps, effects, odds and its part of the Start contest dialog. In the
 * contest's folder, so that the views' registry names no kind (docs/architecture.md "Shape rules" 3).
 */
import type {
  ContestParticipant,
  ContestRolls,
  ContestRollTypes,
  ContestRules,
  ContestKindId,
  ContestSpecs,
  ContestState,
  PairingOutcome,
} from "../core/contest-types";
import type { PairingDetail } from "../core/contest-rule";
import type { SavedValue } from "../../../core/saved-rolls/saved-roll-types";
import type { CardEffect } from "../../../ui/roll-cards/card-view";
import type { DialogContext, DialogSettings, FieldView, FormValues, NoteView } from "../../../ui/dialogs/dialog-types";
import type { FieldFrame } from "../../../ui/dialogs/field-views";
import type { FormReader } from "../../../ui/dialogs/form-reader";
import type { NumberLanguage } from "../../../ui/numbers";
import type { Translator } from "../../../ui/translator";
import type { RuleSetId } from "../../../core/rule-set-types";

/** A Kleptonomicon Score Range that applies to one side of a pairing, its effect text as typed. */
export interface ContestEffect extends CardEffect {
  readonly name: string;
}

/** The names of a pairing's two sides, as a rule set's contest steps word them (contest-step-text.ts). */
export interface PairingNames {
  readonly attacker: string;
  readonly defender: string;
}

/** The core's account of a decided pairing of one rule set (../core/contest.ts `Contest.judge`). */
export type PairingDetailOf<R extends ContestKindId> = Extract<PairingDetail, { readonly ruleSet: R }>;

/**
 * What the one who starts a contest chooses besides its sides and their rolls, in the Start contest dialog or
 * `api.contests.start`: each rule set that offers a choice (Kaiser's Attack, K&R's acting side) adds it here by
 * declaration merging (src/rule-sets/<id>/ui/types.ts), named as its field in the dialog's form and in the API's
 * options, and gives its default and what it makes of the contest (`ContestOptions`). A start carries
 * every rule set's choices; the card it starts keeps its own kind's part of the rules they make (`ContestRulesOf`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry a choice
export interface ContestChoices {}

/** What a start's choices make of its contest: their part of the card's rules (`ContestRules`). */
export interface ContestOfChoices {
  readonly rules?: Partial<ContestRules>;
}

/**
 * A rule set's own choices for its contests (its fields of `ContestChoices`): their defaults, their fields on the
 * Start contest dialog, and what they make of a contest.
 */
export interface ContestOptions {
  /** Its choices when nobody names them: what `api.contests.start` and the dialog's form take for one left out. */
  readonly defaults: Partial<ContestChoices>;
  /** Its choices as the dialog's form holds them (a value it does not know is its field's error). */
  readonly read: (reader: FormReader) => Partial<ContestChoices>;
  /** Their fields, shown under the rule-set picker. */
  readonly fields: (frame: FieldFrame) => FieldView[];
  /**
   * What they make of a contest, whatever its rule set (the card's kind keeps its own fields of them): the rule
   * set's fields of `ContestRules` they set. As a query may send anything, a choice arrives unchecked: the rule set's
   * part of the rules (`ContestRulesPart.normalize`) refuses a bad one when the core's `startContest` normalizes them.
   */
  readonly contest: (choices: ContestChoices) => ContestOfChoices;
}

/** A rule set's part of the Start contest dialog. */
interface ContestStart {
  /**
   * The fields of the rule set's own dialog that a contest roll reads: what only shapes a lone roll (a difficulty,
   * an opponent's value, a target) is left out, as are custom Score Ranges, which stay in the roller's own dialog.
   */
  readonly sideFields: readonly string[];
  /** What the left-out fields are set to, so that they never stand in the way of a side's roll. */
  readonly loneRollOnly: FormValues;
  /** Its own contest choices (Kaiser's Attack, K&R's acting side). Absent: it offers none. */
  readonly options?: ContestOptions;
  /**
   * Its part of the world's contest rules as the dialogs' settings hold them, so the chances the Start contest
   * dialog shows are those of the card it starts (which copies the world's settings, `FoundryRuleSet
   * .contestWorldRules`). Absent: its contests read no world setting.
   */
  readonly worldRules?: (settings: DialogSettings) => Partial<ContestRules>;
}

/**
 * How a rule set's contest is shown (its facet in src/ui/rule-sets.ts): the card's title, rules line and chances,
 * each side's total and step line, the steps of a tie and of the decision, and its part of the Start contest dialog.
 * The contest's rules themselves (specs, odds, judging) are the core's, in src/card-kinds/contest/core.
 */
export interface RuleSetContest<R extends ContestKindId> {
  /** The card's title. */
  readonly titleKey: (state: ContestState<R>) => string;
  /** The tie rules in force, as the table needs to know them before rolling. */
  readonly rulesNote: (i18n: Translator, state: ContestState<R>) => string;
  /** The label of the chance that nobody wins, where the rules allow it; null where it is always 0 (only noise). */
  readonly neitherOddsKey: (state: ContestState<R>) => string | null;
  /** The total a side compares, as the card prints it (numbers in `i18n`'s language). */
  readonly comparedTotal: (state: ContestState<R>, roll: ContestRollTypes[R], i18n: NumberLanguage) => string;
  /** A side's line in the steps: the total it compares and how it came about. */
  readonly sideLine: (i18n: Translator, state: ContestState<R>, name: string, roll: ContestRollTypes[R]) => string;
  /** While the tie-break dice are due: the tie itself, and every step of the tie rules that tied too. */
  readonly tieSteps: (i18n: Translator, state: ContestState<R>, attackerRoll: ContestRollTypes[R]) => string[];
  /**
   * A decided pairing's outcome in words, where its own steps say more than who won (a win by a Fumble, an Attack
   * that fails, a stalemate and who its roll-off put ahead). Absent: "… wins", or "Neither wins" (`decidedWords`,
   * src/card-kinds/contest/ui/contest-step-text.ts, which it may fall back on).
   */
  readonly decidedText?: (i18n: Translator, names: PairingNames, outcome: PairingOutcome) => string;
  /** The lines that say how a decided pairing was decided. */
  readonly decisionSteps: (
    i18n: Translator,
    state: ContestState<R>,
    names: PairingNames,
    outcome: PairingOutcome,
    detail: PairingDetailOf<R>,
  ) => string[];
  /** What a decided pairing sets off for each side (the Kleptonomicon's custom Score Ranges). */
  readonly effects: (
    state: ContestState<R>,
    rolls: ContestRolls,
    sides: { readonly attacker: ContestParticipant<R>; readonly defender: ContestParticipant<R> },
    detail: PairingDetailOf<R>,
  ) => ContestEffect[];
  readonly start: ContestStart;
}

/**
 * How the Start contest dialog builds a side's roll: a dialog model's fields, built from the side's part of the form
 * and its character's numbers, and the spec they make (a rule set's own dialog model; the formula contest's, the
 * *Any formula* dialog's formula field).
 */
export interface ContestSideModel<R extends ContestKindId> {
  defaults(settings: DialogSettings): FormValues;
  formFromSpec(spec: Partial<ContestSpecs[R]>, settings: DialogSettings): FormValues;
  /**
   * A side's form from one of its character's saved rolls of this kind, when the kind keeps a saved roll's fields as
   * written (a formula, its `@` paths read by `build`). Absent: each field written with `@` is read from the
   * character first (a rule set's numbers).
   */
  formOfSaved?(spec: Readonly<Record<string, SavedValue>>): FormValues;
  build(
    form: FormValues,
    context: DialogContext,
  ): {
    readonly fields: readonly FieldView[];
    readonly notes: readonly NoteView[];
    readonly spec: ContestSpecs[R] | null;
  };
}

/**
 * A contest kind as the views know it (src/ui/rule-sets.ts `uiContestKindOf`): a rule set's, or the formula contest's.
 */
export interface UiContestKind<R extends ContestKindId> {
  readonly contest: RuleSetContest<R>;
  readonly sideModel: ContestSideModel<R>;
  /** A side's roll as the card prints it (a rule set's notation: its one formula writer). */
  readonly specText: (spec: ContestSpecs[R]) => string;
  /** A side's luck from its judged roll. */
  readonly luck: (roll: ContestRollTypes[R]) => number;
}

declare module "../../../ui/rule-set-types" {
  /** What the contests ask of a rule set's views (src/ui/rule-set-types.ts). */
  interface UiRuleSet<R extends RuleSetId> {
    /** Its contests: how the contest card and the Start contest dialog show them. */
    readonly contest: RuleSetContest<R>;
  }
}
