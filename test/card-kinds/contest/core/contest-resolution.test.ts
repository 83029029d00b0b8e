import { describe, expect, it } from "vitest";
import { readVersioned } from "../../../../src/core/schema";
import { CONTEST_STATE_SCHEMA } from "../../../../src/card-kinds/contest/core/contest-schema";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import {
  type ContestKindId,
  type PairingOutcome,
  type TieBreakDice,
} from "../../../../src/card-kinds/contest/core/contest-types";
import {
  errorKey,
  KAISER_SKILL,
  kaiserRoll,
  KINGDOMS_SPEC,
  kingdomsRoll,
  KLEPTO_SPEC,
  kleptoRoll,
  OGS_SPEC,
  ogsRoll,
  OLDE_SPEC,
  oldeRoll,
  play,
  type Played,
} from "./contest-fixtures";
import { must } from "../../../kit";

/** Records the tie-break dice of each pairing given, then resolves; returns the outcome of each pairing. */
function finish<R extends ContestKindId>(
  played: Played<R>,
  tieBreaks: Record<string, TieBreakDice> = {},
): readonly PairingOutcome[] {
  let state = played.state;
  for (const [attackerId, dice] of Object.entries(tieBreaks))
    state = new Contest(state).recordTieBreak(played.rolls, attackerId, dice);
  const resolved = new Contest(state).resolve(played.rolls);
  expect(resolved.status).toBe("resolved");
  return must(resolved.outcome).pairings;
}

function only(
  outcomes: readonly PairingOutcome[],
): Pick<PairingOutcome, "winner" | "decidedBy" | "counterAllowed" | "rollOffWinner"> {
  expect(outcomes).toHaveLength(1);
  const { winner, decidedBy, counterAllowed, rollOffWinner } = must(outcomes[0]);
  return { winner, decidedBy, counterAllowed, rollOffWinner };
}

/* -------------------------------------------- */
/*  Kaiser                                      */
/* -------------------------------------------- */

