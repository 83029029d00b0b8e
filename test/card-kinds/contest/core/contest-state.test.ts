import { describe, expect, it } from "vitest";
import {
  CONTEST_MAX_ATTACKERS,
  startContest,
  type ContestEntrant,
  type ContestSetup,
} from "../../../../src/card-kinds/contest/core/contest-setup";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import {
  errorKey,
  KAISER_SKILL,
  kaiserRoll,
  KINGDOMS_SPEC,
  KLEPTO_SPEC,
  kleptoRoll,
  OGS_SPEC,
  ogsRoll,
  play,
} from "./contest-fixtures";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { must } from "../../../kit";

const who = (id: string, spec: ContestEntrant<"ogs">["spec"] = OGS_SPEC(8, 6)): ContestEntrant<"ogs"> => ({
  id,
  name: `Name of ${id}`,
  spec,
});

function setup(overrides: Partial<ContestSetup<"ogs">> = {}): ContestSetup<"ogs"> {
  return { ruleSet: "ogs", attackers: [who("a")], defenders: [who("d")], ...overrides };
}

function kaiserSetup(overrides: Partial<ContestSetup<"kaiser">> = {}): ContestSetup<"kaiser"> {
  const side = (id: string): ContestEntrant<"kaiser"> => ({ id, name: id, spec: KAISER_SKILL(2) });
  return { ruleSet: "kaiser", attackers: [side("a")], defenders: [side("d")], ...overrides };
}

function kingdomsSetup(overrides: Partial<ContestSetup<"kingdoms">> = {}): ContestSetup<"kingdoms"> {
  const side = (id: string): ContestEntrant<"kingdoms"> => ({ id, name: id, spec: KINGDOMS_SPEC(4, 7) });
  return { ruleSet: "kingdoms", attackers: [side("a")], defenders: [side("d")], ...overrides };
}

describe("starting a contest", () => {
  it("stores plain JSON: open, attackers then the defender, nothing rolled, no outcome", () => {
    const state = startContest(setup({ attackers: [who("a1"), who("a2", null)] }));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(state).toMatchObject({ version: 4, ruleSet: "ogs", status: "open", tieBreaks: [], outcome: null });
    // An OGS card keeps no contest rules: none of them is its kind's.
    expect(state.rules).toEqual({});
    expect(state.participants.map((p) => [p.id, p.side, p.messageId, p.actorUuid])).toEqual([
      ["a1", "attacker", null, null],
      ["a2", "attacker", null, null],
      ["d", "defender", null, null],
    ]);
    expect(must(state.participants[1]).spec).toBeNull();
  });

  it("fills its own kind's defaults, keeps the rules given, and keeps no other kind's", () => {
    expect(startContest(kaiserSetup()).rules).toEqual({
      kaiserAttack: false,
      kaiserTieRule: "defender",
      kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 },
      kaiserOpposedFumble: "loses",
    });
    expect(startContest(kingdomsSetup()).rules).toEqual({ kingdomsActive: "attacker" });
    expect(startContest(kaiserSetup({ rules: { kaiserOpposedFumble: "compared" } })).rules).toHaveProperty(
      "kaiserOpposedFumble",
      "compared",
    );
    // A caller naming no reading (undefined) gets the default written onto the card.
    expect(startContest(kaiserSetup({ rules: { kaiserOpposedFumble: undefined } })).rules).toHaveProperty(
      "kaiserOpposedFumble",
      "loses",
    );
    // A start names every kind's world rules (the dialogs' settings): each card keeps its own kind's alone.
    const named = { kaiserTieRule: "roll-off", kingdomsActive: "neither", formulaTies: "again" } as const;
    expect(startContest(kaiserSetup({ rules: named })).rules).toMatchObject({ kaiserTieRule: "roll-off" });
    expect(startContest(kaiserSetup({ rules: named })).rules).not.toHaveProperty("kingdomsActive");
    expect(startContest(kingdomsSetup({ rules: named })).rules).toEqual({ kingdomsActive: "neither" });
    expect(startContest(setup({ rules: named })).rules).toEqual({});
  });

  it("normalizes a spec: defaults filled, fields a contest does not read dropped", () => {
    const state = startContest({
      ruleSet: "kaiser",
      attackers: [
        { id: "a", name: "A", spec: asSentByAnyClient({ kind: "skill", bonus: 2, difficulty: 9, opponent: 4 }) },
      ],
      defenders: [{ id: "d", name: "D", spec: KAISER_SKILL(1) }],
    });
    expect(must(state.participants[0]).spec).toEqual({ kind: "skill", bonus: 2, advantage: 0, method: "pool" });
  });

  it.each([
    ["no attacker", setup({ attackers: [] }), "INDIE_DICE.Contest.Error.NoAttacker"],
    ["no defender", setup({ defenders: [] }), "INDIE_DICE.Contest.Error.DefenderCount"],
    ["two defenders", setup({ defenders: [who("d1"), who("d2")] }), "INDIE_DICE.Contest.Error.DefenderCount"],
    ["a shared id", setup({ attackers: [who("x")], defenders: [who("x")] }), "INDIE_DICE.Contest.Error.DuplicateId"],
    ["an empty id", setup({ attackers: [who(" ")] }), "INDIE_DICE.Contest.Error.BadId"],
    [
      "too many attackers",
      setup({ attackers: Array.from({ length: CONTEST_MAX_ATTACKERS + 1 }, (_, i) => who(`a${i}`)) }),
      "INDIE_DICE.Contest.Error.TooManyAttackers",
    ],
    ["an unknown rule set", { ...setup(), ruleSet: "chess" as "ogs" }, "INDIE_DICE.Contest.Error.RuleSet"],
    ["a bad die", setup({ attackers: [who("a", OGS_SPEC(7, 6))] }), "INDIE_DICE.Error.Ogs.UnknownDie"],
    [
      "a bonus past its limit",
      setup({ defenders: [who("d", OGS_SPEC(8, 6, 10 ** 9))] }),
      "INDIE_DICE.Error.Limit.OgsFlatBonus",
    ],
    [
      "an unknown tie rule",
      setup({ rules: { kaiserTieRule: "coin" as "defender" } }),
      "INDIE_DICE.Error.Kaiser.UnknownTieRule",
    ],
    [
      "an unknown reading of a Fumble",
      setup({ rules: { kaiserOpposedFumble: "wins" as "loses" } }),
      "INDIE_DICE.Error.Kaiser.UnknownFumbleRule",
    ],
    [
      "an unknown acting side",
      setup({ rules: { kingdomsActive: "both" as "neither" } }),
      "INDIE_DICE.Contest.Error.ActiveSide",
    ],
    [
      "an Attack that is no boolean",
      setup({ rules: { kaiserAttack: asSentByAnyClient<boolean>("yes") } }),
      "INDIE_DICE.Contest.Error.Attack",
    ],
  ])("refuses %s", (_name, bad, key) => {
    expect(errorKey(() => startContest(bad))).toBe(key);
  });

  it("refuses custom Kleptonomicon ranges it cannot read", () => {
    const bad = { id: "a", name: "A", spec: KLEPTO_SPEC(0, "[7..") };
    expect(
      errorKey(() => startContest({ ruleSet: "klepto", attackers: [bad], defenders: [{ id: "d", name: "D" }] })),
    ).toMatch(/^INDIE_DICE\.Error\.Ranges\./);
  });
});

