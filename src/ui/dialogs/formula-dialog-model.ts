import { FORMULA_KIND } from "../../core/dialog-kinds";
import { IndieDiceError } from "../../core/errors";
import { isExpression } from "../../core/expressions/field-expression";
import { FORMULA_COMPARES, formulaChance } from "../../core/formula/formula-distribution";
import type { FormulaCompare, FormulaDistribution } from "../../core/formula/formula-distribution-types";
import { LIMITS } from "../../core/limits";
import { IntDistribution } from "../../core/odds/int-distribution";
import { rememberedFormulaDistribution } from "../../core/formula/formula-luck";
import { plain } from "../roll-cards/card-text";
import { chartView, distributionPoints, type ChartPoint } from "../odds/distribution-chart";
import { distributionTable } from "../odds/distribution-table";
import { oddsRow, type DistributionSource, type OddsRow, type OddsView } from "../odds/odds-view";
import { formatDecimal } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { DialogContext, FieldView, FormValues } from "./dialog-types";
import { numberField, selectField, type FieldFrame } from "./field-views";
import { FormReader } from "./form-reader";
import { formulaTargetText } from "../roll-cards/formula-roll-lines";
import { buildSideBySide } from "./formula-side-by-side";
import { SIDE_BY_SIDE_FIELDS, type SideBySideFieldName } from "../odds/side-by-side-fields";
import type {
  FormulaDialogView,
  FormulaOddsTemplateContext,
  FormulaDialogSpec,
  SideBySideTemplateContext,
} from "./formula-dialog-types";
import type { SideBySideView } from "./formula-side-by-side";
import { oddsTemplateContext } from "./template-context";
import type { CardChanceView } from "./card-chances";

/**
 * The *Any formula* dialog's view model (docs/formula-dialog.md): a formula in Foundry's own notation, its `@` paths
 * read from the character, an optional target with *at least / at most / exactly*, and the exact odds the formula
 * engine (src/core/formula) gives — the chance of the target, the chart and the table of every total. A formula
 * the engine refuses is that field's error, in the engine's words, and nothing can be rolled. Pure; shared by the
 * Foundry dialog and the playground.
 */

const K = "INDIE_DICE.AnyFormula";
const S = "INDIE_DICE.SideBySide";

/** A formula longer than this is no roll anyone types (a saved roll's field holds at most 2000 characters). */
const FORMULA_LENGTH = 500;

/**
 * The target is compared with the total: bounded like the additive numbers (the calculator's tab holds it to the same).
 */
const TARGET_LIMIT = LIMITS.formulaTarget;

/** Past this span, whole-number totals are listed as they come rather than as a dense run of values. */
const DENSE_SPAN = 20_000;

const CHART_BARS = 60;
/** The side-by-side charts' width in units: about the odds column's in pixels, so their text keeps its size. */
const CHART_WIDTH = 340;

const COMPARE_LABELS: Readonly<Record<FormulaCompare, string>> = {
  atLeast: `${K}.Compare.atLeast`,
  atMost: `${K}.Compare.atMost`,
  exactly: `${K}.Compare.exactly`,
};

function defaults(): FormValues {
  return {
    formula: "1d20",
    target: "",
    compare: "atLeast",
    formula2: "",
    formula3: "",
    formula4: "",
    seriesPath: "",
    seriesFrom: "0",
    seriesTo: "10",
  };
}

/** The names a formula roll's spec takes (the API's, a saved roll's): any other is refused where a spec is stored. */
export const FORMULA_SPEC_NAMES = ["formula", "target", "compare"] as const;

/** The form that stands for a (partial) stored spec: a saved roll's, an API caller's. Not yet checked: build does. */
function formFromSpec(spec: object): FormValues {
  const form = defaults();
  for (const name of FORMULA_SPEC_NAMES) {
    const value: unknown = Reflect.get(spec, name);
    if (typeof value === "string" || typeof value === "number") form[name] = value;
  }
  return form;
}

/**
 * What the formula dialog reads of a dialog's context: no rule set's settings, never a contest side; `sideBySide`,
 * whether it offers the formulas side by side (the dialog a player opens, not a card's roll); `withTarget: false`, a
 * roll that has no target of its own to compare with (a formula contest's side, which meets its opponent's roll):
 * no target or comparison field, and no target's chance.
 */
