import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { checkNeedsAnotherDie, judgeCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeDifficulty } from "../../../../src/rule-sets/kaiser/core/mechanics/difficulty";
import { judgeOpposed } from "../../../../src/rule-sets/kaiser/core/mechanics/opposed";
import {
  judgeRollOff,
  opposedNeedsRollOff,
  rollOffContinues,
} from "../../../../src/rule-sets/kaiser/core/mechanics/roll-off";
import { keepFromPool, replaySequential } from "../../../../src/rule-sets/kaiser/core/mechanics/advantage";
import {
  type AdvantageMethod,
  type FumblePenaltySpec,
  type KaiserCheckRoll,
  type KaiserCheckSpec,
  type OpposedFumbleRule,
} from "../../../../src/rule-sets/kaiser/core/mechanics/types";
import {
  DEFAULT_FUMBLE_PENALTY,
  OPPOSED_FUMBLE_RULES,
} from "../../../../src/rule-sets/kaiser/core/mechanics/constants";
import { kaiserCheckOdds } from "../../../../src/rule-sets/kaiser/core/odds/check-odds";
import {
  kaiserComparedTotals,
  kaiserOpposedOdds,
  rollOffAttackerChance,
} from "../../../../src/rule-sets/kaiser/core/odds/opposed-odds";
import { kaiserDifficultyOdds } from "../../../../src/rule-sets/kaiser/core/odds/difficulty-odds";
import { kaiserKeptPairOdds, pairIndex } from "../../../../src/rule-sets/kaiser/core/odds/kept-pair";
import { kaiserOpenRollChain } from "../../../../src/rule-sets/kaiser/core/odds/open-roll-chain";
import { accumulate, enumerateFaces } from "./enumerate";
import { must } from "../../../kit";
import { cases, rowsTaken } from "../../../quick";

const EXACT = 1e-12;
const NETS = [-3, -2, -1, 0, 1, 2, 3];
const METHODS: AdvantageMethod[] = ["pool", "sequential"];

/** Every finished check (Open Roll chains followed `chainDepth` dice deep) with its probability. */
function enumerateChecks(spec: KaiserCheckSpec, chainDepth: number) {
  const leaves: Array<{ check: KaiserCheckRoll; p: number }> = [];
  const advantageDice = 2 + Math.abs(spec.advantage ?? 0);
  const unfinished = enumerateFaces(
    (faces) => checkNeedsAnotherDie(spec, faces),
    advantageDice + chainDepth,
    (faces, p) => leaves.push({ check: judgeCheck(spec, faces), p }),
  );
  return { leaves, unfinished };
}

