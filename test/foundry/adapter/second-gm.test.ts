// @vitest-environment happy-dom
/**
 * A table with two GMs: only the active GM's client writes cards. The other GM's rolls are recorded through the
 * active GM like anyone's; what only a GM's own client may do (close a group test, end an extended test) is refused
 * with the active GM's name, and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CardMessage as ContestMessage } from "../../../src/foundry/cards/card-documents";
import { api } from "./dialog-harness";
import { rollAs, spyWarnings, startKingdomsCard, stateOf, tokenDoc, useContestTable, GM, GM2, HERO, P1, VILLAIN } from "./contests-harness";

const table = useContestTable({ secondGM: true });

beforeEach(() => void spyWarnings());
afterEach(() => vi.restoreAllMocks());

function flagOf(card: ContestMessage, flag: string): unknown {
  return JSON.parse(JSON.stringify((game.messages!.get(card.id!) as unknown as ContestMessage).flags["indie-dice"]![flag]));
}

describe("a second GM", () => {
  it("is not the active GM, and rolls for an NPC through the active GM's client", async () => {
    expect(game.users!.activeGM!.id).toBe(GM);
    const card = await startKingdomsCard(table);
    await rollAs(table, P1, card, HERO, [10, 9]);
    await rollAs(table, GM2, card, VILLAIN, [3, 8]);
    expect(stateOf(card).status).toBe("resolved");
  });

  it("may not close a group test itself: told who the active GM is, the card unchanged", async () => {
    const card = await table().foundry.withClient(GM, () => api().groupTests.groupTest({ participants: [tokenDoc(HERO) as never, tokenDoc(VILLAIN) as never] }));
    const before = flagOf(card, "groupTest");
    expect(await table().foundry.withClient(GM2, () => api().groupTests.closeGroupTest(card.id!))).toBe(false);
    expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "warning", message: expect.stringMatching(/Gamemaster is the active GM/) });
    expect(flagOf(card, "groupTest")).toEqual(before);
    expect(await table().foundry.withClient(GM, () => api().groupTests.closeGroupTest(card.id!))).toBe(true);
  });

  it("may not end an extended test itself: told who the active GM is, the card unchanged", async () => {
    const card = await table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({ token: tokenDoc(HERO) as never, dt: 7, pool: 3, replenish: 1, targetMargin: 3, rounds: 3 }),
    );
    const before = flagOf(card, "extendedTest");
    expect(await table().foundry.withClient(GM2, () => api().extendedTests.endExtendedTest(card.id!))).toBe(false);
    expect(table().foundry.notifications.at(-1)).toMatchObject({ type: "warning", message: expect.stringMatching(/Gamemaster is the active GM/) });
    expect(flagOf(card, "extendedTest")).toEqual(before);
  });
});
