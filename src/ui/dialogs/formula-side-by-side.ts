/**
 * Formulas side by side (docs/formula-odds.md "Side by side"), as plain data for the *Any formula* dialog and the
 * calculator's Any formula tab: up to three more formulas compared with the first — each one's chance against the
 * target, for every pair the exact chance the first's total is higher, the same, or lower, and each one's chance of
 * at least each total, as a table and as lines on one chart — and a series: one `@` path the formulas read swept
 * over a range, each value's chance against the target, as a table and a line. The engine answers
 * (src/core/formula/formula-comparison.ts); every refusal is the field's own, in the reader's language.
 *
 * The calculator has no character: there a series' `@` path is read at the series' first value everywhere else (the
 * first formula, the comparison), and said so. The dialog reads the character's numbers (none without one), and only
 * the series sweeps its path; every distribution and series is the engine's remembered one, so a redraw for a
 * keystroke elsewhere in the form asks the engine nothing new.
 */
import { compareDistributions, withPath } from "../../core/formula/formula-comparison";
import { ascendingAtLeast, formulaChance, formulaDataPaths } from "../../core/formula/formula-distribution";
import type { FormulaCompare, FormulaDistribution } from "../../core/formula/formula-distribution-types";
import { rememberedFormulaDistribution, rememberedFormulaSeries } from "../../core/formula/formula-luck";
import { isWithin, LIMITS, limitError } from "../../core/limits";
import { IndieDiceError } from "../../core/errors";
import { errorText } from "./error-text";
import { formatNumber } from "../numbers";
import { formatDecimal, formatPercent } from "../percent";
import { formatCount, formatWith, type Translator } from "../translator";
import { linesChart, type LinesChartView } from "../odds/lines-chart";
import { SIDE_BY_SIDE_FIELDS, type SideBySideFieldName } from "../odds/side-by-side-fields";

const K = "INDIE_DICE.SideBySide";

/** At most this many totals are listed in the "at least" table; past it, every so many. */
const AT_LEAST_ROWS = 60;
/** At most this many totals are drawn along a line of the chart. */
const CHART_POINTS = 240;

/** The fields of the other formulas, in order. */
const OTHER_FORMULA_FIELDS = ["formula2", "formula3", "formula4"] as const;
/** Each formula's letter, as its field and the tables name it. */
const LETTERS = ["A", "B", "C", "D"] as const;

/** The part's fields as a form holds them (text; a field left out is missing). */
export type SideBySideFields = { readonly [name in SideBySideFieldName]?: string };

/** A figure with its exact probability beside its text. */
export interface Figure {
  readonly text: string;
  readonly probability: number;
}

/** Each formula's chance of at least each total: a row per total, a figure per formula in the letters' order. */
interface AtLeastTable {
  readonly letters: readonly string[];
  readonly rows: readonly { readonly total: string; readonly chances: readonly Figure[] }[];
  /** Said when the rows skip totals ("Every 3 totals from 3 to 180."); null when every total is listed. */
  readonly note: string | null;
}

interface ComparisonView {
  readonly formulas: readonly { readonly letter: string; readonly formula: string; readonly chance: Figure | null }[];
  readonly pairs: readonly {
    readonly label: string;
    readonly greater: Figure;
    readonly equal: Figure;
    readonly less: Figure;
  }[];
  readonly atLeast: AtLeastTable;
  /** The formulas' "at least" lines on one chart. */
  readonly chart: LinesChartView | null;
}

interface SeriesView {
  /** The path as the formula writes it: `@b`. */
  readonly path: string;
  readonly rows: readonly { readonly value: string; readonly chance: Figure }[];
  readonly chart: LinesChartView | null;
}

export interface SideBySideView {
  /** Each of this part's fields' refusals, by field name (null: nothing wrong). */
  readonly errors: Readonly<Record<string, string | null>>;
  /** The roll data the formulas are read with: the character's, or without one the series path at its first value. */
  readonly data: Record<string, unknown> | null;
  /** What the part says of that reading ("@b is 0 here"); null with a character or without a series. */
  readonly dataNote: string | null;
  readonly comparison: ComparisonView | null;
  readonly series: SeriesView | null;
  /** Why there is no series to show although its path is given (a target is needed); null otherwise. */
  readonly seriesNote: string | null;
}

/** The question the form's first fields already ask: the first formula, and the target with its comparison. */
interface FirstFormula {
  readonly formula: string;
  readonly target: number | null;
  readonly compare: FormulaCompare;
}

/**
 * How the answer is read: `character`, the roll data of the dialog's character (none: no `@` path reads), or — the
 * calculator's — none, the series' path read at its first value everywhere (`readAtFirstValue`); and how wide its
 * charts are drawn (lines-chart.ts).
 */
type SideBySideOptions = { readonly chartWidth?: number } & (
  { readonly character: Record<string, unknown> | null } | { readonly readAtFirstValue: true }
);

