import { describe, expect, it } from "vitest";
import { CONTEST_STATE_SCHEMA } from "../../../src/core/contests/contest-schema";
import { EXTENDED_TEST_STATE_SCHEMA } from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-schema";
import { startExtendedCard } from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { GROUP_TEST_STATE_SCHEMA } from "../../../src/rule-sets/klepto/core/group-test/group-test-schema";
import type { ContestRules } from "../../../src/core/contests/contest-types";
import { readVersioned, SchemaError } from "../../../src/core/schema";
import { KAISER_SKILL, kaiserRoll, play } from "./contest-fixtures";
import { groupOf, TEXT_EXAMPLE } from "../../rule-sets/klepto/core/group-test-fixtures";

/** A card's state as its flags hold it: plain JSON. */
const asStored = (state: unknown) => JSON.parse(JSON.stringify(state)) as Record<string, unknown>;

function kaiserCard(rules: Partial<ContestRules> = {}): Record<string, unknown> {
  const skill = KAISER_SKILL(3);
  const { state } = play("kaiser", [{ id: "a", spec: skill, roll: kaiserRoll(skill, [2, 3]) }], { id: "d", spec: skill, roll: kaiserRoll(skill, [4, 4]) }, { rules });
  return asStored(state);
}

/** What 0.1.0 wrote: version 1, and no Fumble reading in the rules. */
function version1(card: Record<string, unknown>): Record<string, unknown> {
  const { kaiserOpposedFumble: _dropped, ...rules } = card.rules as Record<string, unknown>;
  return { ...card, version: 1, rules };
}

const refusal = (read: () => unknown): SchemaError => {
  try {
    read();
  } catch (error) {
    if (error instanceof SchemaError) return error;
    throw error;
  }
  throw new Error("not refused");
};

describe("a contest card's state, read back from its flags", () => {
  it("is read as written, a fresh copy", () => {
    const card = kaiserCard({ kaiserOpposedFumble: "compared" });
    const read = readVersioned(CONTEST_STATE_SCHEMA, card);
    expect(read).toEqual(card);
    expect(read).not.toBe(card);
    expect(read.version).toBe(2);
  });

  it("a 0.1.0 card (version 1) keeps the Fumble reading of its day: the reduced total is compared", () => {
    const read = readVersioned(CONTEST_STATE_SCHEMA, version1(kaiserCard()));
    expect(read.version).toBe(2);
    expect(read.rules.kaiserOpposedFumble).toBe("compared");
  });

  it("refuses a version 2 card without a Fumble reading, an unknown reading, and a version this code does not know", () => {
    const card = kaiserCard();
    delete (card.rules as Record<string, unknown>).kaiserOpposedFumble;
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, card)).path).toBe("rules.kaiserOpposedFumble");
    const unknown = kaiserCard();
    (unknown.rules as Record<string, unknown>).kaiserOpposedFumble = "wins";
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, unknown)).path).toBe("rules.kaiserOpposedFumble");
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...kaiserCard(), version: 3 })).path).toBe("version");
  });

  it("names the first value that does not fit: a participant's id, its spec, a tie-break's dice", () => {
    const card = kaiserCard();
    const participants = card.participants as Record<string, unknown>[];
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...card, participants: [{ ...participants[0], id: 7 }, participants[1]] })).path).toBe("participants[0].id");
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...card, participants: [participants[0], { ...participants[1], spec: { kind: "skill" } }] })).path).toBe("participants[1].spec");
    const tieBreaks = [{ attackerId: "a", dice: { kind: "kleptoCoin", coin: "edge" } }];
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...card, tieBreaks })).path).toBe("tieBreaks[0].dice");
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...card, participants: [participants[0]] })).path).toBe("participants");
  });

  it("drops fields no version names (a forged card cannot carry anything on)", () => {
    const card = { ...kaiserCard(), payload: "x".repeat(10) };
    expect(readVersioned(CONTEST_STATE_SCHEMA, card)).not.toHaveProperty("payload");
  });
});

describe("group and extended test cards, read back from their flags", () => {
  it("a Group Test card as 0.1.0 wrote it (no roll copies) and as it is written now", () => {
    const { state } = groupOf(TEXT_EXAMPLE);
    const stored = asStored(state);
    expect(readVersioned(GROUP_TEST_STATE_SCHEMA, stored)).toEqual(stored);
    const withCopy = { ...stored, participants: (stored.participants as object[]).map((p) => ({ ...p, rollCopy: "{}", rollPrivacy: { whisper: ["u"], blind: true, authorId: "u" } })) };
    expect(readVersioned(GROUP_TEST_STATE_SCHEMA, withCopy)).toEqual(withCopy);
    expect(refusal(() => readVersioned(GROUP_TEST_STATE_SCHEMA, { ...stored, reading: "twice" })).path).toBe("reading");
  });

  it("an Extended Test card; its numbers' limits stay the core's to check when it is folded", () => {
    const state = asStored(startExtendedCard({ roller: { actorUuid: null, name: "Ilsa" }, dt: 7, pool: 4, replenish: 1, targetMargin: 6, rounds: 3 }));
    expect(readVersioned(EXTENDED_TEST_STATE_SCHEMA, state)).toEqual(state);
    expect(readVersioned(EXTENDED_TEST_STATE_SCHEMA, { ...state, replenish: 200 }).replenish).toBe(200);
    expect(refusal(() => readVersioned(EXTENDED_TEST_STATE_SCHEMA, { ...state, rounds: [{ messageId: 5 }] })).path).toBe("rounds[0].messageId");
  });
});
