import type { OldeDieResult, OldeRollResult } from "../core/mechanics/roll";
import { luckOfRoll } from "../../../core/odds/luck-of";
import { oldeExplosionChance, oldeReachChance, oldeRollDistribution } from "../core/odds/roll-odds";
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
import { compactJoin, plain, signed, sumExpression } from "../../../ui/roll-cards/card-text";
import type { CardBanner, CardDie, CardOdds, CardView, DieMark } from "../../../ui/roll-cards/card-view";
import { cappedNote } from "../../../ui/roll-cards/capped-note";
import { withLuck, type LuckField, type LuckOption } from "../../../ui/roll-cards/luck-line";
import { oddsLine } from "../../../ui/roll-cards/odds-line";

export interface OldeCardInput extends RollCardFrame, LuckOption {
  /** The core's judgment: `judgeOlde` (every die's chain of throws, the adjustment and the total). */
  readonly judged: OldeRollResult;
  /**
   * A total the roll must reach. The text only compares rolls in contests; against a fixed number the card reads
   * "meet or beat" (total ≥ target), as every other rule set here does. None for a plain roll or a contest side.
   */
  readonly target?: number | null;
}

/**
 * The chat card of a Dungeons of Olde roll. The odds before the roll are worked out here from the roll's own
 * NdX±M: the chance to reach the target, or without one, the chance that an unlimited die explodes.
 */
export function oldeCardModel(input: OldeCardInput, i18n: Translator): CardView & LuckField {
  const judged = input.judged;
  const target = input.target ?? null;
  const view = assembleCard(i18n, "olde", input, {
    ...oldeHeadBody(input, i18n),
    dice: judged.dice.flatMap((die, index) => dieThrows(i18n, judged, die, index + 1)),
    target: target === null ? null : formatWith(i18n, "INDIE_DICE.Card.Target.Target", { total: judged.total, target }),
    steps: oldeSteps(i18n, judged, target),
    oddsBefore: oldeOdds(i18n, judged, target),
    cappedNote: cappedNote(i18n, judged.capped),
  });
  return withLuck(i18n, view, input, () => luckOfRoll.olde(judged));
}

/** The card's head alone (`CardHead`): what a message out of view draws, without the odds, luck and steps. */
export function oldeCardHead(input: OldeCardInput, i18n: Translator): CardHead {
  return assembleHead(i18n, "olde", input, oldeHeadBody(input, i18n));
}

function oldeHeadBody(input: OldeCardInput, i18n: Translator): CardHeadBody {
  return { banner: oldeBanner(i18n, input.judged, input.target ?? null), total: input.judged.total };
}

/* -------------------------------------------- */
/*  Dice                                        */
/* -------------------------------------------- */

/** Every throw is a die on the card: the first as rolled, the rest `added`; a throw that made another `exploded`. */
function dieThrows(i18n: Translator, judged: OldeRollResult, die: OldeDieResult, number: number): CardDie[] {
  return die.throws.map((face, index) => {
    const explodes = judged.unlimited && face === judged.faces && (index < die.throws.length - 1 || die.capped);
    const marks: DieMark[] = index === 0 ? [] : ["added"];
    if (explodes) marks.push("exploded");
    const base =
      index === 0
        ? formatWith(i18n, "INDIE_DICE.Card.Olde.Die.First", { die: number })
        : formatWith(i18n, "INDIE_DICE.Card.Olde.Die.Extra", { die: number, n: index });
    const title = explodes ? formatWith(i18n, "INDIE_DICE.Card.Olde.Die.Explodes", { title: base }) : base;
    return cardDie(i18n, { face, size: judged.faces, title, marks });
  });
}

/* -------------------------------------------- */
/*  Steps                                       */
/* -------------------------------------------- */

