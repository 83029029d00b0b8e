/**
 * What a roll made for a card says about itself in the chat (its flavor), so a roll read on its own names its
 * card, its roller and the opponent or round: "Brunhild vs Fafnir — Kaiser contest". Written in the roller's
 * language when the roll is posted, as any flavor is; only what the card shows everyone goes into it (names, the
 * rule set, the round and the GM's target — never a result that a hidden roll decided).
 */
import { contestKindOf } from "../../core/contests/contest-kinds";
import type { ContestState } from "../../core/contests/contest-types";
import { formatList } from "../lists";
import type { Translator } from "../translator";

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
