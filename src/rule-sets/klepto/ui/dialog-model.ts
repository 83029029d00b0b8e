import { limitError } from "../../../core/limits";
import { KLEPTO_LIMITS } from "../core/limits";
import { MAX_ADVANTAGE_LEVEL } from "../core/mechanics/constants";
import { netAdvantage } from "../core/mechanics/advantage";
import { type CritMethod } from "../core/mechanics/critical-dice";
import { type TestOptions } from "../core/mechanics/roll-test";
import { passFailOdds, testRangeOdds } from "../core/odds/range-odds";
import { testScoreOdds } from "../core/odds/score-odds";
import { formatRanges, rangeBracket } from "../core/ranges/format-ranges";
import { parseRanges } from "../core/ranges/parse-ranges";
import { STANDARD_RANGES } from "../core/ranges/standard-ranges";
import { type ParsedRanges, type SpecialEntry } from "../core/ranges/types";
import { chartView, type ChartPoint } from "../../../ui/odds/distribution-chart";
import { oddsMemo } from "../../../core/odds/odds-memo";
import { oddsRow, type OddsRow, type OddsView } from "../../../ui/odds/odds-view";
import { formatWith, type Translator } from "../../../ui/translator";
import type {
  DialogContext,
  DialogModelDefinition,
  DialogSettings,
  FormValues,
  NoteView,
} from "../../../ui/dialogs/dialog-types";
import type { KleptoDialogSpec } from "./types";
import { assembleView, note, startBuild } from "../../../ui/dialogs/dialog-view";
import { numberField, selectField, stepperField, textareaField } from "../../../ui/dialogs/field-views";
import type { FormReader } from "../../../ui/dialogs/form-reader";

/**
 * The Kleptonomicon: a Test of d10 + Modifier with Advantages and Disadvantages (cancelled one for one, then
 * capped at 3), the Critical Roll method (the world's unless the player picks the other), and Score Ranges in the
 * text's shorthand — the standard Low / Mixed / High when left empty.
 */

function defaults(settings: DialogSettings): FormValues {
  return { modifier: 0, advantages: 0, disadvantages: 0, method: settings.kleptoCritMethod, ranges: "" };
}

function formFromSpec(spec: Partial<KleptoDialogSpec>, settings: DialogSettings): FormValues {
  const form = defaults(settings);
  if (spec.modifier !== undefined) form.modifier = spec.modifier;
  if (spec.advantages !== undefined) form.advantages = spec.advantages;
  if (spec.disadvantages !== undefined) form.disadvantages = spec.disadvantages;
  if (spec.method !== undefined) form.method = spec.method;
  if (spec.ranges !== undefined) form.ranges = spec.ranges;
  return form;
}

function build(form: FormValues, context: DialogContext) {
  const frame = startBuild("klepto", form, defaults(context.settings), context);
  const { reader, i18n } = frame;
  const modifier = reader.integer("modifier", KLEPTO_LIMITS.kleptoModifier);
  const advantages = reader.integer("advantages", KLEPTO_LIMITS.kleptoAdvantages);
  const disadvantages = reader.integer("disadvantages", KLEPTO_LIMITS.kleptoAdvantages);
  const rangesText = reader.text("ranges");
  const custom = rangesText.trim() !== "";
  const parsed = custom ? readRanges(reader, rangesText) : STANDARD_RANGES;
  const method = reader.choice<CritMethod>("method", CRIT_METHODS, context.settings.kleptoCritMethod);
  const spec: KleptoDialogSpec = {
    modifier,
    advantages,
    disadvantages,
    method,
    ...(custom ? { ranges: rangesText } : {}),
  };
  const notes = [levelNote(i18n, advantages, disadvantages)];
  if (parsed !== null) notes.push(rangesNote(i18n, parsed, custom));
  return assembleView("klepto", frame, context, {
    fields: [
      numberField(frame, "modifier", "INDIE_DICE.Dialog.Klepto.Modifier", KLEPTO_LIMITS.kleptoModifier),
      stepperField(
        frame,
        "advantages",
        "INDIE_DICE.Dialog.Klepto.Advantages",
        KLEPTO_LIMITS.kleptoAdvantages,
        ADVANTAGE_STEPS,
      ),
      stepperField(
        frame,
        "disadvantages",
        "INDIE_DICE.Dialog.Klepto.Disadvantages",
        KLEPTO_LIMITS.kleptoAdvantages,
        DISADVANTAGE_STEPS,
      ),
      selectField(frame, "method", "INDIE_DICE.Dialog.Klepto.CritMethod", METHOD_CHOICES, {
        hint: "INDIE_DICE.Dialog.Klepto.CritMethodHint",
      }),
      textareaField(frame, "ranges", "INDIE_DICE.Dialog.Klepto.Ranges", {
        hint: "INDIE_DICE.Dialog.Klepto.RangesHint",
        placeholder: standardShorthand(i18n),
      }),
    ],
    notes,
    spec,
    odds: (checked) => kleptoOdds(i18n, checked, parsed ?? STANDARD_RANGES, custom),
  });
}

