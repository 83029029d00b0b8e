import { meanOf, totalsBars, type DamageOutcomes } from "../../core/damage/damage-outcomes";
import type { SystemDamage } from "../../core/systems/system-damage-types";
import { formatMean, formatNumber } from "../numbers";
import { formatPercent } from "../percent";
import { formatWith, type Translator } from "../translator";
import type { SystemFigure, SystemOddsDisplay } from "./system-figure";

/**
 * A system's damage figures as a viewer reads them (docs/damage.md "What a player sees"): each choice's mean on its
 * button, each choice's totals as a chart, and a table of the chance each choice drops each target.
 *
 * Secrecy first: the adapter works out no chance from a target whose numbers the viewer may not see (its `chances`
 * are null), and such a target is not named here at all, so two hidden targets read the same (as nothing). A
 * player's own damage reads nothing of any target: its mean and totals are hers. Then the GM's choice for players:
 * with words, the chances read as words and the chart, all numbers, is left out; with nothing, nothing is drawn.
 */

/** The most bars a chart draws: wider rolls (a 20d6's 101 totals) are drawn a bar a few totals. */
const MOST_BARS = 60;

/** One bar of a chart: the totals it stands for, their chance, and its height against the chart's tallest. */
export interface SystemDamageBar {
  readonly least: number;
  readonly most: number;
  readonly probability: number;
  readonly height: number;
  /** "12: 12.5%", or "20–22: 3.1%" for a bar of several totals. */
  readonly text: string;
}

/** One choice's roll: its words, what it deals at least, at most and on average, and its chart (exact only). */
interface SystemDamageRollView {
  readonly choice: string;
  readonly label: string;
  readonly mean: number;
  /** "Critical Hit: 5–19, mean 12". */
  readonly summary: string;
  /** The chart's bars, least total first; empty where the figures are words. */
  readonly bars: readonly SystemDamageBar[];
}

export interface SystemDamageView {
  /** The mean on each choice's button, by choice id. */
  readonly chips: ReadonlyMap<string, SystemFigure>;
  readonly rolls: readonly SystemDamageRollView[];
  /** The drop table's columns: the choices' words, and their ids in the same order. */
  readonly columns: readonly string[];
  readonly columnIds: readonly string[];
  /** A row a target the viewer may see: its name (user text) and a figure a choice. */
  readonly targets: readonly { readonly name: string; readonly cells: readonly SystemFigure[] }[];
  /** The drop table's caption. */
  readonly dropHeading: string;
}

const KEY = "INDIE_DICE.SystemOdds.Damage";

/**
 * The damage view, or null when nothing is to be drawn; `display` is already the viewer's (a GM's always exact),
 * `words` the way a chance reads as a word, `choiceWords` each choice's words in the odds' order.
 */
export function systemDamageView(
  damage: SystemDamage,
  choices: readonly { readonly id: string; readonly words: string }[],
  display: Exclude<SystemOddsDisplay, "none">,
  words: (probability: number) => string,
  i18n: Translator,
): SystemDamageView | null {
  const wordsOf = (id: string) => choices.find((choice) => choice.id === id)?.words ?? id;
  const chips = new Map<string, SystemFigure>();
  const rolls = damage.rolls.map(({ choice, outcomes }) => {
    const mean = meanOf(outcomes);
    const meanText = formatWith(i18n, `${KEY}.Mean`, { mean: formatMean(mean, i18n) });
    chips.set(choice, { text: meanText, probability: null, outcome: "mean" });
    const least = outcomes[0]?.[0] ?? 0;
    const most = outcomes.at(-1)?.[0] ?? 0;
    const range =
      least === most ? formatNumber(least, i18n) : `${formatNumber(least, i18n)}–${formatNumber(most, i18n)}`;
    return {
      choice,
      label: wordsOf(choice),
      mean,
      summary: formatWith(i18n, `${KEY}.Summary`, { choice: wordsOf(choice), range, mean: formatMean(mean, i18n) }),
      bars: display === "exact" ? barsOf(outcomes, i18n) : [],
    };
  });
  const figure = (probability: number): SystemFigure =>
    display === "exact"
      ? { text: formatPercent(probability, i18n), probability, outcome: "drop" }
      : { text: words(probability), probability: null, outcome: "drop" };
  const targets = damage.targets.flatMap(({ name, chances }) =>
    chances === null ? [] : [{ name, cells: chances.map(figure) }],
  );
  if (rolls.length === 0 && targets.length === 0) return null;
  return {
    chips,
    rolls,
    columns: choices.map((choice) => choice.words),
    columnIds: choices.map((choice) => choice.id),
    targets,
    dropHeading: i18n.localize(`${KEY}.DropHeading`),
  };
}

/** The chart's bars: a total each, or a few totals each where the roll has more than MOST_BARS. */
function barsOf(outcomes: DamageOutcomes, i18n: Translator): SystemDamageBar[] {
  const bars = totalsBars(outcomes, MOST_BARS);
  const tallest = Math.max(...bars.map((bar) => bar.probability));
  return bars.map(({ least, most, probability }) => {
    const totals =
      least === most ? formatNumber(least, i18n) : `${formatNumber(least, i18n)}–${formatNumber(most, i18n)}`;
    return {
      least,
      most,
      probability,
      height: probability / tallest,
      text: `${totals}: ${formatPercent(probability, i18n)}`,
    };
  });
}