describe("a proposed roll", () => {
  const proposal = { ...OGS_SPEC(8, 6), difficulty: 9 };

  it("is checked and normalized like a spec, binds nobody, and is dropped beside a fixed spec", () => {
    const state = startContest(
      setup({
        attackers: [
          { id: "a", name: "A", proposal },
          { id: "b", name: "B", spec: OGS_SPEC(8, 6), proposal },
        ],
      }),
    );
    expect(state.participants[0]).toMatchObject({ spec: null, proposal: OGS_SPEC(8, 6) });
    expect(must(state.participants[0]).proposal).not.toHaveProperty("difficulty");
    expect(state.participants[1]).not.toHaveProperty("proposal");
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it("is refused when it is no roll of the rule set", () => {
    expect(
      errorKey(() =>
        startContest(setup({ attackers: [{ id: "a", name: "A", proposal: asSentByAnyClient({ stat: 7 }) }] })),
      ),
    ).toMatch(/^INDIE_DICE\./);
  });

  it("gives the chances until the side rolls, and the roller may roll something else", () => {
    const state = startContest(setup({ attackers: [{ id: "a", name: "A", proposal }] }));
    const [before] = contestPairingOdds(state);
    expect(before).toMatchObject({ proposed: true });
    expect(must(before).odds).toEqual(must(contestPairingOdds(startContest(setup()))[0]).odds);
    const chosen = OGS_SPEC(10, 4);
    const next = new Contest(state).recordRoll({
      participantId: "a",
      messageId: "m",
      spec: chosen,
      roll: ogsRoll(chosen, [9, 3, 2]),
    });
    expect(must(next.participants[0]).spec).toEqual(chosen);
    const [after] = contestPairingOdds(next);
    expect(must(after).proposed).toBe(false);
    expect(must(after).odds).toEqual(
      must(contestPairingOdds(startContest(setup({ attackers: [who("a", chosen)] })))[0]).odds,
    );
  });
});

describe("recording a roll", () => {
  const spec = OGS_SPEC(8, 6);
  const roll = ogsRoll(spec, [5, 3, 2]);
  const started = play(
    "ogs",
    [
      { id: "a", spec },
      { id: "b", spec },
    ],
    { id: "d", spec },
  );
  const record = (
    participantId: string,
    messageId = `m-${participantId}`,
    state = started.state,
    rolled = roll,
    rolledSpec = spec,
  ) => new Contest(state).recordRoll({ participantId, messageId, spec: rolledSpec, roll: rolled });

  it("keeps the message id and leaves the old state as it was", () => {
    const next = record("a");
    expect(must(next.participants.find((p) => p.id === "a")).messageId).toBe("m-a");
    expect(started.state.participants.every((p) => p.messageId === null)).toBe(true);
    expect(new Contest(next).progress({ a: roll })).toEqual({ stage: "rolling", waitingFor: ["b", "d"] });
  });

  it("refuses an unknown participant", () => {
    expect(errorKey(() => record("ghost"))).toBe("INDIE_DICE.Contest.Error.Unknown");
  });

  it("refuses a second roll for the same participant, and a message recorded already", () => {
    const once = record("a");
    expect(errorKey(() => record("a", "m-other", once))).toBe("INDIE_DICE.Contest.Error.AlreadyRolled");
    expect(errorKey(() => record("b", "m-a", once))).toBe("INDIE_DICE.Contest.Error.MessageUsed");
    expect(errorKey(() => record("b", "", once))).toBe("INDIE_DICE.Contest.Error.BadMessage");
  });

  it("refuses any roll on a resolved card", () => {
    const played = play(
      "ogs",
      [
        { id: "a", spec, roll },
        { id: "b", spec },
      ],
      { id: "d", spec, roll: ogsRoll(spec, [1, 1, 1]) },
    );
    const resolved = { ...played.state, status: "resolved" as const };
    expect(errorKey(() => record("b", "m-b", resolved))).toBe("INDIE_DICE.Contest.Error.Resolved");
  });

  it("refuses a spec other than the one the card fixed", () => {
    const other = OGS_SPEC(10, 6);
    expect(errorKey(() => record("a", "m-a", started.state, ogsRoll(other, [5, 3, 2]), other))).toBe(
      "INDIE_DICE.Contest.Error.SpecMismatch",
    );
  });

  it("refuses a roll that is not its spec's dice, or whose total was edited", () => {
    const otherDice = ogsRoll(OGS_SPEC(10, 6), [9, 3, 2]);
    expect(errorKey(() => record("a", "m-a", started.state, otherDice))).toBe("INDIE_DICE.Contest.Error.WrongRoll");
    expect(errorKey(() => record("a", "m-a", started.state, { ...roll, total: 99 }))).toBe(
      "INDIE_DICE.Contest.Error.WrongRoll",
    );
  });

  it("keeps the spec a roller chose when the card left it open", () => {
    const open = play(
      "kaiser",
      [{ id: "a", spec: KAISER_SKILL(0) }],
      { id: "d", spec: KAISER_SKILL(0) },
      { fixed: false },
    );
    const chosen = KAISER_SKILL(4, 1);
    const next = new Contest(open.state).recordRoll({
      participantId: "a",
      messageId: "m",
      spec: chosen,
      roll: kaiserRoll(chosen, [2, 5, 6]),
    });
    expect(must(next.participants[0]).spec).toEqual(chosen);
    const wrong = kaiserRoll(KAISER_SKILL(3, 1), [2, 5, 6]);
    expect(
      errorKey(() =>
        new Contest(open.state).recordRoll({ participantId: "a", messageId: "m", spec: chosen, roll: wrong }),
      ),
    ).toBe("INDIE_DICE.Contest.Error.WrongRoll");
  });

  it("refuses a Kaiser Fumble without its penalty dice", () => {
    const skill = KAISER_SKILL(3);
    const open = play("kaiser", [{ id: "a", spec: skill }], { id: "d", spec: skill });
    const fumbled = kaiserRoll(skill, [1, 1]);
    expect(
      errorKey(() =>
        new Contest(open.state).recordRoll({ participantId: "a", messageId: "m", spec: skill, roll: fumbled }),
      ),
    ).toBe("INDIE_DICE.Contest.Error.WrongRoll");
    const withPenalty = kaiserRoll(skill, [1, 1], [3, 4]);
    expect(
      must(
        new Contest(open.state).recordRoll({ participantId: "a", messageId: "m", spec: skill, roll: withPenalty })
          .participants[0],
      ).messageId,
    ).toBe("m");
  });

  it("refuses a Kleptonomicon roll at another modifier", () => {
    const spec2 = KLEPTO_SPEC(2);
    const open = play("klepto", [{ id: "a", spec: spec2 }], { id: "d", spec: spec2 });
    const roll3 = kleptoRoll(KLEPTO_SPEC(3), [5]);
    expect(
      errorKey(() =>
        new Contest(open.state).recordRoll({ participantId: "a", messageId: "m", spec: spec2, roll: roll3 }),
      ),
    ).toBe("INDIE_DICE.Contest.Error.WrongRoll");
  });
});
