import { standardBand, type Score, type StandardBand } from "../core/mechanics/score";
import { type Crit, type KleptoDie } from "../core/mechanics/critical-dice";
import { type KleptoContestOutcome } from "../core/mechanics/contest";
import { type KleptoTestResult } from "../core/mechanics/roll-test";
import { passFailOdds } from "../core/odds/range-odds";
import { testScoreOdds } from "../core/odds/score-odds";
import { luckOfRoll } from "../../../core/odds/luck-of";
import { matchRanges, matchScore, numericRangeFor } from "../core/ranges/match-ranges";
import { rangeBracket } from "../core/ranges/format-ranges";
import { STANDARD_RANGES } from "../core/ranges/standard-ranges";
import { type ParsedRanges } from "../core/ranges/types";
import { formatWith, type Translator } from "../../../ui/translator";
import { cardBanner, outcomeWithDetail } from "../../../ui/roll-cards/banner";
import { cardDie } from "../../../ui/roll-cards/card-die";
import {
  assembleCard,
  assembleHead,
  type CardHead,
  type CardHeadBody,
  type RollCardFrame,
} from "../../../ui/roll-cards/card-frame";
import { compactJoin, plain, sumExpression } from "../../../ui/roll-cards/card-text";
import type {
  CardBanner,
  CardDie,
  CardEffect,
  CardOdds,
  CardTone,
  CardView,
  DieMark,
} from "../../../ui/roll-cards/card-view";
import { withLuck, type LuckField, type LuckOption } from "../../../ui/roll-cards/luck-line";
import { oddsLine } from "../../../ui/roll-cards/odds-line";

export interface KleptoCardInput extends RollCardFrame, LuckOption {
  /** The core's judgment: `judgeTest` (every die, crits resolved, the kept one and the Score). */
  readonly judged: KleptoTestResult;
  /**
   * Custom Score Ranges (`parseRanges` of the roll's shorthand): the card names the effect that applies, as
   * typed. Absent or null: the standard Low / Mixed / High, named in the user's language.
   */
  readonly ranges?: ParsedRanges | null;
  /** This Test's side of a Contest, for `[Win]` / `[Lose]` entries. */
  readonly contest?: KleptoContestOutcome | null;
}

/**
 * The chat card of a Kleptonomicon Test. The odds before the roll (of a Passing Score, 7 or more) are worked out
 * here from the Test's own Modifier, Advantages, Disadvantages and crit method.
 */
export function kleptoCardModel(input: KleptoCardInput, i18n: Translator): CardView & LuckField {
  const judged = input.judged;
  const ranges = input.ranges ?? null;
  const view = assembleCard(i18n, "klepto", input, {
    ...kleptoHeadBody(input, i18n),
    dice: judged.dice.map((die, index) => kleptoDie(i18n, judged, die, index)),
    target: kleptoTarget(i18n, judged, ranges ?? STANDARD_RANGES),
    steps: kleptoSteps(i18n, judged, ranges, input.contest ?? undefined),
    oddsBefore: kleptoOdds(i18n, judged),
    effects: ranges ? effectsOf(judged, ranges, input.contest ?? undefined) : [],
  });
  // By the Score with crits ranked: a Critical Failure below every plain Score, a Critical Success above.
  return withLuck(i18n, view, input, () => luckOfRoll.klepto(judged));
}

/** The card's head alone (`CardHead`): what a message out of view draws, without the odds, luck and steps. */
export function kleptoCardHead(input: KleptoCardInput, i18n: Translator): CardHead {
  return assembleHead(i18n, "klepto", input, kleptoHeadBody(input, i18n));
}

function kleptoHeadBody(input: KleptoCardInput, i18n: Translator): CardHeadBody {
  return { banner: kleptoBanner(i18n, input.judged, input.ranges ?? null), total: input.judged.total };
}

/* -------------------------------------------- */
/*  Dice                                        */
/* -------------------------------------------- */

/** A crit prints as its shorthand, so the dice row reads like the Score Ranges do. */
function faceText(die: Pick<KleptoDie, "crit" | "value">): string {
  if (die.crit === "success") return "[10!]";
  if (die.crit === "failure") return "[0!]";
  return String(die.value);
}

function critName(i18n: Translator, crit: Crit): string {
  return i18n.localize(
    crit === "success" ? "INDIE_DICE.Card.Klepto.CritSuccess" : "INDIE_DICE.Card.Klepto.CritFailure",
  );
}

