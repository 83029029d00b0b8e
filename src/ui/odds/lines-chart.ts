import { formatPercent } from "../percent";
import type { Translator } from "../translator";
import type { AxisTick } from "./axes-chart";

/**
 * A chart of one to four lines on shared axes — the formulas side by side, each one's chance of at least each total;
 * a series' chance at each value — as SVG coordinates (`viewBox="0 0 width height"`) for a template or the page to
 * draw. The y-axis runs from 0 to 100% for every line, so lines of different formulas read against each other; each
 * line has its own dash pattern as well as its own colour, so no line is told from another by colour alone, and its
 * legend entry draws the same pattern. The figures themselves are in the table beside the chart (its text
 * alternative).
 */

interface LinePoint {
  readonly x: number;
  /** A chance, from 0 to 1. */
  readonly y: number;
}

interface LineSeries {
  /** What the legend calls it: "A: 1d20 + 6". */
  readonly label: string;
  readonly points: readonly LinePoint[];
}

interface LineView {
  readonly label: string;
  /** The SVG `points` of its polyline. */
  readonly points: string;
  /** The line's look, also its legend swatch's: `line-0` … `line-3` (styles: a colour and a dash pattern each). */
  readonly style: string;
}

export interface LinesChartView {
  readonly width: number;
  readonly height: number;
  readonly lines: readonly LineView[];
  /** The plot's frame: its left and bottom edges are the axes. */
  readonly axes: string;
  readonly xTicks: readonly AxisTick[];
  readonly yTicks: readonly AxisTick[];
  readonly xTitle: AxisTick;
  /** The chart in words, for `aria-label`. */
  readonly description: string;
  readonly caption: string;
}

/** The width a chart is drawn at unless its page says (a dialog's odds column is narrower than a web page). */
const DEFAULT_WIDTH = 480;
const HEIGHT = 220;
/** Room left of the plot for the chances, "100,0 %" the widest. */
const LEFT = 54;
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 38;
/** About how wide one character of an 11 px tick is: x ticks that would touch are left out. */
const CHAR = 6.5;
/** The line styles there are (styles/dialogs.css and calculator/site.css give each a colour and a dash pattern). */
const STYLES = 4;

interface LinesChartText {
  readonly xTitle: string;
  readonly description: string;
  readonly caption: string;
}

/**
 * The lines on one pair of axes; null when there is nothing to draw. `format` writes an x value as the axis shows it;
 * `width` is the chart's width in units, about the pixels it is shown at, so its text keeps its size.
 */
export function linesChart(
  i18n: Translator,
  series: readonly LineSeries[],
  text: LinesChartText,
  format: (x: number) => string,
  width = DEFAULT_WIDTH,
): LinesChartView | null {
  const xs = series.flatMap((line) => line.points.map((point) => point.x));
  if (xs.length === 0) return null;
  const low = Math.min(...xs);
  const high = Math.max(...xs);
  const plot = { left: LEFT, top: TOP, width: width - LEFT - RIGHT, height: HEIGHT - TOP - BOTTOM };
  const xAt = (x: number) =>
    round(plot.left + (high === low ? plot.width / 2 : ((x - low) / (high - low)) * plot.width));
  const yAt = (y: number) => round(plot.top + plot.height - Math.min(1, Math.max(0, y)) * plot.height);
  const lines = series.map((line, index): LineView => ({
    label: line.label,
    points: line.points.map((point) => `${xAt(point.x)},${yAt(point.y)}`).join(" "),
    style: `line-${index % STYLES}`,
  }));
  const bottom = plot.top + plot.height;
  const yTicks = [0, 0.5, 1].map((value): AxisTick => ({
    x: plot.left - 6,
    y: round(yAt(value) + 4),
    text: formatPercent(value, i18n),
    anchor: "end",
  }));
  return {
    width,
    height: HEIGHT,
    lines,
    axes: `M${plot.left},${plot.top} V${bottom} H${plot.left + plot.width}`,
    xTicks: xTicks(low, high, xAt, bottom + 15, format, plot.width),
    yTicks,
    xTitle: { x: round(plot.left + plot.width / 2), y: HEIGHT - 4, text: text.xTitle, anchor: "middle" },
    description: text.description,
    caption: text.caption,
  };
}

/** The lowest and highest values, and whole values between them evenly spaced, as many as have room. */
function xTicks(
  low: number,
  high: number,
  xAt: (x: number) => number,
  y: number,
  format: (x: number) => string,
  span: number,
): AxisTick[] {
  const ends: AxisTick[] = [{ x: xAt(low), y, text: format(low), anchor: "start" }];
  if (high === low) return [{ ...ends[0]!, anchor: "middle" }];
  const wide = Math.max(format(low).length, format(high).length) * CHAR + 12;
  const room = Math.max(0, Math.floor(span / wide) - 1);
  const step = niceStep((high - low) / Math.max(1, room));
  for (let value = Math.ceil((low + step / 2) / step) * step; value < high - step / 2; value += step) {
    ends.push({ x: xAt(value), y, text: format(value), anchor: "middle" });
  }
  ends.push({ x: xAt(high), y, text: format(high), anchor: "end" });
  return ends;
}

/** 1, 2 or 5 times a power of ten, at least `raw` (and at least 1: the values are whole). */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(1, raw)));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= raw) ?? 10 * power;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