type FormulaDialogContext = Pick<DialogContext, "i18n" | "showOdds" | "idPrefix" | "rollData"> & {
  readonly sideBySide?: boolean;
  readonly withTarget?: boolean;
};

/** Never throws: a bad field becomes its error, and the roll spec and the odds become null. */
function build(form: FormValues, context: FormulaDialogContext): FormulaDialogView {
  const { i18n } = context;
  const reader = new FormReader(form, defaults(), i18n, context.rollData ?? null);
  const frame: FieldFrame = { i18n, reader, idPrefix: context.idPrefix ?? `indie-dice-${FORMULA_KIND}` };
  const written = reader.text("formula").trim();
  const distribution = readFormula(reader, written, context.rollData ?? null);
  const withTarget = context.withTarget ?? true;
  const target = withTarget ? reader.optionalInteger("target", TARGET_LIMIT, `${K}.TargetError`) : undefined;
  const compare = withTarget ? reader.choice("compare", FORMULA_COMPARES, "atLeast") : "atLeast";
  const sideBySide = context.sideBySide
    ? sideBySidePart(form, frame, { formula: written, target: target ?? null, compare }, context.rollData ?? null)
    : null;
  const fields = [
    formulaField(frame, written, distribution),
    ...(withTarget
      ? [
          numberField(frame, "target", `${K}.Target`, TARGET_LIMIT, { hint: `${K}.TargetHint` }),
          selectField(
            frame,
            "compare",
            `${K}.CompareLabel`,
            FORMULA_COMPARES.map((value) => [value, COMPARE_LABELS[value]] as const),
          ),
        ]
      : []),
    ...(sideBySide ? [...sideBySide.compare, ...sideBySide.series] : []),
  ];
  const spec: FormulaDialogSpec | null =
    reader.errorCount === 0 && distribution
      ? { formula: written, resolved: distribution.resolved, compare, ...(target === undefined ? {} : { target }) }
      : null;
  return {
    kind: FORMULA_KIND,
    title: i18n.localize(`${K}.Title`),
    fields,
    // What it rolls is shown beside the field ("= 1d20 + 3") and heads the odds: no note repeats it.
    notes: [],
    spec,
    canRoll: spec !== null,
    odds: spec && distribution && context.showOdds ? formulaOdds(i18n, spec, distribution) : null,
    errorCount: reader.errorCount,
    sideBySide: sideBySide && {
      open: sideBySide.open,
      summary: i18n.localize(`${S}.Heading`),
      hint: i18n.localize(`${S}.Hint`),
      groups: [
        { legend: i18n.localize(`${S}.CompareWith`), fields: sideBySide.compare },
        { legend: i18n.localize(`${S}.Series`), fields: sideBySide.series },
      ],
      answer: sideBySide.answer,
    },
  };
}

/**
 * The formulas side by side (src/ui/dialogs/formula-side-by-side.ts) under the dialog's own fields: three more formulas
 * and a series, read with the character's numbers. Their refusals are their fields' own, but they never stop the
 * roll: Roll rolls the first formula. The section is open when any of them is filled in.
 */
function sideBySidePart(
  form: FormValues,
  frame: FieldFrame,
  first: Parameters<typeof buildSideBySide>[1],
  rollData: unknown,
) {
  const text = (name: SideBySideFieldName) => String(form[name] ?? "");
  const fields = Object.fromEntries(SIDE_BY_SIDE_FIELDS.map((name) => [name, text(name)]));
  const answer = buildSideBySide(fields, first, frame.i18n, {
    character: isRecord(rollData) ? rollData : null,
    chartWidth: CHART_WIDTH,
  });
  const { i18n } = frame;
  // Every field is text, the numbers too: a number input the browser finds invalid (2.5, 1e) would stop the form's
  // submission, and with it the Roll of the first formula; the model reads and refuses them itself.
  const field = (name: SideBySideFieldName, label: string, placeholder?: string): FieldView => ({
    name,
    id: `${frame.idPrefix}-${name}`,
    label: i18n.localize(`${S}.${label}`),
    kind: "text",
    value: text(name),
    disabled: false,
    error: answer.errors[name] ?? null,
    hint: name === "seriesPath" ? i18n.localize(`${S}.SeriesPathHint`) : null,
    group: "sideBySide",
    expression: true,
    resolved: null,
    ...(placeholder ? { placeholder } : {}),
  });
  const compare = [
    field("formula2", "FormulaB", "1d20 + 6"),
    field("formula3", "FormulaC"),
    field("formula4", "FormulaD"),
  ];
  const series = [
    field("seriesPath", "SeriesPath", "b"),
    field("seriesFrom", "SeriesFrom"),
    field("seriesTo", "SeriesTo"),
  ];
  const open = (["formula2", "formula3", "formula4", "seriesPath"] as const).some((name) => text(name).trim() !== "");
  return { compare, series, open, answer };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object";
}

