import { assertWholeNumber } from "../core/mechanics/validate";
import { difficultyDegrees, judgeDifficulty } from "../core/mechanics/difficulty";
import { sequentialRerolls } from "../core/mechanics/advantage";
import { DEFAULT_FUMBLE_PENALTY, KAISER_DIE_FACES, OPEN_ROLL_FACE } from "../core/mechanics/constants";
import {
  type FumblePenaltySpec,
  type KaiserCheckRoll,
  type KaiserDifficultyResult,
  type OpposedFumbleRule,
  type OpposedSide,
  type OpposedTieRule,
} from "../core/mechanics/types";
import { kaiserDifficultyOdds } from "../core/odds/difficulty-odds";
import { kaiserOpposedOdds } from "../core/odds/opposed-odds";
import { luckOfRoll } from "../../../core/odds/luck-of";
import { formatWith, type Translator } from "../../../ui/translator";
import { cardBanner, outcomeWithDetail } from "../../../ui/roll-cards/banner";
import { cardFollowUp } from "../../../ui/roll-cards/card-actions";
import { cardDie, type DieParts } from "../../../ui/roll-cards/card-die";
import {
  assembleCard,
  assembleHead,
  type CardHead,
  type CardHeadBody,
  type RollCardFrame,
} from "../../../ui/roll-cards/card-frame";
import { chainText, faceList, plain, sumExpression } from "../../../ui/roll-cards/card-text";
import type {
  CardBanner,
  CardDiceRow,
  CardDie,
  CardFollowUp,
  CardOdds,
  CardView,
} from "../../../ui/roll-cards/card-view";
import { cappedNote } from "../../../ui/roll-cards/capped-note";
import { withLuck, type LuckField, type LuckOption } from "../../../ui/roll-cards/luck-line";
import { oddsLine } from "../../../ui/roll-cards/odds-line";
import { formatList } from "../../../ui/lists";
import { FUMBLE_LEVEL_BUTTON } from "./fumble-level-button";

/**
 * The core's judgment of a Kaiser roll, whichever question it answered:
 * - `judgeDifficulty(...)`: a check against a difficulty (see `awaitingFumbleLevel` when a Fumble's level is
 *   rolled later, from the card);
 * - an `OpposedSide` (`opposedSide` / `judgeOpposed`): one side of an opposed check, its Fumble penalty applied;
 * - `judgeCheck(...)` alone: a check with no difficulty (its total is all there is to show).
 */
export type KaiserJudgement = KaiserDifficultyResult | OpposedSide | KaiserCheckRoll;

export interface KaiserCardInput extends RollCardFrame, LuckOption {
  readonly judged: KaiserJudgement;
  /** The world's opposed Fumble penalty formula (for the size of its dice); 2d6 when not given. */
  readonly fumblePenalty?: FumblePenaltySpec;
  /** A check rolled from the dialog against an opponent's value: what the card names and reckons the chance with. */
  readonly opponent?: KaiserOpponent | null;
}

/**
 * The opponent a plain opposed check was rolled against, as the dialog had it: their value as entered, and the
 * world's rules for ties and Fumbles when the roll was made (the chance the dialog showed depends on them).
 */
export interface KaiserOpponent {
  readonly value: number;
  readonly tieRule: OpposedTieRule;
  readonly fumbleRule: OpposedFumbleRule;
  readonly penalty: FumblePenaltySpec;
}

/**
 * The difficulty result of a check whose Fumble Level has not been rolled yet (the world rolls it separately,
 * from the card): `fumbleLevel` stays null and the card offers a button to roll it. Without a Fumble this is
 * simply `judgeDifficulty(check, difficulty)`.
 */
export function awaitingFumbleLevel(check: KaiserCheckRoll, difficulty: number): KaiserDifficultyResult {
  if (!check.fumble) return judgeDifficulty(check, difficulty);
  assertWholeNumber(difficulty, "difficulty");
  const degrees = difficultyDegrees(check.total, difficulty, true);
  return { check, difficulty, ...degrees, fumbleLevelFaces: [], fumbleLevel: null };
}

/**
 * The chat card of a Kaiser check. The odds before the roll are worked out here from the check's own spec and
 * difficulty (the exact-odds engine caches the dice part), so a caller can never pass odds that do not belong to
 * the roll.
 */
