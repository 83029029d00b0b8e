import { contestKindIds, contestKindOf } from "../core/contest-kinds";
import { startContest } from "../core/contest-setup";
import { type ContestKindId, type ContestSide, type ContestSpec, type ContestState } from "../core/contest-types";
import type { DialogSettings, FieldView, FormValues, NoteView } from "../../../ui/dialogs/dialog-types";
import { errorText } from "../../../ui/dialogs/error-text";
import { selectField, type FieldFrame } from "../../../ui/dialogs/field-views";
import { FormReader } from "../../../ui/dialogs/form-reader";
import type { ContestChoices } from "./rule-set-contest";
import { contestChoices, contestOfChoices, defaultContestChoices, dialogContestRules } from "./contest-choices";
import { formatWith, type Translator } from "../../../ui/translator";
import type { JointOddsView } from "./joint-odds-view";
import { contestCardModel } from "./contest-card-model";
import { resolveField } from "../../../core/expressions/field-expression";
import type { SavedRoll } from "../../../core/saved-rolls/saved-roll-types";
import { specForDialog } from "../../../ui/saved-rolls/spec-from-form";
import type { ContestOddsFigure } from "./contest-card-view";
import { contestOf, uiContestKindOf } from "./contest-kind-views";

/**
 * The Start contest dialog's view model, shared by the Foundry dialog and the playground: the rule set, its own
 * contest choices (`RuleSetContest.start.options`: Kaiser's Attack box, K&R's acting side), each side's roll in that
 * rule set's own fields, and the exact chance of every pairing as the fields stand. Pure: the caller passes the
 * sides' names and the world settings.
 *
 * The form is flat, as an HTML form gives it: `ruleSet`, the choices by their names (`ContestChoices`), and each
 * side's fields under its key (`a0.bonus` for the first attacker, `d.bonus` for the defender), so one form holds
 * every side.
 */

export interface StartContestSideInput {
  readonly name: string;
  /** The side's character's roll data, which its fields written with `@` read (absent: no character to read). */
  readonly rollData?: unknown;
  /** The side's character's saved rolls (only those its user may use), offered to fill the side's fields from. */
  readonly savedRolls?: readonly SavedRoll[];
}

export interface StartContestInput {
  /** The rule sets this world offers, in the order to list them (at least one). */
  readonly ruleSets: readonly ContestKindId[];
  readonly attackers: readonly StartContestSideInput[];
  readonly defender: StartContestSideInput;
  readonly form: FormValues;
  readonly settings: DialogSettings;
  readonly i18n: Translator;
  /** Prefix of every element id, so two dialogs never share one. */
  readonly idPrefix?: string;
  /** The rolls chosen here only propose (a player's client): the dialog says so. */
  readonly proposes?: boolean;
}

interface StartContestSideView {
  /** The prefix of this side's field names (`a0`, `d`). */
  readonly key: string;
  readonly side: ContestSide;
  /** "Attacker: Ilsa Brandt" — plain text, escaped by the template. */
  readonly legend: string;
  readonly ruleSet: ContestKindId;
  readonly fields: readonly FieldView[];
  readonly notes: readonly NoteView[];
  readonly canRoll: boolean;
}

interface StartContestPairingView {
  readonly title: string;
  readonly figures: readonly ContestOddsFigure[];
}

export interface StartContestView {
  readonly title: string;
  readonly hint: string;
  /** Said to a player: the rolls chosen for sides they do not own are proposals. */
  readonly notice: string | null;
  readonly ruleSet: ContestKindId;
  /** The rule set, and the rule set's own contest choices when it has any, in the shape the fields template prints. */
  readonly setup: {
    readonly ruleSet: ContestKindId;
    readonly fields: readonly FieldView[];
    readonly notes: readonly NoteView[];
  };
  readonly sides: readonly StartContestSideView[];
  /** Each pairing's chances; empty while a field has an error (then `oddsNote` says so). */
  readonly pairings: readonly StartContestPairingView[];
  readonly oddsNote: string | null;
  /** Many against one: the chances against every attacker at once, as the card will show them. */
  readonly joint: JointOddsView | null;
  /** The contest to start, once every field is valid. */
  readonly spec: StartContestSpec | null;
  readonly canStart: boolean;
  readonly labels: { readonly odds: string; readonly start: string };
}

/**
 * The contest to start: its rule set, every rule set's choices (the chosen one's as the form holds them), the specs.
 */
export interface StartContestSpec extends ContestChoices {
  readonly ruleSet: ContestKindId;
  readonly specs: { readonly attackers: readonly ContestSpec[]; readonly defender: ContestSpec };
}

const DEFENDER_KEY = "d";

function attackerKey(index: number): string {
  return `a${index}`;
}

