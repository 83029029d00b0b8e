/**
 * The web calculator's Any formula tab as plain data (README "Web odds calculator"): what the panel's fields ask — a
 * formula in Foundry's dice notation, and an optional target with at least / at most / exactly — answered by the
 * formula engine (src/core/formula/formula-distribution.ts), every string localized and every figure with its exact
 * probability beside its text. The page draws it (calculator/formula-panel.ts); the whole distribution goes to the
 * every-result table and chart the rule sets' dialogs share (calculator/distribution-section.ts).
 *
 * The reader picks whose dice the formula rolls — Foundry's own, or D&D 5e 5.3's, whose `adv`/`dis` the engine reads
 * only then (src/core/formula/dice-dialect.ts) — as a world's die class decides it in Foundry.
 *
 * The calculator has no character: a formula's `@` path gets the engine's own refusal, like any part it cannot
 * answer exactly — but the one a series sweeps (src/ui/dialogs/formula-side-by-side.ts), read at its first value.
 */
import { FORMULA_COMPARES, formulaChance } from "../src/core/formula/formula-distribution";
import { ADVANTAGE_SET_DICE, diceDialectKey, FOUNDRY_DICE, useWorldDice } from "../src/core/formula/dice-dialect";
import { rememberedFormulaDistribution } from "../src/core/formula/formula-luck";
import type { FormulaCompare, FormulaDistribution } from "../src/core/formula/formula-distribution-types";
import { LIMITS, limitError } from "../src/core/limits";
import { IntDistribution } from "../src/core/odds/int-distribution";
import { errorText } from "../src/ui/dialogs/error-text";
import { formatNumber } from "../src/ui/numbers";
import { MAX_TABLE_ROWS } from "../src/ui/odds/distribution-table";
import type { DistributionSource, NamedResult } from "../src/ui/odds/odds-view";
import { formatPercent } from "../src/ui/percent";
import { formatWith, type Translator } from "../src/ui/translator";
import { buildSideBySide, type SideBySideFields, type SideBySideView } from "../src/ui/dialogs/formula-side-by-side";

const K = "INDIE_DICE.Calculator.AnyFormula.Answer";

/** The panel's fields as its form holds them (text; a field the link left out is missing). */
export interface FormulaTabFields extends SideBySideFields {
  /** Whose dice the formula rolls: Foundry's own (empty), or those with D&D 5e 5.3's `adv` and `dis` (`adv`). */
  readonly dice?: string;
  readonly formula?: string;
  readonly target?: string;
  readonly compare?: string;
}

export interface FormulaTabView {
  /** The engine's refusal of the formula, in the reader's language (it names the part), or null. */
  readonly formulaError: string | null;
  readonly targetError: string | null;
  /** The output line: the chance of the target, or what is missing for one. */
  readonly line: string;
  /** The exact chance the line shows, when it shows one. */
  readonly probability: number | null;
  /** Where dice explode without end: what the engine left out, said in words; otherwise null. */
  readonly tailNote: string | null;
  /** Every result of the formula, for the table and the chart; null while the formula has none to show. */
  readonly distribution: DistributionSource | null;
  /** The target as the table labels a total, so its row is the one read out first; null without a target. */
  readonly targetLabel: string | null;
  /** The formulas compared with the first, and a series (src/ui/dialogs/formula-side-by-side.ts). */
  readonly sideBySide: SideBySideView;
}

const CHANCE_KEYS: Readonly<Record<FormulaCompare, string>> = {
  atLeast: "ChanceAtLeast",
  atMost: "ChanceAtMost",
  exactly: "ChanceExactly",
};