export function kaiserCardModel(input: KaiserCardInput, i18n: Translator): CardView & LuckField {
  const judged = input.judged;
  const check = checkOf(judged);
  const penalty = input.fumblePenalty ?? DEFAULT_FUMBLE_PENALTY;
  const view = assembleCard(i18n, "kaiser", input, {
    ...kaiserHeadBody(input, i18n),
    dice: checkDice(i18n, check),
    target: kaiserTarget(i18n, judged, opponentOf(input)),
    sideDice: sideDice(i18n, judged, penalty),
    steps: [...checkSteps(i18n, check), ...outcomeSteps(i18n, judged, penalty)],
    oddsBefore: kaiserOdds(i18n, judged, opponentOf(input)),
    followUps: kaiserFollowUps(i18n, judged),
    cappedNote: cappedNote(i18n, check.capped),
  });
  // Luck is the check's own: its total, a Fumble lowest; an opposed side's penalty is a roll of its own.
  return withLuck(i18n, view, input, () => luckOfRoll.kaiser(check));
}

/** The card's head alone (`CardHead`): what a message out of view draws, without the odds, luck and steps. */
export function kaiserCardHead(input: KaiserCardInput, i18n: Translator): CardHead {
  return assembleHead(i18n, "kaiser", input, kaiserHeadBody(input, i18n));
}

function kaiserHeadBody(input: KaiserCardInput, i18n: Translator): CardHeadBody {
  const judged = input.judged;
  return { banner: kaiserBanner(i18n, judged), total: isOpposedSide(judged) ? judged.total : checkOf(judged).total };
}

/* -------------------------------------------- */
/*  Which judgment                              */
/* -------------------------------------------- */

function isDifficultyResult(judged: KaiserJudgement): judged is KaiserDifficultyResult {
  return "difficulty" in judged;
}

function isOpposedSide(judged: KaiserJudgement): judged is OpposedSide {
  return "penaltyFaces" in judged;
}

/** The opponent of a lone check (a contest side's or a difficulty check's opponent is named elsewhere, or none). */
function opponentOf(input: KaiserCardInput): KaiserOpponent | null {
  const judged = input.judged;
  return isDifficultyResult(judged) || isOpposedSide(judged) ? null : (input.opponent ?? null);
}

function checkOf(judged: KaiserJudgement): KaiserCheckRoll {
  return isDifficultyResult(judged) || isOpposedSide(judged) ? judged.check : judged;
}

/** A Fumble whose 2d6 level is still to be rolled from the card. */
function levelPending(judged: KaiserJudgement): boolean {
  return isDifficultyResult(judged) && judged.check.fumble && judged.fumbleLevel === null;
}

/* -------------------------------------------- */
/*  Dice                                        */
/* -------------------------------------------- */

function checkDice(i18n: Translator, check: KaiserCheckRoll): CardDie[] {
  const rerolls =
    check.method === "sequential" && check.kind !== "characteristic"
      ? sequentialRerolls(check.dice, check.advantage)
      : [];
  const rolled = check.dice.map((face, index) => {
    const kept = check.keptIndices.includes(index);
    const into = rerolls.find((reroll) => reroll.replaced === index);
    const role = kept ? keptDie(i18n, check) : into ? rerolledDie(i18n, check.dice[into.by]!) : droppedDie(i18n);
    return cardDie(i18n, { face, size: KAISER_DIE_FACES, ...role });
  });
  const chain = check.openRollDice.map((face, index) => {
    const continues = index < check.openRollDice.length - 1 && face === OPEN_ROLL_FACE;
    const title = i18n.localize(
      continues ? "INDIE_DICE.Card.Kaiser.Die.OpenRollAgain" : "INDIE_DICE.Card.Kaiser.Die.OpenRoll",
    );
    return cardDie(i18n, { face, size: KAISER_DIE_FACES, title, marks: continues ? ["added", "exploded"] : ["added"] });
  });
  return [...rolled, ...chain];
}

/** What a die is in its check: its title in words and its marks. */
type DieRole = Pick<DieParts, "title" | "marks">;

