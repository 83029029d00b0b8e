/**
 * The shared card kinds (contests, requests), one line each: each kind's folder under src/foundry/cards/ holds its
 * declaration (read at startup, card-chunk-loader.ts) and its code (started by the lazy chunk,
 * src/rule-sets/card-chunk.ts `SHARED_CARD_CODE`). The compiler checks the list against `SharedCardApis`.
 */
import type { SharedCardApis } from "../types/indie-dice-api";
import type { CardKindDeclaration } from "../types/card-kinds";
import { CONTEST_CARD } from "./contest/contest-card";
import { REQUEST_CARD } from "./request/request-card";

const SHARED_KINDS: { readonly [Api in keyof SharedCardApis]: CardKindDeclaration<Api> } = {
  contests: CONTEST_CARD,
  requests: REQUEST_CARD,
};

/** Each shared kind's declaration, under the API member it answers for. */
export function sharedCardKinds(): CardKindDeclaration<keyof SharedCardApis>[] {
  return Object.values(SHARED_KINDS);
}