function kleptoDie(i18n: Translator, judged: KleptoTestResult, die: KleptoDie, index: number): CardDie {
  const kept = index === judged.keptIndex;
  const keep = i18n.localize(kept ? "INDIE_DICE.Card.Die.Kept" : "INDIE_DICE.Card.Die.Dropped");
  const marks: DieMark[] = [kept ? "kept" : "dropped"];
  let title = keep;
  if (die.crit !== null) {
    marks.push(die.crit === "success" ? "critical" : "fumble");
    const crit = critName(i18n, die.crit);
    title = die.coin
      ? formatWith(i18n, "INDIE_DICE.Card.Klepto.Die.CritCoin", { keep, crit, coin: coinName(i18n, die.coin) })
      : formatWith(i18n, "INDIE_DICE.Card.Klepto.Die.Crit", { keep, crit });
  }
  return cardDie(i18n, { face: faceText(die), size: judged.method === "d10ish" ? "d10ish" : 10, title, marks });
}

function coinName(i18n: Translator, coin: "heads" | "tails"): string {
  return i18n.localize(coin === "heads" ? "INDIE_DICE.Card.Klepto.Coin.Heads" : "INDIE_DICE.Card.Klepto.Coin.Tails");
}

/* -------------------------------------------- */
/*  Steps                                       */
/* -------------------------------------------- */

function kleptoSteps(
  i18n: Translator,
  judged: KleptoTestResult,
  ranges: ParsedRanges | null,
  contest?: KleptoContestOutcome,
): string[] {
  const steps = [levelStep(i18n, judged)];
  for (const die of judged.dice) if (die.crit !== null) steps.push(critStep(i18n, die));
  steps.push(scoreStep(i18n, judged, judged.dice[judged.keptIndex]!.value, judged.modifier));
  steps.push(...rangeSteps(i18n, judged, ranges, contest));
  return steps;
}

/**
 * How a Score comes about from its kept die and Modifier, and its standard range: "Score: 9 + 1 = 10", "[10..]: High
 * Score". A group test's gift die states its receiver's Score so
 * (src/rule-sets/klepto/ui/group-test/gift-die-heading.ts).
 */
export function standardScoreSteps(i18n: Translator, score: Score, kept: number, modifier: number): string[] {
  return [scoreStep(i18n, score, kept, modifier), ...rangeSteps(i18n, score, null)];
}

/** Advantages and Disadvantages cancel one for one, then cap at 3; the rest say how many d10s and which counts. */
function levelStep(i18n: Translator, judged: KleptoTestResult): string {
  const data = {
    faces: compactJoin(i18n, judged.dice.map(faceText), ", "),
    count: judged.dice.length,
    level: Math.abs(judged.level),
    advantages: judged.advantages,
    disadvantages: judged.disadvantages,
  };
  if (judged.level > 0) return formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.Advantage", data);
  if (judged.level < 0) return formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.Disadvantage", data);
  if (judged.advantages > 0) return formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.Cancelled", data);
  return formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.Plain", data);
}

/** How a Critical Roll was resolved: by the coin on a 10, or by the d10ish die's own 0 or 10 face. */
function critStep(i18n: Translator, die: KleptoDie): string {
  const crit = critName(i18n, die.crit!);
  if (die.coin)
    return formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.CoinCrit", { coin: coinName(i18n, die.coin), crit });
  return formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.D10ishCrit", { value: die.value, crit });
}

/** A crit counts as the best (or worst) Score it could be, whatever the Modifier made of the total. */
function scoreStep(i18n: Translator, score: Score, kept: number, modifier: number): string {
  if (score.crit === "success") return i18n.localize("INDIE_DICE.Card.Klepto.Step.CritSuccessScore");
  if (score.crit === "failure") return i18n.localize("INDIE_DICE.Card.Klepto.Step.CritFailureScore");
  return formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.Score", {
    expression: sumExpression(i18n, [kept], modifier),
    total: plain(score.total, i18n),
  });
}

