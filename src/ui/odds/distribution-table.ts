import { plain } from "../roll-cards/card-text";
import { chanceThatCanFail } from "../../core/odds/certainty";
import { formatPercent } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { DistributionSource } from "./odds-view";

/**
 * A roll's whole distribution as a table (the web calculator's, as AnyDice gives one): every result with the chance
 * of exactly it, of it or more and of it or less. Tails too thin to show at one decimal are folded into "x or less"
 * and "y or more" rows, and a support wider than MAX_ROWS (50 unlimited d100s) is grouped into ranges, so the table
 * stays readable while its rows still add up to the whole.
 */

interface DistributionTableRow {
  /** "7", "−3", "[10!]", "Fumble", "40 to 44", "2 or less". */
  readonly label: string;
  /** Exact. */
  readonly probability: number;
  readonly atLeast: number;
  readonly atMost: number;
  readonly text: { readonly exactly: string; readonly atLeast: string; readonly atMost: string };
}

export interface DistributionTableView {
  readonly subject: string;
  readonly caption: string;
  readonly headers: {
    readonly result: string;
    readonly exactly: string;
    readonly atLeast: string;
    readonly atMost: string;
  };
  readonly rows: readonly DistributionTableRow[];
  /** The rows as tab-separated text with exact decimals, for a spreadsheet (the Copy button). */
  readonly tsv: string;
}

export const MAX_TABLE_ROWS = 200;
/** A tail holding less than this is folded into one row: it shows as "<0.1%" at best, value by value. */
const FOLDED_TAIL = 0.0005;
const K = "INDIE_DICE.Calculator.Table";

interface Entry {
  readonly label: string;
  readonly probability: number;
  /** The folded "y or more" row: every result from y up, the engine's cut tail above them too. */
  readonly openAbove?: true;
}

export function distributionTable(i18n: Translator, source: DistributionSource): DistributionTableView {
  const entries = [...named(source.below), ...valueEntries(i18n, source), ...named(source.above)];
  const total = entries.reduce((sum, entry) => sum + entry.probability, 0);
  let below = 0;
  // The first row's "at least" and the last row's "at most" take in every outcome: certain, exactly 1, when no tail
  // was cut, or when the cut tail lies above every value (it is "at least" the first row, and within an open "or
  // more" last row); every other leaves an outcome out, so it can fail however near 1 its sum (docs/odds.md
  // "Certain and impossible").
  const whole = source.values.cutMass === 0;
  const lowEndWhole = whole || source.cutAbove === true;
  const highEndWhole = whole || (source.cutAbove === true && entries.at(-1)?.openAbove === true);
  const rows = entries.map((entry, index): DistributionTableRow => {
    const atLeast = index === 0 && lowEndWhole ? 1 : chanceThatCanFail(total - below);
    below += entry.probability;
    const atMost = index === entries.length - 1 && highEndWhole ? 1 : chanceThatCanFail(below);
    return {
      label: entry.label,
      probability: entry.probability,
      atLeast,
      atMost,
      text: {
        exactly: formatPercent(entry.probability, i18n),
        atLeast: formatPercent(atLeast, i18n),
        // "At most" is the complement of the next row's "at least": the two read 100.0% together, so it yields a tie.
        atMost: formatPercent(atMost, i18n, { yieldsTie: true }),
      },
    };
  });
  const headers = {
    result: source.subject,
    exactly: i18n.localize(`${K}.Exactly`),
    atLeast: i18n.localize(`${K}.AtLeast`),
    atMost: i18n.localize(`${K}.AtMost`),
  };
  return {
    subject: source.subject,
    caption: formatWith(i18n, `${K}.Caption`, { subject: source.subject }),
    headers,
    rows,
    tsv: tsvOf(headers, rows),
  };
}

/** Named results that can happen (a crit the dice cannot roll is left out). */
function named(results: DistributionSource["above"]): Entry[] {
  return results.filter((result) => result.probability > 0);
}

/** The plain values: thin tails folded, a wide stretch grouped into ranges of equal width. */
function valueEntries(i18n: Translator, { values }: DistributionSource): Entry[] {
  const { probs, min } = values;
  let first = probs.findIndex((p) => p > 0);
  let last = probs.findLastIndex((p) => p > 0);
  if (first < 0) return [];
  const entries: Entry[] = [];
  const lowTail = tailMass(probs, first, (i) => i + 1, last);
  if (lowTail.end > first) {
    entries.push({
      label: formatWith(i18n, `${K}.OrLess`, { value: plain(min + lowTail.end, i18n) }),
      probability: lowTail.mass,
    });
    first = lowTail.end + 1;
  }
  const highTail = tailMass(probs, last, (i) => i - 1, first);
  const highRow: Entry | null =
    highTail.end < last
      ? {
          label: formatWith(i18n, `${K}.OrMore`, { value: plain(min + highTail.end, i18n) }),
          probability: highTail.mass,
          openAbove: true,
        }
      : null;
  if (highRow) last = highTail.end - 1;
  const size = Math.max(1, Math.ceil((last - first + 1) / (MAX_TABLE_ROWS - 2)));
  for (let start = first; start <= last; start += size) {
    const end = Math.min(last, start + size - 1);
    let probability = 0;
    for (let i = start; i <= end; i++) probability += probs[i]!;
    // A value the dice cannot give (a Kaiser 12 always rolls on) has no row, as it has no chance.
    if (probability === 0) continue;
    const label =
      start === end
        ? plain(min + start, i18n)
        : formatWith(i18n, "INDIE_DICE.Dialog.Chart.Range", {
            from: plain(min + start, i18n),
            to: plain(min + end, i18n),
          });
    entries.push({ label, probability });
  }
  if (highRow) entries.push(highRow);
  return entries;
}

/**
 * Walks in from one end while the values passed hold less than FOLDED_TAIL together: `end` is the last value the
 * folded row takes (the start itself when nothing is folded), `mass` what the row holds.
 */
function tailMass(
  probs: Float64Array,
  start: number,
  step: (i: number) => number,
  stop: number,
): { end: number; mass: number } {
  let mass = probs[start]!;
  let end = start;
  for (let i = step(start); i !== step(stop) && mass + probs[i]! < FOLDED_TAIL; i = step(i)) {
    mass += probs[i]!;
    end = i;
  }
  return end === start ? { end: start, mass: probs[start]! } : { end, mass };
}

function tsvOf(headers: DistributionTableView["headers"], rows: readonly DistributionTableRow[]): string {
  // Data for a spreadsheet, not text to read: full precision with a decimal point in every language, as the
  // fairness report's CSV writes its numbers (src/core/fairness/fairness-csv.ts).
  const exact = (p: number) => String(Number(p.toPrecision(12)));
  const lines = [[headers.result, headers.exactly, headers.atLeast, headers.atMost].join("\t")];
  for (const row of rows)
    lines.push([row.label, exact(row.probability), exact(row.atLeast), exact(row.atMost)].join("\t"));
  return `${lines.join("\n")}\n`;
}
