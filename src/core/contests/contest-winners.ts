import { contestKindOf } from "./contest-kinds";
import type { ContestSide, ContestState } from "./contest-types";

/**
 * A resolved contest's winners and losers, participant by participant (docs/cards.md "The card's menu"): an attacker
 * by its own pairing, the defender only when every pairing went the same way (against several attackers it may win
 * one and lose another, and is then neither). A pairing nobody won counts for the side its rule set puts ahead (a
 * Dungeons of Olde stalemate: its roll-off's winner, if it had one; `PairingOutcomePart.ahead`). Empty while open.
 */
export function contestWinnersAndLosers(state: ContestState): { readonly winners: readonly string[]; readonly losers: readonly string[] } {
  if (state.status !== "resolved" || !state.outcome) return { winners: [], losers: [] };
  const winners: string[] = [];
  const losers: string[] = [];
  const defenderResults = new Set<ContestSide | "neither">();
  const ahead = contestKindOf(state.ruleSet).contestRule.outcomePart?.ahead;
  for (const pairing of state.outcome.pairings) {
    const winner = pairing.winner === "neither" ? (ahead?.(pairing) ?? "neither") : pairing.winner;
    defenderResults.add(winner);
    if (winner === "attacker") winners.push(pairing.attackerId);
    if (winner === "defender") losers.push(pairing.attackerId);
  }
  const defender = state.participants.find((participant) => participant.side === "defender");
  if (defender && defenderResults.size === 1) {
    if (defenderResults.has("defender")) winners.push(defender.id);
    if (defenderResults.has("attacker")) losers.push(defender.id);
  }
  return { winners, losers };
}
