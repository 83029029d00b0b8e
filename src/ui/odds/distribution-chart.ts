import type { IntDistribution } from "../../core/odds/int-distribution";
import { plain } from "../cards/card-text";
import { formatPercent } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { ChartBar, ChartTick, ChartView } from "./odds-view";

/**
 * A distribution as a small bar chart. Tails too thin to see (open rolls, explosions) are left out and very
 * wide supports (50 unlimited d100s) are grouped into at most MAX_BARS bars, so the SVG stays small whatever
 * the roll; the exact figures are in the odds rows beside it.
 */

/** One bar before layout: what its tick says, its probability, and whether it is one of the marked outcomes. */
export interface ChartPoint {
  readonly tick: string;
  readonly probability: number;
  readonly highlight: boolean;
}

export interface ChartWording {
  /** What the bars count, e.g. "Total", "Margin", "Score". */
  readonly subject: string;
  /** What a marked bar means, e.g. "success", "12 or more"; null when no bar is marked. */
  readonly highlightMeaning: string | null;
}

const WIDTH = 320;
const PLOT_HEIGHT = 80;
const TICK_SPACE = 14;
const MAX_BARS = 60;
/** A bar below this share of the tallest one is not drawn at the ends of the chart. */
const VISIBLE_SHARE = 1e-3;
/** The most-likely tick is left out when it would collide with the first or last one. */
const TICK_CLEARANCE = 36;

/** The points of a distribution: its visible stretch, grouped into ranges of values when it is too wide. */
export function distributionPoints(
  distribution: IntDistribution,
  highlight: (value: number) => boolean = () => false,
): ChartPoint[] {
  const { probs, min } = distribution;
  const tallest = probs.reduce((max, p) => Math.max(max, p), 0);
  if (tallest === 0) return [];
  const first = probs.findIndex((p) => p >= tallest * VISIBLE_SHARE);
  const last = probs.findLastIndex((p) => p >= tallest * VISIBLE_SHARE);
  const size = Math.ceil((last - first + 1) / MAX_BARS);
  const points: ChartPoint[] = [];
  for (let start = first; start <= last; start += size) {
    const end = Math.min(last, start + size - 1);
    let probability = 0;
    let marked = false;
    for (let i = start; i <= end; i++) {
      probability += probs[i]!;
      marked ||= highlight(min + i);
    }
    const tick = start === end ? plain(min + start) : `${plain(min + start)}–${plain(min + end)}`;
    points.push({ tick, probability, highlight: marked });
  }
  return points;
}

/** Lays the points out as bars with a text alternative; null when there is nothing to draw. */
export function chartView(i18n: Translator, points: readonly ChartPoint[], wording: ChartWording): ChartView | null {
  if (points.length === 0) return null;
  const tallest = points.reduce((max, point) => Math.max(max, point.probability), 0);
  const slot = WIDTH / points.length;
  const gap = slot > 4 ? 1 : 0;
  const bars = points.map((point, index): ChartBar => {
    const height = point.probability > 0 ? Math.max(1, (point.probability / tallest) * PLOT_HEIGHT) : 0;
    return {
      x: round(index * slot),
      y: round(PLOT_HEIGHT - height),
      width: round(slot - gap),
      height: round(height),
      label: barLabel(i18n, point, wording),
      highlight: point.highlight,
    };
  });
  const modeIndex = points.findIndex((point) => point.probability === tallest);
  return {
    width: WIDTH,
    height: PLOT_HEIGHT + TICK_SPACE,
    bars,
    ticks: ticks(points, modeIndex, slot),
    description: describe(i18n, points, modeIndex, wording),
  };
}

function barLabel(i18n: Translator, point: ChartPoint, wording: ChartWording): string {
  const label = formatWith(i18n, "INDIE_DICE.Dialog.Chart.Bar", {
    value: point.tick,
    percent: formatPercent(point.probability, i18n),
  });
  if (!point.highlight || wording.highlightMeaning === null) return label;
  return formatWith(i18n, "INDIE_DICE.Dialog.Chart.MarkedBar", { label, meaning: wording.highlightMeaning });
}

function ticks(points: readonly ChartPoint[], modeIndex: number, slot: number): ChartTick[] {
  const y = PLOT_HEIGHT + TICK_SPACE - 3;
  const last = points.length - 1;
  const first: ChartTick = { x: 0, y, anchor: "start", text: points[0]!.tick };
  if (last === 0) return [first];
  const result = [first];
  const modeX = round((modeIndex + 0.5) * slot);
  if (modeX > TICK_CLEARANCE && modeX < WIDTH - TICK_CLEARANCE) {
    result.push({ x: modeX, y, anchor: "middle", text: points[modeIndex]!.tick });
  }
  result.push({ x: WIDTH, y, anchor: "end", text: points[last]!.tick });
  return result;
}

function describe(i18n: Translator, points: readonly ChartPoint[], modeIndex: number, wording: ChartWording): string {
  const mode = points[modeIndex]!;
  const description = formatWith(i18n, "INDIE_DICE.Dialog.Chart.Description", {
    subject: wording.subject,
    min: points[0]!.tick,
    max: points[points.length - 1]!.tick,
    mode: mode.tick,
    percent: formatPercent(mode.probability, i18n),
  });
  if (wording.highlightMeaning === null || !points.some((point) => point.highlight)) return description;
  return `${description} ${formatWith(i18n, "INDIE_DICE.Dialog.Chart.Marked", { meaning: wording.highlightMeaning })}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
