// @vitest-environment happy-dom
/**
 * A roll request's rolls with two GMs (the active one alone records, each roll once) and with no GM online (the roll
 * waits in the chat and is recorded when a GM comes back), as on every card.
 */
import { describe, expect, it } from "vitest";
import { api, callHook, settle } from "../../../foundry/support/dialog-harness";
import { tokenDoc, useContestTable, GM, GM2, HERO, P1, VILLAIN } from "../../../foundry/support/contests-harness";
import type { RequestState } from "../../../../src/card-kinds/request/core/request-types";
import { storedCardFlag } from "../../../foundry/support/stored-card";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { must } from "../../../kit";

const table = useContestTable({ secondGM: true });

function stateOf(card: ChatMessageView): RequestState {
  return storedCardFlag<RequestState>(card, "request");
}

async function start(): Promise<ChatMessageView> {
  return table().foundry.withClient(GM, () =>
    api().requests.start({
      ruleSet: "kaiser",
      rows: [HERO, VILLAIN].map((token) => ({ token: tokenDoc(token), spec: { bonus: 3 } })),
      spec: { kind: "resistance", difficulty: 11 },
    }),
  );
}

async function rollRow(user: string, card: ChatMessageView, row: string, faces: number[]) {
  table().foundry.scriptFaces(faces);
  const message = await table().foundry.withClient(user, () =>
    api().requests.roll(must(card.id), row, { fastForward: true }),
  );
  await settle(20);
  return message;
}

describe("a roll request's rolls", () => {
  it("with two GMs: the second GM's roll is recorded once, by the active GM's client", async () => {
    const card = await start();
    const writes: string[] = [];
    Hooks.on("updateChatMessage", (message, _changes, _options, userId) => {
      if (message.id === card.id) writes.push(userId);
    });
    const message = await rollRow(GM2, card, VILLAIN, [6, 6]);
    expect(must(stateOf(card).participants[1]).messageId).toBe(message?.id);
    // One write, by the active GM (every connected client sees the one update).
    expect(new Set(writes)).toEqual(new Set([GM]));
    expect(writes.length).toBeGreaterThan(0);
  });

  it("with no GM online: the roll waits in the chat and is recorded when a GM comes back", async () => {
    const card = await start();
    const gms = [GM, GM2].map((id) => must(game.users).get(id));
    for (const gm of gms) gm.active = false;
    const message = await rollRow(P1, card, HERO, [6, 5]);
    expect(message?.id).toBeTruthy();
    expect(must(stateOf(card).participants[0]).messageId).toBeNull();
    for (const gm of gms) gm.active = true;
    table().foundry.withClient(GM, () => callHook("ready"));
    await settle(20);
    expect(must(stateOf(card).participants[0]).messageId).toBe(message?.id);
  });
});
