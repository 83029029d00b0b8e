/**
 * What a roll made for a card says about itself in the chat (its flavor), so a roll read on its own names its
 * card, its roller and the opponent or round: "Brunhild vs Fafnir — Kaiser contest". Written in the roller's
 * language when the roll is posted, as any flavor is; only what the card shows everyone goes into it (names, the
 * rule set, the round and the GM's target — never a result that a hidden roll decided).
 */
import { contestKindOf } from "../core/contest-kinds";
import type { ContestRoll, ContestState } from "../core/contest-types";
import { formatList } from "../../../ui/lists";
import { cardBanner } from "../../../ui/roll-cards/banner";
import type { CardBanner } from "../../../ui/roll-cards/card-view";
import type { Translator } from "../../../ui/translator";
import { contestOf } from "./contest-kind-views";

const KEY = "INDIE_DICE.CardRoll";

/** An attacker's roll names the defender; the defender's names every attacker. */
export function contestRollFlavor(i18n: Translator, state: ContestState, participantId: string): string {
  const roller = state.participants.find((p) => p.id === participantId);
  const opponents = state.participants.filter((p) => p.side !== roller?.side).map((p) => p.name);
  return i18n.format(`${KEY}.Contest`, {
    name: roller?.name ?? "?",
    opponents: formatList(opponents, i18n),
    ruleSet: i18n.localize(contestKindOf(state.ruleSet).labelKey),
  });
}

/**
 * What a side's own roll message says at its head, in place of a lone roll's verdict and chance (docs/cards.md "What
 * a card's messages say"): the very line the card gives that side — its total, Score or margin and how
 * it came about — and no chance, since a lone roll's (a K&R basic test's success, a Kleptonomicon Test's pass)
 * answers another question than the contest's, and the card holds the contest's chances and its result.
 */
export function contestSideHeading(
  i18n: Translator,
  state: ContestState,
  name: string,
  roll: ContestRoll,
): { readonly banner: CardBanner; readonly oddsBefore: null } {
  return {
    banner: cardBanner(i18n, "neutral", contestOf(state.ruleSet).sideLine(i18n, state, name, roll)),
    oddsBefore: null,
  };
}
