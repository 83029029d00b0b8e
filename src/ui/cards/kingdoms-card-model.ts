import type { BasicTestResult, DieKind, MarginResult } from "../../core/mechanics/kingdoms";
import { KINGDOMS_ODDS_MAX_DICE, kingdomsMarginDistribution } from "../../core/odds/kingdoms";
import { formatWith, type Translator } from "../translator";
import { cardBanner, outcomeWithDetail } from "./banner";
import { boundedMemo } from "./bounded-memo";
import { cardDie } from "./card-die";
import { assembleCard, type CardContext } from "./card-frame";
import { plain, signed } from "./card-text";
import type { CardBanner, CardOdds, CardView, DieMark } from "./card-view";
import { oddsLine } from "./odds-line";

export interface KingdomsCardInput extends CardContext {
  /**
   * The core's judgment: `judgeBasicTest` (a basic test, succeeding under its rule), or `judgeMargin` alone when
   * the Margin is all there is to show (a round of an extended or opposed test, whose card decides).
   */
  readonly judged: BasicTestResult | MarginResult;
}

/**
 * The chat card of a K&R roll. The odds before the roll are worked out here from the number of dice rolled, the
 * DT and the basic-test rule the judgment holds.
 */
export function kingdomsCardModel(input: KingdomsCardInput, i18n: Translator): CardView {
  const judged = input.judged;
  return assembleCard(i18n, "kingdoms", input, {
    dice: judged.dice.map((die) => cardDie(i18n, { face: die.face, size: 12, title: i18n.localize(DIE_TITLES[die.kind]), marks: DIE_MARKS[die.kind] })),
    banner: kingdomsBanner(i18n, judged),
    total: judged.margin,
    steps: kingdomsSteps(i18n, judged),
    oddsBefore: kingdomsOdds(i18n, judged),
  });
}

function isBasicTest(judged: BasicTestResult | MarginResult): judged is BasicTestResult {
  return "success" in judged;
}

/* -------------------------------------------- */
/*  Dice                                        */
/* -------------------------------------------- */

const DIE_TITLES: Readonly<Record<DieKind, string>> = {
  criticalSuccess: "INDIE_DICE.Card.Kingdoms.Die.CriticalSuccess",
  success: "INDIE_DICE.Card.Kingdoms.Die.Success",
  failure: "INDIE_DICE.Card.Kingdoms.Die.Failure",
  criticalFailure: "INDIE_DICE.Card.Kingdoms.Die.CriticalFailure",
};

/** The pile a die fell into; a critical die is also marked as such (a 12 `critical`, a 1 `fumble`). */
const DIE_MARKS: Readonly<Record<DieKind, readonly DieMark[]>> = {
  criticalSuccess: ["success", "critical"],
  success: ["success"],
  failure: ["failure"],
  criticalFailure: ["failure", "fumble"],
};

/* -------------------------------------------- */
/*  Steps                                       */
/* -------------------------------------------- */

function kingdomsSteps(i18n: Translator, judged: BasicTestResult | MarginResult): string[] {
  const dice = judged.dice.length;
  const steps = [formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.Pool", { dice, dt: plain(judged.dt) })];
  if (isBasicTest(judged) && dice < judged.pool) {
    steps.push(formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.FewerDice", { dice, pool: judged.pool }));
  }
  const { criticalSuccess, success, failure, criticalFailure } = judged.piles;
  steps.push(formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.Piles", { cs: criticalSuccess, s: success, f: failure, cf: criticalFailure }));
  steps.push(
    formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.Margin", {
      successes: judged.successes,
      failures: judged.failures,
      margin: signed(judged.margin),
    }),
  );
  if (isBasicTest(judged)) steps.push(ruleStep(i18n, judged));
  return steps;
}

/** Which reading of "a positive margin" the world uses, and what it made of this Margin. */
function ruleStep(i18n: Translator, judged: BasicTestResult): string {
  const outcome = i18n.localize(judged.success ? "INDIE_DICE.Card.Outcome.Success" : "INDIE_DICE.Card.Outcome.Failure");
  const key = judged.rule === "positive" ? "INDIE_DICE.Card.Kingdoms.Step.RulePositive" : "INDIE_DICE.Card.Kingdoms.Step.RuleZeroOrMore";
  return formatWith(i18n, key, { outcome });
}

/* -------------------------------------------- */
/*  Banner and odds                             */
/* -------------------------------------------- */

function kingdomsBanner(i18n: Translator, judged: BasicTestResult | MarginResult): CardBanner {
  const margin = formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Margin", { margin: signed(judged.margin) });
  if (!isBasicTest(judged)) return cardBanner(i18n, "neutral", margin);
  const outcome = i18n.localize(judged.success ? "INDIE_DICE.Card.Outcome.Success" : "INDIE_DICE.Card.Outcome.Failure");
  return cardBanner(i18n, judged.success ? "success" : "failure", outcomeWithDetail(i18n, outcome, margin));
}

interface PassChances {
  readonly zeroOrMore: number;
  readonly positive: number;
}

const passChances = boundedMemo<PassChances>(64, (key) => {
  const [dice, dt] = key.split(":").map(Number) as [number, number];
  const margin = kingdomsMarginDistribution(dice, dt);
  return { zeroOrMore: margin.atLeast(0), positive: margin.greaterThan(0) };
});

/** A bare Margin has no success to give odds for; pools past the odds engine's size get none either. */
function kingdomsOdds(i18n: Translator, judged: BasicTestResult | MarginResult): CardOdds | null {
  if (!isBasicTest(judged) || judged.dice.length > KINGDOMS_ODDS_MAX_DICE) return null;
  const chances = passChances(`${judged.dice.length}:${judged.dt}`);
  return oddsLine(i18n, "INDIE_DICE.Card.Odds.Succeed", judged.rule === "positive" ? chances.positive : chances.zeroOrMore);
}