export function startContestModel(input: StartContestInput): StartContestView {
  const { i18n } = input;
  const idPrefix = input.idPrefix ?? "indie-dice-contest";
  const offered = input.ruleSets.length > 0 ? input.ruleSets : contestKindIds();
  const frame: FieldFrame = { i18n, reader: new FormReader(input.form, setupDefaults(offered), i18n), idPrefix };
  const ruleSet = frame.reader.choice("ruleSet", offered, offered[0]!);
  const choices = contestChoices(contestOf(ruleSet).start.options?.read(frame.reader) ?? {});
  const sides = [
    ...input.attackers.map((attacker, index) => sideView(input, ruleSet, attackerKey(index), "attacker", attacker)),
    sideView(input, ruleSet, DEFENDER_KEY, "defender", input.defender),
  ];
  const valid = frame.reader.errorCount === 0 && sides.every((side) => side.view.canRoll);
  const request = valid ? startRequest(ruleSet, choices, sides) : null;
  const { pairings, oddsNote, joint } = pairingOdds(input, request);
  return {
    title: i18n.localize("INDIE_DICE.Contest.Start.Title"),
    hint: i18n.localize("INDIE_DICE.Contest.Start.Hint"),
    notice: input.proposes ? i18n.localize("INDIE_DICE.Contest.Start.PlayerHint") : null,
    ruleSet,
    setup: { ruleSet, fields: setupFields(frame, ruleSet, offered), notes: [] },
    sides: sides.map((side) => side.view),
    pairings,
    oddsNote,
    joint,
    spec: pairings.length > 0 ? request : null,
    canStart: pairings.length > 0 && request !== null,
    labels: {
      odds: i18n.localize("INDIE_DICE.Contest.Labels.Odds"),
      start: i18n.localize("INDIE_DICE.Contest.Start.Button"),
    },
  };
}

/**
 * The setup a dialog opens with: the first rule set offered (never none: `startContestModel` falls back to all), every
 * choice at its default.
 */
function setupDefaults(offered: readonly ContestKindId[]): FormValues {
  return { ...defaultContestChoices(), ruleSet: offered[0]! };
}

function setupFields(frame: FieldFrame, ruleSet: ContestKindId, offered: readonly ContestKindId[]): FieldView[] {
  const ruleSets = offered.map((id) => [id, contestKindOf(id).labelKey] as const);
  return [
    selectField(frame, "ruleSet", "INDIE_DICE.Contest.Start.RuleSet", ruleSets),
    ...(contestOf(ruleSet).start.options?.fields(frame) ?? []),
  ];
}

interface BuiltSide {
  readonly view: StartContestSideView;
  readonly spec: ContestSpec | null;
}

/**
 * One side's fields: the rule set's own dialog model, built from this side's part of the form and its character's
 * numbers, after the side's saved rolls of that rule set to fill them from (when it has any).
 */
function sideView(
  input: StartContestInput,
  ruleSet: ContestKindId,
  key: string,
  side: ContestSide,
  sideInput: StartContestSideInput,
): BuiltSide {
  const { name } = sideInput;
  const model = uiContestKindOf(ruleSet).sideModel;
  const { sideFields, loneRollOnly } = contestOf(ruleSet).start;
  const own = ownFields(input.form, key);
  const form = { ...own, ...loneRollOnly };
  const idPrefix = `${input.idPrefix ?? "indie-dice-contest"}-${key}`;
  const context = {
    i18n: input.i18n,
    settings: input.settings,
    showOdds: false,
    idPrefix,
    rollData: sideInput.rollData ?? null,
  };
  const built = model.build({ ...model.defaults(input.settings), ...form }, context);
  const picker = savedPickField(input.i18n, idPrefix, key, ruleSet, sideInput.savedRolls ?? [], own[SAVED_PICK]);
  // In the order the rule set lists a side's fields, which may differ from its roll dialog's: a narrow window lays
  // them out in that order, and the keyboard follows what is seen.
  const listed = sideFields.flatMap((wanted) => built.fields.filter((field) => field.name === wanted));
  const fields = [...picker, ...listed.map((field) => ({ ...field, name: `${key}.${field.name}` }))];
  const canRoll = built.spec !== null && fields.every((field) => field.error === null);
  const legendKey =
    side === "attacker" ? "INDIE_DICE.Contest.Start.AttackerLegend" : "INDIE_DICE.Contest.Start.DefenderLegend";
  return {
    view: {
      key,
      side,
      legend: formatWith(input.i18n, legendKey, { name }),
      ruleSet,
      fields,
      notes: built.notes,
      canRoll,
    },
    spec: canRoll ? built.spec : null,
  };
}

/** A side's saved-roll picker's field name, under its key (`a0.savedRoll`). */
const SAVED_PICK = "savedRoll";