function rangeSteps(
  i18n: Translator,
  judged: Score,
  ranges: ParsedRanges | null,
  contest?: KleptoContestOutcome,
): string[] {
  if (!ranges) {
    const band = standardBand(judged);
    return [
      formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.Band", {
        band: bandName(i18n, band),
        bracket: standardBracket(band),
      }),
    ];
  }
  const matched = matchRanges(ranges, judged, contest);
  const steps = matched.map((entry) =>
    entry.effect === ""
      ? formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.AppliesBare", { bracket: entry.bracket })
      : formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.Applies", { bracket: entry.bracket, effect: entry.effect }),
  );
  if (numericRangeFor(ranges, judged) === null)
    steps.unshift(formatWith(i18n, "INDIE_DICE.Card.Klepto.Step.NoRange", { total: plain(judged.total, i18n) }));
  return steps;
}

const BAND_INDEX: Readonly<Record<StandardBand, number>> = { low: 0, mixed: 1, high: 2 };

function standardBracket(band: StandardBand): string {
  return rangeBracket(STANDARD_RANGES.ranges[BAND_INDEX[band]]!);
}

const BAND_NAMES: Readonly<Record<StandardBand, string>> = {
  low: "INDIE_DICE.Card.Klepto.Low",
  mixed: "INDIE_DICE.Card.Klepto.Mixed",
  high: "INDIE_DICE.Card.Klepto.High",
};

function bandName(i18n: Translator, band: StandardBand): string {
  return i18n.localize(BAND_NAMES[band]);
}

/* -------------------------------------------- */
/*  Banner and odds                             */
/* -------------------------------------------- */

const BAND_TONES: Readonly<Record<StandardBand, CardTone>> = { low: "failure", mixed: "mixed", high: "success" };

/**
 * A crit says so first. Otherwise the banner names the standard band of the Score (the text's own words: Low,
 * Mixed, High) and, with custom ranges, the effect that applies: "Mixed Score: 2 Missiles". A Score that no
 * custom range covers has no effect.
 */
function kleptoBanner(i18n: Translator, judged: KleptoTestResult, ranges: ParsedRanges | null): CardBanner {
  if (judged.crit !== null) {
    const name = critName(i18n, judged.crit);
    return cardBanner(i18n, judged.crit === "success" ? "critical" : "fumble", name, name);
  }
  const range = ranges ? numericRangeFor(ranges, judged) : null;
  if (ranges && range === null) {
    const score = formatWith(i18n, "INDIE_DICE.Card.Klepto.ScoreIs", { total: plain(judged.total, i18n) });
    return cardBanner(
      i18n,
      "neutral",
      outcomeWithDetail(i18n, i18n.localize("INDIE_DICE.Card.Klepto.NoEffect"), score),
    );
  }
  const band = standardBand(judged);
  const name = bandName(i18n, band);
  const text =
    range && range.effect !== ""
      ? formatWith(i18n, "INDIE_DICE.Card.Klepto.BandEffect", { band: name, effect: range.effect })
      : name;
  return cardBanner(i18n, BAND_TONES[band], text, name);
}

/**
 * The Score Range the Score fell in, the ranges being what a Test is rolled against: "Score 8 in [7..9]",
 * "Score [10!] in [10..]". A Score no range covers says so; a crit that only a `[10!]` / `[0!]` entry covers has
 * that entry in the effects list, and no line here.
 */
function kleptoTarget(i18n: Translator, judged: KleptoTestResult, ranges: ParsedRanges): string | null {
  const score = judged.crit === null ? plain(judged.total, i18n) : faceText({ value: judged.total, crit: judged.crit });
  const match = matchScore(ranges, judged);
  if (match.range) return formatWith(i18n, "INDIE_DICE.Card.Target.Range", { score, bracket: match.range.bracket });
  return match.noEffect ? formatWith(i18n, "INDIE_DICE.Card.Target.NoRange", { score }) : null;
}

/** The chance of a Passing Score (Mixed or better, 7+), the text's own success line for a Test. */
function kleptoOdds(i18n: Translator, judged: KleptoTestResult): CardOdds {
  const { modifier, advantages, disadvantages, method } = judged;
  const odds = passFailOdds(testScoreOdds({ modifier, advantages, disadvantages, method }));
  return oddsLine(i18n, "INDIE_DICE.Card.Odds.Pass", odds.pass);
}

/** Every custom range entry that applies, its effect text as typed. */
function effectsOf(judged: KleptoTestResult, ranges: ParsedRanges, contest?: KleptoContestOutcome): CardEffect[] {
  return matchRanges(ranges, judged, contest).map((entry) => ({ bracket: entry.bracket, text: entry.effect }));
}
