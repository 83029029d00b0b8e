// @vitest-environment happy-dom
/** `api.groupTests` and `api.extendedTests` are the names of the group test and extended test APIs. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, messageById } from "./support/dialog-harness";
import { tokenDoc, useContestTable, GM, HERO, VILLAIN } from "./support/contests-harness";
import type { ChatMessageView } from "../../src/foundry/types/chat-message";
import { must } from "../kit";

const table = useContestTable();

afterEach(() => vi.restoreAllMocks());

function flagsOf(card: ChatMessageView): Record<string, unknown> {
  return must(messageById(must(card.id)).flags["indie-dice"]);
}

/** The text of each warning logged so far (Foundry logs an Error, its stack included). */
function warnings(warn: { readonly mock: { readonly calls: readonly (readonly unknown[])[] } }): string[] {
  return warn.mock.calls.map(([logged]) => (logged instanceof Error ? logged.message : String(logged)));
}

describe("the group test and extended test APIs' names", () => {
  it("api.groupTests and api.extendedTests start their cards, without a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const group = await table().foundry.withClient(GM, () =>
      api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] }),
    );
    const extended = await table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({
        token: tokenDoc(HERO),
        dt: 7,
        pool: 3,
        replenish: 1,
        targetMargin: 3,
        rounds: 3,
      }),
    );
    expect(flagsOf(group).groupTest).toBeDefined();
    expect(flagsOf(extended).extendedTest).toBeDefined();
    expect(warnings(warn)).toEqual([]);
  });
});
