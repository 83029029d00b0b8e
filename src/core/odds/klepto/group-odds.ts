import { checkTestOptions, type TestOptions } from "../../mechanics/klepto";
import { requireGroupSize } from "../../mechanics/klepto/validation";
import { IntDistribution } from "../int-distribution";
import type { ScoreOdds } from "./score-odds";
import { fromRanked, rankBounds, rankedScores, testScoreOdds } from "./score-odds";

/**
 * The lowest of several independent Scores, crits included (a Critical Failure is the lowest of all; the
 * group scores a Critical Success only when everyone does): P(min ≥ k) = Πᵢ P(Xᵢ ≥ k).
 */
export function lowestScoreOdds(members: readonly ScoreOdds[]): ScoreOdds {
  requireGroupSize(members.length);
  const bounds = rankBounds(members);
  const ranked = members.map((member) => rankedScores(member, bounds));
  const atLeast = (k: number) => ranked.reduce((product, d) => product * d.atLeast(k), 1);
  const probs: number[] = [];
  for (let k = bounds.floor; k <= bounds.ceiling; k++) probs.push(atLeast(k) - atLeast(k + 1));
  return fromRanked(new IntDistribution(bounds.floor, probs), bounds);
}

/** A Group Test's Score before anyone gives an Advantage, from each member's Test options. */
export function groupTestOdds(members: readonly TestOptions[]): ScoreOdds {
  requireGroupSize(members.length);
  members.forEach((member) => checkTestOptions(member));
  return lowestScoreOdds(members.map((member) => testScoreOdds(member)));
}
