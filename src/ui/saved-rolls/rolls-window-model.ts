import { resolveField } from "../../core/expressions/field-expression";
import type { RuleSetId } from "../../core/rule-set-types";
import type { SavedRoll } from "../../core/saved-rolls/saved-roll-types";
import type { DialogSettings, FormValues, RollSpecs } from "../dialogs/dialog-types";
import { buildDialog, dialogChance, formOfStoredSpec, specFormula } from "../dialog-models";
import { dialogKindLook } from "../dialog-kinds";
import { isFormulaKind } from "../../core/dialog-kinds";
import type { DialogKind } from "../../core/dialog-kind-types";
import { formulaDialogModel } from "../dialogs/formula-dialog-model";
import { errorText } from "../dialogs/error-text";
import { formatWith, type Translator } from "../translator";

/**
 * The Rolls window's view model (docs/characters.md "The Rolls window"): each of a character's saved rolls with its
 * rule set, a summary of what it rolls (the formula, and what it rolls against) and, where it has something to succeed
 * at, its exact chance — all read with the character's numbers as they are now. A roll the character's data no longer
 * fits (a missing path, a value past a limit) shows why instead of a chance. Shared by the Foundry window and the
 * playground; pure.
 */

interface RollsWindowInput {
  readonly actorName: string;
  readonly rolls: readonly SavedRoll[];
  /** Why the actor's record cannot be read, or null. */
  readonly problem: string | null;
  /** The actor's roll data (`getRollData()`), which `@` fields read. */
  readonly rollData: unknown;
  /** The user may add, edit, reorder and delete (an owner or a GM). */
  readonly canEdit: boolean;
}

interface RollsWindowContext {
  readonly i18n: Translator;
  readonly settings: DialogSettings;
  /** Show each roll's chance (the player's odds setting). */
  readonly showOdds: boolean;
}

interface SavedRollChance {
  readonly label: string;
  readonly text: string;
  /** Exact. */
  readonly probability: number;
}

interface SavedRollRow {
  readonly id: string;
  readonly name: string;
  /** The dialog it opens: a rule set, or `"formula"` (docs/formula-dialog.md). */
  readonly ruleSet: DialogKind;
  readonly ruleSetLabel: string;
  readonly icon: string;
  /** "2d6ko + 5, against 12"; empty when the roll cannot be read now (see `error`). */
  readonly summary: string;
  readonly chance: SavedRollChance | null;
  /** Why the roll cannot be rolled with the character's numbers as they are now, or null. */
  readonly error: string | null;
  readonly first: boolean;
  readonly last: boolean;
  readonly labels: {
    readonly open: string;
    readonly rollNow: string;
    readonly rename: string;
    readonly up: string;
    readonly down: string;
    readonly remove: string;
  };
}

interface RollsWindowView {
  readonly title: string;
  readonly rows: readonly SavedRollRow[];
  readonly problem: string | null;
  /** The sentence an empty list shows, or null. */
  readonly empty: string | null;
  readonly help: string;
  readonly canEdit: boolean;
  readonly labels: { readonly newRoll: string; readonly dragHint: string };
}

/** What a row costs to work out is its odds: kept per rule set and resolved spec, so a warm window costs little. */
const rowCache = new Map<string, { summary: string; chance: SavedRollChance | null; error: string | null }>();
const ROW_CACHE_LIMIT = 500;

/** Forgets every kept row (a bench's cold start). */
export function forgetKeptRows(): void {
  rowCache.clear();
}

export function buildRollsWindow(input: RollsWindowInput, context: RollsWindowContext): RollsWindowView {
  const { i18n } = context;
  // The language and the world settings shape a row's texts and odds: they are part of what a kept row is kept by.
  const cacheScope = `${i18n.lang}|${context.showOdds ? 1 : 0}|${JSON.stringify(context.settings)}`;
  const rows = input.rolls.map((roll, index) => rowOf(roll, index, input, context, cacheScope));
  return {
    title: formatWith(i18n, "INDIE_DICE.SavedRolls.Title", { actor: input.actorName }),
    rows,
    problem:
      input.problem === null ? null : formatWith(i18n, "INDIE_DICE.SavedRolls.Problem", { problem: input.problem }),
    empty:
      rows.length === 0 && input.problem === null
        ? formatWith(i18n, "INDIE_DICE.SavedRolls.Empty", { actor: input.actorName })
        : null,
    help: i18n.localize("INDIE_DICE.SavedRolls.Help"),
    canEdit: input.canEdit,
    labels: {
      newRoll: i18n.localize("INDIE_DICE.SavedRolls.New"),
      dragHint: i18n.localize("INDIE_DICE.SavedRolls.DragHint"),
    },
  };
}

function rowOf(
  roll: SavedRoll,
  index: number,
  input: RollsWindowInput,
  context: RollsWindowContext,
  cacheScope: string,
): SavedRollRow {
  const { i18n } = context;
  const named = { name: roll.name };
  return {
    id: roll.id,
    name: roll.name,
    ruleSet: roll.ruleSet,
    ruleSetLabel: i18n.localize(dialogKindLook(roll.ruleSet).labelKey),
    icon: dialogKindLook(roll.ruleSet).icon,
    ...judged(roll, input.rollData, context, cacheScope),
    first: index === 0,
    last: index === input.rolls.length - 1,
    labels: {
      open: formatWith(i18n, "INDIE_DICE.SavedRolls.Roll", named),
      rollNow: formatWith(i18n, "INDIE_DICE.SavedRolls.RollNow", named),
      rename: formatWith(i18n, "INDIE_DICE.SavedRolls.Rename", named),
      up: formatWith(i18n, "INDIE_DICE.SavedRolls.MoveUp", named),
      down: formatWith(i18n, "INDIE_DICE.SavedRolls.MoveDown", named),
      remove: formatWith(i18n, "INDIE_DICE.SavedRolls.Delete", named),
    },
  };
}