describe("Kaiser contests", () => {
  const skill = KAISER_SKILL(3);
  const kaiser = (
    attackerFaces: number[],
    defenderFaces: number[],
    options: Parameters<typeof play>[3] = {},
    penalties: [number[], number[]] = [[], []],
  ) =>
    play(
      "kaiser",
      [{ id: "a", spec: skill, roll: kaiserRoll(skill, attackerFaces, penalties[0]) }],
      { id: "d", spec: skill, roll: kaiserRoll(skill, defenderFaces, penalties[1]) },
      options,
    );

  it("gives the win to the higher total", () => {
    expect(only(finish(kaiser([5, 4], [3, 3])))).toEqual({
      winner: "attacker",
      decidedBy: "total",
      counterAllowed: null,
    });
    expect(only(finish(kaiser([2, 3], [3, 3])))).toMatchObject({ winner: "defender", decidedBy: "total" });
  });

  it("gives a tie to the defender by default, with no dice to roll", () => {
    const played = kaiser([4, 2], [3, 3]);
    expect(new Contest(played.state).progress(played.rolls)).toEqual({ stage: "ready" });
    expect(only(finish(played))).toMatchObject({ winner: "defender", decidedBy: "defenderTakesTie" });
  });

  it("sends a tie to a d6 roll-off under the roll-off rule, and waits for it", () => {
    const played = kaiser([4, 2], [3, 3], { rules: { kaiserTieRule: "roll-off" } });
    expect(new Contest(played.state).progress(played.rolls)).toEqual({
      stage: "tieBreaks",
      needs: [{ attackerId: "a", kind: "kaiserRollOff" }],
    });
    expect(errorKey(() => new Contest(played.state).resolve(played.rolls))).toBe(
      "INDIE_DICE.Contest.Error.TieBreakMissing",
    );
    expect(only(finish(played, { a: { kind: "kaiserRollOff", faces: [4, 4, 5, 2] } }))).toMatchObject({
      winner: "attacker",
      decidedBy: "rollOff",
    });
    expect(only(finish(played, { a: { kind: "kaiserRollOff", faces: [1, 6] } }))).toMatchObject({
      winner: "defender",
      decidedBy: "rollOff",
    });
  });

  it("refuses an unfinished or over-long roll-off", () => {
    const played = kaiser([4, 2], [3, 3], { rules: { kaiserTieRule: "roll-off" } });
    expect(
      errorKey(() =>
        new Contest(played.state).recordTieBreak(played.rolls, "a", { kind: "kaiserRollOff", faces: [4, 4] }),
      ),
    ).toBe("INDIE_DICE.Error.Kaiser.BadRollOff");
    expect(
      errorKey(() =>
        new Contest(played.state).recordTieBreak(played.rolls, "a", { kind: "kaiserRollOff", faces: [5, 2, 3, 1] }),
      ),
    ).toBe("INDIE_DICE.Error.Kaiser.BadRollOff");
  });

  it("fails a tied Attack: nobody wins and the defender may not Counter, even under the roll-off rule", () => {
    const played = kaiser([4, 2], [3, 3], { rules: { kaiserAttack: true, kaiserTieRule: "roll-off" } });
    expect(new Contest(played.state).progress(played.rolls)).toEqual({ stage: "ready" });
    expect(only(finish(played))).toEqual({ winner: "neither", decidedBy: "attackTie", counterAllowed: false });
  });

  it("lets the defender Counter an Attack it beat outright, and not one it lost", () => {
    expect(only(finish(kaiser([1, 2], [3, 3], { rules: { kaiserAttack: true } })))).toMatchObject({
      winner: "defender",
      counterAllowed: true,
    });
    expect(only(finish(kaiser([6, 5], [3, 3], { rules: { kaiserAttack: true } })))).toMatchObject({
      winner: "attacker",
      counterAllowed: false,
    });
  });

  it(
    "lets a side that alone fumbled lose, and compares two fumbles as max(0, " +
      "skill − penalty) with the world's penalty",
    () => {
      // Attacker fumbles: an immediate failure, whatever its 3 − (2 + 5) → 0 against the defender's 2 + 1 + 3 = 6.
      expect(only(finish(kaiser([1, 1], [2, 1], {}, [[2, 5], []])))).toMatchObject({
        winner: "defender",
        decidedBy: "fumble",
      });
      // With a 1d2 penalty: 3 − 1 = 2 against a defender fumbling to max(0, 3 − 2) = 1.
      const penalty = { kaiserFumblePenalty: { number: 1, faces: 2, bonus: 0 } };
      expect(only(finish(kaiser([1, 1], [1, 1], { rules: penalty }, [[1], [2]])))).toMatchObject({
        winner: "attacker",
        decidedBy: "total",
      });
      // Both fumble to the same total: a tie, which the defender takes.
      expect(only(finish(kaiser([1, 1], [1, 1], { rules: penalty }, [[2], [2]])))).toMatchObject({
        winner: "defender",
        decidedBy: "defenderTakesTie",
      });
    },
  );

  it("keeps the Fumble reading the card started with (docs/rulings.md)", () => {
    // Skill 10 fumbles with a flat penalty of 2: its total is 8, above the defender's 3 + 1 + 2 = 6.
    const strong = KAISER_SKILL(10);
    const fumbling = (rules: Parameters<typeof play>[3]) =>
      play(
        "kaiser",
        [{ id: "a", spec: strong, roll: kaiserRoll(strong, [1, 1], []) }],
        { id: "d", spec: skill, roll: kaiserRoll(skill, [1, 2]) },
        rules,
      );
    const flat = { kaiserFumblePenalty: { number: 0, faces: 1, bonus: 2 } };
    const byDefault = fumbling({ rules: flat });
    expect(byDefault.state.rules.kaiserOpposedFumble).toBe("loses");
    expect(only(finish(byDefault))).toMatchObject({ winner: "defender", decidedBy: "fumble" });
    const compared = fumbling({ rules: { ...flat, kaiserOpposedFumble: "compared" } });
    expect(compared.state.rules.kaiserOpposedFumble).toBe("compared");
    expect(only(finish(compared))).toMatchObject({ winner: "attacker", decidedBy: "total" });
    // A card 0.1.0 stored (version 1, no reading) was started under the reading of its day: read through its
    // schema, it is migrated to "compared" and resolves as it would have then. (Its Attack was the state's own
    // `attack` then, not yet Kaiser's field of the rules.)
    const { kaiserOpposedFumble: _dropped, kaiserAttack: attack, ...older } = byDefault.state.rules;
    const stored = JSON.parse(JSON.stringify({ ...byDefault.state, version: 1, attack, rules: older })) as unknown;
    const migrated = readVersioned(CONTEST_STATE_SCHEMA, stored);
    expect(migrated.rules).toHaveProperty("kaiserOpposedFumble", "compared");
    expect(only(finish({ ...byDefault, state: migrated as typeof byDefault.state }))).toMatchObject({
      winner: "attacker",
      decidedBy: "total",
    });
  });

  it("rolls no roll-off for a lone Fumble on equal totals", () => {
    // The attacker (skill 3) fumbles to 3 − 0 = 3, against the defender's 0 + 1 + 2 = 3.
    const zero = KAISER_SKILL(0);
    const flat = { kaiserFumblePenalty: { number: 0, faces: 1, bonus: 0 }, kaiserTieRule: "roll-off" as const };
    const played = play(
      "kaiser",
      [{ id: "a", spec: skill, roll: kaiserRoll(skill, [1, 1], []) }],
      { id: "d", spec: zero, roll: kaiserRoll(zero, [1, 2]) },
      { rules: flat },
    );
    expect(new Contest(played.state).progress(played.rolls)).toEqual({ stage: "ready" });
    expect(only(finish(played))).toMatchObject({ winner: "defender", decidedBy: "fumble" });
  });
});