function keptDie(i18n: Translator, check: KaiserCheckRoll): DieRole {
  if (check.openRoll)
    return { title: i18n.localize("INDIE_DICE.Card.Kaiser.Die.KeptOpenRoll"), marks: ["kept", "critical"] };
  if (check.fumble) return { title: i18n.localize("INDIE_DICE.Card.Kaiser.Die.KeptFumble"), marks: ["kept", "fumble"] };
  return { title: i18n.localize("INDIE_DICE.Card.Die.Kept"), marks: ["kept"] };
}

/** The pool method sets a die aside; it no longer counts. */
function droppedDie(i18n: Translator): DieRole {
  return { title: i18n.localize("INDIE_DICE.Card.Die.Dropped"), marks: ["dropped"] };
}

/** The sequential method rerolls a die away: its title says what it became, so the row reads like the step. */
function rerolledDie(i18n: Translator, to: number): DieRole {
  return { title: formatWith(i18n, "INDIE_DICE.Card.Die.Rerolled", { to: plain(to, i18n) }), marks: ["dropped"] };
}

/**
 * Dice rolled beside the check after a Fumble — the Fumble Level, or an opposed check's penalty — in a row of their
 * own, named and summed: they are no part of the check's total, which the card shows for the check's dice alone.
 */
function sideDice(i18n: Translator, judged: KaiserJudgement, penalty: FumblePenaltySpec): CardDiceRow[] {
  if (isDifficultyResult(judged) && judged.fumbleLevel !== null) {
    const label = i18n.localize("INDIE_DICE.Card.Kaiser.Die.FumbleLevel");
    const dice = judged.fumbleLevelFaces.map((face) =>
      cardDie(i18n, { face, size: KAISER_DIE_FACES, title: label, marks: ["side"] }),
    );
    return [{ label, dice, total: formatWith(i18n, "INDIE_DICE.Card.SideTotal", { total: judged.fumbleLevel }) }];
  }
  if (isOpposedSide(judged) && judged.penalty !== null) {
    const label = i18n.localize("INDIE_DICE.Card.Kaiser.Die.Penalty");
    const dice = judged.penaltyFaces.map((face) =>
      cardDie(i18n, { face, size: penalty.faces, title: label, marks: ["side"] }),
    );
    return [{ label, dice, total: formatWith(i18n, "INDIE_DICE.Card.SideTotal", { total: judged.penalty }) }];
  }
  return [];
}

/* -------------------------------------------- */
/*  Steps                                       */
/* -------------------------------------------- */

function checkSteps(i18n: Translator, check: KaiserCheckRoll): string[] {
  const steps = [rolledStep(i18n, check)];
  if (check.kind === "resistance" && isDouble(check.kept))
    steps.push(i18n.localize("INDIE_DICE.Card.Kaiser.Step.ResistanceDouble"));
  if (check.openRoll)
    steps.push(
      formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.OpenRoll", { chain: chainText(i18n, check.openRollDice) }),
    );
  if (check.fumble) steps.push(i18n.localize("INDIE_DICE.Card.Kaiser.Step.Fumble"));
  const expression = sumExpression(i18n, [...check.kept, ...check.openRollDice], check.bonus);
  steps.push(formatWith(i18n, "INDIE_DICE.Card.Step.Total", { expression, total: plain(check.total, i18n) }));
  return steps;
}

function isDouble(kept: readonly number[]): boolean {
  return kept.length === 2 && kept[0] === kept[1] && (kept[0] === OPEN_ROLL_FACE || kept[0] === 1);
}

/** How the dice were rolled and which count: one die, a pair, a pool kept high or low, or sequential rerolls. */
function rolledStep(i18n: Translator, check: KaiserCheckRoll): string {
  const data = {
    faces: faceList(i18n, check.dice),
    kept: sumExpression(i18n, check.kept),
    count: check.dice.length,
    level: Math.abs(check.advantage),
  };
  if (check.kind === "characteristic") return formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.Characteristic", data);
  if (check.advantage === 0) return formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.Pair", data);
  const keys = ADVANTAGE_STEPS[check.method];
  const key = check.advantage > 0 ? keys.advantage : keys.disadvantage;
  if (check.method === "pool") return formatWith(i18n, key, data);
  return formatWith(i18n, key, {
    ...data,
    pair: faceList(i18n, check.dice.slice(0, 2)),
    rerolls: rerollsText(i18n, check),
  });
}