function oldeSteps(i18n: Translator, judged: OldeRollResult, target: number | null): string[] {
  const kind = judged.unlimited ? "INDIE_DICE.Card.Olde.Step.Unlimited" : "INDIE_DICE.Card.Olde.Step.Limited";
  const steps = [formatWith(i18n, kind, { count: judged.count, faces: judged.faces })];
  judged.dice.forEach((die, index) => {
    if (die.explosions === 0) return;
    const chain = compactJoin(
      i18n,
      die.throws.map((face) => plain(face, i18n)),
      " → ",
    );
    steps.push(formatWith(i18n, "INDIE_DICE.Card.Olde.Step.Chain", { die: index + 1, chain, total: die.total }));
  });
  // The text is explicit that the adjustment comes only once every die has stopped.
  if (judged.adjustment !== 0)
    steps.push(
      formatWith(i18n, "INDIE_DICE.Card.Olde.Step.Adjustment", { adjustment: signed(judged.adjustment, i18n) }),
    );
  const expression = sumExpression(
    i18n,
    judged.dice.map((die) => die.total),
    judged.adjustment,
  );
  steps.push(formatWith(i18n, "INDIE_DICE.Card.Step.Total", { expression, total: plain(judged.total, i18n) }));
  if (target !== null) steps.push(targetStep(i18n, judged.total, target));
  return steps;
}

function targetStep(i18n: Translator, total: number, target: number): string {
  const data = { total: plain(total, i18n), target: plain(target, i18n), short: target - total };
  return formatWith(
    i18n,
    total >= target ? "INDIE_DICE.Card.Olde.Step.Reached" : "INDIE_DICE.Card.Olde.Step.Missed",
    data,
  );
}

/* -------------------------------------------- */
/*  Banner and odds                             */
/* -------------------------------------------- */

function explosionCount(judged: OldeRollResult): number {
  return judged.dice.reduce((sum, die) => sum + die.explosions, 0);
}

function oldeBanner(i18n: Translator, judged: OldeRollResult, target: number | null): CardBanner {
  if (target !== null) {
    if (judged.total >= target) {
      const detail = formatWith(i18n, "INDIE_DICE.Card.Olde.Reached", { target: plain(target, i18n) });
      return cardBanner(
        i18n,
        "success",
        outcomeWithDetail(i18n, i18n.localize("INDIE_DICE.Card.Outcome.Success"), detail),
      );
    }
    const detail = formatWith(i18n, "INDIE_DICE.Card.Olde.Short", { n: target - judged.total });
    return cardBanner(
      i18n,
      "failure",
      outcomeWithDetail(i18n, i18n.localize("INDIE_DICE.Card.Outcome.Failure"), detail),
    );
  }
  const total = formatWith(i18n, "INDIE_DICE.Card.TotalIs", { total: plain(judged.total, i18n) });
  const explosions = explosionCount(judged);
  if (explosions === 0) return cardBanner(i18n, "neutral", total);
  const detail = formatCount(i18n, "INDIE_DICE.Card.Olde.Explosions", explosions);
  return cardBanner(i18n, "neutral", outcomeWithDetail(i18n, total, detail));
}

/** P(total ≥ target), remembered per roll and target: an unlimited 50d100 takes a while to convolve. */
const chanceToReach = boundedMemo<number>(64, (key) => {
  const [count, faces, adjustment, unlimited, target] = key.split(":").map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return oldeReachChance(oldeRollDistribution({ count, faces, adjustment, unlimited: unlimited === 1 }), target);
});

function oldeOdds(i18n: Translator, judged: OldeRollResult, target: number | null): CardOdds | null {
  const { count, faces, adjustment, unlimited } = judged;
  if (target !== null) {
    const p = chanceToReach([count, faces, adjustment, unlimited ? 1 : 0, target].join(":"));
    return oddsLine(i18n, "INDIE_DICE.Card.Odds.Reach", p, { target: plain(target, i18n) });
  }
  if (!unlimited) return null;
  return oddsLine(i18n, "INDIE_DICE.Card.Odds.Explode", oldeExplosionChance({ count, faces, adjustment, unlimited }));
}
