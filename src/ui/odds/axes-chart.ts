import { formatPercent } from "../percent";
import type { Translator } from "../translator";
import type { DistributionTableView } from "./distribution-table";

/**
 * The web calculator's chart of a whole distribution: one bar per table row, with a y-axis of chances (0, half the
 * tallest, the tallest) and an x-axis of results, each axis titled. Coordinates are SVG user units
 * (`viewBox="0 0 width height"`); the page draws them and lets a keyboard or a tap pick a bar.
 */

interface AxesChartBar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The row the bar stands for (its index in the table). */
  readonly row: number;
}

/** A label on an axis, where its text is drawn and which way it runs from there. */
export interface AxisTick {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly anchor: "start" | "middle" | "end";
}

export interface AxesChartView {
  readonly width: number;
  readonly height: number;
  readonly plot: { readonly left: number; readonly top: number; readonly width: number; readonly height: number };
  readonly bars: readonly AxesChartBar[];
  readonly xTicks: readonly AxisTick[];
  readonly yTicks: readonly AxisTick[];
  readonly xTitle: AxisTick;
  readonly yTitle: AxisTick;
}

/** The width a chart is drawn at when the page does not say how wide it has room for. */
const AXES_CHART_WIDTH = 640;
/** The narrowest chart drawn: a narrower room scales it down (a phone held upright is wider than this). */
const MIN_WIDTH = 280;
const HEIGHT = 260;
const LEFT = 56;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 44;
/** About how wide one character of an 11 px tick is: x ticks that would touch are left out. */
const CHAR = 6.5;

/**
 * `width` is the room the page has for the chart, in CSS pixels: the chart is drawn that many units wide (no wider
 * than the default), so that a phone shows its 11 px text at 11 px rather than scaled down to half of it.
 */
export function axesChart(
  i18n: Translator,
  table: DistributionTableView,
  width = AXES_CHART_WIDTH,
): AxesChartView | null {
  if (table.rows.length === 0) return null;
  const WIDTH = Math.round(Math.min(AXES_CHART_WIDTH, Math.max(MIN_WIDTH, width)));
  const plot = { left: LEFT, top: TOP, width: WIDTH - LEFT - RIGHT, height: HEIGHT - TOP - BOTTOM };
  const tallest = table.rows.reduce((max, row) => Math.max(max, row.probability), 0);
  const slot = plot.width / table.rows.length;
  const gap = slot > 6 ? 1 : 0;
  const bars = table.rows.map((row, index): AxesChartBar => {
    const height = row.probability > 0 ? Math.max(1, (row.probability / tallest) * plot.height) : 0;
    return {
      x: round(plot.left + index * slot),
      y: round(plot.top + plot.height - height),
      width: round(Math.max(0.5, slot - gap)),
      height: round(height),
      row: index,
    };
  });
  const yTicks = [0, tallest / 2, tallest].map((value): AxisTick => ({
    x: plot.left - 6,
    y: round(plot.top + plot.height - (tallest > 0 ? (value / tallest) * plot.height : 0) + 4),
    text: value === 0 ? formatPercent(0, i18n) : formatPercent(value, i18n),
    anchor: "end",
  }));
  return {
    width: WIDTH,
    height: HEIGHT,
    plot,
    bars,
    xTicks: xTicks(table, plot, slot),
    yTicks,
    xTitle: { x: plot.left + plot.width / 2, y: HEIGHT - 4, text: table.subject, anchor: "middle" },
    yTitle: {
      x: 12,
      y: plot.top + plot.height / 2,
      text: i18n.localize("INDIE_DICE.Calculator.Table.Chance"),
      anchor: "middle",
    },
  };
}

/** The first and last results, and as many between them, evenly spaced, as have room. */
function xTicks(table: DistributionTableView, plot: AxesChartView["plot"], slot: number): AxisTick[] {
  const y = plot.top + plot.height + 16;
  const widest = table.rows.reduce((max, row) => Math.max(max, row.label.length), 1) * CHAR + 8;
  const every = Math.max(1, Math.ceil(widest / slot));
  const ticks: AxisTick[] = [];
  const last = table.rows.length - 1;
  for (let index = 0; index <= last; index += every) {
    if (index !== last && last - index < every) continue;
    ticks.push(tickAt(table, plot, slot, index, y, last));
  }
  if (ticks.at(-1)?.text !== table.rows[last]!.label) ticks.push(tickAt(table, plot, slot, last, y, last));
  return ticks;
}

function tickAt(
  table: DistributionTableView,
  plot: AxesChartView["plot"],
  slot: number,
  index: number,
  y: number,
  last: number,
): AxisTick {
  const anchor = index === 0 && last > 0 ? "start" : index === last && last > 0 ? "end" : "middle";
  const x =
    anchor === "start"
      ? plot.left + index * slot
      : anchor === "end"
        ? plot.left + (index + 1) * slot
        : plot.left + (index + 0.5) * slot;
  return { x: round(x), y, text: table.rows[index]!.label, anchor };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