/**
 * "the 3 rerolled into a 1 and the 1 rerolled into a 6": which die of the pair became what, in turn, as a list in
 * the player's language (each reroll is a whole message; the list's own "and" and commas are the language's).
 */
function rerollsText(i18n: Translator, check: KaiserCheckRoll): string {
  const rerolls = sequentialRerolls(check.dice, check.advantage);
  if (rerolls.length === 0) return i18n.localize("INDIE_DICE.Card.Kaiser.Step.NoReroll");
  const each = rerolls.map(({ replaced, by }) =>
    formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.Reroll", {
      from: plain(check.dice[replaced]!, i18n),
      to: plain(check.dice[by]!, i18n),
    }),
  );
  return formatList(each, i18n);
}

const ADVANTAGE_STEPS = {
  pool: {
    advantage: "INDIE_DICE.Card.Kaiser.Step.PoolAdvantage",
    disadvantage: "INDIE_DICE.Card.Kaiser.Step.PoolDisadvantage",
  },
  sequential: {
    advantage: "INDIE_DICE.Card.Kaiser.Step.SequentialAdvantage",
    disadvantage: "INDIE_DICE.Card.Kaiser.Step.SequentialDisadvantage",
  },
} as const;

function outcomeSteps(i18n: Translator, judged: KaiserJudgement, penalty: FumblePenaltySpec): string[] {
  if (isDifficultyResult(judged)) return difficultySteps(i18n, judged);
  if (isOpposedSide(judged)) return [opposedStep(i18n, judged, penalty)];
  return [];
}

function difficultySteps(i18n: Translator, judged: KaiserDifficultyResult): string[] {
  const data = {
    total: plain(judged.check.total, i18n),
    difficulty: plain(judged.difficulty, i18n),
    dos: judged.dos,
    dof: judged.dof,
  };
  if (!judged.check.fumble) {
    const key = judged.success ? "INDIE_DICE.Card.Kaiser.Step.Success" : "INDIE_DICE.Card.Kaiser.Step.Failure";
    return [formatWith(i18n, key, data)];
  }
  const level =
    judged.fumbleLevel === null
      ? i18n.localize("INDIE_DICE.Card.Kaiser.Step.FumbleLevelPending")
      : formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.FumbleLevel", {
          expression: sumExpression(i18n, judged.fumbleLevelFaces),
          level: judged.fumbleLevel,
        });
  return [formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.FumbleFailure", data), level];
}

/** Without a Fumble the total simply goes to the comparison; with one, the skill less the penalty does. */
function opposedStep(i18n: Translator, side: OpposedSide, penalty: FumblePenaltySpec): string {
  if (side.penalty === null)
    return formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.Opposed", { total: plain(side.total, i18n) });
  return formatWith(i18n, "INDIE_DICE.Card.Kaiser.Step.OpposedFumble", {
    expression: sumExpression(i18n, side.penaltyFaces, penalty.bonus),
    penalty: plain(side.penalty, i18n),
    skill: plain(side.check.bonus, i18n),
    total: plain(side.total, i18n),
  });
}

/* -------------------------------------------- */
/*  Banner, odds, follow-ups                    */
/* -------------------------------------------- */

function kaiserBanner(i18n: Translator, judged: KaiserJudgement): CardBanner {
  return isDifficultyResult(judged) ? difficultyBanner(i18n, judged) : totalBanner(i18n, judged);
}

/** "Outcome — detail" with the outcome word looked up by its key. */
function outcomeText(i18n: Translator, outcomeKey: string, detail: string): string {
  return outcomeWithDetail(i18n, i18n.localize(outcomeKey), detail);
}

