/** The group test's code as the card chunk starts it (src/rule-sets/cards.ts). */
import type { CardKindParts, StartedCardKind } from "../../../../foundry/types/card-kinds";
import { GROUP_GIFT_DIE_FLAG } from "./group-test-card";
import { GroupTestKind } from "./group-test-kind";
import { groupTestsApi } from "./group-tests-api";

/** The kind, `api.groupTests`, and the gift's die among the messages that lead back to their card. */
export function startGroupTests(parts: CardKindParts): StartedCardKind<"groupTests"> {
  const kind = new GroupTestKind(parts);
  return { kind, api: groupTestsApi(kind), linkedFlags: [GROUP_GIFT_DIE_FLAG] };
}