const ADVANTAGE_STEPS = {
  down: "INDIE_DICE.Dialog.Klepto.FewerAdvantages",
  up: "INDIE_DICE.Dialog.Klepto.MoreAdvantages",
};
const DISADVANTAGE_STEPS = {
  down: "INDIE_DICE.Dialog.Klepto.FewerDisadvantages",
  up: "INDIE_DICE.Dialog.Klepto.MoreDisadvantages",
};

/**
 * The shorthand, checked for its limits and parsed; a problem goes to the field (naming the bracket) and gives null.
 */
function readRanges(reader: FormReader, text: string): ParsedRanges | null {
  if (text.length > KLEPTO_LIMITS.kleptoRangesLength.max) {
    reader.fail("ranges", limitError(KLEPTO_LIMITS.kleptoRangesLength, text.length));
    return null;
  }
  try {
    const parsed = parseRanges(text);
    const entries =
      parsed.ranges.length + [parsed.critFailure, parsed.critSuccess, parsed.win, parsed.lose].filter(Boolean).length;
    if (entries > KLEPTO_LIMITS.kleptoRangesEntries.max) {
      reader.fail("ranges", limitError(KLEPTO_LIMITS.kleptoRangesEntries, entries));
      return null;
    }
    return parsed;
  } catch (error) {
    reader.fail("ranges", error);
    return null;
  }
}

/* -------------------------------------------- */
/*  Notes                                       */
/* -------------------------------------------- */

/** "Advantage 3 (capped at 3)", "Disadvantage 1", "No Advantage or Disadvantage" — after cancelling. */
function levelNote(i18n: Translator, advantages: number, disadvantages: number): NoteView {
  const raw = advantages - disadvantages;
  const level = netAdvantage(advantages, disadvantages);
  const capped = raw !== level;
  const data = { n: Math.abs(level), cap: MAX_ADVANTAGE_LEVEL };
  let text: string;
  if (level > 0)
    text = formatWith(
      i18n,
      capped ? "INDIE_DICE.Dialog.Klepto.Net.AdvantageCapped" : "INDIE_DICE.Dialog.Klepto.Net.Advantage",
      data,
    );
  else if (level < 0)
    text = formatWith(
      i18n,
      capped ? "INDIE_DICE.Dialog.Klepto.Net.DisadvantageCapped" : "INDIE_DICE.Dialog.Klepto.Net.Disadvantage",
      data,
    );
  else text = i18n.localize("INDIE_DICE.Dialog.Klepto.Net.None");
  return note("level", text);
}

const CRIT_METHODS: readonly CritMethod[] = ["coin", "d10ish"];

const METHOD_CHOICES = [
  ["coin", "INDIE_DICE.Settings.Choice.Coin"],
  ["d10ish", "INDIE_DICE.Settings.Choice.D10ish"],
] as const;

const STANDARD_NAMES = ["INDIE_DICE.Klepto.Low", "INDIE_DICE.Klepto.Mixed", "INDIE_DICE.Klepto.High"] as const;

/**
 * The standard ranges, named in the player's language (the placeholder of the field and the preview when empty).
 * Written in the Score Range shorthand the field reads back ("[1..4] Low, [5..7] Mixed"), so its brackets and commas
 * are notation, the same in every language, not a list in words.
 */
function standardShorthand(i18n: Translator): string {
  return STANDARD_RANGES.ranges
    .map((range, i) => `${rangeBracket(range)} ${i18n.localize(STANDARD_NAMES[i]!)}`)
    .join(", ");
}

/** The live preview: the ranges as they were read (sorted, canonical brackets), or the standard ones. */
function rangesNote(i18n: Translator, parsed: ParsedRanges, custom: boolean): NoteView {
  return custom
    ? note("ranges", formatWith(i18n, "INDIE_DICE.Dialog.Klepto.RangesPreview", { ranges: formatRanges(parsed) }))
    : note("ranges", formatWith(i18n, "INDIE_DICE.Dialog.Klepto.StandardRanges", { ranges: standardShorthand(i18n) }));
}

/* -------------------------------------------- */
/*  Odds                                        */
/* -------------------------------------------- */