function difficultyBanner(i18n: Translator, judged: KaiserDifficultyResult): CardBanner {
  const dof = formatWith(i18n, "INDIE_DICE.Card.Kaiser.DoF", { n: judged.dof });
  if (judged.check.fumble) {
    // The degrees stay in the headline once the Fumble Level is rolled: "Fumble — 8 DoF, Fumble Level 9".
    const detail =
      judged.fumbleLevel === null
        ? dof
        : formatWith(i18n, "INDIE_DICE.Card.Kaiser.DoFAndLevel", { dof, level: judged.fumbleLevel });
    return cardBanner(i18n, "fumble", outcomeText(i18n, "INDIE_DICE.Card.Outcome.Fumble", detail));
  }
  if (!judged.success) return cardBanner(i18n, "failure", outcomeText(i18n, "INDIE_DICE.Card.Outcome.Failure", dof));
  const dos = formatWith(i18n, "INDIE_DICE.Card.Kaiser.DoS", { n: judged.dos });
  const text = outcomeText(i18n, "INDIE_DICE.Card.Outcome.Success", dos);
  return judged.check.openRoll ? openRollBanner(i18n, text) : cardBanner(i18n, "success", text);
}

/** With no difficulty there is no verdict, only the total — unless the check fumbled or opened an Open Roll. */
function totalBanner(i18n: Translator, judged: OpposedSide | KaiserCheckRoll): CardBanner {
  const check = checkOf(judged);
  const total = formatWith(i18n, "INDIE_DICE.Card.TotalIs", { total: plain(judged.total, i18n) });
  if (check.fumble) {
    // An opposed side shows the total its penalty leaves, which the contest card judges; a lone check simply fails.
    const detail = isOpposedSide(judged) ? total : i18n.localize("INDIE_DICE.Card.Kaiser.ImmediateFailure");
    return cardBanner(i18n, "fumble", outcomeText(i18n, "INDIE_DICE.Card.Outcome.Fumble", detail));
  }
  if (check.openRoll) return openRollBanner(i18n, outcomeText(i18n, "INDIE_DICE.Card.Kaiser.OpenRoll", total));
  return cardBanner(i18n, "neutral", total);
}

/** An Open Roll is Kaiser's "something going unexpectedly well": the critical tone, under its own name. */
function openRollBanner(i18n: Translator, text: string): CardBanner {
  return cardBanner(i18n, "critical", text, i18n.localize("INDIE_DICE.Card.Kaiser.OpenRoll"));
}

/**
 * "Total 16 vs difficulty 12", "Total 14 against an opponent's 9": what the check was rolled against; a contest
 * side's opponent is on its contest card.
 */
function kaiserTarget(i18n: Translator, judged: KaiserJudgement, opponent: KaiserOpponent | null): string | null {
  if (opponent)
    return formatWith(i18n, "INDIE_DICE.Card.Target.Opponent", {
      total: plain(checkOf(judged).total, i18n),
      opponent: plain(opponent.value, i18n),
    });
  if (!isDifficultyResult(judged)) return null;
  return formatWith(i18n, "INDIE_DICE.Card.Target.Difficulty", {
    total: judged.check.total,
    difficulty: judged.difficulty,
  });
}

/**
 * The chance the dialog showed: of success against a difficulty, of winning against an opponent's value (the
 * opponent rolls the same kind of check without Advantage, as the dialog assumes). A contest side's is on its card.
 */
function kaiserOdds(i18n: Translator, judged: KaiserJudgement, opponent: KaiserOpponent | null): CardOdds | null {
  if (opponent) {
    const { kind, bonus, advantage, method } = checkOf(judged);
    const odds = kaiserOpposedOdds(
      { kind, bonus, advantage, method },
      { kind, bonus: opponent.value, advantage: 0, method },
      opponent.penalty,
      opponent.fumbleRule,
    );
    const shares = opponent.tieRule === "roll-off" ? odds.rollOff : odds.defenderTakesTies;
    return oddsLine(i18n, "INDIE_DICE.Card.Odds.Win", shares.attacker);
  }
  if (!isDifficultyResult(judged)) return null;
  const { kind, bonus, advantage, method } = judged.check;
  const odds = kaiserDifficultyOdds({ kind, bonus, advantage, method }, judged.difficulty);
  return oddsLine(i18n, "INDIE_DICE.Card.Odds.Succeed", odds.pSuccess, {}, { canFail: odds.pFailure > 0 });
}

function kaiserFollowUps(i18n: Translator, judged: KaiserJudgement): CardFollowUp[] {
  if (!levelPending(judged)) return [];
  return [cardFollowUp(i18n, FUMBLE_LEVEL_BUTTON)];
}
