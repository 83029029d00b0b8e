import { describe, expect, it } from "vitest";
import { contestChances } from "../../../../src/card-kinds/contest/core/contest-chances";
import { Contest } from "../../../../src/card-kinds/contest/core/contest";
import type {
  ContestRoll,
  ContestState,
  PairingWinner,
  TieBreakDice,
  TieBreakKind,
} from "../../../../src/card-kinds/contest/core/contest-types";
import { CASES, cardWith, someRolls, withRules } from "./contest-chances-support";
import {
  DEFENDER_ID,
  attackerId,
  bruteForceJoint,
  enumerateRolls,
  rollerFor,
  rolledState,
  type JointCase,
} from "./joint-contest-support";
import { must } from "../../../kit";

/**
 * The chances of a contest given the rolls recorded on it (src/card-kinds/contest/core/contest-chances.ts), against
 * brute force: every side's dice enumerated by the rule set's own roll code (a given side has its one roll), every
 * pairing judged by the card's own judge (`Contest.judge`), every tie-break by its dice. Nothing here reads a
 * distribution or the odds code under test. Brute force runs the judge hundreds of thousands of times: this file is in
 * the HEAVY list of vitest.config.ts (project pure, without coverage); contest-chances.test.ts has the worked examples.
 */

type Shares = Record<PairingWinner, number>;

/** Each side's share of a tie-break by its first decisive round, judged by the card (a tied round rolls again). */
function tieBreakShares(
  state: ContestState,
  rolls: Record<string, ContestRoll>,
  attacker: string,
  kind: TieBreakKind,
): Shares {
  const faces = kind === "kleptoCoin" ? 2 : kind === "ogsRollOff" ? 12 : 6;
  const shares: Shares = { attacker: 0, defender: 0, neither: 0 };
  let tied = 0;
  for (let a = 1; a <= faces; a++) {
    for (let d = 1; d <= faces; d++) {
      if (kind === "kleptoCoin" && d !== a) continue;
      const p = kind === "kleptoCoin" ? 1 / faces : 1 / faces ** 2;
      if (kind !== "kleptoCoin" && a === d) {
        tied += p;
        continue;
      }
      const dice: TieBreakDice =
        kind === "kaiserRollOff"
          ? { kind, faces: [a, d] }
          : kind === "kleptoCoin"
            ? { kind, coin: a === 2 ? "heads" : "tails" }
            : kind === "formulaAgain"
              ? { kind, rounds: [[a, d]] }
              : { kind, pairs: [[a, d]] };
      const judged = new Contest({ ...state, tieBreaks: [{ attackerId: attacker, dice }] }).judge(rolls, attacker);
      if (judged.status !== "decided") throw new Error("a decisive round left the pairing undecided");
      shares[judged.outcome.winner] += p;
    }
  }
  return {
    attacker: shares.attacker / (1 - tied),
    defender: shares.defender / (1 - tied),
    neither: shares.neither / (1 - tied),
  };
}

/** One pairing's three shares over every roll of both sides (a given side: its one roll), by the card's judge. */
function brutePairing(jointCase: JointCase, index: number, given: Readonly<Record<string, ContestRoll>>): Shares {
  const state = rolledState(jointCase);
  const id = attackerId(index);
  const sideRolls = (sideId: string, spec: JointCase["defender"]) =>
    given[sideId] ? [{ value: given[sideId], p: 1 }] : enumerateRolls(rollerFor(state, spec), 1e-16).outcomes;
  const shares: Shares = { attacker: 0, defender: 0, neither: 0 };
  for (const d of sideRolls(DEFENDER_ID, jointCase.defender)) {
    for (const a of sideRolls(id, must(jointCase.attackers[index]))) {
      const rolls = { [id]: a.value, [DEFENDER_ID]: d.value };
      const judged = new Contest(state).judge(rolls, id);
      const p = a.p * d.p;
      if (judged.status === "decided") shares[judged.outcome.winner] += p;
      else if (judged.status === "awaitingTieBreak") {
        const tie = tieBreakShares(state, rolls, id, judged.need.kind);
        for (const winner of ["attacker", "defender", "neither"] as const) shares[winner] += p * tie[winner];
      }
    }
  }
  return shares;
}

