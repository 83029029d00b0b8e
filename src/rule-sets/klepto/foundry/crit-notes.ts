import { savedModifier, type Annotation, type TermData } from "../../../foundry/chat/roll-annotations";
import type { TermResult } from "../../../foundry/term-results";
import { D10ISH_DIE } from "../core/fairness-die";
import { CRIT_BY_COIN_KEY } from "../core/notation";

/**
 * Its notes under a roll of Foundry's class (`FoundryRuleSet.annotateTerm`): the crit of each kept die of its own
 * terms — a d10ish die's (its class, as Foundry saves it) or a d10's its coin resolved (`kc`). A crit is on the kept
 * die only: the Score is the kept die's, and crits are resolved before the keep (docs/rulings.md).
 */
export function kleptoCritNotes(term: TermData): Annotation[] {
  if (term.class !== D10ISH_DIE.className && savedModifier(term, CRIT_BY_COIN_KEY) === undefined) return [];
  return (term.results ?? []).flatMap((result) => (result.active ? critNote(result) : []));
}

function critNote({ indie: mark }: TermResult): Annotation[] {
  if (mark === "crit-success")
    return [{ text: game.i18n.localize("INDIE_DICE.Annotation.CritSuccess"), tone: "critical" }];
  if (mark === "crit-failure")
    return [{ text: game.i18n.localize("INDIE_DICE.Annotation.CritFailure"), tone: "failure" }];
  return [];
}
