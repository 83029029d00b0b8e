import { describe, expect, it } from "vitest";
import { contestChances } from "../../../../src/card-kinds/contest/core/contest-chances";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import { jointContestOdds } from "../../../../src/card-kinds/contest/core/joint-contest-odds";
import { startContest } from "../../../../src/card-kinds/contest/core/contest-setup";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import type { ContestRoll, ContestKindId, ContestState } from "../../../../src/card-kinds/contest/core/contest-types";
import {
  KAISER_SKILL,
  KINGDOMS_SPEC,
  KLEPTO_SPEC,
  OGS_SPEC,
  OLDE_SPEC,
  kaiserRoll,
  kingdomsRoll,
  kleptoRoll,
  ogsRoll,
  oldeRoll,
  play,
} from "./contest-fixtures";
import { CASES, CHARACTERISTIC, cardWith, someRolls, withRules } from "./contest-chances-support";
import { DEFENDER_ID } from "./joint-contest-support";
import { must } from "../../../kit";

/**
 * The chances of a contest given the rolls recorded on it (src/card-kinds/contest/core/contest-chances.ts): with
 * nothing the viewer may see, the chances before the rolls; then one worked example per rule set, each figure derived
 * by hand. Against brute force: contest-chances-brute-force.test.ts.
 */

describe(
  "with nothing recorded (or nothing the viewer may see), " + "the chances before the rolls, figure for figure",
  () => {
    it.each(CASES.map((jointCase) => [jointCase.name, withRules(jointCase)] as const))("%s", (_name, jointCase) => {
      const state = cardWith(jointCase, {});
      const chances = contestChances(state, {});
      expect(chances.given).toBe(false);
      expect(chances.joint).toEqual(jointContestOdds(state));
      expect(chances.pairings.map((pairing) => pairing.odds)).toEqual(
        contestPairingOdds(state).map((entry) => entry.odds),
      );
      // A roll the viewer may not see moves nothing.
      const roll = must(someRolls(state, jointCase.defender, 3)[1]);
      const hidden = contestChances(
        cardWith(jointCase, { [DEFENDER_ID]: roll }),
        { [DEFENDER_ID]: roll },
        (id) => id !== DEFENDER_ID,
      );
      expect(hidden.given).toBe(false);
      expect(hidden.pairings.map((pairing) => pairing.odds)).toEqual(chances.pairings.map((pairing) => pairing.odds));
      expect(hidden.joint).toEqual(chances.joint);
    });
  },
);

/* -------------------------------------------- */
/*  Worked examples, by hand                    */
/* -------------------------------------------- */

function onlyPairing<R extends ContestKindId>(played: { state: ContestState<R>; rolls: Record<string, ContestRoll> }) {
  const chances = contestChances(played.state, played.rolls);
  expect(chances.given).toBe(true);
  return must(chances.pairings[0]);
}

