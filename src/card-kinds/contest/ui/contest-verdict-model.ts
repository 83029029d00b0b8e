/**
 * The short verdict a resolved contest posts under its last roll, so the outcome is read where the rolls are: each
 * pairing's winner in words, drawn for each viewer from the contest card's own state (nothing of it is stored in
 * the verdict message). It says no more than the resolved card says to everyone — who won, never a hidden total.
 */
import type { ContestState } from "../core/contest-types";
import type { Translator } from "../../../ui/translator";

const KEY = "INDIE_DICE.CardRoll.Verdict";

interface ContestVerdictView {
  readonly title: string;
  readonly lines: readonly string[];
  /** The card's message id, for the link back to it. */
  readonly cardId: string;
  readonly toCard: string;
}

export function contestVerdictModel(state: ContestState, cardId: string, i18n: Translator): ContestVerdictView {
  const nameOf = (id: string) => state.participants.find((p) => p.id === id)?.name ?? "?";
  const lines = (state.outcome?.pairings ?? []).map((pairing) => {
    const names = { attacker: nameOf(pairing.attackerId), defender: nameOf(pairing.defenderId) };
    if (pairing.winner === "attacker") return i18n.format(`${KEY}.AttackerWins`, names);
    if (pairing.winner === "defender") return i18n.format(`${KEY}.DefenderWins`, names);
    return i18n.format(`${KEY}.Neither`, names);
  });
  return { title: i18n.localize(`${KEY}.Title`), lines, cardId, toCard: i18n.localize("INDIE_DICE.CardRoll.ToCard") };
}
