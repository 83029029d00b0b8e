import { groupChance, readGroupQuestion } from "../core/group-question";
import { GROUP_QUESTIONS } from "../../../core/group-question-words";
import type { GroupQuestion } from "../core/request-types";
import { isOneOf } from "../../../core/lists";
import type { RuleSetId } from "../../../core/rule-set-types";
import type { DialogSettings, FormValues } from "../../../ui/dialogs/dialog-types";
import { buildDialog, dialogChance, formOfStoredSpec } from "../../../ui/dialog-models";
import { formatPercent } from "../../../ui/percent";
import { uiRuleSetOf } from "../../../ui/rule-sets";
import { formatWith, type Translator } from "../../../ui/translator";
import { IndieDiceError } from "../../../core/errors";
import { isCharacterRefusal, readFormulaSpec, rowFormula } from "../core/formula-request";
import { CARD_FORMULA_LIMITS } from "../../../core/formula/card-formula-limits";
import { notANumber, UNREADABLE_NUMBER } from "../../../ui/dialogs/form-reader";
import { errorText } from "../../../ui/dialogs/error-text";

/**
 * What the *Request a roll* dialog needs besides its fields: which number a row's own roll takes (a Kaiser value, a
 * K&R pool …), which number the request fixes to pass, and the live exact chance of the group for the question as
 * the GM fills the rows in — shared by the Foundry dialog and the playground.
 */

/** What a request with these fields fixes for every row: the number to pass, and the rule set's own choices. */
export function requestSpec(
  ruleSet: RuleSetId,
  numberToPass: number,
  field: (name: string) => string | undefined,
): Record<string, string | number> {
  const { numberToPass: toPass, choices = [] } = uiRuleSetOf(ruleSet).request;
  const chosen = choices.map((choice) => [choice.name, field(choice.name) ?? choice.defaultValue]);
  return { ...Object.fromEntries(chosen), ...(toPass ? { [toPass]: numberToPass } : {}) };
}

/** The dialog's choice of "at least N", whose N is a field of its own (the other choices are the questions' names). */
export const AT_LEAST_CHOICE = "atLeast";

/**
 * The question the dialog asks: its choice, and for "at least N" (`atLeast`) the N typed, read against the rows asked,
 * with the reason beside the N field when it cannot be one (null otherwise; with no row asked the chance line says
 * so, and the request itself refuses).
 */
export function askedQuestion(
  choice: string,
  typedAtLeast: string,
  rows: number,
  i18n: Translator,
): { readonly question: GroupQuestion; readonly reason: string | null } {
  if (choice !== AT_LEAST_CHOICE) return { question: isOneOf(GROUP_QUESTIONS, choice) ? choice : "each", reason: null };
  const atLeast = { atLeast: Number(typedAtLeast) };
  // Empty, or text the browser could not read as a number (gm-form.ts `typedNumber`): no number to quote.
  if (typedAtLeast === "" || Number.isNaN(atLeast.atLeast))
    return { question: "each", reason: i18n.localize("INDIE_DICE.Request.Dialog.AtLeastRequired") };
  if (rows === 0) return { question: atLeast, reason: null };
  try {
    return { question: readGroupQuestion(atLeast, rows), reason: null };
  } catch (error) {
    return { question: "each", reason: errorText(i18n, error) };
  }
}

/**
 * The Request a roll dialog's fields as typed, for its check: the choices, the number to pass, each asked row's own
 * number.
 */
interface TypedRequest {
  readonly ruleSet: RuleSetId;
  readonly choice: (name: string) => string | undefined;
  readonly number: string;
  /** Each asked row's own number as typed ("" left to its roller), by the row's field name. */
  readonly own: ReadonlyMap<string, string>;
}

/**
 * Each field's reason as the rule set's own dialog gives it (its limits, in the user's language): the number to
 * pass is required — an empty one is never read as 0 — and each row's own number, when typed, is checked with it.
 * `number` is the number field's name in the form; null: nothing wrong.
 */
