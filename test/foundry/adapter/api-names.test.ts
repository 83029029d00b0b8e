// @vitest-environment happy-dom
/**
 * `api.groupTests` and `api.extendedTests` are the names of the group test and extended test APIs. The names they
 * had before, `api.klepto` and `api.kingdoms`, still work for old macros, and each read logs Foundry's
 * compatibility warning (through `foundry.utils.logCompatibilityWarning`, so a world's compatibility settings
 * filter it), once per read.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CardMessage } from "../../../src/foundry/cards/card-documents";
import { api } from "./dialog-harness";
import { tokenDoc, useContestTable, GM, HERO, VILLAIN } from "./contests-harness";

const table = useContestTable();

afterEach(() => vi.restoreAllMocks());

function flagsOf(card: CardMessage): Record<string, unknown> {
  return (game.messages!.get(card.id!) as unknown as CardMessage).flags["indie-dice"]!;
}

/** The text of each compatibility warning logged so far (Foundry logs an Error, its stack included). */
function warnings(warn: { readonly mock: { readonly calls: readonly (readonly unknown[])[] } }): string[] {
  return warn.mock.calls.map(([logged]) => (logged instanceof Error ? logged.message : String(logged)));
}

const KLEPTO_WARNING = [
  "Indie Dice | api.klepto is deprecated: use api.groupTests.",
  "Deprecated since Version 0.2.0",
  "Backwards-compatible support will be removed in Version 1.0.0",
].join("\n");

const KINGDOMS_WARNING = [
  "Indie Dice | api.kingdoms is deprecated: use api.extendedTests.",
  "Deprecated since Version 0.2.0",
  "Backwards-compatible support will be removed in Version 1.0.0",
].join("\n");

describe("the group test and extended test APIs' names", () => {
  it("api.groupTests and api.extendedTests start their cards, without a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const group = await table().foundry.withClient(GM, () => api().groupTests.groupTest({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] as never }));
    const extended = await table().foundry.withClient(GM, () =>
      api().extendedTests.extendedTest({ token: tokenDoc(HERO) as never, dt: 7, pool: 3, replenish: 1, targetMargin: 3, rounds: 3 }),
    );
    expect(flagsOf(group).groupTest).toBeDefined();
    expect(flagsOf(extended).extendedTest).toBeDefined();
    expect(warnings(warn)).toEqual([]);
  });

  it("the old names give the same APIs, and still start cards", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const indie = api();
    expect(indie.klepto).toBe(indie.groupTests);
    expect(indie.kingdoms).toBe(indie.extendedTests);
    const group = await table().foundry.withClient(GM, () => api().klepto.groupTest({ participants: [tokenDoc(HERO), tokenDoc(VILLAIN)] as never }));
    const extended = await table().foundry.withClient(GM, () =>
      api().kingdoms.extendedTest({ token: tokenDoc(HERO) as never, dt: 7, pool: 3, replenish: 1, targetMargin: 3, rounds: 3 }),
    );
    expect(flagsOf(group).groupTest).toBeDefined();
    expect(flagsOf(extended).extendedTest).toBeDefined();
  });

  it("each read of an old name logs Foundry's compatibility warning once, naming the new name and the versions", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const indie = api();
    void indie.klepto;
    expect(warnings(warn)).toEqual([KLEPTO_WARNING]);
    void indie.klepto.groupTest;
    void indie.kingdoms;
    expect(warnings(warn)).toEqual([KLEPTO_WARNING, KLEPTO_WARNING, KINGDOMS_WARNING]);
  });

  it("the old names are left out of what walks the API, and a world that silences compatibility warnings sees none", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const indie = api();
    expect(Object.keys(indie)).not.toContain("klepto");
    expect(Object.keys(indie)).not.toContain("kingdoms");
    expect(Object.keys({ ...indie })).toContain("groupTests");
    const compatibility = (CONFIG as unknown as { compatibility: { mode: number } }).compatibility;
    compatibility.mode = (CONST as unknown as { COMPATIBILITY_MODES: { SILENT: number } }).COMPATIBILITY_MODES.SILENT;
    expect(indie.kingdoms).toBe(indie.extendedTests);
    expect(warnings(warn)).toEqual([]);
  });
});
