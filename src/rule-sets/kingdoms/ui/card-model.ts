import type { BasicTestResult } from "../core/mechanics/basic-test";
import type { DieKind } from "../core/mechanics/rules";
import type { MarginResult } from "../core/mechanics/margin";
import { readsByCriticalSuccesses } from "../core/mechanics/rules";
import { KINGDOMS_ODDS_MAX_DICE, kingdomsMarginDistribution } from "../core/odds/pool-odds";
import { kingdomsTwelvesDistribution } from "../core/odds/twelves-odds";
import { luckOfRoll } from "../../../core/odds/luck-of";
import { formatCount, formatWith, type Translator } from "../../../ui/translator";
import { cardBanner, outcomeWithDetail } from "../../../ui/roll-cards/banner";
import { boundedMemo } from "../../../ui/roll-cards/bounded-memo";
import { cardDie } from "../../../ui/roll-cards/card-die";
import {
  assembleCard,
  assembleHead,
  type CardHead,
  type CardHeadBody,
  type RollCardFrame,
} from "../../../ui/roll-cards/card-frame";
import { plain, signed } from "../../../ui/roll-cards/card-text";
import type { CardBanner, CardOdds, CardView, DieMark } from "../../../ui/roll-cards/card-view";
import { withLuck, type LuckField, type LuckOption } from "../../../ui/roll-cards/luck-line";
import { oddsLine } from "../../../ui/roll-cards/odds-line";

export interface KingdomsCardInput extends RollCardFrame, LuckOption {
  /**
   * The core's judgment: `judgeBasicTest` (a basic test, succeeding under its rule), or `judgeMargin` alone when
   * the Margin is all there is to show (a round of an extended or opposed test, whose card decides).
   */
  readonly judged: BasicTestResult | MarginResult;
}

/**
 * The chat card of a K&R roll. The odds before the roll are worked out here from the number of dice rolled, the
 * DT and the basic-test rule the judgment holds. Above DT 11 the task is "impossible" unless the GM reads the roll
 * by its critical successes (docs/rulings.md "Kingdoms and Rulers"): the card then leads with the 12s rolled, the
 * Margin below them.
 */
export function kingdomsCardModel(input: KingdomsCardInput, i18n: Translator): CardView & LuckField {
  const judged = input.judged;
  const dice = judged.dice.map((die) =>
    cardDie(i18n, { face: die.face, size: 12, title: i18n.localize(DIE_TITLES[die.kind]), marks: DIE_MARKS[die.kind] }),
  );
  const byCriticals = readsByCriticalSuccesses(judged.dt);
  const view = assembleCard(i18n, "kingdoms", input, {
    ...kingdomsHeadBody(input, i18n),
    dice,
    subBanner: byCriticals ? marginText(i18n, judged) : null,
    // "5d12 vs DT 7": the pool and the threshold its dice were read against (a bare Margin too: its DT is the
    // question).
    target: formatWith(i18n, "INDIE_DICE.Card.Target.Threshold", { dice: judged.dice.length, dt: judged.dt }),
    steps: kingdomsSteps(i18n, judged),
    oddsBefore: byCriticals ? twelvesOdds(i18n, judged) : kingdomsOdds(i18n, judged),
  });
  // By the Margin, above DT 11 too; a pool past the odds engine's size has no luck line (null).
  return withLuck(i18n, view, input, () => luckOfRoll.kingdoms(judged));
}

/** The card's head alone (`CardHead`): what a message out of view draws, without the odds, luck and steps. */
export function kingdomsCardHead(input: KingdomsCardInput, i18n: Translator): CardHead {
  return assembleHead(i18n, "kingdoms", input, kingdomsHeadBody(input, i18n));
}

function kingdomsHeadBody(input: KingdomsCardInput, i18n: Translator): CardHeadBody {
  const judged = input.judged;
  return {
    banner: readsByCriticalSuccesses(judged.dt) ? criticalsBanner(i18n, judged) : kingdomsBanner(i18n, judged),
    total: judged.margin,
  };
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
  const steps = [formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.Pool", { dice, dt: plain(judged.dt, i18n) })];
  if (readsByCriticalSuccesses(judged.dt)) {
    steps.push(
      formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.Impossible", {
        dt: plain(judged.dt, i18n),
        n: judged.piles.criticalSuccess,
      }),
    );
  }
  if (isBasicTest(judged) && dice < judged.pool) {
    steps.push(formatCount(i18n, "INDIE_DICE.Card.Kingdoms.Step.FewerDice", dice, { pool: judged.pool }));
  }
  const { criticalSuccess, success, failure, criticalFailure } = judged.piles;
  steps.push(
    formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.Piles", {
      cs: criticalSuccess,
      s: success,
      f: failure,
      cf: criticalFailure,
    }),
  );
  steps.push(
    formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Step.Margin", {
      successes: judged.successes,
      failures: judged.failures,
      margin: signed(judged.margin, i18n),
    }),
  );
  if (isBasicTest(judged)) steps.push(ruleStep(i18n, judged));
  return steps;
}