export function buildFormulaTabView(fields: FormulaTabFields, i18n: Translator): FormulaTabView {
  // The page is the calculator's world: its dice are those the reader chose (docs/formula-odds.md "A system's dice").
  useWorldDice(fields.dice === diceDialectKey(ADVANTAGE_SET_DICE) ? ADVANTAGE_SET_DICE : FOUNDRY_DICE);
  const formula = (fields.formula ?? "").trim();
  const target = readTarget(fields.target ?? "");
  const targetError = target === "invalid" ? targetRefusal(fields.target ?? "", i18n) : null;
  const compare = readCompare(fields.compare);
  const sideBySide = buildSideBySide(fields, { formula, target: target === "invalid" ? null : target, compare }, i18n, {
    readAtFirstValue: true,
  });
  if (formula === "") return blank(i18n.localize(`${K}.EnterFormula`), targetError, sideBySide);
  let distribution: FormulaDistribution;
  try {
    // No character behind the calculator: no roll data for `@` paths, but a series' path at its first value.
    // Remembered: the side-by-side part read this formula with the same data already (its comparison's first).
    distribution = rememberedFormulaDistribution(formula, sideBySide.data);
  } catch (error) {
    return {
      ...blank(i18n.localize("INDIE_DICE.Dialog.Labels.FixFields"), targetError, sideBySide),
      formulaError: errorText(i18n, error),
    };
  }
  const source = formulaDistributionSource(distribution, i18n);
  const tailNote = formulaTailNote(distribution, i18n);
  const answered = { formulaError: null, tailNote, distribution: source, sideBySide };
  if (target === "invalid")
    return {
      ...answered,
      targetError,
      line: i18n.localize("INDIE_DICE.Dialog.Labels.FixFields"),
      probability: null,
      targetLabel: null,
    };
  if (target === null)
    return {
      ...answered,
      targetError: null,
      line: i18n.localize(`${K}.NoTarget`),
      probability: null,
      targetLabel: null,
    };
  const probability = formulaChance(distribution, target, compare);
  const line = formatWith(i18n, `${K}.${CHANCE_KEYS[compare]}`, {
    target: formatNumber(target, i18n),
    chance: formatPercent(probability, i18n),
  });
  return { ...answered, targetError: null, line, probability, targetLabel: formatNumber(target, i18n) };
}

function blank(line: string, targetError: string | null, sideBySide: SideBySideView): FormulaTabView {
  return {
    formulaError: null,
    targetError,
    line,
    probability: null,
    tailNote: null,
    distribution: null,
    targetLabel: null,
    sideBySide,
  };
}

/**
 * The target as typed: none when empty, "invalid" when it is no finite number or lies outside the module's own
 * bound (LIMITS.formulaTarget). A fraction is a target here: a total with a division can be one.
 */
function readTarget(text: string): number | null | "invalid" {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= LIMITS.formulaTarget.min && value <= LIMITS.formulaTarget.max
    ? value
    : "invalid";
}

/** Why the target cannot be read: no number at all, or a number past the limit (the limit's own refusal). */
function targetRefusal(text: string, i18n: Translator): string {
  const value = Number(text.trim());
  if (!Number.isFinite(value)) return formatWith(i18n, `${K}.TargetNotANumber`, { value: text.trim().slice(0, 40) });
  return errorText(i18n, limitError(LIMITS.formulaTarget, value, text.trim()));
}

/** The comparison the link or the choice names; at least when it names none the engine knows. */
function readCompare(text: string | undefined): FormulaCompare {
  return FORMULA_COMPARES.find((compare) => compare === text) ?? "atLeast";
}

/** What the engine left out where dice explode without end, in words ("4.0e-13"); null when it is exact. */
export function formulaTailNote({ tail }: FormulaDistribution, i18n: Translator): string | null {
  return tail > 0 ? formatWith(i18n, `${K}.Tail`, { tail: tail.toExponential(1) }) : null;
}

/**
 * The engine's outcomes as the every-result table reads them. Whole totals (every formula without a division) are
 * values, so the table folds thin tails and groups a wide range as for the rule sets; a total with a fraction makes
 * each total a row of its own, in order, labelled as a number — and more of them than the table's rows are
 * grouped, in order, into ranges of as many totals each.
 */
export function formulaDistributionSource(
  { outcomes, tail, tailAbove }: FormulaDistribution,
  i18n: Translator,
): DistributionSource {
  const subject = i18n.localize(`${K}.Total`);
  if (outcomes.every(([total]) => Number.isSafeInteger(total))) {
    return { subject, below: [], values: IntDistribution.fromEntries(outcomes, tail), above: [], cutAbove: tailAbove };
  }
  const size = Math.ceil(outcomes.length / MAX_TABLE_ROWS);
  const below: NamedResult[] = [];
  for (let start = 0; start < outcomes.length; start += size) {
    const group = outcomes.slice(start, start + size);
    const [first, last] = [formatNumber(group[0]![0], i18n), formatNumber(group.at(-1)![0], i18n)];
    const label =
      group.length === 1 ? first : formatWith(i18n, "INDIE_DICE.Dialog.Chart.Range", { from: first, to: last });
    below.push({ label, probability: group.reduce((sum, [, probability]) => sum + probability, 0) });
  }
  return { subject, below, values: IntDistribution.fromEntries([], tail), above: [], cutAbove: tailAbove };
}
