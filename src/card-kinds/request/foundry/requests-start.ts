/** The roll request's code as the card chunk starts it (src/root/card-chunk.ts). */
import type { CardKindParts, StartedCardKind } from "../../../foundry/types/card-kinds";
import { RequestKind } from "./request-kind";
import { requestsApi } from "./requests-api";

/** The kind and `api.requests`. */
export function startRequests(parts: CardKindParts): StartedCardKind<"requests"> {
  const kind = new RequestKind(parts);
  return { kind, api: requestsApi(kind) };
}
