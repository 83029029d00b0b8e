import type { CoinSide, RandomSource } from "../../../../core/random";
import { flipCoin } from "../../../../core/random";
import type { Score } from "./score";
import { compareScores } from "./score";
import { kleptoError } from "./validation";
import { describeInput } from "../../../../core/limits";

/** The two parties of a Contest: `a` (who started it) and `b` (the target). */
type KleptoContestSide = "a" | "b";

/** What the `[Win]` / `[Lose]` shorthand of each side reads. */
export type KleptoContestOutcome = "win" | "lose";

/** A tie is settled by a coin: heads goes to side A, tails to side B. */
const TIE_COIN_WINNER: Readonly<Record<CoinSide, KleptoContestSide>> = { heads: "a", tails: "b" };

export interface ContestResult {
  a: Score;
  b: Score;
  /** How A's Score compares with B's: 1 higher, −1 lower, 0 a tie. */
  comparison: -1 | 0 | 1;
  /** The coin that settled a tie (shown on the card); null when the Scores differed. */
  tieCoin: CoinSide | null;
  winner: KleptoContestSide;
}

/** The step predicate for the adapter: only a tie draws a coin. */
export function contestNeedsCoin(a: Score, b: Score): boolean {
  return compareScores(a, b) === 0;
}

/**
 * Judges a Contest: the higher Score wins (a Critical Success beats any plain Score, a Critical Failure loses to
 * any); a tie needs `tieCoin`, and a coin given without a tie is refused rather than ignored.
 */
export function judgeKleptoContest(a: Score, b: Score, tieCoin: CoinSide | null = null): ContestResult {
  assertScore(a);
  assertScore(b);
  const comparison = compareScores(a, b);
  const scores = { a: { total: a.total, crit: a.crit }, b: { total: b.total, crit: b.crit } };
  if (comparison !== 0) {
    if (tieCoin !== null) throw kleptoError("ContestCoinUnneeded", { a: a.total, b: b.total });
    return { ...scores, comparison, tieCoin, winner: comparison > 0 ? "a" : "b" };
  }
  if (tieCoin !== "heads" && tieCoin !== "tails") {
    throw kleptoError("ContestCoin", { a: a.total, b: b.total, coin: String(tieCoin) });
  }
  return { ...scores, comparison, tieCoin, winner: TIE_COIN_WINNER[tieCoin] };
}

/** A Score handed over by a macro or a saved card: a whole total, and a crit or none. */
function assertScore(score: Score): void {
  const valid =
    typeof score === "object" &&
    score !== null &&
    Number.isSafeInteger(score.total) &&
    (score.crit === null || score.crit === "success" || score.crit === "failure");
  if (!valid) throw kleptoError("ContestScore", { value: describeInput(score?.total) });
}

/** Settles a Contest between two finished Tests, tossing a coin only on a tie. */
export function rollContest(source: RandomSource, a: Score, b: Score): ContestResult {
  assertScore(a);
  assertScore(b);
  return judgeKleptoContest(a, b, contestNeedsCoin(a, b) ? flipCoin(source) : null);
}

export function contestOutcomeFor(result: ContestResult, side: KleptoContestSide): KleptoContestOutcome {
  return result.winner === side ? "win" : "lose";
}
