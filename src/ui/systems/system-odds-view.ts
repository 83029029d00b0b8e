import type { SystemChoice, SystemOdds, SystemOutcome, SystemViewer } from "../../core/systems/system-odds-types";
import { formatPercent, formatShares } from "../percent";
import { formatWith, type Translator } from "../translator";
import { systemDamageView, type SystemDamageView } from "./system-damage-view";
import type { SystemFigure, SystemOddsDisplay } from "./system-figure";

/**
 * A game system's dialog's figures as a viewer reads them (docs/systems.md "What a player sees"): the headline on
 * each choice's button, a table of every outcome by choice, a bar of the choice whose outcomes share out the whole
 * where the odds name one, and — without a target, or for one who may not see it — each choice's chance of at least
 * a few totals. The same for every system: a system gives its outcomes' and choices' words (its labels).
 *
 * Secrecy first: a figure worked out from a target the viewer may not see is not drawn in any form — not as a
 * number, not as a word; the totals, which read nothing of it, are. Then the GM's choice for players: the exact
 * figures, words ("likely", "risky", "long shot"), or nothing; a GM always reads the figures.
 */

/** The words of a system's outcomes and choices: localization keys by outcome key and by choice id. */
export interface SystemLabels {
  readonly outcomes: Readonly<Record<string, string>>;
  readonly choices: Readonly<Record<string, string>>;
  /** What the target is, with `{target}`: "Against AC {target}" (with `perChoiceTargets`, the words for them all). */
  readonly target: string;
  /** The caption without a target, where the system's words differ from the shared one (pf2e's "No DC"). */
  readonly noTarget?: string;
  /**
   * The caption when the viewer may not see the target, if the shared one ("the target is hidden: each button's
   * chance of a total of at least…") does not say it: a system without totals (CoC7's hidden difficulty).
   */
  readonly targetHidden?: string;
  /** What a figure beside another element says it is (its tooltip): "Chance of success it adds"; optional. */
  readonly extra?: string;
}

export interface SystemOddsView {
  /** The figure on each choice's button, by choice id (absent where there is none to show). */
  readonly chips: ReadonlyMap<string, SystemFigure>;
  /** The table's columns: the choices' words. */
  readonly columns: readonly string[];
  /**
   * One row an outcome that can happen (or that a choice asks): its words and a figure a choice (null where that
   * choice shows none); `fact` where it is a fact about the roll, drawn apart from the outcomes (SystemOutcome.fact).
   */
  readonly rows: readonly SystemRow[];
  /** The heading of the facts' table. */
  readonly factsHeading: string;
  /** "At least N" rows, when there is no target to show. */
  readonly totals: readonly { readonly label: string; readonly cells: readonly SystemFigure[] }[];
  /** What the figures answer: against the target, without one, or with it hidden. */
  readonly caption: string;
  /** The figures beside other elements (SystemOdds.extras), by the element's id: exact figures only. */
  readonly extras: ReadonlyMap<string, SystemFigure>;
  /** The choice the dialog rolls as it stands (SystemOdds.chosen) and its column, or null. */
  readonly chosen: { readonly id: string; readonly column: number } | null;
  /** The choice whose outcomes share out the whole, as one bar (its words and a segment an outcome), or null. */
  readonly bar: SystemBar | null;
  /** The damage figures (SystemOdds.damage), or null: the means are also among `chips`. */
  readonly damage: SystemDamageView | null;
}

interface SystemRow {
  readonly label: string;
  readonly cells: readonly (SystemFigure | null)[];
  readonly fact: boolean;
  /** Whether it is the question some choice asks (its first outcome): drawn even where it cannot happen. */
  readonly asked: boolean;
}

/** One bar: the choice's words, then each outcome's figure and words, in the outcomes' order. */
export interface SystemBar {
  readonly label: string;
  readonly segments: readonly (SystemFigure & { readonly label: string })[];
}

const KEY = "INDIE_DICE.SystemOdds";

/** The words a chance reads as, for players when the GM chose words (docs/systems.md "What a player sees"). */
function chanceWords(probability: number): string {
  if (probability >= 1) return "Certain";
  if (probability <= 0) return "Impossible";
  if (probability >= 0.7) return "Likely";
  if (probability >= 0.35) return "Risky";
  return "LongShot";
}