/* -------------------------------------------- */
/*  OGS                                         */
/* -------------------------------------------- */

describe("OGS contests", () => {
  const d8d6 = OGS_SPEC(8, 6); // d8 + d6 + the d6 modifier stand-in
  const d10d6 = OGS_SPEC(10, 6);
  const ogs = (a: [ReturnType<typeof OGS_SPEC>, number[]], d: [ReturnType<typeof OGS_SPEC>, number[]]) =>
    play("ogs", [{ id: "a", spec: a[0], roll: ogsRoll(a[0], a[1]) }], {
      id: "d",
      spec: d[0],
      roll: ogsRoll(d[0], d[1]),
    });

  it("decides by the higher total first", () => {
    expect(only(finish(ogs([d8d6, [5, 3, 2]], [d8d6, [4, 3, 2]])))).toMatchObject({
      winner: "attacker",
      decidedBy: "total",
    });
  });

  it("breaks equal totals by the dice values high to low", () => {
    expect(only(finish(ogs([d8d6, [6, 2, 2]], [d8d6, [4, 3, 3]])))).toMatchObject({
      winner: "attacker",
      decidedBy: "values",
    });
    expect(only(finish(ogs([d8d6, [4, 3, 3]], [d8d6, [6, 2, 2]])))).toMatchObject({
      winner: "defender",
      decidedBy: "values",
    });
  });

  it("never lets a flat bonus break a tie", () => {
    const plusTwo = OGS_SPEC(8, 6, 2);
    // 3 + 2 + 1 + 2 = 8 against 4 + 2 + 2 = 8: the defender's values are higher, the bonus does not count.
    expect(only(finish(ogs([plusTwo, [3, 2, 1]], [d8d6, [4, 2, 2]])))).toMatchObject({
      winner: "defender",
      decidedBy: "values",
    });
  });

  it("then by the die sizes", () => {
    expect(only(finish(ogs([d10d6, [5, 3, 2]], [d8d6, [5, 3, 2]])))).toMatchObject({
      winner: "attacker",
      decidedBy: "sizes",
    });
  });

  it("then by d12 roll-offs rolled on the card, as many rounds as tie", () => {
    const played = ogs([d8d6, [5, 3, 2]], [d8d6, [3, 5, 2]]);
    expect(new Contest(played.state).progress(played.rolls)).toEqual({
      stage: "tieBreaks",
      needs: [{ attackerId: "a", kind: "ogsRollOff" }],
    });
    const pairs: [number, number][] = [
      [7, 7],
      [2, 11],
    ];
    expect(only(finish(played, { a: { kind: "ogsRollOff", pairs } }))).toMatchObject({
      winner: "defender",
      decidedBy: "rollOff",
    });
    expect(
      errorKey(() =>
        new Contest(played.state).recordTieBreak(played.rolls, "a", { kind: "ogsRollOff", pairs: [[7, 7]] }),
      ),
    ).toBe("INDIE_DICE.Error.Ogs.RollOffIncomplete");
    expect(
      errorKey(() =>
        new Contest(played.state).recordTieBreak(played.rolls, "a", { kind: "ogsRollOff", pairs: [[13, 1]] }),
      ),
    ).not.toBeNull();
  });

  it("refuses roll-off dice for a pairing the chain already decided, and dice of another rule set", () => {
    const decided = ogs([d8d6, [6, 2, 2]], [d8d6, [4, 3, 3]]);
    expect(
      errorKey(() =>
        new Contest(decided.state).recordTieBreak(decided.rolls, "a", { kind: "ogsRollOff", pairs: [[3, 1]] }),
      ),
    ).toBe("INDIE_DICE.Contest.Error.TieBreakUnneeded");
    const tied = ogs([d8d6, [5, 3, 2]], [d8d6, [3, 5, 2]]);
    expect(
      errorKey(() => new Contest(tied.state).recordTieBreak(tied.rolls, "a", { kind: "kleptoCoin", coin: "heads" })),
    ).toBe("INDIE_DICE.Contest.Error.TieBreakKind");
  });
});