/** The roll's summary and chance with the character's numbers now, or why it cannot be rolled with them. */
function judged(roll: SavedRoll, rollData: unknown, context: RollsWindowContext, cacheScope: string) {
  const kind = roll.ruleSet;
  if (isFormulaKind(kind)) return judgedFormula(roll, rollData, context);
  let form: FormValues;
  try {
    form = resolvedForm(kind, roll.spec, rollData, context.settings);
  } catch (error) {
    return { summary: "", chance: null, error: errorText(context.i18n, error) };
  }
  const key = `${cacheScope}|${kind}|${JSON.stringify(form)}`;
  let row = rowCache.get(key);
  if (!row) {
    row = judgedForm(kind, form, context);
    if (rowCache.size >= ROW_CACHE_LIMIT) rowCache.delete(rowCache.keys().next().value!);
    rowCache.set(key, row);
  }
  return row;
}

/** The roll's form with every `@` field resolved now (a missing path throws, naming it). */
function resolvedForm(
  ruleSet: RuleSetId,
  stored: SavedRoll["spec"],
  rollData: unknown,
  settings: DialogSettings,
): FormValues {
  const spec = Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, resolveField(value, rollData)]));
  return formOfStoredSpec(ruleSet, spec, settings);
}

/**
 * A formula roll's row: its formula as the character's numbers make it now, what it is compared with, and the
 * chance of that. Not kept like the rule sets' rows: the formula's distribution is remembered by the engine's memo.
 */
function judgedFormula(roll: SavedRoll, rollData: unknown, context: RollsWindowContext) {
  const { i18n, showOdds } = context;
  const view = formulaDialogModel.build(formulaDialogModel.formFromSpec(roll.spec), {
    i18n,
    showOdds: false,
    rollData,
  });
  if (!view.spec) {
    const refused = view.fields.find((field) => field.error);
    return {
      summary: "",
      chance: null,
      error: refused ? fieldError(i18n, refused) : i18n.localize("INDIE_DICE.Dialog.FixErrors"),
    };
  }
  const target = formulaDialogModel.chance(view.spec, { i18n });
  const chance =
    showOdds && target ? { label: target.label, text: target.text, probability: target.probability } : null;
  // The chance's label says what the target asks ("15 or more"); without the chance, the summary says it.
  const summary =
    target && !chance
      ? formatWith(i18n, "INDIE_DICE.SavedRolls.Summary", { formula: view.spec.resolved, against: target.label })
      : view.spec.resolved;
  return { summary, chance, error: null };
}

function judgedForm(ruleSet: RuleSetId, form: FormValues, context: RollsWindowContext) {
  const { i18n, settings, showOdds } = context;
  // The window needs one chance, not the dialog's whole odds.
  const view = buildDialog(ruleSet, form, { i18n, settings, showOdds: false });
  if (!view.spec) {
    const refused = view.fields.find((field) => field.error);
    const error = refused ? fieldError(i18n, refused) : i18n.localize("INDIE_DICE.Dialog.FixErrors");
    return { summary: "", chance: null, error };
  }
  const chance = showOdds ? dialogChance(ruleSet, view.spec, { i18n, settings, showOdds }) : null;
  return {
    summary: summaryOf(ruleSet, view.spec, i18n),
    chance: chance && { label: chance.label, text: chance.text, probability: chance.probability },
    error: null,
  };
}

/** The formula the roll rolls, and what it rolls against. */
function summaryOf(ruleSet: RuleSetId, request: RollSpecs[RuleSetId], i18n: Translator): string {
  const formula = specFormula(ruleSet, request);
  // A copy, read by name: the request's fields are all the summary looks at.
  const against = againstOf({ ...request }, i18n);
  return against ? formatWith(i18n, "INDIE_DICE.SavedRolls.Summary", { formula, against }) : formula;
}

/** A refused field's error, named by its label: "Difficulty: enter a whole number from 0 to 1000." */
function fieldError(i18n: Translator, field: { readonly label: string; readonly error?: string | null }): string {
  return formatWith(i18n, "INDIE_DICE.Dialog.Error.Field", { field: field.label, error: field.error ?? "" });
}

function againstOf(request: Readonly<Record<string, unknown>>, i18n: Translator): string | null {
  const value = (name: string) => (typeof request[name] === "number" ? request[name] : null);
  const difficulty = value("difficulty");
  if (difficulty !== null) return formatWith(i18n, "INDIE_DICE.SavedRolls.Against", { value: difficulty });
  const opponent = value("opponent");
  if (opponent !== null) return formatWith(i18n, "INDIE_DICE.SavedRolls.Opposed", { value: opponent });
  const target = value("target");
  return target === null ? null : formatWith(i18n, "INDIE_DICE.SavedRolls.Target", { value: target });
}