export function buildSideBySide(
  fields: SideBySideFields,
  first: FirstFormula,
  i18n: Translator,
  options: SideBySideOptions,
): SideBySideView {
  const character = "character" in options ? options.character : null;
  const errors: Record<string, string | null> = Object.fromEntries(SIDE_BY_SIDE_FIELDS.map((name) => [name, null]));
  const sweep = readSweep(fields, first.formula, errors, i18n);
  const atFirstValue = "readAtFirstValue" in options && sweep !== null;
  const data = atFirstValue ? withPath(null, sweep.path.split("."), sweep.from) : character;
  const comparison = compareWithFirst(fields, first, data, errors, i18n, options.chartWidth);
  const seriesNote = sweep && first.target === null ? i18n.localize(`${K}.SeriesNeedsTarget`) : null;
  const series =
    sweep && first.target !== null
      ? seriesOf(first, sweep, { character, chartWidth: options.chartWidth }, errors, i18n)
      : null;
  const dataNote = atFirstValue
    ? formatWith(i18n, `${K}.ReadAt`, { path: `@${sweep.path}`, value: formatNumber(sweep.from, i18n) })
    : null;
  return { errors, data, dataNote, comparison, series, seriesNote };
}

interface Sweep {
  readonly path: string;
  readonly from: number;
  readonly to: number;
}

/** The series' path and range when all three read; each field that does not, its reason. */
function readSweep(
  fields: SideBySideFields,
  formula: string,
  errors: Record<string, string | null>,
  i18n: Translator,
): Sweep | null {
  const path = (fields.seriesPath ?? "").trim().replace(/^@/, "");
  if (path === "") return null;
  if (formula !== "" && !formulaDataPaths(formula).includes(path)) {
    errors.seriesPath = errorText(
      i18n,
      new IndieDiceError("INDIE_DICE.Error.Formula.SeriesPath", { path: `@${path.slice(0, 60)}` }),
    );
  }
  const from = readWhole(fields.seriesFrom, "seriesFrom", errors, i18n);
  const to = readWhole(fields.seriesTo, "seriesTo", errors, i18n);
  if (from !== null && to !== null && errors.seriesTo === null) {
    if (from > to)
      errors.seriesTo = errorText(i18n, new IndieDiceError("INDIE_DICE.Error.Formula.SeriesOrder", { from, to }));
    else if (to - from + 1 > LIMITS.formulaSeriesValues.max)
      errors.seriesTo = errorText(i18n, limitError(LIMITS.formulaSeriesValues, to - from + 1));
  }
  return errors.seriesPath === null &&
    errors.seriesFrom === null &&
    errors.seriesTo === null &&
    from !== null &&
    to !== null
    ? { path, from, to }
    : null;
}

/** A whole number a formula may hold, else its field's reason. */
function readWhole(
  text: string | undefined,
  field: string,
  errors: Record<string, string | null>,
  i18n: Translator,
): number | null {
  const trimmed = (text ?? "").trim();
  const value = Number(trimmed);
  if (trimmed !== "" && isWithin(LIMITS.formulaNumber, value)) return value;
  errors[field] = errorText(i18n, limitError(LIMITS.formulaNumber, trimmed === "" ? "" : value, trimmed));
  return null;
}

type Answered = { readonly letter: string; readonly formula: string; readonly distribution: FormulaDistribution };

/**
 * Every formula given (two at least), each one's chance against the target, every pair in order, and the "at least"
 * figures.
 */
function compareWithFirst(
  fields: SideBySideFields,
  first: FirstFormula,
  data: Record<string, unknown> | null,
  errors: Record<string, string | null>,
  i18n: Translator,
  chartWidth?: number,
): ComparisonView | null {
  const given: { letter: string; formula: string; distribution: FormulaDistribution | null }[] = [
    { letter: LETTERS[0], formula: first.formula, distribution: readFormula(first.formula, data) },
  ];
  OTHER_FORMULA_FIELDS.forEach((field, index) => {
    const formula = (fields[field] ?? "").trim();
    if (formula === "") return;
    try {
      given.push({ letter: LETTERS[index + 1]!, formula, distribution: rememberedFormulaDistribution(formula, data) });
    } catch (error) {
      errors[field] = errorText(i18n, error);
    }
  });
  const answered = given.filter((entry): entry is Answered => entry.distribution !== null);
  if (answered.length < 2 || answered[0]!.letter !== LETTERS[0]) return null;
  const pairs = [];
  for (let i = 0; i < answered.length; i++) {
    for (let j = i + 1; j < answered.length; j++) {
      const [a, b] = [answered[i]!, answered[j]!];
      const { greater, equal, less } = compareDistributions(a.distribution, b.distribution);
      pairs.push({
        label: formatWith(i18n, `${K}.Pair`, { a: a.letter, b: b.letter }),
        greater: figure(greater, i18n),
        equal: figure(equal, i18n),
        less: figure(less, i18n),
      });
    }
  }
  const formulas = answered.map(({ letter, formula, distribution }) => ({
    letter,
    formula,
    chance: first.target === null ? null : figure(formulaChance(distribution, first.target, first.compare), i18n),
  }));
  return { formulas, pairs, ...atLeastOf(answered, i18n, chartWidth) };
}