/* -------------------------------------------- */
/*  Kingdoms and Rulers                         */
/* -------------------------------------------- */

describe("K&R contests", () => {
  const spec = KINGDOMS_SPEC(3, 7);
  const kr = (attackerFaces: number[], defenderFaces: number[], active: "attacker" | "defender" | "neither") =>
    play(
      "kingdoms",
      [{ id: "a", spec, roll: kingdomsRoll(spec, attackerFaces) }],
      { id: "d", spec, roll: kingdomsRoll(spec, defenderFaces) },
      { rules: { kingdomsActive: active } },
    );
  const PLUS_ONE = [8, 9, 2]; // 2 successes, 1 failure
  const MINUS_ONE = [8, 2, 3]; // 1 success, 2 failures
  const MINUS_TWO = [8, 1, 2]; // 1 success, 3 failures (a 1 fails twice)

  it("gives the win to the higher margin", () => {
    expect(only(finish(kr(PLUS_ONE, MINUS_ONE, "attacker")))).toMatchObject({
      winner: "attacker",
      decidedBy: "margin",
    });
    expect(only(finish(kr(MINUS_ONE, PLUS_ONE, "neither")))).toMatchObject({ winner: "defender", decidedBy: "margin" });
  });

  it("fails an active side below margin 0 even against a lower margin", () => {
    expect(only(finish(kr(MINUS_ONE, MINUS_TWO, "attacker")))).toMatchObject({
      winner: "defender",
      decidedBy: "activeBelowZero",
    });
    expect(only(finish(kr(MINUS_TWO, MINUS_ONE, "defender")))).toMatchObject({
      winner: "attacker",
      decidedBy: "activeBelowZero",
    });
    // The same rolls with both sides equally involved: the higher (still negative) margin wins.
    expect(only(finish(kr(MINUS_ONE, MINUS_TWO, "neither")))).toMatchObject({
      winner: "attacker",
      decidedBy: "margin",
    });
  });

  it("calls equal margins a stalemate", () => {
    expect(only(finish(kr(PLUS_ONE, [9, 10, 3], "attacker")))).toMatchObject({
      winner: "neither",
      decidedBy: "equalMargins",
    });
  });
});

/* -------------------------------------------- */
/*  Kleptonomicon                               */
/* -------------------------------------------- */

