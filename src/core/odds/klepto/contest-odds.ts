import type { ScoreOdds } from "./score-odds";
import { rankBounds, rankedScores } from "./score-odds";

export interface ContestOdds {
  /** P(A wins), counting half of the ties (the coin toss). */
  aWins: number;
  bWins: number;
  /** P(the Scores tie) — two equal plain Scores, two Critical Successes or two Critical Failures. */
  tie: number;
}

/** Exact Contest odds for two independent Tests: the higher Score wins, and a fair coin settles a tie. */
export function contestOdds(a: ScoreOdds, b: ScoreOdds): ContestOdds {
  const bounds = rankBounds([a, b]);
  const { greater, equal, less } = rankedScores(a, bounds).compare(rankedScores(b, bounds));
  return { aWins: greater + equal / 2, bWins: less + equal / 2, tie: equal };
}
