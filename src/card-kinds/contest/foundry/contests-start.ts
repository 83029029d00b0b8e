/** The contest's code as the card chunk starts it (src/root/card-chunk.ts). */
import type { CardKindParts, StartedCardKind } from "../../../foundry/types/card-kinds";
import { registerQuery } from "../../../foundry/queries/queries";
import { START_CONTEST_QUERY } from "./contest-card";
import { ContestCardKind } from "./contest-kind";
import { handleStartQuery } from "./post-contest-card";
import { contestsApi } from "./contests-api";

/**
 * The kind, `api.contests`, its verdict (a kind of its own drawn from the contest card's state) and a player's start.
 */
export function startContests(parts: CardKindParts): StartedCardKind<"contests"> {
  const contest = new ContestCardKind(parts);
  registerQuery(START_CONTEST_QUERY, (data) => handleStartQuery(contest, data));
  return { kind: contest, companions: [contest.verdict], api: contestsApi(contest) };
}