describe("Kleptonomicon contests", () => {
  const plus2 = KLEPTO_SPEC(2);
  const klepto = (
    a: [ReturnType<typeof KLEPTO_SPEC>, number[], ("heads" | "tails")[]?],
    d: [ReturnType<typeof KLEPTO_SPEC>, number[], ("heads" | "tails")[]?],
  ) =>
    play("klepto", [{ id: "a", spec: a[0], roll: kleptoRoll(a[0], a[1], a[2]) }], {
      id: "d",
      spec: d[0],
      roll: kleptoRoll(d[0], d[1], d[2]),
    });

  it("gives the win to the higher Score", () => {
    expect(only(finish(klepto([plus2, [6]], [plus2, [5]])))).toMatchObject({ winner: "attacker", decidedBy: "total" });
  });

  it("resolves crits first: a Critical Success beats any plain Score, a Critical Failure loses to any", () => {
    const huge = KLEPTO_SPEC(20);
    const low = KLEPTO_SPEC(-5);
    expect(only(finish(klepto([plus2, [10], ["heads"]], [huge, [9]])))).toMatchObject({
      winner: "attacker",
      decidedBy: "critical",
    });
    expect(only(finish(klepto([plus2, [10], ["tails"]], [low, [1]])))).toMatchObject({
      winner: "defender",
      decidedBy: "critical",
    });
  });

  it("settles a tie by the coin tossed on the card: heads to the attacker, tails to the defender", () => {
    const played = klepto([plus2, [5]], [plus2, [5]]);
    expect(new Contest(played.state).progress(played.rolls)).toEqual({
      stage: "tieBreaks",
      needs: [{ attackerId: "a", kind: "kleptoCoin" }],
    });
    expect(only(finish(played, { a: { kind: "kleptoCoin", coin: "heads" } }))).toMatchObject({
      winner: "attacker",
      decidedBy: "coin",
    });
    expect(only(finish(played, { a: { kind: "kleptoCoin", coin: "tails" } }))).toMatchObject({
      winner: "defender",
      decidedBy: "coin",
    });
    expect(
      errorKey(() =>
        new Contest(played.state).recordTieBreak(played.rolls, "a", { kind: "kleptoCoin", coin: "edge" as "heads" }),
      ),
    ).toBe("INDIE_DICE.Contest.Error.Coin");
  });

  it("treats two Critical Successes as a tie whatever the modifiers", () => {
    const played = klepto([plus2, [10], ["heads"]], [KLEPTO_SPEC(9), [10], ["heads"]]);
    expect(new Contest(played.state).judge(played.rolls, "a")).toEqual({
      status: "awaitingTieBreak",
      need: { attackerId: "a", kind: "kleptoCoin" },
    });
  });
});

/* -------------------------------------------- */
/*  Dungeons of Olde                            */
/* -------------------------------------------- */

describe("Dungeons of Olde contests", () => {
  const d6 = OLDE_SPEC(1, 6);
  const olde = (a: number[][], d: number[][], spec = d6) =>
    play("olde", [{ id: "a", spec, roll: oldeRoll(spec, a) }], { id: "d", spec: d6, roll: oldeRoll(d6, d) });

  it("gives the win to the higher total, explosions included", () => {
    const unlimited = OLDE_SPEC(1, 4, 0, true);
    expect(only(finish(olde([[4, 4, 1]], [[6]], unlimited)))).toMatchObject({ winner: "attacker", decidedBy: "total" });
    expect(only(finish(olde([[2]], [[5]])))).toMatchObject({ winner: "defender", decidedBy: "total" });
  });

  it("calls a tie a stalemate, with a d6 roll-off saying who comes out ahead", () => {
    const played = olde([[4]], [[4]]);
    expect(new Contest(played.state).progress(played.rolls)).toEqual({
      stage: "tieBreaks",
      needs: [{ attackerId: "a", kind: "oldeRollOff" }],
    });
    expect(
      only(
        finish(played, {
          a: {
            kind: "oldeRollOff",
            pairs: [
              [3, 3],
              [2, 5],
            ],
          },
        }),
      ),
    ).toEqual({
      winner: "neither",
      decidedBy: "stalemate",
      rollOffWinner: "defender",
    });
    expect(
      errorKey(() =>
        new Contest(played.state).recordTieBreak(played.rolls, "a", { kind: "oldeRollOff", pairs: [[7, 1]] }),
      ),
    ).toBe("INDIE_DICE.Contest.Error.RollOffFace");
    expect(
      errorKey(() =>
        new Contest(played.state).recordTieBreak(played.rolls, "a", {
          kind: "oldeRollOff",
          pairs: [
            [2, 1],
            [3, 4],
          ],
        }),
      ),
    ).toBe("INDIE_DICE.Contest.Error.RollOffRounds");
  });
});

/* -------------------------------------------- */
/*  Many against one                            */
/* -------------------------------------------- */

