import type { TieBreakNeed } from "./contest-judge";
import { contestProgress, recordTieBreak, resolveContest } from "./contest-resolve";
import { tieBreakWaitsForButton } from "./contest-tie-break";
import type { ContestRolls, ContestState, ContestTieBreak } from "./contest-types";

/**
 * Settling a contest once its rolls are in — the one step the GM's client (src/foundry/cards/contest) and the
 * playground both take after each write: roll the tie-breaks that are due, record them, and resolve when every
 * pairing is decided. Rolling is the caller's (real Foundry dice there, a seeded source here); which tie-breaks
 * are due and what their dice decide is this file's.
 */

/**
 * The tie-breaks to roll now: those the pairings wait for, but one that waits for its button (its rule's
 * `waitsForButton`: a Dungeons of Olde stalemate) only when that pairing's button was pressed (`pressed`: the
 * pairing's attacker id) — each stalemate is its own pairing's.
 */
export function dueTieBreaks(state: ContestState, rolls: ContestRolls, pressed: string | null = null): TieBreakNeed[] {
  const progress = contestProgress(state, rolls);
  if (progress.stage !== "tieBreaks") return [];
  return progress.needs.filter((need) => !tieBreakWaitsForButton(need.kind) || need.attackerId === pressed);
}

/** Records the tie-breaks rolled for `dueTieBreaks`, then resolves the card if every pairing is now decided. */
export function settleContest<S extends ContestState>(state: S, rolls: ContestRolls, rolled: readonly ContestTieBreak[]): S {
  let next = state;
  for (const { attackerId, dice } of rolled) next = recordTieBreak(next, rolls, attackerId, dice);
  return contestProgress(next, rolls).stage === "ready" ? resolveContest(next, rolls) : next;
}