/**
 * The formula's distribution, or null with the field's error: empty, too long, a missing path, the engine's refusal.
 */
function readFormula(reader: FormReader, written: string, rollData: unknown): FormulaDistribution | null {
  if (written === "") {
    reader.fail("formula", new IndieDiceError(`${K}.Required`));
    return null;
  }
  if (written.length > FORMULA_LENGTH) {
    reader.fail("formula", new IndieDiceError(`${K}.TooLong`, { max: FORMULA_LENGTH }));
    return null;
  }
  try {
    return rememberedFormulaDistribution(written, rollData);
  } catch (error) {
    reader.fail("formula", error);
    return null;
  }
}

/**
 * The formula's text field, with what its `@` paths came to beside it ("= 1d20 + 3"), as the number fields show theirs.
 */
function formulaField(frame: FieldFrame, written: string, distribution: FormulaDistribution | null): FieldView {
  const { i18n, reader } = frame;
  const resolved =
    distribution && isExpression(written)
      ? formatWith(i18n, "INDIE_DICE.Dialog.Resolved", { value: distribution.resolved })
      : null;
  return {
    name: "formula",
    id: `${frame.idPrefix}-formula`,
    label: i18n.localize(`${K}.Formula`),
    kind: "text",
    value: reader.shown("formula"),
    disabled: false,
    error: reader.error("formula"),
    hint: i18n.localize(`${K}.FormulaHint`),
    placeholder: "1d20 + @abilities.dex.mod",
    expression: true,
    resolved,
  };
}

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

function hits(value: number, target: number, compare: FormulaCompare): boolean {
  return compare === "atLeast" ? value >= target : compare === "atMost" ? value <= target : value === target;
}

/** The chance of the target, as the Rolls window lists a saved roll by; null without a target. */
function chance(spec: FormulaDialogSpec, context: Pick<DialogContext, "i18n">): OddsRow | null {
  const { target } = spec;
  if (target === undefined) return null;
  const distribution = rememberedFormulaDistribution(spec.resolved);
  return oddsRow(
    context.i18n,
    "target",
    formulaTargetText(context.i18n, target, spec.compare),
    formulaChance(distribution, target, spec.compare),
  );
}

function formulaOdds(i18n: Translator, spec: FormulaDialogSpec, distribution: FormulaDistribution): OddsView {
  const { target, compare } = spec;
  const rows: OddsRow[] = [];
  if (target !== undefined)
    rows.push(
      oddsRow(i18n, "target", formulaTargetText(i18n, target, compare), formulaChance(distribution, target, compare)),
    );
  const marked = (value: number) => target !== undefined && hits(value, target, compare);
  const subject = i18n.localize(`${K}.Odds.Total`);
  const notes = [formatWith(i18n, `${K}.Odds.Mean`, { value: formatDecimal(meanOf(distribution), i18n) })];
  if (distribution.tail > 0)
    notes.push(formatWith(i18n, `${K}.Odds.Tail`, { tail: distribution.tail.toExponential(0) }));
  const dense = denseValues(distribution);
  return {
    heading: formatWith(i18n, `${K}.Odds.Heading`, { formula: spec.resolved }),
    rows,
    chart: chartView(i18n, dense ? distributionPoints(dense, marked) : sparsePoints(distribution, marked), {
      subject,
      highlightMeaning: target === undefined ? null : formulaTargetText(i18n, target, compare),
    }),
    notes,
    distribution: sourceOf(i18n, subject, distribution, dense),
  };
}