describe("many against one", () => {
  it("resolves every attacker against the same defender roll, each pairing on its own", () => {
    const spec = OGS_SPEC(8, 6);
    const defender = { id: "d", spec, roll: ogsRoll(spec, [5, 3, 2]) };
    const played = play(
      "ogs",
      [
        { id: "higher", spec, roll: ogsRoll(spec, [8, 6, 6]) },
        { id: "values", spec, roll: ogsRoll(spec, [6, 2, 2]) },
        { id: "rolloff", spec, roll: ogsRoll(spec, [2, 3, 5]) },
        { id: "lower", spec, roll: ogsRoll(spec, [1, 1, 1]) },
      ],
      defender,
    );
    expect(new Contest(played.state).progress(played.rolls)).toEqual({
      stage: "tieBreaks",
      needs: [{ attackerId: "rolloff", kind: "ogsRollOff" }],
    });
    const outcomes = finish(played, { rolloff: { kind: "ogsRollOff", pairs: [[12, 1]] } });
    expect(outcomes.map((o) => [o.attackerId, o.defenderId, o.winner, o.decidedBy])).toEqual([
      ["higher", "d", "attacker", "total"],
      ["values", "d", "attacker", "values"],
      ["rolloff", "d", "attacker", "rollOff"],
      ["lower", "d", "defender", "total"],
    ]);
  });

  it("waits for every roll before any pairing can resolve", () => {
    const spec = KLEPTO_SPEC(0);
    const played = play(
      "klepto",
      [
        { id: "a1", spec, roll: kleptoRoll(spec, [7]) },
        { id: "a2", spec },
      ],
      { id: "d", spec, roll: kleptoRoll(spec, [3]) },
    );
    expect(new Contest(played.state).progress(played.rolls)).toEqual({ stage: "rolling", waitingFor: ["a2"] });
    expect(new Contest(played.state).judge(played.rolls, "a1")).toMatchObject({
      status: "decided",
      outcome: { winner: "attacker" },
    });
    expect(new Contest(played.state).judge(played.rolls, "a2")).toEqual({ status: "awaitingRolls" });
    expect(errorKey(() => new Contest(played.state).resolve(played.rolls))).toBe(
      "INDIE_DICE.Contest.Error.NotAllRolled",
    );
    expect(errorKey(() => new Contest(played.state).judge(played.rolls, "d"))).toBe(
      "INDIE_DICE.Contest.Error.NotAttacker",
    );
  });

  it("gives every client the same outcome from the same state, rolls and tie-break dice", () => {
    const spec = KAISER_SKILL(1);
    const played = play(
      "kaiser",
      [
        { id: "a", spec, roll: kaiserRoll(spec, [3, 3]) },
        { id: "b", spec, roll: kaiserRoll(spec, [2, 4]) },
      ],
      { id: "d", spec, roll: kaiserRoll(spec, [1, 5]) },
      { rules: { kaiserTieRule: "roll-off" } },
    );
    let state = new Contest(played.state).recordTieBreak(played.rolls, "a", { kind: "kaiserRollOff", faces: [6, 2] });
    state = new Contest(state).recordTieBreak(played.rolls, "b", { kind: "kaiserRollOff", faces: [1, 2] });
    const stored = JSON.parse(JSON.stringify(state)) as typeof state;
    const rolls = JSON.parse(JSON.stringify(played.rolls)) as typeof played.rolls;
    expect(new Contest(stored).resolve(rolls)).toEqual(new Contest(state).resolve(played.rolls));
    expect(must(new Contest(state).resolve(played.rolls).outcome).pairings.map((o) => o.winner)).toEqual([
      "attacker",
      "defender",
    ]);
  });
});

describe("a resolved contest", () => {
  const spec = OLDE_SPEC(1, 6);
  const played = play("olde", [{ id: "a", spec, roll: oldeRoll(spec, [[5]]) }], {
    id: "d",
    spec,
    roll: oldeRoll(spec, [[2]]),
  });
  const resolved = new Contest(played.state).resolve(played.rolls);

  it("cannot be resolved again or take tie-break dice", () => {
    expect(new Contest(resolved).progress(played.rolls)).toEqual({ stage: "resolved" });
    expect(errorKey(() => new Contest(resolved).resolve(played.rolls))).toBe("INDIE_DICE.Contest.Error.Resolved");
    expect(
      errorKey(() => new Contest(resolved).recordTieBreak(played.rolls, "a", { kind: "oldeRollOff", pairs: [[2, 1]] })),
    ).toBe("INDIE_DICE.Contest.Error.Resolved");
  });

  it("leaves the state it was given untouched", () => {
    expect(played.state.status).toBe("open");
    expect(played.state.outcome).toBeNull();
  });
});

