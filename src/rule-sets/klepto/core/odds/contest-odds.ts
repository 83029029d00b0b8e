import type { ScoreOdds } from "./score-odds";

export interface ContestOdds {
  /** P(A wins), counting half of the ties (the coin toss). */
  aWins: number;
  bWins: number;
  /** P(the Scores tie) — two equal plain Scores, two Critical Successes or two Critical Failures. */
  tie: number;
}

/**
 * Exact Contest odds for two independent Tests: the higher Score wins, and a fair coin settles a tie. A Critical
 * Success beats every other Score and a Critical Failure loses to every other, so the crits are counted apart and
 * only the plain Scores are compared: the work follows each side's few Scores, not the gap between two Modifiers.
 */
export function kleptoContestOdds(a: ScoreOdds, b: ScoreOdds): ContestOdds {
  const plain = a.plain.compare(b.plain);
  const aBeats = a.critSuccess * (1 - b.critSuccess) + a.plain.mass * b.critFailure + plain.greater;
  const bBeats = b.critSuccess * (1 - a.critSuccess) + b.plain.mass * a.critFailure + plain.less;
  const tie = a.critSuccess * b.critSuccess + a.critFailure * b.critFailure + plain.equal;
  return { aWins: aBeats + tie / 2, bWins: bBeats + tie / 2, tie };
}
