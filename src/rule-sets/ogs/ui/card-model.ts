import { POINTS_PER_CRITICAL_STAGE } from "../core/mechanics/rules";
import { type ActionCheckResult } from "../core/mechanics/action-check";
import { type DieRole, type RolledDie, type RolledTotal } from "../core/mechanics/rolled-dice";
import { luckOfRoll } from "../../../core/odds/luck-of";
import { checkOdds, diceTotalDistribution } from "../core/odds/total-odds";
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
import { compactJoin, plain, signed, sumExpression } from "../../../ui/roll-cards/card-text";
import type { CardBanner, CardDie, CardOdds, CardView } from "../../../ui/roll-cards/card-view";
import { withLuck, type LuckField, type LuckOption } from "../../../ui/roll-cards/luck-line";
import { oddsLine } from "../../../ui/roll-cards/odds-line";
import type { DieIncreaseNote } from "../../../core/notation/term-types";

export interface OgsCardInput extends RollCardFrame, LuckOption {
  /**
   * The core's judgment: `judgeActionCheck` (an Action Check against a difficulty), or the `RolledTotal` of
   * `judgeOpenRoll` / `judgeActionDice` (an open roll or a check with no difficulty). Its dice are the real dice
   * rolled, promoted pools included (a d12 pushed one stage is a d8 and a d6), and the card shows them so.
   */
  readonly judged: ActionCheckResult | RolledTotal;
  /** The Die Increases the formula asked for, so the steps can say where the real dice came from. */
  readonly dieIncreases?: readonly DieIncreaseNote[];
}

/**
 * The chat card of an OGS roll. The odds before the roll are worked out here from the real dice sizes and the
 * flat bonus the judgment holds: the same distribution the dialog's odds come from.
 */
export function ogsCardModel(input: OgsCardInput, i18n: Translator): CardView & LuckField {
  const judged = input.judged;
  const view = assembleCard(i18n, "ogs", input, {
    ...ogsHeadBody(input, i18n),
    dice: ogsDice(i18n, judged.dice),
    // "Total 16 vs difficulty 12"; an open roll (damage) or a check with no difficulty answers no such question.
    target: isActionCheck(judged)
      ? formatWith(i18n, "INDIE_DICE.Card.Target.Difficulty", { total: judged.total, difficulty: judged.difficulty })
      : null,
    steps: ogsSteps(i18n, judged, input.dieIncreases ?? []),
    oddsBefore: ogsOdds(i18n, judged),
  });
  return withLuck(i18n, view, input, () => luckOfRoll.ogs(judged));
}

/** The card's head alone (`CardHead`): what a message out of view draws, without the odds, luck and steps. */
export function ogsCardHead(input: OgsCardInput, i18n: Translator): CardHead {
  return assembleHead(i18n, "ogs", input, ogsHeadBody(input, i18n));
}

function ogsHeadBody(input: OgsCardInput, i18n: Translator): CardHeadBody {
  return { banner: ogsBanner(i18n, input.judged), total: input.judged.total };
}

function isActionCheck(judged: ActionCheckResult | RolledTotal): judged is ActionCheckResult {
  return "difficulty" in judged;
}

/* -------------------------------------------- */
/*  Dice                                        */
/* -------------------------------------------- */

const ROLE_TITLES: Readonly<Record<DieRole, string>> = {
  stat: "INDIE_DICE.Card.Ogs.Die.Stat",
  skill: "INDIE_DICE.Card.Ogs.Die.Skill",
  modifier: "INDIE_DICE.Card.Ogs.Die.Modifier",
};

/** A role that rolled more than one real die was pushed past d12 into a pool. */
function promotedRoles(dice: readonly RolledDie[]): Set<DieRole> {
  const counts = new Map<DieRole, number>();
  for (const die of dice) if (die.role) counts.set(die.role, (counts.get(die.role) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count > 1).map(([role]) => role));
}

function dieTitle(i18n: Translator, die: RolledDie, promoted: ReadonlySet<DieRole>): string {
  if (!die.role) return i18n.localize("INDIE_DICE.Card.Ogs.Die.Open");
  const role = i18n.localize(ROLE_TITLES[die.role]);
  return promoted.has(die.role) ? formatWith(i18n, "INDIE_DICE.Card.Ogs.Die.Promoted", { role }) : role;
}