/** Every total any formula can make, lowest first, and each formula's chance of at least it: a table and a chart. */
function atLeastOf(
  answered: readonly Answered[],
  i18n: Translator,
  chartWidth?: number,
): Pick<ComparisonView, "atLeast" | "chart"> {
  const totals = [
    ...new Set(answered.flatMap(({ distribution }) => distribution.outcomes.map(([total]) => total))),
  ].sort((a, b) => a - b);
  const listed = everyNth(totals, AT_LEAST_ROWS);
  const step = Math.ceil(totals.length / AT_LEAST_ROWS);
  const atLeast: AtLeastTable = {
    letters: answered.map(({ letter }) => letter),
    rows: columns(answered, listed).map((chances, row) => ({
      total: totalText(listed[row]!, i18n),
      chances: chances.map((chance) => figure(chance, i18n)),
    })),
    note:
      step > 1
        ? formatCount(i18n, `${K}.Every`, step, {
            from: totalText(totals[0]!, i18n),
            to: totalText(totals.at(-1)!, i18n),
          })
        : null,
  };
  const drawn = everyNth(totals, CHART_POINTS);
  const drawnChances = columns(answered, drawn);
  const lines = answered.map(({ letter, formula }, column) => ({
    label: `${letter}: ${formula}`,
    points: drawn.map((x, row) => ({ x, y: drawnChances[row]![column]! })),
  }));
  const range = { from: totalText(totals[0]!, i18n), to: totalText(totals.at(-1)!, i18n) };
  const chart = linesChart(
    i18n,
    lines,
    {
      xTitle: i18n.localize(`${K}.AtLeastHeader`),
      description: formatWith(i18n, `${K}.ChartDescription`, range),
      caption: i18n.localize(`${K}.ChartCaption`),
    },
    (x) => totalText(x, i18n),
    chartWidth,
  );
  return { atLeast, chart };
}

/** Each formula's chance of at least each total (ascending): a row per total, a column per formula, one pass each. */
function columns(answered: readonly Answered[], totals: readonly number[]): number[][] {
  const readers = answered.map(({ distribution }) => ascendingAtLeast(distribution));
  return totals.map((total) => readers.map((read) => read(total)));
}

/** At most `most` of the values, evenly spaced, the first and the last always among them. */
function everyNth(values: readonly number[], most: number): number[] {
  const step = Math.ceil(values.length / most);
  if (step <= 1) return [...values];
  const kept = values.filter((_, index) => index % step === 0);
  if (kept.at(-1) !== values.at(-1)) kept.push(values.at(-1)!);
  return kept;
}

/** A total as the tables write it: a whole number, or a fraction (a division) with its decimals. */
function totalText(total: number, i18n: Translator): string {
  return Number.isInteger(total) ? formatNumber(total, i18n) : formatDecimal(total, i18n);
}

/** The first formula's distribution, or null: its refusal is the form's own first field's. */
function readFormula(formula: string, data: Record<string, unknown> | null): FormulaDistribution | null {
  try {
    // Remembered: the form reads the same formula with the same data for its own line.
    return formula === "" ? null : rememberedFormulaDistribution(formula, data);
  } catch {
    return null;
  }
}

/**
 * The series' table and line; null when the engine refuses it. A refusal the first formula meets at the series'
 * first value is already the form's (its own field's); one it meets only further on (a division by `@b` at 0, a
 * series past the budget) is the range's, under its last field.
 */
function seriesOf(
  first: FirstFormula,
  sweep: Sweep,
  options: { readonly character: Record<string, unknown> | null; readonly chartWidth?: number | undefined },
  errors: Record<string, string | null>,
  i18n: Translator,
): SeriesView | null {
  const { formula, target, compare } = first;
  const { character } = options;
  try {
    const points = rememberedFormulaSeries(formula, {
      path: sweep.path,
      from: sweep.from,
      to: sweep.to,
      target: target!,
      compare,
      data: character,
    });
    const path = `@${sweep.path}`;
    const chart = linesChart(
      i18n,
      [{ label: `A: ${formula}`, points: points.map(({ value, chance }) => ({ x: value, y: chance })) }],
      {
        xTitle: path,
        description: formatWith(i18n, `${K}.SeriesChartDescription`, {
          path,
          from: formatNumber(sweep.from, i18n),
          to: formatNumber(sweep.to, i18n),
        }),
        caption: formatWith(i18n, `${K}.SeriesChartCaption`, { path }),
      },
      (x) => formatNumber(x, i18n),
      options.chartWidth,
    );
    return {
      path,
      rows: points.map(({ value, chance }) => ({ value: formatNumber(value, i18n), chance: figure(chance, i18n) })),
      chart,
    };
  } catch (error) {
    if (readFormula(formula, withPath(character, sweep.path.split("."), sweep.from)) !== null)
      errors.seriesTo = errorText(i18n, error);
    return null;
  }
}

function figure(probability: number, i18n: Translator): Figure {
  return { text: formatPercent(probability, i18n), probability };
}