/** The view, or null when nothing is to be drawn for this viewer. */
export function systemOddsView(
  odds: SystemOdds,
  viewer: SystemViewer,
  display: SystemOddsDisplay,
  labels: SystemLabels,
  i18n: Translator,
): SystemOddsView | null {
  const mode: SystemOddsDisplay = viewer.isGM ? "exact" : display;
  if (mode === "none") return null;
  // Several targets: each choice's own may be hidden while another's is not (perChoiceTargets).
  const seesTargetOf = (choice: SystemChoice) =>
    viewer.isGM || (odds.perChoiceTargets ? choice.targetVisible === true : viewer.targetVisible);
  const shown = (choice: SystemChoice, outcome: SystemOutcome) => seesTargetOf(choice) || !outcome.fromTarget;
  const shares = mode === "exact" ? sharesOf(odds, shown, i18n) : new Map<SystemOutcome, string>();
  const figure = (outcome: SystemOutcome): SystemFigure => ({
    text:
      mode === "exact"
        ? (shares.get(outcome) ?? formatPercent(outcome.probability, i18n))
        : i18n.localize(`${KEY}.Words.${chanceWords(outcome.probability)}`),
    probability: mode === "exact" ? outcome.probability : null,
    outcome: outcome.key,
  });
  const chips = new Map<string, SystemFigure>();
  for (const choice of odds.choices) {
    const headline = choice.outcomes.find((outcome) => shown(choice, outcome));
    if (!headline) continue;
    // The question the dialog asks is its first outcome against the target; any other figure on a button says what it
    // is.
    const asked = headline === choice.outcomes[0] && headline.fromTarget;
    chips.set(
      choice.id,
      asked
        ? figure(headline)
        : { ...figure(headline), named: i18n.localize(labels.outcomes[headline.key] ?? headline.key) },
    );
  }
  const rows = rowsOf(odds, shown, figure, labels, i18n);
  const seesTarget = odds.perChoiceTargets
    ? odds.choices.some(seesTargetOf)
    : odds.target !== null && (viewer.isGM || viewer.targetVisible);
  // The totals are figures a table reads only as numbers; with words, the headline says enough.
  const totals =
    seesTarget || mode !== "exact"
      ? []
      : odds.totals.map((row) => ({
          label: formatWith(i18n, `${KEY}.AtLeast`, { total: row.total }),
          cells: row.chances.map((probability) => ({
            text: formatPercent(probability, i18n),
            probability,
            outcome: `atLeast${row.total}`,
          })),
        }));
  const extras = extrasOf(odds, mode, viewer.isGM || viewer.targetVisible, i18n);
  const columns = odds.choices.map((choice) => choice.label ?? i18n.localize(labels.choices[choice.id] ?? choice.id));
  const damage = odds.damage
    ? systemDamageView(
        odds.damage,
        odds.choices.map((choice, index) => ({ id: choice.id, words: columns[index]! })),
        mode,
        (probability) => i18n.localize(`${KEY}.Words.${chanceWords(probability)}`),
        i18n,
      )
    : null;
  // A damage dialog's buttons carry the mean their roll deals, where no chance stands on them.
  for (const [choice, mean] of damage?.chips ?? []) if (!chips.has(choice)) chips.set(choice, mean);
  if (chips.size === 0 && rows.length === 0 && totals.length === 0 && extras.size === 0 && !damage) return null;
  return {
    chips,
    columns,
    rows,
    factsHeading: i18n.localize("INDIE_DICE.Dialog.Labels.Facts"),
    totals,
    caption: captionOf(odds, seesTarget, labels, i18n),
    extras,
    chosen: chosenOf(odds),
    bar: mode === "exact" ? barOf(odds, shown, figure, labels, i18n) : null,
    damage,
  };
}

type Shown = (choice: SystemChoice, outcome: SystemOutcome) => boolean;

/**
 * The rows in the choices' order, an outcome a row, each kept where some choice shows it. An outcome that cannot
 * happen for any choice shown is left out ("0.0%" rows read as noise: a messy critical without a hunger die), unless
 * a choice asks it (its first outcome, the question on its button: "Success 0.0%" answers it).
 */