export function requestFieldReasons(
  typed: TypedRequest,
  settings: DialogSettings,
  i18n: Translator,
): Map<string, string | null> {
  const { numberToPass, ownNumber, choices = [] } = uiRuleSetOf(typed.ruleSet).request;
  const chosen = Object.fromEntries(
    choices.map((choice) => [choice.name, typed.choice(choice.name) ?? choice.defaultValue]),
  );
  // The form of a roll against a number (a stand-in, replaced by the typed one): without one, Kaiser's is a lone roll.
  const base = formOfStoredSpec(
    typed.ruleSet,
    { ...chosen, ...(numberToPass === null ? {} : { [numberToPass]: 0 }) },
    settings,
  );
  const reasonOf = (form: FormValues, name: string) =>
    buildDialog(typed.ruleSet, form, { i18n, settings, showOdds: false }).fields.find((field) => field.name === name)
      ?.error ?? null;
  const reasons = new Map<string, string | null>();
  if (numberToPass !== null) {
    const empty = typed.number === "";
    reasons.set(
      "number",
      empty
        ? (reasonOf({ ...base, [numberToPass]: "" }, numberToPass) ??
            i18n.localize("INDIE_DICE.Request.Dialog.NumberRequired"))
        : reasonOf({ ...base, [numberToPass]: typed.number }, numberToPass),
    );
  }
  for (const [name, own] of typed.own)
    reasons.set(name, own === "" ? null : reasonOf({ ...base, [ownNumber]: own }, ownNumber));
  return reasons;
}

/** A formula request's reasons: its formula and its target, each as readFormulaSpec refuses it (the other stood in). */
export function formulaRequestFieldReasons(
  formula: string,
  target: string,
  i18n: Translator,
): Map<string, string | null> {
  const reasonOf = (spec: Readonly<Record<string, unknown>>) => {
    try {
      readFormulaSpec(spec);
      return null;
    } catch (error) {
      return errorText(i18n, error);
    }
  };
  // A target the browser could not read as a number is said to be none, not quoted as the placeholder it stands for.
  const targetReason =
    target === UNREADABLE_NUMBER
      ? errorText(i18n, notANumber({ min: -CARD_FORMULA_LIMITS.target, max: CARD_FORMULA_LIMITS.target }))
      : reasonOf({ formula: "1", target });
  return new Map([
    ["formula", reasonOf({ formula, target: 0 })],
    ["number", targetReason],
  ]);
}

/**
 * The exact chance a roll of this spec passes, as the rule set's dialog gives it (null: nothing to pass, or refused).
 */
export function specChance(
  ruleSet: RuleSetId,
  spec: Readonly<Record<string, unknown>>,
  settings: DialogSettings,
  i18n: Translator,
): number | null {
  const form = formOfStoredSpec(ruleSet, spec, settings);
  const view = buildDialog(ruleSet, form, { i18n, settings, showOdds: false });
  return view.spec ? (dialogChance(ruleSet, view.spec, { i18n, settings, showOdds: true })?.probability ?? null) : null;
}

/**
 * The numbers the GM set for a row (docs/cards.md "Roll requests"), as the rule set's dialog reads them over what the
 * request fixes — a "4" typed into the API is the number 4 its dialog's roll carries: what its roller's roll must keep.
 * A name the dialog's roll does not carry (a field of the form alone) is left out; nothing at all when the dialog
 * refuses them (the request was checked against it before the card was posted).
 */
export function rowFixedNumbers(
  ruleSet: RuleSetId,
  rowSpec: Readonly<Record<string, unknown>> | undefined,
  spec: Readonly<Record<string, unknown>>,
  settings: DialogSettings,
  i18n: Translator,
): Record<string, unknown> {
  if (!rowSpec) return {};
  const built = buildDialog(ruleSet, formOfStoredSpec(ruleSet, { ...rowSpec, ...spec }, settings), {
    i18n,
    settings,
    showOdds: false,
  }).spec;
  if (!built) return {};
  const request: Readonly<Record<string, unknown>> = { ...built };
  return Object.fromEntries(
    Object.keys(rowSpec).flatMap((name) => (name in request && !(name in spec) ? [[name, request[name]]] : [])),
  );
}

