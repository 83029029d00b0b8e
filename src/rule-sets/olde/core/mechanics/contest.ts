import type { RandomSource } from "../../../../core/random";
import type { OldeRollResult } from "./roll";
import { rollOlde } from "./roll";
import type { OldeRollSpec } from "./rules";
import { checkOldeSpec } from "./validation";

/**
 * A contest: both sides roll (characters' rolls are unlimited, so pass `unlimited: true` unless a rule says
 * otherwise) and the higher total wins. The text says nothing about equal totals, so a tie is reported as a
 * tie and left to the table — nothing here breaks it.
 */

type OldeContestWinner = "first" | "second" | "tie";

export interface OldeContestResult {
  readonly first: OldeRollResult;
  readonly second: OldeRollResult;
  readonly winner: OldeContestWinner;
  /** first.total − second.total: positive when the first side won, 0 on a tie. */
  readonly margin: number;
}

/** Who wins on these totals: the higher one, or a tie when they are equal. */
export function compareOldeTotals(firstTotal: number, secondTotal: number): OldeContestWinner {
  if (firstTotal > secondTotal) return "first";
  if (firstTotal < secondTotal) return "second";
  return "tie";
}

/** Judges a contest from two rolls already made (e.g. each side rolled from the contest card). */
export function judgeOldeContest(first: OldeRollResult, second: OldeRollResult): OldeContestResult {
  return {
    first,
    second,
    winner: compareOldeTotals(first.total, second.total),
    margin: first.total - second.total,
  };
}

/** Rolls both sides, the first side's dice first, and judges the contest. */
export function rollOldeContest(first: OldeRollSpec, second: OldeRollSpec, source: RandomSource): OldeContestResult {
  checkOldeSpec(second); // a bad second side fails before any die is drawn
  const firstRoll = rollOlde(first, source);
  return judgeOldeContest(firstRoll, rollOlde(second, source));
}