function meanOf(distribution: FormulaDistribution): number {
  const mass = distribution.outcomes.reduce((sum, [, p]) => sum + p, 0);
  return distribution.outcomes.reduce((sum, [value, p]) => sum + value * p, 0) / (mass || 1);
}

/** Whole-number totals in a run short enough to lay out value by value, as the rule sets' distributions are. */
function denseValues(distribution: FormulaDistribution): IntDistribution | null {
  const { outcomes } = distribution;
  if (outcomes.length === 0 || !outcomes.every(([value]) => Number.isInteger(value))) return null;
  if (outcomes[outcomes.length - 1]![0] - outcomes[0]![0] > DENSE_SPAN) return null;
  return IntDistribution.fromEntries(outcomes, distribution.tail);
}

/** Totals that are fractions (a division) or far apart: a bar each, grouped in runs when there are many. */
function sparsePoints(distribution: FormulaDistribution, marked: (value: number) => boolean): ChartPoint[] {
  const { outcomes } = distribution;
  const size = Math.max(1, Math.ceil(outcomes.length / CHART_BARS));
  const points: ChartPoint[] = [];
  for (let start = 0; start < outcomes.length; start += size) {
    const run = outcomes.slice(start, start + size);
    const probability = run.reduce((sum, [, p]) => sum + p, 0);
    const first = run[0]![0];
    const last = run[run.length - 1]![0];
    const highlight = run.some(([value]) => marked(value));
    points.push(
      run.length === 1
        ? { tick: first, probability, highlight }
        : { tick: first, probability, highlight, range: { from: first, to: last } },
    );
  }
  return points;
}

/** Every total for the table: a dense run as values, anything else as one named row per total. */
function sourceOf(
  i18n: Translator,
  subject: string,
  distribution: FormulaDistribution,
  dense: IntDistribution | null,
): DistributionSource {
  if (dense) return { subject, below: [], values: dense, above: [], cutAbove: distribution.tailAbove };
  const below = distribution.outcomes.map(([value, probability]) => ({
    label: Number.isInteger(value) ? plain(value, i18n) : formatDecimal(value, i18n),
    probability,
  }));
  // The tail the engine left out goes with the rows: their last "at most" is certain only without one.
  return {
    subject,
    below,
    values: IntDistribution.fromEntries([], distribution.tail),
    above: [],
    cutAbove: distribution.tailAbove,
  };
}

/**
 * The odds part's context: the rule sets' one (a card's question first), with the table of every total under the chart.
 */
export function formulaOddsTemplateContext(
  i18n: Translator,
  view: Pick<FormulaDialogView, "odds" | "sideBySide">,
  showOdds: boolean,
  cardChance: CardChanceView | null = null,
): FormulaOddsTemplateContext {
  const source = view.odds?.distribution;
  const answer = showOdds ? (view.sideBySide?.answer ?? null) : null;
  return {
    ...oddsTemplateContext(i18n, view, showOdds, cardChance),
    table: showOdds && source ? distributionTable(i18n, source) : null,
    sideBySide:
      answer && (answer.comparison || answer.series || answer.seriesNote)
        ? sideBySideTemplateContext(i18n, answer)
        : null,
  };
}

/** The side-by-side answer as odds.hbs draws it: its headings and column names localized. */
function sideBySideTemplateContext(i18n: Translator, answer: SideBySideView): SideBySideTemplateContext {
  const word = (key: string) => i18n.localize(`${S}.${key}`);
  return {
    ...answer,
    heading: word("Heading"),
    labels: {
      formulasCaption: word("FormulasCaption"),
      formula: word("Formula"),
      chance: word("Chance"),
      pairsCaption: word("PairsCaption"),
      pair: word("PairHeader"),
      firstHigher: word("FirstHigher"),
      same: word("Same"),
      secondHigher: word("SecondHigher"),
      atLeastCaption: word("AtLeastCaption"),
      atLeast: word("AtLeastHeader"),
      seriesCaption: word("SeriesCaption"),
    },
    withChance: answer.comparison?.formulas.some((formula) => formula.chance !== null) ?? false,
  };
}

export const formulaDialogModel = { defaults, formFromSpec, build, chance } as const;
