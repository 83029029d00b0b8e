import type { IntDistribution } from "../../core/odds/int-distribution";
import { formatPercent, type ChanceKnown } from "../percent";
import type { Translator } from "../translator";

/**
 * The exact odds a roll dialog shows, as plain data for `templates/dialogs/odds.hbs`: every string already
 * localized, every figure with its exact probability beside the rounded text, so tests and screen readers read
 * the same number the text shows (`data-probability`).
 */
export interface OddsView {
  readonly heading: string;
  readonly rows: readonly OddsRow[];
  readonly chart: ChartView | null;
  /** Figures that are no probabilities (expected degrees, the mean) and short explanations. */
  readonly notes: readonly string[];
  /** The heading of the rows marked `fact`, listed apart from the outcomes ("About this roll" when absent). */
  readonly factsHeading?: string;
  /** The roll's whole result distribution, for a table of every result (the web calculator's); a reference, no work. */
  readonly distribution?: DistributionSource;
}

/** A result outside the plain values, with its own name: a Kaiser Fumble below every total, a Kleptonomicon crit. */
export interface NamedResult {
  readonly label: string;
  readonly probability: number;
}

/**
 * Every result of a roll in order, lowest first: the named results ranked below the plain values, the values, then
 * those ranked above them. Together they hold the whole chance (up to the engine's truncation of endless tails).
 */
export interface DistributionSource {
  /** What the results are: "Total", "Margin", "Score". */
  readonly subject: string;
  readonly below: readonly NamedResult[];
  readonly values: IntDistribution;
  readonly above: readonly NamedResult[];
  /**
   * The tail the engine cut (`values.cutMass`: dice that explode without end) holds only results at or above every
   * value kept, so "at least" the lowest is still certain, and "at most" an open last row ("28 or more") too.
   */
  readonly cutAbove?: boolean;
}

export interface OddsRow {
  /** A stable key for `data-outcome`: `success`, `fumble`, `pool-6`, `range-0`, … */
  readonly outcome: string;
  readonly label: string;
  /** Exact. */
  readonly probability: number;
  /** Rounded for reading: "41.7%". */
  readonly text: string;
  /** The row the player chose (e.g. the pool size rolled): marked by a class and by words, never by colour alone. */
  readonly highlight: boolean;
  /** A second figure for the row that is no probability (e.g. the expected Margin of a pool size), or null. */
  readonly detail: string | null;
  /**
   * The row is a part of the row above it, already counted there ("of which totals tie"), not an outcome of its
   * own: drawn indented under it, and its label says so in words.
   */
  readonly part: boolean;
  /**
   * A fact about the roll (a Fumble, an Open Roll, a Critical, an explosion, a pool size's chance), not one of the
   * outcomes the other rows share out: listed apart under the view's `factsHeading`, so the outcomes add up alone.
   */
  readonly fact: boolean;
}

/** A small bar chart of a distribution, as inline SVG coordinates (viewBox `0 0 width height`). */
export interface ChartView {
  readonly width: number;
  readonly height: number;
  readonly bars: readonly ChartBar[];
  /** Value labels under the bars (first, most likely, last). */
  readonly ticks: readonly ChartTick[];
  /** The chart in words, for `aria-label`: the range, the most likely value and what the marked bars mean. */
  readonly description: string;
  /**
   * Shown under the chart: what the axis counts and what the numbers under the bars are (lowest, most likely, highest).
   */
  readonly caption: string;
  /** The key to the marked bars, shown beside a swatch of one ("Marked bars: success"); null when none is marked. */
  readonly key: string | null;
}

export interface ChartBar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** "12: 8.3%", with what a marked bar means after it ("12: 8.3% (success)"); shown as the bar's tooltip. */
  readonly label: string;
  readonly highlight: boolean;
}

export interface ChartTick {
  readonly x: number;
  readonly y: number;
  /** SVG `text-anchor`: the end ticks hug the chart's edges so their text is never cut off. */
  readonly anchor: "start" | "middle" | "end";
  readonly text: string;
}

/** One row of figures. */
export function oddsRow(
  i18n: Translator,
  outcome: string,
  label: string,
  probability: number,
  options: {
    readonly highlight?: boolean;
    readonly detail?: string | null;
    readonly part?: boolean;
    readonly fact?: boolean;
    readonly known?: ChanceKnown;
  } = {},
): OddsRow {
  return {
    outcome,
    label,
    probability,
    text: formatPercent(probability, i18n, options.known),
    highlight: options.highlight ?? false,
    detail: options.detail ?? null,
    part: options.part ?? false,
    fact: options.fact ?? false,
  };
}