describe("kept pair odds against every pool (6^n, n ≤ 5)", () => {
  it.each(NETS)("pool method, net %i", (net) => {
    const brute = new Float64Array(36);
    const n = 2 + Math.abs(net);
    enumerateFaces(
      (faces) => faces.length < n,
      n,
      (faces, p) => {
        const [i, j] = keepFromPool(faces, net);
        const a = must(faces[must(i)]);
        const b = must(faces[must(j)]);
        brute[pairIndex(Math.min(a, b), Math.max(a, b))]! += p;
      },
    );
    const exact = kaiserKeptPairOdds(net, "pool");
    for (let slot = 0; slot < 36; slot++) expect(exact[slot]).toBeCloseTo(must(brute[slot]), 12);
  });

  it.each(NETS)("sequential method, net %i", (net) => {
    const brute = new Float64Array(36);
    enumerateFaces(
      (faces) => !replaySequential(faces, net).complete,
      2 + Math.abs(net),
      (faces, p) => {
        const [i, j] = replaySequential(faces, net).keptIndices;
        const a = must(faces[must(i)]);
        const b = must(faces[must(j)]);
        brute[pairIndex(Math.min(a, b), Math.max(a, b))]! += p;
      },
    );
    const exact = kaiserKeptPairOdds(net, "sequential");
    for (let slot = 0; slot < 36; slot++) expect(Math.abs(must(exact[slot]) - must(brute[slot]))).toBeLessThan(EXACT);
  });

  it("the methods keep different pairs but share the Fumble and Open Roll chances at every level", () => {
    // The text warns of "modified Fumble chances" with the sequential method. Exactly: a 1 in the pair is
    // never rerolled under disadvantage (and a 6 never under advantage), so both methods reach double 1 /
    // double 6 on exactly the same dice — the chances are modified against a plain 2d6, not between methods.
    const fumble = pairIndex(1, 1);
    const open = pairIndex(6, 6);
    for (const net of [-5, -4, -3, -2, -1, 1, 2, 3, 4, 5]) {
      const pool = kaiserKeptPairOdds(net, "pool");
      const sequential = kaiserKeptPairOdds(net, "sequential");
      expect(Math.abs(must(pool[fumble]) - must(sequential[fumble]))).toBeLessThan(EXACT);
      expect(Math.abs(must(pool[open]) - must(sequential[open]))).toBeLessThan(EXACT);
      const apart = pool.reduce((sum, p, slot) => sum + Math.abs(p - must(sequential[slot])), 0);
      expect(apart).toBeGreaterThan(0.01);
    }
    // D2 by hand, sequential: double 1 at once; one 1 then a 1 in two rerolls; no 1 then two 1s.
    expect(kaiserKeptPairOdds(-2, "pool")[fumble]).toBeCloseTo(171 / 1296, 14);
    expect(kaiserKeptPairOdds(-2, "sequential")[fumble]).toBeCloseTo(
      1 / 36 + (10 / 36) * (1 / 6) + (10 / 36) * (5 / 6) * (1 / 6) + (25 / 36) * (1 / 36),
      14,
    );
  });

  it("every table holds exactly probability 1, for levels −5…+5 and out to the limit of ±20", () => {
    for (const method of METHODS) {
      for (const net of [-20, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 20]) {
        const table = kaiserKeptPairOdds(net, method);
        expect(table.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        for (let low = 1; low <= 6; low++) {
          for (let high = 1; high < low; high++) expect(table[pairIndex(low, high)]).toBe(0);
        }
      }
    }
  });

  it("refuses a level that is not a whole number", () => {
    expect(() => kaiserKeptPairOdds(1.5)).toThrow(IndieDiceError);
  });
});

describe("Open Roll chain", () => {
  it("holds (1/6)^(k+1) at 6k + r and cuts below 1e-12", () => {
    const chain = kaiserOpenRollChain();
    expect(chain.p(3)).toBeCloseTo(1 / 6, 15);
    expect(chain.p(6)).toBe(0);
    expect(chain.p(6 * 3 + 2)).toBeCloseTo(1 / 6 ** 4, 15);
    expect(chain.cutMass).toBeGreaterThan(0);
    expect(chain.cutMass).toBeLessThan(EXACT);
    expect(chain.mass + chain.cutMass).toBeCloseTo(1, 15);
  });
});

describe("check odds against brute force (every pool, chains 3 dice deep)", () => {
  const cases: KaiserCheckSpec[] = [
    { kind: "characteristic", bonus: 2 },
    ...NETS.flatMap((advantage) =>
      METHODS.flatMap((method) => [
        { kind: "skill" as const, bonus: 1, advantage, method },
        { kind: "resistance" as const, bonus: -1, advantage, method },
      ]),
    ),
  ];

  // `npm test`: each advantage under one of the two methods, alternating (both in the full run).
  const poolsFirst = (i: number) => (i - 1) % 4 < 2 === (Math.floor((i - 1) / 4) % 2 === 0);
  it.each(rowsTaken(cases, (_, i) => i === 0 || poolsFirst(i)))("%j", (spec) => {
    const depth = 3;
    const { leaves, unfinished } = enumerateChecks(spec, depth);
    const totals = new Map<number, number>();
    let fumble = 0;
    let openRoll = 0;
    for (const { check, p } of leaves) {
      if (check.fumble) fumble += p;
      else accumulate(totals, check.total, p);
      if (check.openRoll) openRoll += p;
    }
    const exact = kaiserCheckOdds(spec);
    expect(Math.abs(exact.pFumble - fumble)).toBeLessThan(EXACT);
    // Chains still going after `depth` dice are all sixes so far: they only reach totals above this.
    const reach = spec.bonus + 12 + 6 * depth;
    for (let total = exact.totals.min; total <= reach; total++) {
      expect(Math.abs(exact.totals.p(total) - (totals.get(total) ?? 0))).toBeLessThan(EXACT);
    }
    // The sequential method may stop early and follow a chain deeper than `depth`: count those too.
    let beyond = unfinished;
    for (const [total, p] of totals) if (total > reach) beyond += p;
    expect(Math.abs(exact.totals.greaterThan(reach) + exact.cutMass - beyond)).toBeLessThan(EXACT);
    // Open Rolls not followed to their end were Open Rolls all the same.
    expect(Math.abs(exact.pOpenRoll - openRoll - unfinished)).toBeLessThan(EXACT);
  });

  it("characteristic and resistance checks never fumble or open", () => {
    for (const spec of [
      { kind: "characteristic", bonus: 0 },
      { kind: "resistance", bonus: 0, advantage: 3 },
    ] as const) {
      const odds = kaiserCheckOdds(spec);
      expect(odds.pFumble).toBe(0);
      expect(odds.pOpenRoll).toBe(0);
      expect(odds.fumbleTotal).toBeNull();
      expect(odds.cutMass).toBe(0);
    }
  });
});

describe("difficulty odds against brute force", () => {
  it.each([
    [{ kind: "skill", bonus: 3 }, 10],
    [{ kind: "skill", bonus: 9, advantage: -2 }, 8],
    [{ kind: "skill", bonus: 0, advantage: 2, method: "sequential" }, 14],
    [{ kind: "resistance", bonus: 2, advantage: 1 }, 9],
    [{ kind: "characteristic", bonus: 4 }, 7],
    [{ kind: "skill", bonus: 2 }, 30],
  ] as Array<[KaiserCheckSpec, number]>)("%j against %i", (spec, difficulty) => {
    const depth = 3;
    const { leaves, unfinished } = enumerateChecks(spec, depth);
    const degrees = new Map<number, number>();
    let success = 0;
    let expectedDoS = 0;
    for (const { check, p } of leaves) {
      const result = judgeDifficulty(check, difficulty, check.fumble ? [1, 1] : []);
      accumulate(degrees, result.success ? result.dos : -result.dof, p);
      if (result.success) {
        success += p;
        expectedDoS += result.dos * p;
      }
    }
    const exact = kaiserDifficultyOdds(spec, difficulty);
    // The unfollowed chains are successes of at least this many degrees.
    const reach = spec.bonus + 12 + 6 * depth - difficulty;
    for (let degree = exact.degrees.min; degree <= reach; degree++) {
      expect(Math.abs(exact.degrees.p(degree) - (degrees.get(degree) ?? 0))).toBeLessThan(EXACT);
    }
    expect(Math.abs(exact.pSuccess - success - unfinished)).toBeLessThan(EXACT + exact.cutMass);
    expect(exact.pSuccess + exact.pFailure + exact.cutMass).toBeCloseTo(1, 12);
    if (unfinished === 0) expect(exact.expectedDoS).toBeCloseTo(expectedDoS, 12);
  });

  it("a skill check at 2d6 + 3 against 10: 21/36 succeed, one in 36 fumbles", () => {
    const odds = kaiserDifficultyOdds({ kind: "skill", bonus: 3 }, 10);
    expect(odds.pSuccess).toBeCloseTo(21 / 36, 12);
    expect(odds.pFumble).toBeCloseTo(1 / 36, 15);
    expect(odds.pOpenRoll).toBeCloseTo(1 / 36, 15);
    // A fumble at 1 + 1 + 3 = 5 against 10 fails by 5.
    expect(odds.degrees.p(-5)).toBeCloseTo(1 / 36, 15);
    expect(odds.totals.p(5)).toBe(0);
  });

  it("expected DoS, overall and on success", () => {
    // 1d6 + 4 against 7: totals 5..10 → DoS 1 (7), 1 (8), 2 (9), 3 (10).
    const odds = kaiserDifficultyOdds({ kind: "characteristic", bonus: 4 }, 7);
    expect(odds.expectedDoS).toBeCloseTo((1 + 1 + 2 + 3) / 6, 14);
    expect(odds.expectedDoSOnSuccess).toBeCloseTo(7 / 4, 14);
    const hopeless = kaiserDifficultyOdds({ kind: "characteristic", bonus: 0 }, 20);
    expect(hopeless.pSuccess).toBe(0);
    expect(hopeless.expectedDoSOnSuccess).toBe(0);
  });

  it("a fumble whose total would beat the difficulty still counts one DoF", () => {
    const odds = kaiserDifficultyOdds({ kind: "skill", bonus: 10 }, 5);
    expect(odds.pFailure).toBeCloseTo(1 / 36, 15);
    expect(odds.degrees.p(-1)).toBeCloseTo(1 / 36, 15);
  });

  it("refuses a difficulty that is not a whole number", () => {
    expect(() => kaiserDifficultyOdds({ kind: "skill", bonus: 0 }, 7.5)).toThrow(IndieDiceError);
  });
});

describe("opposed odds against brute force", () => {
  const penaltySmall: FumblePenaltySpec = { number: 1, faces: 3, bonus: 1 };

  /** Every attacker check × defender check × penalty faces, judged by the mechanic as an Attack (ties apart). */
  function bruteOpposed(
    attacker: KaiserCheckSpec,
    defender: KaiserCheckSpec,
    penalty: FumblePenaltySpec,
    fumbleRule: OpposedFumbleRule = "loses",
  ) {
    const depth = 2;
    const a = enumerateChecks(attacker, depth);
    const d = enumerateChecks(defender, depth);
    const penalties: Array<{ faces: number[]; p: number }> = [];
    const walk = (faces: number[], p: number): void => {
      if (faces.length === penalty.number) {
        penalties.push({ faces, p });
        return;
      }
      for (let f = 1; f <= penalty.faces; f++) walk([...faces, f], p / penalty.faces);
    };
    walk([], 1);
    const options = (check: KaiserCheckRoll) => (check.fumble ? penalties : [{ faces: [], p: 1 }]);
    const shares = { higher: 0, lower: 0, tie: 0 };
    for (const left of a.leaves) {
      for (const right of d.leaves) {
        for (const lp of options(left.check)) {
          for (const rp of options(right.check)) {
            const p = left.p * right.p * lp.p * rp.p;
            const result = judgeOpposed(
              left.check,
              right.check,
              { attack: true, fumblePenalty: penalty, fumbleRule },
              {
                attackerPenalty: lp.faces,
                defenderPenalty: rp.faces,
              },
            );
            if (result.winner === "attacker") shares.higher += p;
            else if (result.winner === "defender") shares.lower += p;
            else shares.tie += p;
          }
        }
      }
    }
    return { ...shares, unfinished: a.unfinished + d.unfinished };
  }

  const opposedCases = [
    [{ kind: "skill", bonus: 2 }, { kind: "skill", bonus: 3, advantage: 1 }, penaltySmall],
    [
      { kind: "skill", bonus: 8, advantage: -1 },
      { kind: "skill", bonus: 1 },
      { number: 2, faces: 6, bonus: 0 },
    ],
    [
      { kind: "characteristic", bonus: 5 },
      { kind: "skill", bonus: 0, advantage: 1, method: "sequential" },
      penaltySmall,
    ],
    [
      { kind: "skill", bonus: 1 },
      { kind: "resistance", bonus: 1 },
      { number: 0, faces: 6, bonus: 4 },
    ],
    // Both sides may fumble; the skills are far enough apart that a fumbled total can still beat a good roll.
    [{ kind: "skill", bonus: 14, advantage: -2 }, { kind: "skill", bonus: 2, advantage: -1 }, penaltySmall],
  ] as Array<[KaiserCheckSpec, KaiserCheckSpec, FumblePenaltySpec]>;

  describe.each(OPPOSED_FUMBLE_RULES.map((rule, index) => [rule, index] as const))(
    "a Fumble read as %s",
    (fumbleRule, r) => {
      // In `npm test` each reading takes every other case, the two readings between them every case once.
      it.each(rowsTaken(opposedCases, (_, i) => (i + r) % 2 === 0))("%j vs %j (penalty %j)", (a, d, pen) => {
        const brute = bruteOpposed(a, d, pen, fumbleRule);
        const exact = kaiserOpposedOdds(a, d, pen, fumbleRule);
        // Unfollowed Open Rolls can only raise a side: bound the error by their mass.
        const slack = brute.unfinished + EXACT;
        expect(Math.abs(exact.attack.attacker - brute.higher)).toBeLessThan(slack);
        expect(Math.abs(exact.attack.defender - brute.lower)).toBeLessThan(slack);
        expect(Math.abs(exact.pTie - brute.tie)).toBeLessThan(slack);
        expect(exact.attack).toEqual({
          attacker: exact.pAttackerHigher + exact.pDefenderFumbleLoss,
          defender: exact.pDefenderHigher + exact.pAttackerFumbleLoss,
          neither: exact.pTie,
        });
        expect(exact.fumbleRule).toBe(fumbleRule);
      });
    },
  );

  it("with no Open Roll possible the match is exact (characteristic vs resistance)", () => {
    const a = { kind: "characteristic", bonus: 6 } as const;
    const d = { kind: "resistance", bonus: 1, advantage: -1 } as const;
    const brute = bruteOpposed(a, d, penaltySmall);
    const exact = kaiserOpposedOdds(a, d);
    expect(brute.unfinished).toBe(0);
    expect(Math.abs(exact.pAttackerHigher - brute.higher)).toBeLessThan(EXACT);
    expect(Math.abs(exact.pTie - brute.tie)).toBeLessThan(EXACT);
    expect(exact.cutMass).toBeLessThan(1e-15);
  });

  it(
    "a lone Fumble loses by default: " +
      "the fumbler's chance is its skill's, less every lone Fumble (docs/rulings.md)",
    () => {
      // Skill 20 against skill 0, penalty 2d6: a fumbled 20 still keeps 8 to 18, enough to beat most of the
      // defender's rolls when compared, but under the ruling a lone Fumble is an immediate failure.
      const a = { kind: "skill", bonus: 20 } as const;
      const d = { kind: "skill", bonus: 0 } as const;
      const loses = kaiserOpposedOdds(a, d);
      const compared = kaiserOpposedOdds(a, d, DEFAULT_FUMBLE_PENALTY, "compared");
      const pFumble = 1 / 36;
      expect(loses.fumbleRule).toBe("loses");
      expect(loses.pAttackerFumbleLoss).toBeCloseTo(pFumble * (1 - pFumble), 14);
      expect(loses.pDefenderFumbleLoss).toBeCloseTo(pFumble * (1 - pFumble), 14);
      expect(compared.pAttackerFumbleLoss).toBe(0);
      expect(compared.pDefenderFumbleLoss).toBe(0);
      // Every lone Fumble of the attacker is the defender's, and the compared reading gives some of them back.
      expect(loses.defenderTakesTies.defender).toBeGreaterThanOrEqual(loses.pAttackerFumbleLoss);
      expect(compared.defenderTakesTies.defender).toBeLessThan(loses.defenderTakesTies.defender);
      expect(loses.defenderTakesTies.attacker + loses.defenderTakesTies.defender).toBeCloseTo(1 - loses.cutMass, 12);
    },
  );

  it("refuses an unknown reading of a Fumble", () => {
    expect(() =>
      kaiserOpposedOdds(
        { kind: "skill", bonus: 1 },
        { kind: "skill", bonus: 1 },
        DEFAULT_FUMBLE_PENALTY,
        "wins" as OpposedFumbleRule,
      ),
    ).toThrow(IndieDiceError);
  });

  it("the fumble branch compares max(0, skill − penalty)", () => {
    const totals = kaiserComparedTotals({ kind: "skill", bonus: 3 });
    // A fumble (1/36) with 2d6 penalty ≥ 3 always (35/36 of 2d6 ≥ 3, and 2 leaves 1): floor at 0.
    expect(totals.p(0)).toBeCloseTo((1 / 36) * (35 / 36), 14);
    expect(totals.p(1)).toBeCloseTo((1 / 36) * (1 / 36), 14);
    expect(() => kaiserComparedTotals({ kind: "skill", bonus: 0 }, { number: 1, faces: 0, bonus: 0 })).toThrow(
      IndieDiceError,
    );
  });

  it("a roll-off splits ties by the closed form, which matches the enumerated roll-offs", () => {
    for (const rounds of [1, 2, 3, 4]) {
      let attacker = 0;
      const continues = (faces: readonly number[]) => faces.length < 2 * rounds && rollOffContinues(faces);
      enumerateFaces(continues, 2 * rounds, (faces, p) => {
        const last = faces.length - 2;
        if (must(faces[last]) > must(faces[last + 1])) attacker += p;
      });
      expect(Math.abs(rollOffAttackerChance(rounds) - attacker)).toBeLessThan(EXACT);
    }
    expect(rollOffAttackerChance()).toBe(0.5);
    expect(judgeRollOff([4, 4, 5, 2]).winner).toBe("attacker");
  });

  it("the tie rules share the same whole, and agree away from ties", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 12 }),
        fc.integer({ min: -3, max: 12 }),
        fc.integer({ min: -5, max: 5 }),
        fc.constantFrom<AdvantageMethod>("pool", "sequential"),
        (attackBonus, defendBonus, advantage, method) => {
          const odds = kaiserOpposedOdds(
            { kind: "skill", bonus: attackBonus, advantage, method },
            { kind: "skill", bonus: defendBonus },
          );
          const whole = 1 - odds.cutMass;
          expect(odds.defenderTakesTies.attacker + odds.defenderTakesTies.defender).toBeCloseTo(whole, 12);
          expect(odds.rollOff.attacker + odds.rollOff.defender).toBeCloseTo(whole, 12);
          expect(odds.attack.attacker + odds.attack.defender + odds.attack.neither).toBeCloseTo(whole, 12);
          expect(odds.rollOff.attacker - odds.defenderTakesTies.attacker).toBeCloseTo(odds.pTie / 2, 12);
          expect(odds.cutMass).toBeLessThan(1e-12);
        },
      ),
      { numRuns: 60 },
    );
    expect(opposedNeedsRollOff(3, 3, "roll-off", false)).toBe(true);
  });
});

describe("odds properties", () => {
  it("every distribution holds 1 − cut, and more advantage never lowers P(success)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 4 }),
        fc.constantFrom<AdvantageMethod>("pool", "sequential"),
        fc.integer({ min: -5, max: 15 }),
        fc.integer({ min: 0, max: 30 }),
        (advantage, method, bonus, difficulty) => {
          const spec = { kind: "skill", bonus, advantage, method } as const;
          const odds = kaiserDifficultyOdds(spec, difficulty);
          expect(odds.degrees.mass + odds.cutMass).toBeCloseTo(1, 12);
          expect(odds.totals.mass + odds.pFumble + odds.cutMass).toBeCloseTo(1, 12);
          expect(odds.cutMass).toBeLessThan(EXACT);
          expect(odds.degrees.p(0)).toBe(0);
          const better = kaiserDifficultyOdds({ ...spec, advantage: advantage + 1 }, difficulty);
          expect(better.pSuccess).toBeGreaterThanOrEqual(odds.pSuccess - 1e-12);
        },
      ),
      { numRuns: cases(200, 40) },
    );
  });
});