function ogsDice(i18n: Translator, dice: readonly RolledDie[]): CardDie[] {
  const promoted = promotedRoles(dice);
  return dice.map((die) =>
    cardDie(i18n, { face: die.value, size: die.faces, title: dieTitle(i18n, die, promoted), marks: ["kept"] }),
  );
}

/* -------------------------------------------- */
/*  Steps                                       */
/* -------------------------------------------- */

function ogsSteps(
  i18n: Translator,
  judged: ActionCheckResult | RolledTotal,
  increases: readonly DieIncreaseNote[],
): string[] {
  const steps = increases.map((note) =>
    formatWith(i18n, "INDIE_DICE.Card.Ogs.Step.Increase", { written: note.written, stages: note.stages }),
  );
  const promoted = promotedRoles(judged.dice);
  const dice = judged.dice.map((die) =>
    formatWith(i18n, "INDIE_DICE.Card.Ogs.Step.Die", {
      value: die.value,
      size: `d${die.faces}`,
      title: dieTitle(i18n, die, promoted),
    }),
  );
  steps.push(formatWith(i18n, "INDIE_DICE.Card.Ogs.Step.Dice", { dice: compactJoin(i18n, dice, " + ") }));
  if (judged.flatBonus !== 0)
    steps.push(formatWith(i18n, "INDIE_DICE.Card.Ogs.Step.FlatBonus", { bonus: signed(judged.flatBonus, i18n) }));
  const expression = sumExpression(
    i18n,
    judged.dice.map((die) => die.value),
    judged.flatBonus,
  );
  steps.push(formatWith(i18n, "INDIE_DICE.Card.Step.Total", { expression, total: plain(judged.total, i18n) }));
  if (isActionCheck(judged)) steps.push(comparisonStep(i18n, judged));
  return steps;
}

/** Success on total ≥ difficulty; each full 2 points above it is one stage of critical success. */
function comparisonStep(i18n: Translator, check: ActionCheckResult): string {
  const data = {
    total: plain(check.total, i18n),
    difficulty: plain(check.difficulty, i18n),
    over: check.margin,
    short: -check.margin,
    stages: check.criticalStages,
    per: POINTS_PER_CRITICAL_STAGE,
  };
  if (!check.success) return formatWith(i18n, "INDIE_DICE.Card.Ogs.Step.Failure", data);
  if (check.criticalStages === 0) return formatWith(i18n, "INDIE_DICE.Card.Ogs.Step.Success", data);
  return formatWith(i18n, "INDIE_DICE.Card.Ogs.Step.Critical", data);
}

/* -------------------------------------------- */
/*  Banner and odds                             */
/* -------------------------------------------- */

function ogsBanner(i18n: Translator, judged: ActionCheckResult | RolledTotal): CardBanner {
  if (!isActionCheck(judged))
    return cardBanner(
      i18n,
      "neutral",
      formatWith(i18n, "INDIE_DICE.Card.TotalIs", { total: plain(judged.total, i18n) }),
    );
  if (!judged.success) {
    const detail = formatWith(i18n, "INDIE_DICE.Card.Ogs.Short", { n: -judged.margin });
    return cardBanner(
      i18n,
      "failure",
      outcomeWithDetail(i18n, i18n.localize("INDIE_DICE.Card.Outcome.Failure"), detail),
    );
  }
  const success = i18n.localize("INDIE_DICE.Card.Outcome.Success");
  if (judged.criticalStages === 0) return cardBanner(i18n, "success", success);
  const detail = formatWith(i18n, "INDIE_DICE.Card.Ogs.Stages", { n: judged.criticalStages });
  return cardBanner(
    i18n,
    "critical",
    outcomeWithDetail(i18n, success, detail),
    i18n.localize("INDIE_DICE.Card.Ogs.CriticalSuccess"),
  );
}

/** An open roll asks nothing with a chance to it: its total is used directly (damage). */
function ogsOdds(i18n: Translator, judged: ActionCheckResult | RolledTotal): CardOdds | null {
  if (!isActionCheck(judged)) return null;
  const total = diceTotalDistribution(
    judged.dice.map((die) => die.faces),
    judged.flatBonus,
  );
  return oddsLine(i18n, "INDIE_DICE.Card.Odds.Succeed", checkOdds(total, judged.difficulty).success);
}
