/**
 * Contests of any formula (src/card-kinds/contest/core/formula-contest.ts) against dice counted in this file: every
 * face of every die enumerated, the pairing's chances under each tie rule, many against one jointly (with and without a
 * roll recorded), rolling again solved by iteration rather than by its closed form, the rounds drawn from a seeded
 * source against the exact chances, and rounds from elsewhere checked.
 */
import { describe, expect, it } from "vitest";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import {
  AGAIN_ROUNDS,
  againShares,
  checkAgainRounds,
  decideFormulaPairing,
  formulaJointPlan,
  formulaPairingOdds,
  drawAgainRounds,
} from "../../../src/card-kinds/contest/core/formula-contest";
import { FORMULA_TIE_RULES, type FormulaTieRule } from "../../../src/core/formula/formula-ties";
import { seededUniform, uniformSource } from "../../../src/core/random";
import { must } from "../../kit";

/** Every total of some dice and a bonus, one entry per way the faces fall (so each is equally likely). */
function totals(faces: readonly number[], bonus = 0): number[] {
  let sums = [bonus];
  for (const die of faces) sums = sums.flatMap((sum) => Array.from({ length: die }, (_, face) => sum + face + 1));
  return sums;
}

/** The chance a predicate holds over every pair of totals, counted. */
function countPairs(a: readonly number[], d: readonly number[], holds: (a: number, d: number) => boolean): number {
  let count = 0;
  for (const x of a) for (const y of d) if (holds(x, y)) count++;
  return count / (a.length * d.length);
}

/**
 * The attacker's chance to win by rolling again, at most AGAIN_ROUNDS rounds: V = P(higher) + P(same) · V, iterated
 * once a round from 0 (a tie in the last round allowed wins nothing).
 */
function againByIteration(a: readonly number[], d: readonly number[]): number {
  const higher = countPairs(a, d, (x, y) => x > y);
  const same = countPairs(a, d, (x, y) => x === y);
  let value = 0;
  for (let round = 0; round < AGAIN_ROUNDS; round++) value = higher + same * value;
  return value;
}

/** The attacker's chance to win a pairing under a tie rule, counted from the totals. */
function attackerWinsByHand(a: readonly number[], d: readonly number[], ties: FormulaTieRule): number {
  const tieShare = { defender: 0, attacker: 1, stand: 0, again: againByIteration(a, d) }[ties];
  return countPairs(a, d, (x, y) => x > y) + countPairs(a, d, (x, y) => x === y) * tieShare;
}

const SIDES = [
  ["1d6", [6], 0],
  ["1d4 + 2", [4], 2],
  ["2d4", [4, 4], 0],
  ["1d8", [8], 0],
] as const;