describe("worked examples, one per rule set", () => {
  it("Kaiser Attack: Ilsa (skill 5) rolls 14 against the Grave Warden (skill 6)", () => {
    const ilsa = KAISER_SKILL(5);
    const warden = KAISER_SKILL(6);
    const played = play(
      "kaiser",
      [{ id: "ilsa", spec: ilsa, roll: kaiserRoll(ilsa, [4, 5]) }],
      { id: "warden", spec: warden },
      { rules: { kaiserAttack: true } },
    );
    const pairing = onlyPairing(played);
    // The Warden needs 2d6 + 6 > 14: dice 9–12 (10/36, an Open Roll only adds); dice 8 ties (5/36) and the Attack
    // fails; dice 2–7 (21/36, a Fumble's 1-1 among them, which loses outright) and Ilsa wins.
    expect(must(pairing.odds).defenderWins).toBeCloseTo(10 / 36, 12);
    expect(must(pairing.odds).neither).toBeCloseTo(5 / 36, 12);
    expect(must(pairing.odds).attackerWins).toBeCloseTo(21 / 36, 12);
  });

  it("Kaiser roll-off under way: the attacker's 4 is in, the defender's d6 to come", () => {
    const spec = CHARACTERISTIC(6);
    const rules = { kaiserTieRule: "roll-off" as const };
    const played = play(
      "kaiser",
      [{ id: "a", spec, roll: kaiserRoll(spec, [3]) }],
      { id: "d", spec, roll: kaiserRoll(spec, [3]) },
      { rules },
    );
    const state = {
      ...played.state,
      tieBreaks: [{ attackerId: "a", dice: { kind: "kaiserRollOff" as const, faces: [4] } }],
    };
    const pairing = must(contestChances(state, played.rolls).pairings[0]);
    // The defender rolls 1–3 (3/6): the attacker wins; a 4 (1/6) ties the round, which starts again at ½.
    expect(pairing.decided).toBe(false);
    expect(must(pairing.odds).attackerWins).toBeCloseTo(3 / 6 + 1 / 12, 12);
    expect(must(pairing.odds).defenderWins).toBeCloseTo(2 / 6 + 1 / 12, 12);
  });

  it("OGS: the defender's d4 d4 d6 came up 4, 4, 5 (13) against the same dice", () => {
    const spec = OGS_SPEC(4, 4);
    const played = play("ogs", [{ id: "a", spec }], { id: "d", spec, roll: ogsRoll(spec, [4, 4, 5]) });
    const pairing = onlyPairing(played);
    // Of 96 rolls: 14 (4,4,6) wins; 13 with a 6 (3,4,6 and 4,3,6) is ahead on values; 4,4,5 ties all the way to
    // the d12 roll-off, half of it. 3.5/96 in all.
    expect(must(pairing.odds).attackerWins).toBeCloseTo(3.5 / 96, 12);
    expect(must(pairing.odds).defenderWins).toBeCloseTo(92.5 / 96, 12);
  });

  it("K&R: the defender's margin is +1; the acting attacker rolls one die against DT 7", () => {
    const attacker = KINGDOMS_SPEC(1, 7);
    const defender = KINGDOMS_SPEC(1, 7);
    const played = play(
      "kingdoms",
      [{ id: "a", spec: attacker }],
      { id: "d", spec: defender, roll: kingdomsRoll(defender, [9]) },
      { rules: { kingdomsActive: "attacker" } },
    );
    const pairing = onlyPairing(played);
    // A 12 (+2) wins; 8–11 (+1) is a stalemate; 1–7 (a margin below 0) fails the acting side.
    expect(must(pairing.odds).attackerWins).toBeCloseTo(1 / 12, 12);
    expect(must(pairing.odds).neither).toBeCloseTo(4 / 12, 12);
    expect(must(pairing.odds).defenderWins).toBeCloseTo(7 / 12, 12);
  });

  it("Kleptonomicon: the defender's Score is 7; the attacker rolls a plain d10", () => {
    const spec = KLEPTO_SPEC(0);
    const played = play("klepto", [{ id: "a", spec }], { id: "d", spec, roll: kleptoRoll(spec, [7]) });
    const pairing = onlyPairing(played);
    // 8 or 9 wins (2/10); a 10's coin gives a Critical Success half the time (1/20); a 7 ties, the coin's half (1/20).
    expect(must(pairing.odds).attackerWins).toBeCloseTo(0.3, 12);
    expect(must(pairing.odds).defenderWins).toBeCloseTo(0.7, 12);
  });

  it("Dungeons of Olde: the defender's 1d6 came up 4; the attacker rolls 1d6", () => {
    const spec = OLDE_SPEC(1, 6);
    const played = play("olde", [{ id: "a", spec }], { id: "d", spec, roll: oldeRoll(spec, [[4]]) });
    const pairing = onlyPairing(played);
    // 5 or 6 wins, a 4 is a stalemate, 1–3 loses.
    expect(must(pairing.odds).attackerWins).toBeCloseTo(2 / 6, 12);
    expect(must(pairing.odds).neither).toBeCloseTo(1 / 6, 12);
    expect(must(pairing.odds).defenderWins).toBeCloseTo(3 / 6, 12);
  });

  it("both rolled: a decided pairing is certain, its joint figures too", () => {
    const spec = OLDE_SPEC(1, 6);
    const played = play(
      "olde",
      [
        { id: "a", spec, roll: oldeRoll(spec, [[5]]) },
        { id: "b", spec },
      ],
      { id: "d", spec, roll: oldeRoll(spec, [[4]]) },
    );
    const chances = contestChances(played.state, played.rolls);
    expect(chances.pairings[0]).toMatchObject({
      decided: true,
      odds: { attackerWins: 1, defenderWins: 0, neither: 0 },
    });
    // Given the defender's 4, "a" has won and "b" wins 2/6: exactly one wins 4/6, both 2/6.
    expect(must(chances.joint.odds).attackerWinsDistribution[1]).toBeCloseTo(4 / 6, 12);
    expect(must(chances.joint.odds).attackerWinsDistribution[2]).toBeCloseTo(2 / 6, 12);
  });
});