describe('the contest\'s states (docs/cards.md "Contests")', () => {
  it(
    "goes from waiting for rolls to a roll-off waiting for its button to resolved, " +
      "refusing what each state does not allow",
    () => {
      const spec = OLDE_SPEC(1, 6);
      // "a" ties the defender's 4 (a stalemate); "b" has not rolled yet.
      const played = play(
        "olde",
        [
          { id: "a", spec, roll: oldeRoll(spec, [[4]]) },
          { id: "b", spec },
        ],
        { id: "d", spec, roll: oldeRoll(spec, [[4]]) },
      );

      // Waiting for rolls: nothing due, settling changes nothing, resolving is refused.
      const waiting = new Contest(played.state);
      expect(waiting.progress(played.rolls)).toEqual({ stage: "rolling", waitingFor: ["b"] });
      expect(waiting.dueTieBreaks(played.rolls, "a")).toEqual([]);
      expect(waiting.settle(played.rolls, [])).toBe(played.state);
      // Refused by the first pairing not decided, in the attackers' order: "a"'s stalemate, then "b"'s missing roll.
      expect(errorKey(() => waiting.resolve(played.rolls))).toBe("INDIE_DICE.Contest.Error.TieBreakMissing");
      expect(
        errorKey(() =>
          new Contest({ ...played.state, participants: [...played.state.participants].reverse() }).resolve(
            played.rolls,
          ),
        ),
      ).toBe("INDIE_DICE.Contest.Error.NotAllRolled");
      expect(waiting.winnersAndLosers()).toEqual({ winners: [], losers: [] });

      // "b" rolls a 2 and loses outright; "a"'s stalemate now waits for its roll-off button.
      const bRoll = oldeRoll(spec, [[2]]);
      const rolls = { ...played.rolls, b: bRoll };
      const rolled = waiting.recordRoll({ participantId: "b", messageId: "msg-b", spec, roll: bRoll });
      const rollOffWaiting = new Contest(rolled);
      expect(rollOffWaiting.progress(rolls)).toEqual({
        stage: "tieBreaks",
        needs: [{ attackerId: "a", kind: "oldeRollOff" }],
      });
      expect(rollOffWaiting.dueTieBreaks(rolls)).toEqual([]);
      expect(rollOffWaiting.dueTieBreaks(rolls, "b")).toEqual([]);
      expect(rollOffWaiting.dueTieBreaks(rolls, "a")).toEqual([{ attackerId: "a", kind: "oldeRollOff" }]);
      expect(rollOffWaiting.settle(rolls, [])).toBe(rolled);
      expect(
        errorKey(() => rollOffWaiting.recordRoll({ participantId: "b", messageId: "msg-b2", spec, roll: bRoll })),
      ).toBe("INDIE_DICE.Contest.Error.AlreadyRolled");
      expect(errorKey(() => rollOffWaiting.resolve(rolls))).toBe("INDIE_DICE.Contest.Error.TieBreakMissing");

      // The button pressed: the roll-off (5 against 2) recorded, and the card resolved at once.
      const resolved = rollOffWaiting.settle(rolls, [
        { attackerId: "a", dice: { kind: "oldeRollOff", pairs: [[5, 2]] } },
      ]);
      expect(resolved.status).toBe("resolved");
      expect(
        must(resolved.outcome).pairings.map((o) => [o.attackerId, o.winner, o.decidedBy, o.rollOffWinner]),
      ).toEqual([
        ["a", "neither", "stalemate", "attacker"],
        ["b", "defender", "total", null],
      ]);
      // "a" came out ahead of its stalemate, "b" lost; the defender went both ways, so it is neither.
      expect(new Contest(resolved).winnersAndLosers()).toEqual({ winners: ["a"], losers: ["b"] });
      expect(
        errorKey(() =>
          new Contest(resolved).settle(rolls, [{ attackerId: "a", dice: { kind: "oldeRollOff", pairs: [[1, 6]] } }]),
        ),
      ).toBe("INDIE_DICE.Contest.Error.Resolved");
      expect(rolled.status).toBe("open");
    },
  );
});