describe("a formula contest's pairing", () => {
  it.each(FORMULA_TIE_RULES)(
    "each pair of formulas, ties to %s: the chances of the totals counted face by face",
    (ties) => {
      for (const [attacker, aFaces, aBonus] of SIDES) {
        for (const [defender, dFaces, dBonus] of SIDES) {
          const [a, d] = [totals(aFaces, aBonus), totals(dFaces, dBonus)];
          const odds = formulaPairingOdds(formulaDistribution(attacker), formulaDistribution(defender), ties);
          const at = `${attacker} against ${defender}`;
          expect(odds.attackerWins, at).toBeCloseTo(attackerWinsByHand(a, d, ties), 14);
          expect(odds.defenderWins, at).toBeCloseTo(
            attackerWinsByHand(
              d,
              a,
              { defender: "attacker", attacker: "defender", stand: "stand", again: "again" }[ties] as FormulaTieRule,
            ),
            14,
          );
          expect(odds.tiedRolls, at).toBeCloseTo(
            countPairs(a, d, (x, y) => x === y),
            14,
          );
          expect(odds.attackerWins + odds.defenderWins + odds.neither, at).toBeCloseTo(1, 14);
        }
      }
    },
  );

  it("is certain only when it is: a side that can never be lower, its ties its own", () => {
    const [high, low] = [formulaDistribution("1d4 + 4"), formulaDistribution("1d4")];
    expect(formulaPairingOdds(high, low, "defender")).toEqual({
      attackerWins: 1,
      defenderWins: 0,
      neither: 0,
      tiedRolls: 0,
    });
    // 1d4 + 3 against 1d4 ties only at 4 against 4: the attacker's when ties are its own, and when rolled again.
    const [edge] = [formulaDistribution("1d4 + 3")];
    expect(formulaPairingOdds(edge, low, "attacker").attackerWins).toBe(1);
    // Rolling again is never certain: its rounds may tie to the cap (1 in 16 each, far below what a card shows).
    expect(formulaPairingOdds(edge, low, "again").attackerWins).toBeLessThan(1);
    expect(formulaPairingOdds(edge, low, "again").attackerWins).toBeGreaterThan(0.999);
    expect(formulaPairingOdds(edge, low, "defender").attackerWins).toBeLessThan(1);
    expect(formulaPairingOdds(edge, low, "stand")).toMatchObject({
      attackerWins: 15 / 16,
      neither: 1 / 16,
      defenderWins: 0,
    });
    // Two formulas that can only tie: rolling again never ends (to the cap), and nobody wins.
    expect(formulaPairingOdds(formulaDistribution("5"), formulaDistribution("2 + 3"), "again")).toEqual({
      attackerWins: 0,
      defenderWins: 0,
      neither: 1,
      tiedRolls: 1,
    });
  });

  it("rolling again that ties round after round to the cap names nobody: 1 success in 1d1000 against none", () => {
    // Equal (no success) 999 times in 1000: the first tie, then AGAIN_ROUNDS rounds that may all tie.
    const odds = formulaPairingOdds(formulaDistribution("1d1000cs>=1000"), formulaDistribution("0"), "again");
    expect(odds.neither).toBeCloseTo(0.999 ** (AGAIN_ROUNDS + 1), 12);
    expect(odds.attackerWins).toBeCloseTo(0.001 + 0.999 * againByIteration([...Array(999).fill(0), 1], [0]), 12);
    expect(odds.neither).toBeGreaterThan(0.36);
    expect(odds.attackerWins + odds.neither).toBeCloseTo(1, 14);
  });

  it("decides from the totals, the tie rule, and the rounds rolled again", () => {
    expect(decideFormulaPairing(12, 9, "defender")).toEqual({ winner: "attacker", decidedBy: "total" });
    expect(decideFormulaPairing(9, 12, "attacker")).toEqual({ winner: "defender", decidedBy: "total" });
    expect(decideFormulaPairing(9, 9, "defender")).toEqual({ winner: "defender", decidedBy: "tieToDefender" });
    expect(decideFormulaPairing(9, 9, "attacker")).toEqual({ winner: "attacker", decidedBy: "tieToAttacker" });
    expect(decideFormulaPairing(9, 9, "stand")).toEqual({ winner: "neither", decidedBy: "tieStands" });
    expect(decideFormulaPairing(9, 9, "again")).toBeNull();
    expect(decideFormulaPairing(9, 9, "again", [[4, 4]])).toBeNull();
    expect(
      decideFormulaPairing(9, 9, "again", [
        [4, 4],
        [3, 5],
      ]),
    ).toEqual({ winner: "defender", decidedBy: "rolledAgain" });
    const capped = Array.from({ length: AGAIN_ROUNDS }, () => [5, 5] as const);
    expect(decideFormulaPairing(5, 5, "again", capped)).toEqual({ winner: "neither", decidedBy: "rolledAgain" });
  });
});

