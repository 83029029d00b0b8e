import type { PairingOutcome } from "../core/contest-types";
import { compactJoin, plain } from "../../../ui/roll-cards/card-text";
import type { PairingNames } from "./rule-set-contest";
import { formatWith, type Translator } from "../../../ui/translator";

/**
 * The words the rule sets' contest steps share (src/rule-sets/<id>/ui/contest.ts): one step line, a decided
 * pairing's outcome (its own words, or as every rule set says it), who won by name, a higher total, the rounds of a
 * roll-off and a tie at a total.
 */

/** One line of the card's steps: `INDIE_DICE.Contest.Step.<name>`, filled in. */
export function stepText(i18n: Translator, name: string, data: Readonly<Record<string, string | number>> = {}): string {
  return formatWith(i18n, `INDIE_DICE.Contest.Step.${name}`, data);
}

/** A decided pairing's outcome in words: `INDIE_DICE.Contest.Outcome.<name>`, filled in. */
export function outcomeWords(
  i18n: Translator,
  name: string,
  data: Readonly<Record<string, string | number>> = {},
): string {
  return formatWith(i18n, `INDIE_DICE.Contest.Outcome.${name}`, data);
}

/** A decided pairing's outcome as every rule set says it unless it says more (`RuleSetContest.decidedText`). */
export function decidedWords(i18n: Translator, names: PairingNames, { winner }: PairingOutcome): string {
  return winner === "neither" ? outcomeWords(i18n, "Neither") : outcomeWords(i18n, "Wins", { name: names[winner] });
}

export function winnerName(names: PairingNames, outcome: PairingOutcome): string {
  return outcome.winner === "defender" ? names.defender : names.attacker;
}

export function higherTotal(
  i18n: Translator,
  names: PairingNames,
  outcome: PairingOutcome,
  attacker: number,
  defender: number,
): string {
  const [winner, loser] = outcome.winner === "defender" ? [defender, attacker] : [attacker, defender];
  return stepText(i18n, "HigherTotal", {
    name: winnerName(names, outcome),
    winner: plain(winner, i18n),
    loser: plain(loser, i18n),
  });
}

/** A roll-off's rounds, the attacker's die first: "3 v 3, 5 v 2". */
export function rounds(i18n: Translator, pairs: readonly (readonly [number, number])[]): string {
  return compactJoin(
    i18n,
    pairs.map(([attacker, defender]) => stepText(i18n, "Round", { attacker, defender })),
    ", ",
  );
}

/** The totals tie before any tie rule. */
export function tieAt(i18n: Translator, total: string): string {
  return stepText(i18n, "TieAt", { total });
}