/** A row's exact chance to pass with its own number (null: no number, or a roll the rule set refuses). */
function rowChance(
  ruleSet: RuleSetId,
  spec: Readonly<Record<string, unknown>>,
  own: number | null,
  settings: DialogSettings,
  i18n: Translator,
): number | null {
  return own === null
    ? null
    : specChance(ruleSet, { [uiRuleSetOf(ruleSet).request.ownNumber]: own, ...spec }, settings, i18n);
}

/**
 * The group's exact chance before anyone rolls, as the dialog shows it; "not known yet" while a row has no number
 * of its own, and nothing for "each on their own".
 */
export function requestDialogChance(
  input: {
    readonly ruleSet: RuleSetId;
    readonly spec: Readonly<Record<string, unknown>>;
    readonly rows: readonly (number | null)[];
    readonly question: GroupQuestion;
  },
  settings: DialogSettings,
  i18n: Translator,
): string {
  if (input.question === "each") return i18n.localize("INDIE_DICE.Request.Dialog.EachAlone");
  if (input.rows.length === 0) return i18n.localize("INDIE_DICE.Request.Dialog.NoRows");
  const rows = input.rows.map((own) => ({
    state: "pending" as const,
    chance: rowChance(input.ruleSet, input.spec, own, settings, i18n),
  }));
  const chance = groupChance(input.question, rows);
  if (chance === null) return i18n.localize("INDIE_DICE.Request.Dialog.NotKnown");
  return formatWith(i18n, "INDIE_DICE.Request.GroupChance", { chance: formatPercent(chance, i18n) });
}

/**
 * A formula request's group chance as the dialog shows it (docs/cards.md "Requests for any system"): each asked
 * row's chance from its own character's roll data; the formula's refusal, or the first row whose character lacks
 * an `@` path (named), in its place.
 */
export function formulaRequestDialogChance(
  input: {
    readonly spec: Readonly<Record<string, unknown>>;
    readonly rows: readonly { readonly name: string; readonly rollData: unknown }[];
    readonly question: GroupQuestion;
  },
  i18n: Translator,
): string {
  try {
    const spec = readFormulaSpec(input.spec);
    const rows = input.rows.map((row) => ({ state: "pending" as const, chance: chanceOrRowError(spec, row) }));
    if (input.question === "each") return i18n.localize("INDIE_DICE.Request.Dialog.EachAlone");
    if (rows.length === 0) return i18n.localize("INDIE_DICE.Request.Dialog.NoRows");
    const chance = groupChance(input.question, rows);
    return chance === null
      ? i18n.localize("INDIE_DICE.Request.Dialog.NotKnown")
      : formatWith(i18n, "INDIE_DICE.Request.GroupChance", { chance: formatPercent(chance, i18n) });
  } catch (error) {
    return refusalText(error, i18n);
  }
}

/** A refusal that names the row whose character it belongs to. */
class RowRefusal extends Error {
  constructor(
    readonly rowName: string,
    readonly refusal: IndieDiceError,
  ) {
    super(refusal.message);
  }
}

function chanceOrRowError(
  spec: ReturnType<typeof readFormulaSpec>,
  row: { readonly name: string; readonly rollData: unknown },
): number {
  try {
    return rowFormula(spec, row.rollData).chance;
  } catch (error) {
    throw isCharacterRefusal(error) ? new RowRefusal(row.name, error as IndieDiceError) : error;
  }
}

function refusalText(error: unknown, i18n: Translator): string {
  if (error instanceof RowRefusal) {
    const reason = formatWith(i18n, error.refusal.key, error.refusal.data);
    return formatWith(i18n, "INDIE_DICE.FormulaRequest.Dialog.RowError", { name: error.rowName, reason });
  }
  return error instanceof IndieDiceError ? formatWith(i18n, error.key, error.data) : String(error);
}
