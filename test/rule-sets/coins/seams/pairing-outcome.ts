/**
 * The toy's own part of a pairing's outcome (`PairingOutcomeParts`): the rounds a flip-off took to break equal heads.
 * Its verdict sets it, its check reads it back from a stored card, and the card's outcome says it in the toy's own
 * words. It shows that a rule set's part of a pairing's outcome is declared, produced, stored and shown from its
 * folder alone (docs/architecture.md "Adding a rule set"), as Kaiser's Counter and Dungeons of Olde's roll-off are.
 */
import type { PairingOutcomePart, PairingRule } from "../../../../src/card-kinds/contest/core/contest-rule";
import { integer, nullable, object } from "../../../../src/core/schema";
import { decidedWords } from "../../../../src/card-kinds/contest/ui/contest-step-text";
import type { RuleSetContest } from "../../../../src/card-kinds/contest/ui/rule-set-contest";
import { formatWith } from "../../../../src/ui/translator";

declare module "../../../../src/card-kinds/contest/core/contest-types" {
  interface PairingOutcomeParts {
    /** Coins: the rounds of the flip-off that broke equal heads; null when the heads decided (and elsewhere). */
    readonly coinsFlips: number | null;
  }
}

export const coinsOutcomePart: PairingOutcomePart = {
  defaults: { coinsFlips: null },
  schema: object({ coinsFlips: nullable(integer) }),
};

/** The toy's pairing rule, its verdicts carrying the flip-off's rounds when it had one. */
export function withFlips(pairing: PairingRule<"coins">): PairingRule<"coins"> {
  return {
    ...pairing,
    decide: (state, attacker, defender, dice) => {
      const verdict = pairing.decide(state, attacker, defender, dice);
      const flipOff = verdict.detail.ruleSet === "coins" ? verdict.detail.flipOff : null;
      return { ...verdict, coinsFlips: flipOff === null ? null : flipOff.rounds.length };
    },
  };
}

/** A win on the flip-off names its rounds; anything else is said in the shared words. */
export const coinsDecidedText: NonNullable<RuleSetContest<"coins">["decidedText"]> = (i18n, names, outcome) => {
  // Only a coins card's pairings keep the part (absent elsewhere, null when the heads decided).
  const flips = outcome.coinsFlips ?? null;
  return flips === null || outcome.winner === "neither"
    ? decidedWords(i18n, names, outcome)
    : formatWith(i18n, "COINS.WinsOnFlips", { name: names[outcome.winner], flips });
};