/** Which reading of "a positive margin" the world uses, and what it made of this Margin. */
function ruleStep(i18n: Translator, judged: BasicTestResult): string {
  const outcome = i18n.localize(judged.success ? "INDIE_DICE.Card.Outcome.Success" : "INDIE_DICE.Card.Outcome.Failure");
  const key =
    judged.rule === "positive"
      ? "INDIE_DICE.Card.Kingdoms.Step.RulePositive"
      : "INDIE_DICE.Card.Kingdoms.Step.RuleZeroOrMore";
  return formatWith(i18n, key, { outcome });
}

/* -------------------------------------------- */
/*  Banner and odds                             */
/* -------------------------------------------- */

function kingdomsBanner(i18n: Translator, judged: BasicTestResult | MarginResult): CardBanner {
  const margin = formatWith(i18n, "INDIE_DICE.Card.Kingdoms.Margin", { margin: signed(judged.margin, i18n) });
  if (!isBasicTest(judged)) return cardBanner(i18n, "neutral", margin);
  const outcome = i18n.localize(judged.success ? "INDIE_DICE.Card.Outcome.Success" : "INDIE_DICE.Card.Outcome.Failure");
  return cardBanner(i18n, judged.success ? "success" : "failure", outcomeWithDetail(i18n, outcome, margin));
}

/** Above DT 11: the 12s rolled, which the GM reads the result by; with none, the banner claims no outcome. */
function criticalsBanner(i18n: Translator, judged: MarginResult): CardBanner {
  const twelves = judged.piles.criticalSuccess;
  const text = formatWith(i18n, "INDIE_DICE.Card.Kingdoms.CriticalSuccesses", { n: twelves });
  return cardBanner(i18n, twelves > 0 ? "critical" : "neutral", text);
}

/**
 * The Margin as the usual banner would say it, shown under the 12s: with the basic test's verdict when there is one.
 */
function marginText(i18n: Translator, judged: BasicTestResult | MarginResult): string {
  return kingdomsBanner(i18n, judged).text;
}

interface PassChances {
  readonly zeroOrMore: number;
  readonly positive: number;
}

const passChances = boundedMemo<PassChances>(64, (key) => {
  const [dice, dt] = key.split(":").map(Number) as [number, number];
  const margin = kingdomsMarginDistribution(dice, dt);
  return { zeroOrMore: margin.wholeAtLeast(0), positive: margin.wholeAtLeast(1) };
});

const twelvesChances = boundedMemo(64, (key) => kingdomsTwelvesDistribution(Number(key)));

/**
 * Above DT 11, the chance of rolling at least as many 12s as this roll did (of at least one, when it rolled none),
 * so the table sees how lucky the count was.
 */
function twelvesOdds(i18n: Translator, judged: MarginResult): CardOdds | null {
  if (judged.dice.length > KINGDOMS_ODDS_MAX_DICE) return null;
  const twelves = judged.piles.criticalSuccess;
  const atLeast = twelvesChances(String(judged.dice.length)).wholeAtLeast(Math.max(1, twelves));
  if (twelves === 0) return oddsLine(i18n, "INDIE_DICE.Card.Odds.AnyTwelve", atLeast);
  return oddsLine(i18n, "INDIE_DICE.Card.Odds.Twelves", atLeast, { n: twelves });
}

/** A bare Margin has no success to give odds for; pools past the odds engine's size get none either. */
function kingdomsOdds(i18n: Translator, judged: BasicTestResult | MarginResult): CardOdds | null {
  if (!isBasicTest(judged) || judged.dice.length > KINGDOMS_ODDS_MAX_DICE) return null;
  const chances = passChances(`${judged.dice.length}:${judged.dt}`);
  return oddsLine(
    i18n,
    "INDIE_DICE.Card.Odds.Succeed",
    judged.rule === "positive" ? chances.positive : chances.zeroOrMore,
  );
}
