/**
 * The shared card kinds (contests, requests), one line each: each kind's src/card-kinds/<kind>/foundry/ holds its
 * declaration (read at startup, card-chunk-loader.ts) and its code (started by the lazy chunk,
 * src/rule-sets/card-chunk.ts `SHARED_CARD_CODE`, which the compiler checks against `SharedCardApis`).
 */
import type { SharedCardApis } from "../types/indie-dice-api";
import type { CardKindDeclaration } from "../types/card-kinds";
import { CONTEST_CARD } from "../../card-kinds/contest/foundry/contest-card";
import { REQUEST_CARD } from "../../card-kinds/request/foundry/request-card";

/** Each shared kind's declaration, naming the API member it answers for. */
export const SHARED_CARD_KINDS: readonly CardKindDeclaration<keyof SharedCardApis>[] = [CONTEST_CARD, REQUEST_CARD];
