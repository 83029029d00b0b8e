/**
 * The roll request the request tests start: the GM asks Brunhild (Ann's, bonus 4), Sigurd (Bo's, bonus 2) and Fafnir
 * (an NPC, bonus 3) for a Kaiser resistance check against 11, everyone to pass, unless `options` say otherwise.
 */
import { api } from "./dialog-harness";
import { tokenDoc, GM, HERO, RIVAL, VILLAIN, type useContestTable } from "./contests-harness";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";

export const BONUS: Readonly<Record<string, number>> = { [HERO]: 4, [RIVAL]: 2, [VILLAIN]: 3 };

export async function startRequest(table: ReturnType<typeof useContestTable>, options: Record<string, unknown> = {}): Promise<ChatMessageView> {
  return table().foundry.withClient(GM, () =>
    api().requests.start({
      ruleSet: "kaiser",
      rows: [HERO, RIVAL, VILLAIN].map((token) => ({ token: tokenDoc(token), spec: { bonus: BONUS[token]! } })),
      spec: { kind: "resistance", difficulty: 11 },
      question: "everyone",
      ...options,
    }),
  );
}
