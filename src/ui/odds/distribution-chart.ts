import type { IntDistribution } from "../../core/odds/int-distribution";
import { plain } from "../roll-cards/card-text";
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
  /**
   * The value the bar stands for; for a bar that groups several values, the first of them. A number is written in
   * the player's language when the chart is laid out; a string ("[10!]") as it is.
   */
  readonly tick: string | number;
  readonly probability: number;
  readonly highlight: boolean;
  /** A bar grouping several values: its first and last, said in words ("−96 to −94") wherever it is named. */
  readonly range?: { readonly from: number; readonly to: number };
  /** Results lie beyond this end bar that the chart leaves out (too rare to draw, or cut by the engine). */
  readonly trimmed?: true;
}

interface ChartWording {
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
/** Roughly how wide one character of a 10 px tick is, in chart units: a tick that would touch another is left out. */
const TICK_CHAR_WIDTH = 6;
const TICK_GAP = 6;

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
    const tick = min + start;
    const point: ChartPoint =
      start === end
        ? { tick, probability, highlight: marked }
        : { tick, probability, highlight: marked, range: { from: tick, to: min + end } };
    const trimmed =
      (start === first && probs.slice(0, first).some((p) => p > 0)) ||
      (end === last && (probs.slice(last + 1).some((p) => p > 0) || distribution.cutMass > 0));
    points.push(trimmed ? { ...point, trimmed } : point);
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
  // Several bars as likely as the tallest (a single die) have no one most likely value to name under the axis.
  const singleMode = points.filter((point) => point.probability === tallest).length === 1;
  const shown = ticks(i18n, points, singleMode ? modeIndex : -1, slot);
  const marked = wording.highlightMeaning !== null && points.some((point) => point.highlight);
  // A chart whose thin tails are left out says so, and what it shows: its ends are not the lowest and the highest.
  const trimmed = points.some((point) => point.trimmed)
    ? formatWith(i18n, "INDIE_DICE.Dialog.Chart.Trimmed", {
        from: tickText(i18n, points[0]!.tick),
        to: lastValue(i18n, points.at(-1)!),
      })
    : null;
  const caption = formatWith(i18n, "INDIE_DICE.Dialog.Chart.Caption", {
    subject: wording.subject,
    ticks: i18n.localize(`${trimmed ? DRAWN_TICK_WORDS : TICK_WORDS}.${TICK_COUNTS[shown.length - 1]!}`),
  });
  const description = describe(i18n, points, modeIndex, wording);
  return {
    width: WIDTH,
    height: PLOT_HEIGHT + TICK_SPACE,
    bars,
    ticks: shown,
    description: trimmed ? `${description} ${trimmed}` : description,
    caption: trimmed ? `${caption} ${trimmed}` : caption,
    key: marked ? formatWith(i18n, "INDIE_DICE.Dialog.Chart.Key", { meaning: wording.highlightMeaning! }) : null,
  };
}

/**
 * What the numbers under the bars are, by how many of them there is room for (the most likely one may not fit): the
 * lowest and the highest results, or, on a trimmed chart, the lowest and the highest drawn.
 */
const TICK_COUNTS = ["One", "Two", "Three"] as const;
const TICK_WORDS = "INDIE_DICE.Dialog.Chart.Ticks";
const DRAWN_TICK_WORDS = "INDIE_DICE.Dialog.Chart.DrawnTicks";

/** What a bar stands for, in words: "7", or "−96 to −94" for a bar that groups values. */
function pointText(i18n: Translator, point: ChartPoint): string {
  return point.range ? formatWith(i18n, "INDIE_DICE.Dialog.Chart.Range", point.range) : tickText(i18n, point.tick);
}

/** A tick's value as the player reads it: a number in their language ("−1,000"), a word as it is. */
function tickText(i18n: Translator, tick: string | number): string {
  return typeof tick === "number" ? plain(tick, i18n) : tick;
}

/** The last value a chart shows: the end of its last bar's range, or its tick. */
function lastValue(i18n: Translator, point: ChartPoint): string {
  return tickText(i18n, point.range?.to ?? point.tick);
}

function barLabel(i18n: Translator, point: ChartPoint, wording: ChartWording): string {
  const label = formatWith(i18n, "INDIE_DICE.Dialog.Chart.Bar", {
    value: pointText(i18n, point),
    percent: formatPercent(point.probability, i18n),
  });
  if (!point.highlight || wording.highlightMeaning === null) return label;
  return formatWith(i18n, "INDIE_DICE.Dialog.Chart.MarkedBar", { label, meaning: wording.highlightMeaning });
}

/**
 * The axis: the lowest value at the start, the highest at the end — single numbers, even when the end bars group
 * several values — and the most likely bar in the middle, in words, when it has room between them (`modeIndex` −1
 * when no one bar is the most likely). A most likely bar at an end is already named there, so it is not named twice.
 */
function ticks(i18n: Translator, points: readonly ChartPoint[], modeIndex: number, slot: number): ChartTick[] {
  const y = PLOT_HEIGHT + TICK_SPACE - 3;
  const last = points.length - 1;
  const firstText = tickText(i18n, points[0]!.tick);
  const first: ChartTick = { x: 0, y, anchor: "start", text: firstText };
  if (last === 0) return [{ ...first, text: pointText(i18n, points[0]!) }];
  const lastText = lastValue(i18n, points[last]!);
  const result = [first];
  if (modeIndex <= 0 || modeIndex >= last) return [first, { x: WIDTH, y, anchor: "end", text: lastText }];
  const modeX = round((modeIndex + 0.5) * slot);
  const modeText = pointText(i18n, points[modeIndex]!);
  const half = (modeText.length * TICK_CHAR_WIDTH) / 2;
  const clear =
    modeX - half > firstText.length * TICK_CHAR_WIDTH + TICK_GAP &&
    modeX + half < WIDTH - lastText.length * TICK_CHAR_WIDTH - TICK_GAP;
  if (clear) result.push({ x: modeX, y, anchor: "middle", text: modeText });
  result.push({ x: WIDTH, y, anchor: "end", text: lastText });
  return result;
}

function describe(i18n: Translator, points: readonly ChartPoint[], modeIndex: number, wording: ChartWording): string {
  const mode = points[modeIndex]!;
  const description = formatWith(i18n, "INDIE_DICE.Dialog.Chart.Description", {
    subject: wording.subject,
    min: tickText(i18n, points[0]!.tick),
    max: lastValue(i18n, points[points.length - 1]!),
    mode: pointText(i18n, mode),
    percent: formatPercent(mode.probability, i18n),
  });
  if (wording.highlightMeaning === null || !points.some((point) => point.highlight)) return description;
  return `${description} ${formatWith(i18n, "INDIE_DICE.Dialog.Chart.Marked", { meaning: wording.highlightMeaning })}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