/** The picker of a side whose character has saved rolls of the rule set: "as typed", then each roll by name. */
function savedPickField(
  i18n: Translator,
  idPrefix: string,
  key: string,
  ruleSet: ContestKindId,
  rolls: readonly SavedRoll[],
  chosen: unknown,
): FieldView[] {
  const offered = rolls.filter((roll) => roll.ruleSet === ruleSet);
  if (offered.length === 0) return [];
  const current = typeof chosen === "string" && offered.some((roll) => roll.id === chosen) ? chosen : "";
  const options = [
    { value: "", label: i18n.localize("INDIE_DICE.Dialog.SavedPick.None"), selected: current === "" },
    ...offered.map((roll) => ({ value: roll.id, label: roll.name, selected: roll.id === current })),
  ];
  return [
    {
      name: `${key}.${SAVED_PICK}`,
      id: `${idPrefix}-${SAVED_PICK}`,
      label: i18n.localize("INDIE_DICE.Dialog.SavedPick.Label"),
      kind: "select",
      value: current,
      options,
      disabled: false,
      error: null,
      hint: null,
    },
  ];
}

/**
 * The form after a side picked one of its saved rolls: that side's fields become the roll's (a field written with
 * `@` kept as written, for the side's character to resolve; any other name resolved now), the pick kept to show.
 * A pick that cannot be read (a missing path in a name the fields do not show) leaves the side as it was.
 */
export function withSavedPick(
  form: FormValues,
  key: string,
  roll: SavedRoll,
  rollData: unknown,
  settings: DialogSettings,
): FormValues {
  // The picker offers only the contest's own kind: a saved formula roll fills a formula contest's side.
  const model = uiContestKindOf(roll.ruleSet).sideModel;
  const defaults = model.defaults(settings);
  let filled: FormValues;
  try {
    if (model.formOfSaved) filled = { ...defaults, ...model.formOfSaved(roll.spec) };
    else {
      const spec = specForDialog(roll.spec, new Set(Object.keys(defaults)), (value) => resolveField(value, rollData));
      // A stored spec, not yet a request: the side's form is built, and checked, from it.
      filled = { ...defaults, ...model.formFromSpec(spec, settings) };
    }
  } catch {
    return form;
  }
  const others = Object.fromEntries(Object.entries(form).filter(([name]) => !name.startsWith(`${key}.`)));
  const side = Object.fromEntries(Object.entries(filled).map(([name, value]) => [`${key}.${name}`, value]));
  return { ...others, ...side, [`${key}.${SAVED_PICK}`]: roll.id };
}

/** A side's field: `a<index>.<field>` (attackerKey) or `d.<field>` (DEFENDER_KEY). */
const SIDE_FIELD = /^(a\d+|d)\./;

/**
 * The form after the user changed it: `read` is what the form holds now (a choice of the shown rule set it no longer
 * holds, an unticked box, is back at its default). A change of rule set starts every side from the new rule set's
 * defaults, since the rule sets share field names that mean other things (a Kaiser advantage is not a Kleptonomicon
 * one, nor an OGS modifier a Kleptonomicon one); `shownRuleSet` is the rule set the form showed before the change.
 */
export function nextStartForm(previous: FormValues, read: FormValues, shownRuleSet: ContestKindId): FormValues {
  const next: FormValues = { ...previous, ...contestOf(shownRuleSet).start.options?.defaults, ...read };
  if (read.ruleSet === undefined || read.ruleSet === shownRuleSet) return next;
  return Object.fromEntries(Object.entries(next).filter(([name]) => !SIDE_FIELD.test(name)));
}

/** The form values under `key.`, without the prefix. */
function ownFields(form: FormValues, key: string): FormValues {
  const prefix = `${key}.`;
  const own: FormValues = {};
  for (const [name, value] of Object.entries(form)) if (name.startsWith(prefix)) own[name.slice(prefix.length)] = value;
  return own;
}

function startRequest(ruleSet: ContestKindId, choices: ContestChoices, sides: readonly BuiltSide[]): StartContestSpec {
  const specs = sides.map((side) => side.spec!);
  return { ruleSet, ...choices, specs: { attackers: specs.slice(0, -1), defender: specs[specs.length - 1]! } };
}

/**
 * Every pairing's chances, worded as the card words them (the card's own model over a contest started from these
 * specs), so what the dialog promises is what the card will show.
 */
function pairingOdds(
  input: StartContestInput,
  request: StartContestSpec | null,
): Pick<StartContestView, "pairings" | "oddsNote" | "joint"> {
  const { i18n } = input;
  if (request === null)
    return { pairings: [], oddsNote: i18n.localize("INDIE_DICE.Dialog.Labels.FixFields"), joint: null };
  let state: ContestState;
  const { rules } = contestOfChoices(request);
  try {
    state = startContest({
      ruleSet: request.ruleSet,
      attackers: request.specs.attackers.map((spec, index) => ({
        id: attackerKey(index),
        name: input.attackers[index]!.name,
        spec,
      })),
      defenders: [{ id: DEFENDER_KEY, name: input.defender.name, spec: request.specs.defender }],
      rules: { ...dialogContestRules(input.settings), ...rules },
    });
  } catch (error) {
    return { pairings: [], oddsNote: errorText(i18n, error), joint: null };
  }
  const card = contestCardModel({ state, rolls: {}, mayRoll: () => false }, i18n);
  return {
    pairings: card.pairings.map((pairing) => ({ title: pairing.title, figures: pairing.odds })),
    oddsNote: card.rulesNote,
    joint: card.joint,
  };
}
