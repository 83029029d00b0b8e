import type {
  ContestRollTypes,
  ContestRules,
  ContestState,
  PairingOutcome,
} from "../../../card-kinds/contest/core/contest-types";
import { DEFAULT_OPPOSED_FUMBLE_RULE } from "../core/mechanics/constants";
import { penaltyOrDefault } from "../core/mechanics/penalty-formula";
import { opposedSide } from "../core/mechanics/opposed";
import { type KaiserOpposedResult } from "../core/mechanics/types";
import { plain, sumExpression } from "../../../ui/roll-cards/card-text";
import { checkboxField } from "../../../ui/dialogs/field-views";
import type { NumberLanguage } from "../../../ui/numbers";
import { formatWith, type Translator } from "../../../ui/translator";
import {
  decidedWords,
  higherTotal,
  outcomeWords,
  rounds,
  stepText,
  tieAt,
  winnerName,
} from "../../../card-kinds/contest/ui/contest-step-text";
import type { DialogSettings } from "../../../ui/dialogs/dialog-types";
import {
  type ContestOptions,
  type PairingDetailOf,
  type PairingNames,
  type RuleSetContest,
} from "../../../card-kinds/contest/ui/rule-set-contest";

/**
 * A Kaiser contest as the card and the Start dialog show it: each side's total after any opposed Fumble penalty,
 * the card's tie rule and Fumble reading, and the Attack — a box on the Start dialog, its own title on the card,
 * and a chance that nobody wins (an Attack that ties fails).
 */

type KaiserState = ContestState<"kaiser">;
type KaiserRoll = ContestRollTypes["kaiser"];

function comparedTotal(state: KaiserState, roll: KaiserRoll, i18n: NumberLanguage): string {
  return plain(opposedSide(roll.check, roll.penaltyFaces, state.rules.kaiserFumblePenalty).total, i18n);
}

function sideLine(i18n: Translator, state: KaiserState, name: string, roll: KaiserRoll): string {
  const side = opposedSide(roll.check, roll.penaltyFaces, state.rules.kaiserFumblePenalty);
  if (side.penalty !== null)
    return stepText(i18n, "KaiserFumble", {
      name,
      bonus: plain(roll.check.bonus, i18n),
      penalty: plain(side.penalty, i18n),
      total: plain(side.total, i18n),
    });
  const counted = [...roll.check.kept, ...roll.check.openRollDice];
  return stepText(i18n, "Total", {
    name,
    total: plain(side.total, i18n),
    expression: sumExpression(i18n, counted, roll.check.bonus),
  });
}

/** The tie rule and the reading of a Fumble, as the card recorded them when it started. */
function rulesNote(i18n: Translator, state: KaiserState): string {
  const tie = state.rules.kaiserAttack
    ? "KaiserAttack"
    : state.rules.kaiserTieRule === "roll-off"
      ? "KaiserRollOff"
      : "KaiserDefender";
  // A card started before the reading was recorded reads as the default.
  const fumble =
    (state.rules.kaiserOpposedFumble ?? DEFAULT_OPPOSED_FUMBLE_RULE) === "compared"
      ? "KaiserFumbleCompared"
      : "KaiserFumbleLoses";
  const rule = (name: string) => i18n.localize(`INDIE_DICE.Contest.Rules.${name}`);
  return formatWith(i18n, "INDIE_DICE.Contest.Rules.Kaiser", { tie: rule(tie), fumble: rule(fumble) });
}

/** The roll-off's faces alternate attacker, defender: one round per pair. */
function rollOffRounds(faces: readonly number[]): [number, number][] {
  return Array.from({ length: faces.length / 2 }, (_, round) => [faces[2 * round]!, faces[2 * round + 1]!]);
}

/** A side that alone fumbled lost outright; its reduced total only sets the winner's degrees. */
function fumbleLoss(
  i18n: Translator,
  result: KaiserOpposedResult,
  names: PairingNames,
  outcome: PairingOutcome,
): string {
  const [winner, loser] =
    outcome.winner === "defender" ? [result.defender, result.attacker] : [result.attacker, result.defender];
  return stepText(i18n, "FumbleLoses", {
    loser: outcome.winner === "defender" ? names.attacker : names.defender,
    name: winnerName(names, outcome),
    winner: plain(winner.total, i18n),
    fumbled: plain(loser.total, i18n),
    dos: result.dod,
  });
}

