// @vitest-environment happy-dom
/**
 * Dice So Nice and roll requests: each row's dice fall once, in the request's mode — a public request's on every
 * client, a blind one's on the GM's alone (never on its roller's nor another player's) — and recording the roll on
 * the card throws nothing again (TokenBar's users report double dice).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { api, settle } from "../../../foundry/support/dialog-harness";
import { tokenDoc, useContestTable, GM, HERO, P1, P2, VILLAIN } from "../../../foundry/support/contests-harness";
import { installDiceSoNiceDouble, type DiceSoNiceDouble } from "../../../../foundry-double/dice-so-nice";
import type { ChatMessageView } from "../../../../src/foundry/types/chat-message";
import { must } from "../../../kit";

const table = useContestTable();

let dsn: DiceSoNiceDouble;
beforeEach(() => {
  dsn = installDiceSoNiceDouble();
});

async function requestIn(mode: string): Promise<ChatMessageView> {
  return table().foundry.withClient(GM, () =>
    api().requests.start({
      ruleSet: "kaiser",
      rows: [HERO, VILLAIN].map((token) => ({ token: tokenDoc(token), spec: { bonus: 3 } })),
      spec: { kind: "resistance", difficulty: 11 },
      mode,
    }),
  );
}

function clients(): string[] {
  return [...new Set(dsn.animations.map((animation) => animation.client))].sort();
}

describe("Dice So Nice on a roll request", () => {
  it("a public request's row: thrown once on every client, nothing again when the card records it", async () => {
    const card = await requestIn("public");
    dsn.clear();
    table().foundry.scriptFaces([4, 5]);
    await table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO, { fastForward: true }));
    await settle(20);
    expect(clients()).toEqual([GM, P1, P2].sort());
    expect(dsn.animations).toHaveLength(3);
    for (const animation of dsn.animations) expect(animation.dice.map((die) => die.result)).toEqual([4, 5]);
  });

  it(
    "a blind request's row: " + "thrown on the GM's client alone, once — never on its roller's nor another player's",
    async () => {
      const card = await requestIn("blind");
      dsn.clear();
      table().foundry.scriptFaces([6, 2]);
      await table().foundry.withClient(P1, () => api().requests.roll(must(card.id), HERO, { fastForward: true }));
      await settle(20);
      expect(clients()).toEqual([GM]);
      expect(dsn.animations).toHaveLength(1);
    },
  );
});