/**
 * A pairing's brute force depends only on its own two sides' given rolls: worked once for each of them, the checks
 * that give another side's roll (whose pairings stay as they were) read it again instead of enumerating it anew.
 */
const pairingsWorked = new Map<string, Shares>();
function brutePairingOnce(jointCase: JointCase, index: number, given: Readonly<Record<string, ContestRoll>>): Shares {
  const own = { [attackerId(index)]: given[attackerId(index)], [DEFENDER_ID]: given[DEFENDER_ID] };
  const key = JSON.stringify([jointCase.name, index, own]);
  const worked = pairingsWorked.get(key) ?? brutePairing(jointCase, index, given);
  pairingsWorked.set(key, worked);
  return worked;
}

/** The chances given `given` agree with brute force: every pairing's three shares, and the joint distribution. */
function expectAgreement(jointCase: JointCase, given: Readonly<Record<string, ContestRoll>>): void {
  const chances = contestChances(cardWith(jointCase, given), given);
  expect(chances.given).toBe(true);
  const tolerance = 1e-9;
  chances.pairings.forEach((pairing, i) => {
    const brute = brutePairingOnce(jointCase, i, given);
    expect(Math.abs(must(pairing.odds).attackerWins - brute.attacker)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(must(pairing.odds).defenderWins - brute.defender)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(must(pairing.odds).neither - brute.neither)).toBeLessThanOrEqual(tolerance);
  });
  const joint = must(chances.joint.odds);
  const brute = bruteForceJoint(jointCase, 1e-16, given);
  joint.attackerWinsDistribution.forEach((p, k) =>
    expect(Math.abs(p - must(brute.distribution[k]))).toBeLessThanOrEqual(tolerance),
  );
  joint.attackerWins.forEach((p, i) =>
    expect(Math.abs(p - must(brute.attackerWins[i]))).toBeLessThanOrEqual(tolerance),
  );
}

describe("contest chances given the recorded rolls, against brute force", () => {
  describe.each(CASES.map((jointCase) => [jointCase.name, withRules(jointCase)] as const))("%s", (_name, jointCase) => {
    const state = rolledState(jointCase);
    const defenderRolls = someRolls(state, jointCase.defender, 6);
    const firstRolls = someRolls(state, must(jointCase.attackers[0]), 4);
    const secondRolls = someRolls(state, must(jointCase.attackers[1]), 3);

    it("given the defender's roll", () => {
      for (const roll of defenderRolls) expectAgreement(jointCase, { [DEFENDER_ID]: roll });
    });

    it("given one attacker's roll", () => {
      // Each such check enumerates the defender and every other attacker whole: a few rolls, spread out, suffice.
      for (const roll of firstRolls.filter((_, index) => index % 2 === 0))
        expectAgreement(jointCase, { [attackerId(0)]: roll });
    });

    it("given two attackers' rolls, the defender's still to come", () => {
      for (const first of firstRolls.slice(0, 3))
        for (const second of secondRolls)
          expectAgreement(jointCase, { [attackerId(0)]: first, [attackerId(1)]: second });
    });

    it("given the defender's roll and an attacker's: that pairing decided or its tie-break due", () => {
      for (const defender of defenderRolls.slice(0, 4)) {
        for (const first of firstRolls.slice(0, 4))
          expectAgreement(jointCase, { [DEFENDER_ID]: defender, [attackerId(0)]: first });
      }
    });
  });

  it("moves the figures: a given roll is no longer the chances before the rolls", () => {
    const jointCase = withRules(must(CASES[0]));
    const given = { [DEFENDER_ID]: must(someRolls(rolledState(jointCase), jointCase.defender, 6)[2]) };
    const chances = contestChances(cardWith(jointCase, given), given);
    expect(must(must(chances.pairings[0]).odds).attackerWins).not.toBeCloseTo(
      must(must(chances.before.pairings[0]).odds).attackerWins,
      3,
    );
  });
});