function decisionSteps(
  i18n: Translator,
  _state: KaiserState,
  names: PairingNames,
  outcome: PairingOutcome,
  { result }: PairingDetailOf<"kaiser">,
): string[] {
  const tie = tieAt(i18n, plain(result.attacker.total, i18n));
  const lines: string[] = [];
  if (outcome.decidedBy === "fumble") lines.push(fumbleLoss(i18n, result, names, outcome));
  if (outcome.decidedBy === "total")
    lines.push(higherTotal(i18n, names, outcome, result.attacker.total, result.defender.total));
  if (outcome.decidedBy === "defenderTakesTie")
    lines.push(tie, stepText(i18n, "DefenderTakesTie", { name: names.defender }));
  if (outcome.decidedBy === "attackTie") lines.push(tie, stepText(i18n, "AttackTie"));
  if (outcome.decidedBy === "rollOff" && result.rollOff) {
    const key = result.rollOff.capped ? "RollOffCappedDefender" : "RollOff";
    lines.push(
      tie,
      stepText(i18n, key, {
        rounds: rounds(i18n, rollOffRounds(result.rollOff.faces)),
        name: winnerName(names, outcome),
      }),
    );
  }
  if (outcome.counterAllowed) lines.push(stepText(i18n, "MayCounter", { name: names.defender }));
  return lines;
}

/** A win by the loser's Fumble, not the totals, says so (docs/rulings.md "Kaiser"); an Attack that ties fails. */
function decidedText(i18n: Translator, names: PairingNames, outcome: PairingOutcome): string {
  const { winner, decidedBy } = outcome;
  if (winner !== "neither" && decidedBy === "fumble") {
    return outcomeWords(i18n, "WinsByFumble", {
      name: names[winner],
      loser: names[winner === "attacker" ? "defender" : "attacker"],
    });
  }
  if (winner === "neither" && decidedBy === "attackTie") return outcomeWords(i18n, "AttackFails");
  return decidedWords(i18n, names, outcome);
}

/** The Attack box: an Attack that ties fails and forbids the Counter (the card's `ContestRules.kaiserAttack`). */
const attackOption: ContestOptions = {
  defaults: { attack: false },
  read: (reader) => ({ attack: reader.checkbox("attack") }),
  fields: (frame) => [
    checkboxField(frame, "attack", "INDIE_DICE.Contest.Start.Attack", { hint: "INDIE_DICE.Contest.Start.AttackHint" }),
  ],
  contest: ({ attack }) => ({ rules: { kaiserAttack: attack } }),
};

/** The world's tie rule, opposed Fumble penalty and reading of a Fumble, as the dialogs' settings hold them. */
function worldRules(settings: DialogSettings): Partial<ContestRules> {
  return {
    kaiserTieRule: settings.kaiserTieRule,
    kaiserFumblePenalty: penaltyOrDefault(settings.kaiserFumblePenalty),
    kaiserOpposedFumble: settings.kaiserOpposedFumble,
  };
}

export const kaiserContest: RuleSetContest<"kaiser"> = {
  titleKey: (state) => (state.rules.kaiserAttack ? "INDIE_DICE.Contest.AttackTitle" : "INDIE_DICE.Contest.Title"),
  rulesNote,
  // Only an Attack can end with nobody winning: otherwise a tie always goes to a side.
  neitherOddsKey: (state) => (state.rules.kaiserAttack ? "INDIE_DICE.Contest.Odds.Neither" : null),
  decidedText,
  comparedTotal,
  sideLine,
  tieSteps: (i18n, state, attackerRoll) => [tieAt(i18n, comparedTotal(state, attackerRoll, i18n))],
  decisionSteps,
  effects: () => [],
  start: {
    sideFields: ["kind", "bonus", "advantages", "disadvantages"],
    loneRollOnly: { mode: "none" },
    options: attackOption,
    worldRules,
  },
};
