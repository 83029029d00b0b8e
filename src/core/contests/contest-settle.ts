import type { TieBreakNeed } from "./contest-judge";
import { contestProgress, recordTieBreak, resolveContest } from "./contest-resolve";
import type { ContestRolls, ContestState, ContestTieBreak, TieBreakKind } from "./contest-types";

/**
 * Settling a contest once its rolls are in — the one step the GM's client (src/foundry/cards/contest) and the
 * playground both take after each write: roll the tie-breaks that are due, record them, and resolve when every
 * pairing is decided. Rolling is the caller's (real Foundry dice there, a seeded source here); which tie-breaks
 * are due and what their dice decide is this file's.
 */

/** A Dungeons of Olde stalemate waits for its roll-off button (docs/rulings.md "Dungeons of Olde"); every other tie-break is rolled at once. */
const WAITS_FOR_BUTTON: readonly TieBreakKind[] = ["oldeRollOff"];

/**
 * The tie-breaks to roll now: those the pairings wait for, but one that waits for its button only when that
 * pairing's button was pressed (`pressed`: the pairing's attacker id) — each stalemate is its own pairing's.
 */
export function dueTieBreaks(state: ContestState, rolls: ContestRolls, pressed: string | null = null): TieBreakNeed[] {
  const progress = contestProgress(state, rolls);
  if (progress.stage !== "tieBreaks") return [];
  return progress.needs.filter((need) => !WAITS_FOR_BUTTON.includes(need.kind) || need.attackerId === pressed);
}

/** Records the tie-breaks rolled for `dueTieBreaks`, then resolves the card if every pairing is now decided. */
export function settleContest<S extends ContestState>(state: S, rolls: ContestRolls, rolled: readonly ContestTieBreak[]): S {
  let next = state;
  for (const { attackerId, dice } of rolled) next = recordTieBreak(next, rolls, attackerId, dice);
  return contestProgress(next, rolls).stage === "ready" ? resolveContest(next, rolls) : next;
}
