/**
 * Contest cards stored at state version 3 (fixtures-v3/contests-v3.json, made by that version's own code: every
 * card then kept every kind's rules and every kind's part of each pairing) read back at version 4 with only their
 * own kind's, and resolve as they did: the same progress, the same pairings, the same winners and losers.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTEST_STATE_SCHEMA } from "../../../../src/card-kinds/contest/core/contest-schema";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import type { ContestRolls } from "../../../../src/card-kinds/contest/core/contest-types";
import { readVersioned } from "../../../../src/core/schema";
import { at, must } from "../../../kit";
import { RULE_SET_FIXTURES } from "../../../rule-sets/fixtures";

interface Recorded {
  readonly state: {
    readonly ruleSet: string;
    readonly rules: Record<string, unknown>;
    readonly outcome: { readonly pairings: Record<string, unknown>[] } | null;
  };
  readonly rolls: ContestRolls;
  readonly progress: { readonly stage: string };
  readonly winnersAndLosers: { readonly winners: string[]; readonly losers: string[] };
}

const { cards } = JSON.parse(readFileSync(new URL("./fixtures-v3/contests-v3.json", import.meta.url), "utf8")) as {
  cards: Record<string, Recorded>;
};

/**
 * Each kind's own rule fields and pairing fields, as the rules texts and docs/cards.md name them (by hand): each rule
 * set's from its fixtures (test/rule-sets/<id>/fixtures.ts), then the formula's.
 */
const OWN_RULES: Record<string, readonly string[]> = {
  ...Object.fromEntries(RULE_SET_FIXTURES.map((fixtures) => [fixtures.ruleSet, fixtures.ownContest.rules])),
  formula: ["formulaTies"],
};
const OWN_PAIRING: Record<string, readonly string[]> = Object.fromEntries(
  RULE_SET_FIXTURES.map((fixtures) => [fixtures.ruleSet, fixtures.ownContest.pairing]),
);
const SHARED_PAIRING = ["attackerId", "decidedBy", "defenderId", "winner"];

function pick(from: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in from).map((key) => [key, from[key]]));
}

describe("a contest card stored at version 3", () => {
  it("holds fixtures of every kind, each with other kinds' fields as version 3 wrote them", () => {
    expect(new Set(Object.values(cards).map((card) => card.state.ruleSet))).toEqual(
      new Set(["kaiser", "kingdoms", "klepto", "ogs", "formula", "olde"]),
    );
    expect(Object.keys(must(cards["ogs"]).state.rules).sort()).toEqual([
      "formulaTies",
      "kaiserAttack",
      "kaiserFumblePenalty",
      "kaiserOpposedFumble",
      "kaiserTieRule",
      "kingdomsActive",
    ]);
  });

  for (const [name, card] of Object.entries(cards)) {
    it(`${name}: reads back with only its own kind's rules and pairing fields, and resolves as it did`, () => {
      const kind = card.state.ruleSet;
      const read = readVersioned(CONTEST_STATE_SCHEMA, card.state);
      expect(read.version).toBe(4);
      expect(read.rules).toEqual(pick(card.state.rules, must(OWN_RULES[kind])));
      const ownPairing = [...SHARED_PAIRING, ...(OWN_PAIRING[kind] ?? [])];
      expect(read.outcome?.pairings ?? null).toEqual(
        card.state.outcome?.pairings.map((pairing) => pick(pairing, ownPairing)) ?? null,
      );
      expect(new Contest(read).progress(card.rolls).stage).toBe(card.progress.stage);
      expect(new Contest(read).winnersAndLosers()).toEqual(card.winnersAndLosers);
      if (card.progress.stage === "resolved") return;
      if (card.progress.stage === "tieBreaks") expect(new Contest(read).progress(card.rolls)).toEqual(card.progress);
    });
  }

  it("an open card read back resolves to the pairings version 3 gave it, less other kinds' fields", () => {
    const open = must(cards["kaiser-attack-tie"]);
    const reopened = { ...open.state, status: "open", outcome: null };
    const read = readVersioned(CONTEST_STATE_SCHEMA, reopened);
    const resolved = new Contest(read).resolve(open.rolls);
    expect(must(resolved.outcome).pairings).toEqual(
      must(open.state.outcome).pairings.map((pairing) => pick(pairing, [...SHARED_PAIRING, "counterAllowed"])),
    );
    expect(at(must(resolved.outcome).pairings, 0)).toMatchObject({
      winner: "neither",
      decidedBy: "attackTie",
      counterAllowed: false,
    });
  });
});
