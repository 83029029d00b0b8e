import { CORE_RULE_SETS } from "../../core/rule-sets";
import type { OddsView } from "../odds/odds-view";
import type { Translator } from "../translator";
import { formatPercent, formatShares } from "../percent";
import type { DialogContext, DialogView, FieldView, FormValues, NoteView, RollSpecs } from "./dialog-types";
import type { RuleSetId } from "../../core/rule-set-types";
import { errorText } from "./error-text";
import type { FieldFrame } from "./field-views";
import { FormReader } from "./form-reader";

/** What every model's build starts from: a reader over the form (with the defaults behind it) and the field frame. */
export function startBuild(
  ruleSet: RuleSetId,
  form: FormValues,
  defaults: FormValues,
  context: DialogContext,
): FieldFrame {
  return {
    i18n: context.i18n,
    reader: new FormReader(form, defaults, context.i18n, context.rollData ?? null),
    idPrefix: context.idPrefix ?? `indie-dice-${ruleSet}`,
  };
}

interface ViewParts<R extends RuleSetId> {
  readonly fields: readonly FieldView[];
  readonly notes: readonly NoteView[];
  readonly spec: RollSpecs[R] | null;
  /** Worked out only for a valid spec and when the player wants odds. */
  readonly odds: (spec: RollSpecs[R]) => OddsView;
}

/** Puts a view together: the spec only when no field has an error, the odds only for a spec. */
export function assembleView<R extends RuleSetId>(
  ruleSet: R,
  frame: FieldFrame,
  context: DialogContext,
  parts: ViewParts<R>,
): DialogView<R> {
  const errorCount = frame.reader.errorCount;
  const spec = errorCount === 0 ? parts.spec : null;
  return {
    ruleSet,
    title: frame.i18n.localize(CORE_RULE_SETS[ruleSet].dialogTitleKey),
    fields: parts.fields,
    notes: parts.notes,
    spec,
    canRoll: spec !== null,
    odds:
      spec !== null && context.showOdds
        ? impossibleInWords(
            frame.i18n,
            sharedOut(
              frame.i18n,
              safeOdds(frame.i18n, () => parts.odds(spec)),
            ),
          )
        : null,
    errorCount,
  };
}

/**
 * The outcomes (neither facts nor parts of a row above) share out the whole: their figures are rounded to add up to
 * 100.0%, as their chances do, so a table never totals 99.9% (src/ui/percent.ts formatShares).
 */
function sharedOut(i18n: Translator, odds: OddsView): OddsView {
  const outcomes = odds.rows.filter((row) => !row.fact && !row.part);
  const texts = formatShares(
    outcomes.map((row) => row.probability),
    i18n,
  );
  if (texts === null) return odds;
  const shared = new Map(outcomes.map((row, index) => [row, texts[index]!]));
  return { ...odds, rows: odds.rows.map((row) => (shared.has(row) ? { ...row, text: shared.get(row)! } : row)) };
}

/**
 * A row of the list that cannot happen says so in words ("cannot happen"), where "0.0%" in a column of rounded
 * chances reads as one too small to show: a Score range the Modifier has left behind, a Kaiser characteristic
 * check's success against a difficulty above its total. Only an exact 0 the engine does not mark possible reads "0.0%"
 * (docs/odds.md "Certain and impossible"), and only that reads so here; "<0.1%" stays a chance.
 */
function impossibleInWords(i18n: Translator, odds: OddsView): OddsView {
  const zero = formatPercent(0, i18n);
  if (!odds.rows.some((row) => row.text === zero)) return odds;
  const words = i18n.localize("INDIE_DICE.Dialog.Odds.CannotHappen");
  return { ...odds, rows: odds.rows.map((row) => (row.text === zero ? { ...row, text: words } : row)) };
}

/** The odds never throw out of the dialog: a failure shows as a note in the odds part instead. */
function safeOdds(i18n: Translator, compute: () => OddsView): OddsView {
  try {
    return compute();
  } catch (error) {
    return {
      heading: i18n.localize("INDIE_DICE.Dialog.Odds.Unavailable"),
      rows: [],
      chart: null,
      notes: [errorText(i18n, error)],
    };
  }
}

export function note(name: string, text: string): NoteView {
  return { name, text };
}
