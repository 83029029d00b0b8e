/**
 * The Any formula tab's formulas side by side (docs/formula-odds.md "Side by side"), as plain data for the page:
 * up to three more formulas compared with the first — each one's chance against the target, and for every pair the
 * exact chance the first's total is higher, the same, or lower — and a series: one `@` path the formulas read
 * swept over a range, each value's chance against the target. The engine answers (src/core/formula/
 * formula-comparison.ts); every refusal is the field's own, in the reader's language.
 *
 * The calculator has no character: with a series, the formulas' `@` path is read at the series' first value
 * everywhere else on the tab (the first formula's line, its every-result table, the comparison), and said so.
 */
import { compareDistributions, formulaSeries, withPath } from "../src/core/formula/formula-comparison";
import { formulaChance, formulaDataPaths, formulaDistribution } from "../src/core/formula/formula-distribution";
import type { FormulaCompare, FormulaDistribution } from "../src/core/formula/formula-distribution-types";
import { rememberedFormulaDistribution } from "../src/core/formula/formula-luck";
import { isWithin, LIMITS, limitError } from "../src/core/limits";
import { IndieDiceError } from "../src/core/errors";
import { errorText } from "../src/ui/dialogs/error-text";
import { formatNumber } from "../src/ui/numbers";
import { formatPercent } from "../src/ui/percent";
import { formatWith, type Translator } from "../src/ui/translator";

const K = "INDIE_DICE.Calculator.AnyFormula.SideBySide";

/** The fields of the other formulas, in order: the first formula is the tab's own `formula`. */
const OTHER_FORMULA_FIELDS = ["formula2", "formula3", "formula4"] as const;
/** Each formula's letter, as its field and the tables name it. */
const LETTERS = ["A", "B", "C", "D"] as const;

export interface SideBySideFields {
  readonly formula2?: string;
  readonly formula3?: string;
  readonly formula4?: string;
  readonly seriesPath?: string;
  readonly seriesFrom?: string;
  readonly seriesTo?: string;
}

/** A figure with its exact probability beside its text. */
export interface Figure {
  readonly text: string;
  readonly probability: number;
}

interface ComparisonView {
  readonly formulas: readonly { readonly letter: string; readonly formula: string; readonly chance: Figure | null }[];
  readonly pairs: readonly { readonly label: string; readonly greater: Figure; readonly equal: Figure; readonly less: Figure }[];
}

interface SeriesView {
  /** The path as the formula writes it: `@b`. */
  readonly path: string;
  readonly rows: readonly { readonly value: string; readonly chance: Figure }[];
}

export interface SideBySideView {
  /** Each of this part's fields' refusals, by field name (null: nothing wrong). */
  readonly errors: Readonly<Record<string, string | null>>;
  /** The roll data the tab's formulas are read with: the series path at its first value, or none. */
  readonly data: Record<string, unknown> | null;
  /** What the tab says of that reading ("@b is 0 here"); null without a series. */
  readonly dataNote: string | null;
  readonly comparison: ComparisonView | null;
  readonly series: SeriesView | null;
  /** Why there is no series to show although its path is given (a target is needed); null otherwise. */
  readonly seriesNote: string | null;
}

/** The question the tab's first fields already ask: the first formula, and the target with its comparison. */
interface FirstFormula {
  readonly formula: string;
  readonly target: number | null;
  readonly compare: FormulaCompare;
}

export function buildSideBySide(fields: SideBySideFields, first: FirstFormula, i18n: Translator): SideBySideView {
  const errors: Record<string, string | null> = { formula2: null, formula3: null, formula4: null, seriesPath: null, seriesFrom: null, seriesTo: null };
  const sweep = readSweep(fields, first.formula, errors, i18n);
  const data = sweep ? withPath(null, sweep.path.split("."), sweep.from) : null;
  const comparison = compareWithFirst(fields, first, data, errors, i18n);
  const seriesNote = sweep && first.target === null ? i18n.localize(`${K}.SeriesNeedsTarget`) : null;
  const series = sweep && first.target !== null ? seriesOf(first.formula, first.target, first.compare, sweep, errors, i18n) : null;
  const dataNote = sweep ? formatWith(i18n, `${K}.ReadAt`, { path: `@${sweep.path}`, value: formatNumber(sweep.from, i18n) }) : null;
  return { errors, data, dataNote, comparison, series, seriesNote };
}

interface Sweep {
  readonly path: string;
  readonly from: number;
  readonly to: number;
}

