import { checkTestOptions, type TestOptions } from "../mechanics/roll-test";
import { requireGroupSize } from "../mechanics/validation";
import { IntDistribution } from "../../../../core/odds/int-distribution";
import type { ScoreOdds } from "./score-odds";
import { rankBounds, testScoreOdds, type RankBounds } from "./score-odds";

/**
 * The lowest of several independent Scores, crits included (a Critical Failure is the lowest of all; the
 * group scores a Critical Success only when everyone does): P(min ≥ k) = Πᵢ P(Xᵢ ≥ k). Only the Scores some
 * member can roll are visited, so members whose Modifiers lie far apart cost no more than close ones.
 */
export function lowestScoreOdds(members: readonly ScoreOdds[]): ScoreOdds {
  requireGroupSize(members.length);
  const bounds = rankBounds(members);
  const allAtLeast = (k: number) => members.reduce((product, member) => product * atLeast(member, k, bounds), 1);
  const values = rankedValues(members, bounds);
  const entries = values.map((k, i): [number, number] => [k, allAtLeast(k) - allAtLeast(values[i + 1] ?? k + 1)]);
  const plain = entries.filter(([k]) => k !== bounds.floor && k !== bounds.ceiling);
  return {
    critFailure: allAtLeast(bounds.floor) - allAtLeast(bounds.floor + 1),
    critSuccess: allAtLeast(bounds.ceiling),
    plain: IntDistribution.fromEntries(plain),
  };
}

/** P(Score ≥ k) on the ranked scale: a Critical Failure at `floor`, a Critical Success at `ceiling`. */
function atLeast(member: ScoreOdds, k: number, bounds: RankBounds): number {
  if (k <= bounds.floor) return 1;
  if (k > bounds.ceiling) return 0;
  return member.critSuccess + member.plain.atLeast(k);
}

/** Every ranked value some member can take, ascending: the floor, each plain Score, the ceiling. */
function rankedValues(members: readonly ScoreOdds[], bounds: RankBounds): number[] {
  const plain = members.flatMap((member) => member.plain.entries().map(([value]) => value));
  return [...new Set([bounds.floor, ...plain, bounds.ceiling])].sort((x, y) => x - y);
}

/** A Group Test's Score before anyone gives an Advantage, from each member's Test options. */
export function groupTestOdds(members: readonly TestOptions[]): ScoreOdds {
  requireGroupSize(members.length);
  members.forEach((member) => checkTestOptions(member));
  return lowestScoreOdds(members.map((member) => testScoreOdds(member)));
}
