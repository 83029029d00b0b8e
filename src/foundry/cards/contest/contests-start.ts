/** The contest's code as the card chunk starts it (src/rule-sets/card-chunk.ts). */
import type { CardKindParts, StartedCardKind } from "../../types/card-kinds";
import { registerQuery } from "../../queries/queries";
import { postCard } from "../post-card";
import { START_CONTEST_QUERY } from "./contest-card";
import { contestKind } from "./contest-kind";
import { handleStartQuery } from "./contest-starter";
import { contestVerdictKind } from "./contest-verdict-kind";
import { contestsApi } from "./contests-api";

/** The kind, `api.contests`, its verdict (a kind of its own drawn from the contest card's state) and a player's start. */
export function startContests(parts: CardKindParts): StartedCardKind<"contests"> {
  // A resolved contest posts its verdict.
  const contest = contestKind({ ...parts, announce: (card) => postCard(verdict, { version: 1, cardId: card.id ?? "" }) });
  const verdict = contestVerdictKind(contest);
  registerQuery(START_CONTEST_QUERY, (data) => handleStartQuery(contest, data));
  return { kind: contest, companions: [verdict], api: contestsApi(contest) };
}