function rowsOf(
  odds: SystemOdds,
  shown: Shown,
  figure: (outcome: SystemOutcome) => SystemFigure,
  labels: SystemLabels,
  i18n: Translator,
): SystemRow[] {
  const outcomeKeys = [...new Set(odds.choices.flatMap((choice) => choice.outcomes.map((outcome) => outcome.key)))];
  const asked = new Set(odds.choices.map((choice) => choice.outcomes[0]?.key));
  return outcomeKeys.flatMap((key) => {
    const outcomes = odds.choices.map((choice) => {
      const outcome = choice.outcomes.find((candidate) => candidate.key === key);
      return outcome && shown(choice, outcome) ? outcome : null;
    });
    const seen = outcomes.filter((outcome) => outcome !== null);
    if (seen.length === 0 || (!asked.has(key) && seen.every((outcome) => outcome.probability <= 0))) return [];
    return [
      {
        label: i18n.localize(labels.outcomes[key] ?? key),
        cells: outcomes.map((outcome) => (outcome ? figure(outcome) : null)),
        fact: seen.some((outcome) => outcome.fact === true),
        asked: asked.has(key),
      },
    ];
  });
}

/**
 * Each choice's outcomes that share out the whole (all but its facts, all shown, adding up to 1), rounded to add up
 * to 100.0% as their chances do (src/ui/percent.ts formatShares), as the module's own dialogs round theirs; a figure
 * on its own is rounded on its own.
 */
function sharesOf(odds: SystemOdds, shown: Shown, i18n: Translator): Map<SystemOutcome, string> {
  const shares = new Map<SystemOutcome, string>();
  for (const choice of odds.choices) {
    const whole = choice.outcomes.filter((outcome) => outcome.fact !== true);
    if (!whole.every((outcome) => shown(choice, outcome))) continue;
    // One that cannot happen takes no share (and reads "0.0%", where its row is drawn at all).
    const outcomes = whole.filter((outcome) => outcome.probability > 0);
    const texts = formatShares(
      outcomes.map((outcome) => outcome.probability),
      i18n,
    );
    texts?.forEach((text, index) => shares.set(outcomes[index]!, text));
  }
  return shares;
}

/**
 * The bar of the choice the odds name, when every one of its outcomes may be shown: a bar missing a part would read
 * as whole. Only with the exact figures — a bar's lengths are numbers, whatever its words say.
 */
function barOf(
  odds: SystemOdds,
  shown: Shown,
  figure: (outcome: SystemOutcome) => SystemFigure,
  labels: SystemLabels,
  i18n: Translator,
): SystemBar | null {
  const choice = odds.choices.find((candidate) => candidate.id === odds.bar);
  if (!choice || choice.outcomes.length === 0 || !choice.outcomes.every((outcome) => shown(choice, outcome)))
    return null;
  return {
    label: choice.label ?? i18n.localize(labels.choices[choice.id] ?? choice.id),
    segments: choice.outcomes.map((outcome) => ({
      ...figure(outcome),
      label: i18n.localize(labels.outcomes[outcome.key] ?? outcome.key),
    })),
  };
}

function chosenOf(odds: SystemOdds): SystemOddsView["chosen"] {
  const column = odds.choices.findIndex((choice) => choice.id === odds.chosen);
  return column === -1 ? null : { id: odds.choices[column]!.id, column };
}

/**
 * The figures beside other elements, as a signed change ("+8.3%"): exact figures only (a word says nothing of a
 * change), and none worked out from a target the viewer may not see.
 */
function extrasOf(
  odds: SystemOdds,
  mode: SystemOddsDisplay,
  seesTarget: boolean,
  i18n: Translator,
): Map<string, SystemFigure> {
  const extras = new Map<string, SystemFigure>();
  if (mode !== "exact") return extras;
  for (const extra of odds.extras ?? []) {
    if (extra.fromTarget && !seesTarget) continue;
    const size = formatPercent(Math.abs(extra.change), i18n);
    const text = extra.change > 0 ? `+${size}` : extra.change < 0 ? `−${size}` : size;
    extras.set(extra.id, { text, probability: extra.change, outcome: "change" });
  }
  return extras;
}

function captionOf(odds: SystemOdds, seesTarget: boolean, labels: SystemLabels, i18n: Translator): string {
  // A damage dialog rolls against no target: its figures are what each button deals.
  if (odds.target === null && !odds.perChoiceTargets && odds.damage?.rolls.length)
    return i18n.localize(`${KEY}.Damage.Caption`);
  if (odds.target === null && !odds.perChoiceTargets) return i18n.localize(labels.noTarget ?? `${KEY}.NoTarget`);
  if (!seesTarget) return i18n.localize(labels.targetHidden ?? `${KEY}.TargetHidden`);
  return odds.target === null ? i18n.localize(labels.target) : formatWith(i18n, labels.target, { target: odds.target });
}
