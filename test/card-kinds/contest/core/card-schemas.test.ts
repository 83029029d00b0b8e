import { describe, expect, it } from "vitest";
import { CONTEST_STATE_SCHEMA } from "../../../../src/card-kinds/contest/core/contest-schema";
import { EXTENDED_TEST_STATE_SCHEMA } from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-schema";
import { startExtendedCard } from "../../../../src/rule-sets/kingdoms/core/extended-test/extended-test-state";
import { GROUP_TEST_STATE_SCHEMA } from "../../../../src/rule-sets/klepto/core/group-test/group-test-schema";
import type { ContestRules } from "../../../../src/card-kinds/contest/core/contest-types";
import { readVersioned, SchemaError } from "../../../../src/core/schema";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import { KAISER_SKILL, kaiserRoll, play } from "./contest-fixtures";
import { groupOf, TEXT_EXAMPLE } from "../../../rule-sets/klepto/core/group-test-fixtures";
import { record } from "../../../kit";

/** A card's state as its flags hold it: plain JSON. */
const asStored = (state: unknown) => record(JSON.parse(JSON.stringify(state)));

function kaiserCard(rules: Partial<ContestRules> = {}): Record<string, unknown> {
  const skill = KAISER_SKILL(3);
  const { state } = play(
    "kaiser",
    [{ id: "a", spec: skill, roll: kaiserRoll(skill, [2, 3]) }],
    { id: "d", spec: skill, roll: kaiserRoll(skill, [4, 4]) },
    { rules },
  );
  return asStored(state);
}

/** What 0.1.0 wrote: version 1, no Fumble reading in the rules, and the Attack beside them (version2). */
function version1(card: Record<string, unknown>): Record<string, unknown> {
  const { kaiserOpposedFumble: _dropped, ...rules } = record(version2(card).rules);
  return { ...version2(card), version: 1, rules };
}

/** What the code wrote before 2026-11-26: version 2, Kaiser's Attack the card's own `attack`, beside the rules. */
function version2(card: Record<string, unknown>): Record<string, unknown> {
  const { kaiserAttack, ...rules } = record(card.rules);
  return { ...card, version: 2, attack: kaiserAttack, rules };
}

/**
 * A Kaiser Attack whose sides tied at 5, open, as version 2 stored it: taken from a card the code of 2026-11-26
 * (98d1036) wrote and JSON-encoded, not built by this test's helpers.
 */
