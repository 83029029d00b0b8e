import { rollOf } from "../../../card-kinds/contest/core/contest-participants";
import { type ContestState, type PairingOutcome } from "../../../card-kinds/contest/core/contest-types";
import { contestOutcomeFor } from "../core/mechanics/contest";
import { type KleptoTestResult } from "../core/mechanics/roll-test";
import { matchRanges } from "../core/ranges/match-ranges";
import { parseRanges } from "../core/ranges/parse-ranges";
import { plain } from "../../../ui/roll-cards/card-text";
import type { NumberLanguage } from "../../../ui/numbers";
import type { Translator } from "../../../ui/translator";
import { stepText, winnerName } from "../../../card-kinds/contest/ui/contest-step-text";
import {
  type ContestEffect,
  type PairingDetailOf,
  type PairingNames,
  type RuleSetContest,
} from "../../../card-kinds/contest/ui/rule-set-contest";

/**
 * A Kleptonomicon contest as the card and the Start dialog show it: each side's Score (a crit as the text writes
 * it), crits before Scores, the coin of a tie, and what each side's custom Score Ranges set off, `[Win]` and
 * `[Lose]` included.
 */

type KleptoState = ContestState<"klepto">;

/** A Score as the text writes it: a crit as its shorthand, whatever the modifier made of it. */
function scoreText(score: Pick<KleptoTestResult, "crit" | "total">, i18n: NumberLanguage): string {
  if (score.crit === "success") return "[10!]";
  if (score.crit === "failure") return "[0!]";
  return plain(score.total, i18n);
}

function decisionSteps(
  i18n: Translator,
  _state: KleptoState,
  names: PairingNames,
  outcome: PairingOutcome,
  { result }: PairingDetailOf<"klepto">,
): string[] {
  const name = winnerName(names, outcome);
  if (outcome.decidedBy === "coin") {
    const coin = i18n.localize(`INDIE_DICE.Contest.Coin.${result.tieCoin}`);
    return [stepText(i18n, "Coin", { score: scoreText(result.a, i18n), coin, name })];
  }
  if (outcome.decidedBy === "critical") {
    const winner = outcome.winner === "attacker" ? result.a : result.b;
    return [stepText(i18n, winner.crit === "success" ? "CritBeats" : "CritLoses", { name })];
  }
  return [stepText(i18n, "HigherScore", { name })];
}

/** Every custom Score Range entry that applies to each side; a side with the standard ranges has none. */
const effects: RuleSetContest<"klepto">["effects"] = (state, rolls, sides, { result }) =>
  (["attacker", "defender"] as const).flatMap((side): ContestEffect[] => {
    const participant = sides[side];
    const ranges = participant.spec?.ranges;
    if (ranges === undefined) return [];
    const score = rollOf(state, rolls, participant.id) as KleptoTestResult;
    const entries = matchRanges(parseRanges(ranges), score, contestOutcomeFor(result, side === "attacker" ? "a" : "b"));
    return entries.map((entry) => ({ name: participant.name, bracket: entry.bracket, text: entry.effect }));
  });

export const kleptoContest: RuleSetContest<"klepto"> = {
  titleKey: () => "INDIE_DICE.Contest.Title",
  rulesNote: (i18n) => i18n.localize("INDIE_DICE.Contest.Rules.Klepto"),
  neitherOddsKey: () => null,
  comparedTotal: (_state, roll, i18n) => scoreText(roll, i18n),
  sideLine: (i18n, _state, name, roll) => stepText(i18n, "Score", { name, score: scoreText(roll, i18n) }),
  tieSteps: (i18n, _state, attackerRoll) => [stepText(i18n, "ScoresTie", { score: scoreText(attackerRoll, i18n) })],
  decisionSteps,
  effects,
  start: {
    sideFields: ["modifier", "advantages", "disadvantages", "method"],
    loneRollOnly: { ranges: "" },
  },
};