describe("a formula contest, many against one", () => {
  /** Joint chances from the plan: each attacker's own, and that both of two win. */
  function fromPlan(plan: ReturnType<typeof formulaJointPlan>) {
    let [first, second, both, neitherFirst] = [0, 0, 0, 0];
    plan.outcomes((weight, wins, neither) => {
      first += weight * must(wins[0]);
      second += weight * must(wins[1]);
      both += weight * must(wins[0]) * must(wins[1]);
      neitherFirst += weight * must(neither[0]);
    });
    return { own: [first, second], both, neitherFirst };
  }

  it.each(FORMULA_TIE_RULES)(
    "two attackers against one defender, ties to %s: " +
      "each one's chance, and both at once, counted over every three totals",
    (ties) => {
      const [a1, a2, d] = [totals([6]), totals([4], 2), totals([4, 4])];
      const shares = [againByIteration(a1, d), againByIteration(a2, d)];
      const tieShare = (i: number) => ({ defender: 0, attacker: 1, stand: 0, again: must(shares[i]) })[ties];
      const winsAgainst = (i: number, x: number, y: number) => (x > y ? 1 : x === y ? tieShare(i) : 0);
      let both = 0;
      for (const x of a1) for (const y of a2) for (const z of d) both += winsAgainst(0, x, z) * winsAgainst(1, y, z);
      both /= a1.length * a2.length * d.length;
      const side = (formula: string) => ({ distribution: formulaDistribution(formula), total: null });
      const joint = fromPlan(formulaJointPlan([side("1d6"), side("1d4 + 2")], side("2d4"), ties));
      expect(joint.both).toBeCloseTo(both, 14);
      expect(joint.own[0]).toBeCloseTo(attackerWinsByHand(a1, d, ties), 14);
      expect(joint.own[1]).toBeCloseTo(attackerWinsByHand(a2, d, ties), 14);
      // Nobody wins the first pairing only when its tie stands, or its rounds of rolling again tie to the cap.
      const standing = {
        defender: 0,
        attacker: 0,
        stand: countPairs(a1, d, (x, y) => x === y),
        again: countPairs(a1, d, (x, y) => x === y) * countPairs(a1, d, (x, y) => x === y) ** AGAIN_ROUNDS,
      }[ties];
      expect(joint.neitherFirst).toBeCloseTo(standing, 14);
    },
  );

  it(
    "given a recorded total, that total is its side's only outcome; " + "rolling again still draws from the formula",
    () => {
      const [attacker, defender] = [formulaDistribution("1d6"), formulaDistribution("2d4")];
      const plan = formulaJointPlan(
        [{ distribution: attacker, total: 5 }],
        { distribution: defender, total: null },
        "again",
      );
      let wins = 0;
      plan.outcomes((weight, chances) => (wins += weight * must(chances[0])));
      const d = totals([4, 4]);
      const share = againByIteration(totals([6]), d);
      expect(wins).toBeCloseTo(d.filter((y) => y < 5).length / 16 + (d.filter((y) => y === 5).length / 16) * share, 14);
      expect(plan.cutMass).toBe(0);
      // A tie of recorded totals still to be rolled again: what the rounds give each side.
      expect(againShares(attacker, defender).attackerWins).toBeCloseTo(share, 14);
    },
  );
});

describe("rolling again", () => {
  it("draws rounds until the totals differ, each total as often as its formula makes it (seeded)", () => {
    const source = uniformSource(seededUniform(20261127));
    const [a, d] = [formulaDistribution("1d6"), formulaDistribution("1d4 + 2")];
    let attackerWins = 0;
    const sixes = { count: 0, of: 0 };
    const runs = 20_000;
    // Counted, then asserted once: an expect per round had been most of the test's time.
    const badRounds: string[] = [];
    for (let run = 0; run < runs; run++) {
      const rounds = drawAgainRounds(source, a, d);
      const [first, second] = must(rounds.at(-1));
      if (first === second || !rounds.slice(0, -1).every(([x, y]) => x === y)) badRounds.push(JSON.stringify(rounds));
      if (first > second) attackerWins++;
      for (const [x] of rounds) {
        sixes.of++;
        if (x === 6) sixes.count++;
      }
    }
    expect(badRounds).toEqual([]);
    const share = againByIteration(totals([6]), totals([4], 2));
    // Within four standard errors of the exact chances.
    expect(Math.abs(attackerWins / runs - share)).toBeLessThan(4 * Math.sqrt((share * (1 - share)) / runs));
    expect(Math.abs(sixes.count / sixes.of - 1 / 6)).toBeLessThan(4 * Math.sqrt(((1 / 6) * (5 / 6)) / sixes.of));
  });

  it("checks rounds from elsewhere: totals each formula can make, and exactly the rounds until one differs", () => {
    const [a, d] = [formulaDistribution("2d6"), formulaDistribution("1d6")];
    expect(
      checkAgainRounds(
        [
          [3, 3],
          [7, 2],
        ],
        a,
        d,
      ),
    ).toEqual([
      [3, 3],
      [7, 2],
    ]);
    expect(() => checkAgainRounds([[13, 2]], a, d)).toThrow("A total rolled again must be one 2d6 can make (got 13).");
    expect(() => checkAgainRounds([[1, 2]], a, d)).toThrow("A total rolled again must be one 2d6 can make (got 1).");
    expect(() => checkAgainRounds([[7, 0]], a, d)).toThrow("A total rolled again must be one 1d6 can make (got 0).");
    const rounds = (given: number) =>
      `A roll-off must run until one round differs, and no further (${given} rounds given).`;
    expect(() =>
      checkAgainRounds(
        [
          [7, 2],
          [4, 4],
        ],
        a,
        d,
      ),
    ).toThrow(rounds(2));
    expect(() => checkAgainRounds([[4, 4]], a, d)).toThrow(rounds(1));
    expect(() => checkAgainRounds([], a, d)).toThrow(rounds(0));
    expect(() => checkAgainRounds("[[7, 2]]", a, d)).toThrow(rounds(0));
  });
});