const STORED_VERSION_2_ATTACK = {
  version: 2,
  ruleSet: "kaiser",
  status: "open",
  attack: true,
  rules: {
    kaiserTieRule: "defender",
    kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 },
    kaiserOpposedFumble: "loses",
    kingdomsActive: "attacker",
  },
  participants: [
    {
      id: "a",
      actorUuid: "Actor.a",
      name: "a",
      side: "attacker",
      spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" },
      messageId: "msg-a",
    },
    {
      id: "d",
      actorUuid: "Actor.d",
      name: "d",
      side: "defender",
      spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" },
      messageId: "msg-d",
    },
  ],
  tieBreaks: [],
  outcome: null,
};

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
    expect(read.version).toBe(4);
  });

  it("a 0.1.0 card (version 1) keeps the Fumble reading of its day: the reduced total is compared", () => {
    const read = readVersioned(CONTEST_STATE_SCHEMA, version1(kaiserCard()));
    expect(read.version).toBe(4);
    expect(read.rules).toHaveProperty("kaiserOpposedFumble", "compared");
  });

  it(
    "a version 2 card keeps its Attack, now Kaiser's part of the rules: " + "a tie still fails and forbids the Counter",
    () => {
      const read = readVersioned(CONTEST_STATE_SCHEMA, STORED_VERSION_2_ATTACK);
      // Its rules read as Kaiser's alone: K&R's acting side, which every card kept before version 4, is dropped.
      const { kingdomsActive: _other, ...kaiserRules } = STORED_VERSION_2_ATTACK.rules;
      expect(read).toEqual({
        ...STORED_VERSION_2_ATTACK,
        version: 4,
        attack: undefined,
        rules: { ...kaiserRules, kaiserAttack: true },
      });
      expect(read.rules).not.toHaveProperty("kingdomsActive");
      expect(read).not.toHaveProperty("attack");
      const skill = KAISER_SKILL(3);
      const rolls = { a: kaiserRoll(skill, [2, 3]), d: kaiserRoll(skill, [1, 4]) };
      expect(new Contest(read).resolve(rolls).outcome?.pairings).toEqual([
        { attackerId: "a", defenderId: "d", winner: "neither", decidedBy: "attackTie", counterAllowed: false },
      ]);
      // The same card stored as no Attack: the defender takes the tie, as it did under version 2.
      const plain = readVersioned(CONTEST_STATE_SCHEMA, { ...STORED_VERSION_2_ATTACK, attack: false });
      expect(plain.rules).toHaveProperty("kaiserAttack", false);
      expect(new Contest(plain).resolve(rolls).outcome?.pairings[0]).toMatchObject({
        winner: "defender",
        decidedBy: "defenderTakesTie",
        counterAllowed: null,
      });
    },
  );

  it(
    "a card written now round-trips through its versions 1 and 2: " + "each keeps its Attack and its Fumble reading",
    () => {
      const attack = kaiserCard({ kaiserAttack: true, kaiserOpposedFumble: "compared" });
      expect(readVersioned(CONTEST_STATE_SCHEMA, version2(attack))).toEqual(attack);
      expect(readVersioned(CONTEST_STATE_SCHEMA, version1(attack))).toEqual(attack);
      expect(
        readVersioned(CONTEST_STATE_SCHEMA, version1(kaiserCard({ kaiserOpposedFumble: "compared" }))).rules,
      ).toHaveProperty("kaiserAttack", false);
    },
  );

  it("refuses a version 2 card whose Attack is no boolean, or missing, at the Attack's new place", () => {
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...STORED_VERSION_2_ATTACK, attack: "yes" })).path).toBe(
      "rules.kaiserAttack",
    );
    const { attack: _gone, ...noAttack } = STORED_VERSION_2_ATTACK;
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, noAttack)).path).toBe("rules.kaiserAttack");
  });

  it(
    "refuses a card of this version without a Fumble reading, " +
      "an unknown reading, and a version this code does not know",
    () => {
      const card = kaiserCard();
      delete record(card.rules).kaiserOpposedFumble;
      expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, card)).path).toBe("rules.kaiserOpposedFumble");
      const unknown = kaiserCard();
      record(unknown.rules).kaiserOpposedFumble = "wins";
      expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, unknown)).path).toBe("rules.kaiserOpposedFumble");
      expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...kaiserCard(), version: 5 })).path).toBe("version");
    },
  );

  it("names the first value that does not fit: a participant's id, its spec, a tie-break's dice", () => {
    const card = kaiserCard();
    const participants = card.participants as Record<string, unknown>[];
    expect(
      refusal(() =>
        readVersioned(CONTEST_STATE_SCHEMA, {
          ...card,
          participants: [{ ...participants[0], id: 7 }, participants[1]],
        }),
      ).path,
    ).toBe("participants[0].id");
    expect(
      refusal(() =>
        readVersioned(CONTEST_STATE_SCHEMA, {
          ...card,
          participants: [participants[0], { ...participants[1], spec: { kind: "skill" } }],
        }),
      ).path,
    ).toBe("participants[1].spec");
    const tieBreaks = [{ attackerId: "a", dice: { kind: "kleptoCoin", coin: "edge" } }];
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...card, tieBreaks })).path).toBe("tieBreaks[0].dice");
    expect(refusal(() => readVersioned(CONTEST_STATE_SCHEMA, { ...card, participants: [participants[0]] })).path).toBe(
      "participants",
    );
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
    const withCopy = {
      ...stored,
      participants: (stored.participants as object[]).map((p) => ({
        ...p,
        rollCopy: "{}",
        rollPrivacy: { whisper: ["u"], blind: true, authorId: "u" },
      })),
    };
    expect(readVersioned(GROUP_TEST_STATE_SCHEMA, withCopy)).toEqual(withCopy);
    expect(refusal(() => readVersioned(GROUP_TEST_STATE_SCHEMA, { ...stored, reading: "twice" })).path).toBe("reading");
  });

  it("an Extended Test card; its numbers' limits stay the core's to check when it is folded", () => {
    const state = asStored(
      startExtendedCard({
        roller: { actorUuid: null, name: "Ilsa" },
        dt: 7,
        pool: 4,
        replenish: 1,
        targetMargin: 6,
        rounds: 3,
      }),
    );
    expect(readVersioned(EXTENDED_TEST_STATE_SCHEMA, state)).toEqual(state);
    expect(readVersioned(EXTENDED_TEST_STATE_SCHEMA, { ...state, replenish: 200 }).replenish).toBe(200);
    expect(
      refusal(() => readVersioned(EXTENDED_TEST_STATE_SCHEMA, { ...state, rounds: [{ messageId: 5 }] })).path,
    ).toBe("rounds[0].messageId");
  });
});