const ODDS_CACHE = 32;
const rangeOdds = oddsMemo(
  ODDS_CACHE,
  (options: TestOptions, ranges: ParsedRanges, _text: string) => testRangeOdds(options, ranges),
  (options, _ranges, text) => JSON.stringify([options, text]),
);
const scoreOdds = oddsMemo(ODDS_CACHE, (options: TestOptions) => testScoreOdds(options));

/** The text's own success line for a Test: the chance of a Passing Score, whatever the ranges. */
function chance(spec: KleptoDialogSpec, context: DialogContext): OddsRow {
  const options: TestOptions = {
    modifier: spec.modifier,
    advantages: spec.advantages,
    disadvantages: spec.disadvantages,
    method: spec.method,
  };
  return oddsRow(
    context.i18n,
    "pass",
    context.i18n.localize("INDIE_DICE.Dialog.Klepto.Odds.Pass"),
    passFailOdds(scoreOdds(options)).pass,
    { fact: true },
  );
}

function kleptoOdds(i18n: Translator, spec: KleptoDialogSpec, parsed: ParsedRanges, custom: boolean): OddsView {
  const options: TestOptions = {
    modifier: spec.modifier,
    advantages: spec.advantages,
    disadvantages: spec.disadvantages,
    method: spec.method,
  };
  const odds = rangeOdds(options, parsed, spec.ranges ?? "");
  const rows: OddsRow[] = odds.ranges.map(({ range, probability }, i) => {
    const name = custom ? range.effect : i18n.localize(STANDARD_NAMES[i]!);
    const label = name === "" ? range.bracket : `${custom ? range.bracket : rangeBracket(range)} ${name}`;
    return oddsRow(i18n, `range-${i}`, label, probability);
  });
  // `noEffect`, not `outside`: with only special entries (`[10!] Jammed`) a Critical Success has its effect, and
  // `outside` would count it as none.
  if (odds.noEffect) {
    rows.push(
      oddsRow(i18n, "no-effect", i18n.localize("INDIE_DICE.Dialog.Klepto.Odds.NoEffect"), odds.noEffect.probability),
    );
  }
  rows.push(
    // The text's own success line for a Test: a Passing Score (7 or more, a Critical Success included), whatever
    // ranges the player wrote; a fact about the roll, listed apart from the ranges.
    oddsRow(i18n, "pass", i18n.localize("INDIE_DICE.Dialog.Klepto.Odds.Pass"), passFailOdds(scoreOdds(options)).pass, {
      fact: true,
    }),
    // A Critical also falls in a Score Range above: a fact about the roll, listed apart from the ranges.
    oddsRow(
      i18n,
      "crit-failure",
      critLabel(i18n, parsed.critFailure, "INDIE_DICE.Dialog.Klepto.Odds.CritFailure"),
      odds.critFailure,
      { fact: true },
    ),
    oddsRow(
      i18n,
      "crit-success",
      critLabel(i18n, parsed.critSuccess, "INDIE_DICE.Dialog.Klepto.Odds.CritSuccess"),
      odds.critSuccess,
      { fact: true },
    ),
  );
  const score = scoreOdds(options);
  return {
    heading: i18n.localize("INDIE_DICE.Dialog.Klepto.Odds.Heading"),
    rows,
    chart: chartView(i18n, scorePoints(score), {
      subject: i18n.localize("INDIE_DICE.Dialog.Klepto.Odds.Score"),
      highlightMeaning: null,
    }),
    notes: [i18n.localize("INDIE_DICE.Dialog.Klepto.Odds.CritsInRanges")],
    // The crits rank below and above every plain Score, as the rules read them.
    distribution: {
      subject: i18n.localize("INDIE_DICE.Dialog.Klepto.Odds.Score"),
      below: [{ label: "[0!]", probability: score.critFailure }],
      values: score.plain,
      above: [{ label: "[10!]", probability: score.critSuccess }],
    },
  };
}

/** A crit's row names the effect the player typed for it (`[10!] Jammed`); without one, the crit's own name. */
function critLabel(i18n: Translator, entry: SpecialEntry | null, defaultKey: string): string {
  return entry && entry.effect !== "" ? `${entry.bracket} ${entry.effect}` : i18n.localize(defaultKey);
}

/** [0!], every plain Score, [10!]: the crits rank below and above every plain Score, as the rules read them. */
function scorePoints(odds: ReturnType<typeof testScoreOdds>): ChartPoint[] {
  const plainScores = odds.plain
    .entries()
    .map(([score, probability]) => ({ tick: score, probability, highlight: false }));
  return [
    { tick: "[0!]", probability: odds.critFailure, highlight: false },
    ...plainScores,
    { tick: "[10!]", probability: odds.critSuccess, highlight: false },
  ];
}

export const kleptoDialogModel: DialogModelDefinition<"klepto"> = { defaults, formFromSpec, build, chance };
