// @vitest-environment happy-dom
/**
 * A table with two GMs: only the active GM's client writes cards. The other GM's rolls are recorded through the
 * active GM like anyone's, and so is their press of a roll-off; what only a GM's own client may do (close a group
 * test, end an extended test) is refused with the active GM's name, and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessageView as ContestMessage } from "../../../src/foundry/types/chat-message";
import { START_CONTEST_QUERY } from "../../../src/card-kinds/contest/foundry/contest-card";
import { api, settle, messageById } from "../support/dialog-harness";
import {
  draws,
  rollAs,
  rollDrawsAs,
  spyWarnings,
  startCard,
  startKingdomsCard,
  stateOf,
  tokenDoc,
  useContestTable,
  GM,
  GM2,
  HERO,
  P1,
  VILLAIN,
} from "../support/contests-harness";
import { must, renderedElement } from "../../kit";

const table = useContestTable({ secondGM: true });

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function flagOf(card: ContestMessage, flag: string): unknown {
  return JSON.parse(JSON.stringify(must(messageById(must(card.id)).flags["indie-dice"])[flag]));
}

describe("a second GM", () => {
  it(
    "does not start a contest for a player who queries their client directly: " +
      "only the active GM's client posts cards (found in review)",
    async () => {
      const uuid = (token: string) => tokenDoc(token).uuid;
      const request = {
        ruleSet: "kingdoms",
        attackers: [uuid(HERO)],
        defender: uuid(VILLAIN),
        attack: false,
        kingdomsActive: "attacker",
        specs: { attackers: [null], defender: null },
      };
      const before = table().foundry.messages.length;
      const answer = await table().foundry.withClient(P1, () =>
        must(must(game.users).get(GM2)).query(START_CONTEST_QUERY, request),
      );
      await settle(10);
      expect(answer).toMatchObject({ ok: false, key: "INDIE_DICE.Contest.Error.NotActiveGM" });
      expect(table().foundry.messages).toHaveLength(before);
    },
  );

  it("is not the active GM, and rolls for an NPC through the active GM's client", async () => {
    expect(must(must(game.users).activeGM).id).toBe(GM);
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM2, card, VILLAIN, [3, 8]);
    expect(stateOf(card).status).toBe("resolved");
  });

  it("presses a stalemate's roll-off: their own request, recorded by the active GM's client, then gone", async () => {
    const d6 = { count: 1, faces: 6, adjustment: 0, unlimited: false };
    const card = await startCard(table, "olde", { attackers: d6, defender: d6 });
    await rollDrawsAs(table, P1, card, HERO, draws([4, 6]));
    await rollDrawsAs(table, GM, card, VILLAIN, draws([4, 6]));
    const before = table().foundry.messages.length;
    table().foundry.scriptUniform(draws([1, 6], [6, 6]));
    await table().foundry.withClient(GM2, async () => {
      const html = renderedElement(await table().foundry.renderMessage(must(game.messages).get(must(card.id))));
      await settle(10);
      must(html.querySelector<HTMLButtonElement>('button[data-action="indie-dice-contest-tie-break"]')).click();
      await settle(20);
    });
    expect(stateOf(card)).toMatchObject({
      status: "resolved",
      tieBreaks: [{ attackerId: HERO, dice: { kind: "oldeRollOff", pairs: [[1, 6]] } }],
    });
    expect(flagOf(card, "contestRollOffRequests")).toHaveLength(1);
    // The roll-off's roll and the verdict stay; the request is deleted.
    expect(table().foundry.messages.length).toBe(before + 2);
  });

  it("may not close a group test itself: told who the active GM is, the card unchanged", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
    );
    const before = flagOf(card, "groupTest");
    expect(await table().foundry.withClient(GM2, () => api().groupTests.closeGroupTest(must(card.id)))).toBe(false);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: expect.stringMatching(/Gamemaster is the active GM/),
    });
    expect(flagOf(card, "groupTest")).toEqual(before);
    expect(await table().foundry.withClient(GM, () => api().groupTests.closeGroupTest(must(card.id)))).toBe(true);
  });

  it("may not end an extended test itself: told who the active GM is, the card unchanged", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 3,
        replenish: 1,
        targetMargin: 3,
        rounds: 3,
      }),
    );
    const before = flagOf(card, "extendedTest");
    expect(await table().foundry.withClient(GM2, () => api().extendedTests.endExtendedTest(must(card.id)))).toBe(false);
    expect(table().foundry.notifications.at(-1)).toMatchObject({
      type: "warning",
      message: expect.stringMatching(/Gamemaster is the active GM/),
    });
    expect(flagOf(card, "extendedTest")).toEqual(before);
  });
});
