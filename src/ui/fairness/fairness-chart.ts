import type { FaceCount } from "../../core/fairness/fairness-report";
import { formatDecimal } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { ChartTick } from "../odds/odds-view";
import { formatTally, tally } from "./fairness-text";

/**
 * A group's counts as a bar chart against the expected line, as inline SVG coordinates (viewBox `0 0 width
 * height`) the way the dialogs draw their odds (src/ui/odds/distribution-chart.ts): one bar per face, its height
 * the observed count, and a step line at each face's expected count (flat for a plain die, lower at 0 and 10 for
 * the d10ish die). The chart in words goes to `aria-label`; the table beside it holds every number.
 */
export interface FairnessChartView {
  readonly width: number;
  readonly height: number;
  readonly bars: readonly FairnessBar[];
  /** The expected counts as an SVG polyline's `points` ("x,y x,y …"), one step per face. */
  readonly expectedPoints: string;
  readonly ticks: readonly ChartTick[];
  /** The chart in words, for `aria-label`. */
  readonly description: string;
}

interface FairnessBar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** "17: 23 times (expected 20.6)", the bar's tooltip. */
  readonly label: string;
}

const WIDTH = 320;
const PLOT_HEIGHT = 100;
const TICK_SPACE = 14;
/** Up to this many faces, every face gets its tick; past it (a d100), the first, every tenth and the last. */
const TICK_EVERY_FACE = 20;

/** Lays a group's faces out; `faceLabel` names each face ("17", "Heads"). */
export function fairnessChart(
  i18n: Translator,
  faces: readonly FaceCount[],
  faceLabel: (face: FaceCount) => string,
): FairnessChartView {
  const top = Math.max(1, ...faces.map((face) => Math.max(face.observed, face.expected)));
  const slot = WIDTH / faces.length;
  const gap = slot > 4 ? 1 : 0;
  const yOf = (count: number) => round(PLOT_HEIGHT - (count / top) * PLOT_HEIGHT);
  const bars = faces.map((face, i): FairnessBar => {
    const height = round((face.observed / top) * PLOT_HEIGHT);
    return {
      x: round(i * slot + gap / 2),
      y: round(PLOT_HEIGHT - height),
      width: round(slot - gap),
      height,
      label: formatWith(i18n, "INDIE_DICE.Fairness.Chart.Bar", {
        face: faceLabel(face),
        observed: formatTally(face.observed, i18n),
        expected: formatDecimal(face.expected, i18n),
      }),
    };
  });
  return {
    width: WIDTH,
    height: PLOT_HEIGHT + TICK_SPACE,
    bars,
    expectedPoints: expectedLine(
      faces.map((face) => yOf(face.expected)),
      slot,
    ),
    ticks: ticks(faces, faceLabel, slot),
    description: describe(i18n, faces, faceLabel),
  };
}

/** A step line: across each face's slot at its expected height; a run of equal heights is one segment. */
function expectedLine(heights: readonly number[], slot: number): string {
  const points: string[] = [];
  heights.forEach((y, i) => {
    if (i > 0 && heights[i - 1] === y) return;
    const end = heights.findIndex((other, j) => j > i && other !== y);
    points.push(`${round(i * slot)},${y}`, `${round((end < 0 ? heights.length : end) * slot)},${y}`);
  });
  return points.join(" ");
}

function ticks(faces: readonly FaceCount[], faceLabel: (face: FaceCount) => string, slot: number): ChartTick[] {
  const y = PLOT_HEIGHT + TICK_SPACE - 3;
  const every = faces.length <= TICK_EVERY_FACE;
  const last = faces.length - 1;
  return faces.flatMap((face, i): ChartTick[] => {
    if (!every && i !== 0 && i !== last && (i + 1) % 10 !== 0) return [];
    // Past TICK_EVERY_FACE the end ticks hug the chart's edges, so their text is never cut off.
    const anchor = every ? "middle" : i === 0 ? "start" : i === last ? "end" : "middle";
    const x = anchor === "start" ? 0 : anchor === "end" ? WIDTH : round((i + 0.5) * slot);
    return [{ x, y, anchor, text: faceLabel(face) }];
  });
}

function describe(i18n: Translator, faces: readonly FaceCount[], faceLabel: (face: FaceCount) => string): string {
  const most = faces.reduce((best, face) => (face.observed > best.observed ? face : best));
  const least = faces.reduce((best, face) => (face.observed < best.observed ? face : best));
  const expected = faces.map((face) => face.expected);
  const low = Math.min(...expected);
  const high = Math.max(...expected);
  const expectedText =
    formatDecimal(low, i18n) === formatDecimal(high, i18n)
      ? formatDecimal(low, i18n)
      : formatWith(i18n, "INDIE_DICE.Fairness.Chart.ExpectedRange", {
          low: formatDecimal(low, i18n),
          high: formatDecimal(high, i18n),
        });
  return formatWith(i18n, "INDIE_DICE.Fairness.Chart.Description", {
    first: faceLabel(faces[0]!),
    last: faceLabel(faces[faces.length - 1]!),
    expected: expectedText,
    top: faceLabel(most),
    topCount: tally(i18n, "INDIE_DICE.Fairness.Chart.Times", most.observed),
    bottom: faceLabel(least),
    bottomCount: tally(i18n, "INDIE_DICE.Fairness.Chart.Times", least.observed),
  });
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