/** The series' path and range when all three read; each field that does not, its reason. */
function readSweep(fields: SideBySideFields, formula: string, errors: Record<string, string | null>, i18n: Translator): Sweep | null {
  const path = (fields.seriesPath ?? "").trim().replace(/^@/, "");
  if (path === "") return null;
  if (formula !== "" && !formulaDataPaths(formula).includes(path)) {
    errors.seriesPath = errorText(i18n, new IndieDiceError("INDIE_DICE.Error.Formula.SeriesPath", { path: `@${path.slice(0, 60)}` }));
  }
  const from = readWhole(fields.seriesFrom, "seriesFrom", errors, i18n);
  const to = readWhole(fields.seriesTo, "seriesTo", errors, i18n);
  if (from !== null && to !== null && errors.seriesTo === null) {
    if (from > to) errors.seriesTo = errorText(i18n, new IndieDiceError("INDIE_DICE.Error.Formula.SeriesOrder", { from, to }));
    else if (to - from + 1 > LIMITS.formulaSeriesValues.max) errors.seriesTo = errorText(i18n, limitError(LIMITS.formulaSeriesValues, to - from + 1));
  }
  return errors.seriesPath === null && errors.seriesFrom === null && errors.seriesTo === null && from !== null && to !== null ? { path, from, to } : null;
}

/** A whole number a formula may hold, else its field's reason. */
function readWhole(text: string | undefined, field: string, errors: Record<string, string | null>, i18n: Translator): number | null {
  const trimmed = (text ?? "").trim();
  const value = Number(trimmed);
  if (trimmed !== "" && isWithin(LIMITS.formulaNumber, value)) return value;
  errors[field] = errorText(i18n, limitError(LIMITS.formulaNumber, trimmed === "" ? "" : value, trimmed));
  return null;
}

/** Every formula given (two at least), each one's chance against the target, and every pair in order. */
function compareWithFirst(fields: SideBySideFields, first: FirstFormula, data: Record<string, unknown> | null, errors: Record<string, string | null>, i18n: Translator): ComparisonView | null {
  const given: { letter: string; formula: string; distribution: FormulaDistribution | null }[] = [{ letter: LETTERS[0], formula: first.formula, distribution: readFormula(first.formula, data) }];
  OTHER_FORMULA_FIELDS.forEach((field, index) => {
    const formula = (fields[field] ?? "").trim();
    if (formula === "") return;
    try {
      given.push({ letter: LETTERS[index + 1]!, formula, distribution: formulaDistribution(formula, data) });
    } catch (error) {
      errors[field] = errorText(i18n, error);
    }
  });
  const answered = given.filter((entry): entry is typeof entry & { distribution: FormulaDistribution } => entry.distribution !== null);
  if (answered.length < 2 || answered[0]!.letter !== LETTERS[0]) return null;
  const pairs = [];
  for (let i = 0; i < answered.length; i++) {
    for (let j = i + 1; j < answered.length; j++) {
      const [a, b] = [answered[i]!, answered[j]!];
      const { greater, equal, less } = compareDistributions(a.distribution, b.distribution);
      pairs.push({ label: formatWith(i18n, `${K}.Pair`, { a: a.letter, b: b.letter }), greater: figure(greater, i18n), equal: figure(equal, i18n), less: figure(less, i18n) });
    }
  }
  const formulas = answered.map(({ letter, formula, distribution }) => ({
    letter,
    formula,
    chance: first.target === null ? null : figure(formulaChance(distribution, first.target, first.compare), i18n),
  }));
  return { formulas, pairs };
}

/** The first formula's distribution, or null: its refusal is the tab's own line's (formula-tab-model.ts). */
function readFormula(formula: string, data: Record<string, unknown> | null): FormulaDistribution | null {
  try {
    // Remembered: the tab reads the same formula with the same data for its own line (formula-tab-model.ts).
    return formula === "" ? null : rememberedFormulaDistribution(formula, data);
  } catch {
    return null;
  }
}

/**
 * The series' table; null when the engine refuses it. A refusal the first formula meets at the series' first value
 * is already on the tab (its own field's); one it meets only further on (a division by `@b` at 0, a series past
 * the budget) is the range's, under its last field.
 */
function seriesOf(formula: string, target: number, compare: FormulaCompare, sweep: Sweep, errors: Record<string, string | null>, i18n: Translator): SeriesView | null {
  try {
    const points = formulaSeries(formula, { path: sweep.path, from: sweep.from, to: sweep.to, target, compare });
    return { path: `@${sweep.path}`, rows: points.map(({ value, chance }) => ({ value: formatNumber(value, i18n), chance: figure(chance, i18n) })) };
  } catch (error) {
    if (readFormula(formula, withPath(null, sweep.path.split("."), sweep.from)) !== null) errors.seriesTo = errorText(i18n, error);
    return null;
  }
}

function figure(probability: number, i18n: Translator): Figure {
  return { text: formatPercent(probability, i18n), probability };
}