it("a contest started without the rolls' dice fixed keeps its figures unknown until a spec is chosen", () => {
  const state = startContest({
    ruleSet: "olde",
    attackers: [{ id: "a", name: "A", spec: null }],
    defenders: [{ id: "d", name: "D", spec: OLDE_SPEC(1, 6) }],
  });
  const roll = oldeRoll(OLDE_SPEC(1, 6), [[4]]);
  const recorded = {
    ...state,
    participants: state.participants.map((p) => (p.id === "d" ? { ...p, messageId: "m" } : p)),
  };
  const chances = contestChances(recorded, { d: roll });
  expect(must(chances.pairings[0]).odds).toBeNull();
  expect(chances.joint.odds).toBeNull();
});

describe("a resolved card: its verdict is the table's, so no figure contradicts it (review of issue 52)", () => {
  // Olde 1d6 each: alice rolls 5, bob 3, and the defender's 4 is blind to the viewer. Resolved, the card shows every
  // viewer that alice won and bob lost; before the fix the viewer's figures still read alice 4/6 - 1/6… given her 5.
  const spec = OLDE_SPEC(1, 6);
  const played = play(
    "olde",
    [
      { id: "alice", spec, roll: oldeRoll(spec, [[5]]) },
      { id: "bob", spec, roll: oldeRoll(spec, [[3]]) },
    ],
    { id: "d", spec, roll: oldeRoll(spec, [[4]]) },
  );
  const resolved = new Contest(played.state).resolve(played.rolls);

  it("settles every pairing by its verdict, even one resting on a roll the viewer may not see", () => {
    const chances = contestChances(resolved, played.rolls, (id) => id !== "d");
    expect(chances.pairings.map((pairing) => [pairing.decided, pairing.odds])).toEqual([
      [true, { attackerWins: 1, defenderWins: 0, neither: 0 }],
      [true, { attackerWins: 0, defenderWins: 1, neither: 0 }],
    ]);
    // Exactly one attacker won: the joint figures say so too.
    expect(must(chances.joint.odds).attackerWinsDistribution).toEqual([0, 1, 0]);
  });

  it("does so for a viewer who may see none of the rolls, and leaves the chances before the rolls as they were", () => {
    const chances = contestChances(resolved, played.rolls, () => false);
    expect(chances.given).toBe(true);
    expect(chances.pairings.every((pairing) => pairing.decided)).toBe(true);
    expect(chances.before).toEqual(contestChances(played.state, {}, () => false).before);
  });

  it("keeps an open card's hidden roll out of every figure, as before", () => {
    const open = contestChances(played.state, played.rolls, (id) => id !== "d");
    expect(open.pairings.map((pairing) => pairing.decided)).toEqual([false, false]);
    // Given alice's 5 alone, the defender's 1d6 is to come: she wins on 1–4 (4/6), a 5 is a stalemate (1/6).
    expect(must(must(open.pairings[0]).odds).attackerWins).toBeCloseTo(4 / 6, 12);
    expect(must(must(open.pairings[0]).odds).neither).toBeCloseTo(1 / 6, 12);
  });
});
