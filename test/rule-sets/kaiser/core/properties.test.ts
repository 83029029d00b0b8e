import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkNeedsAnotherDie, judgeCheck, rollCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/check";
import { judgeDifficulty, rollDifficultyCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/difficulty";
import { judgeOpposed, rollOpposedCheck } from "../../../../src/rule-sets/kaiser/core/mechanics/opposed";
import { sequentialPairIsFinal } from "../../../../src/rule-sets/kaiser/core/mechanics/advantage";
import { type KaiserCheckSpec } from "../../../../src/rule-sets/kaiser/core/mechanics/types";
import { seededSource } from "../../../../src/core/random";
import { must } from "../../../kit";

const sum = (faces: readonly number[]) => faces.reduce((a, b) => a + b, 0);
const face = fc.integer({ min: 1, max: 6 });

/** Any valid check spec: characteristic checks take no advantage. */
const specArb: fc.Arbitrary<KaiserCheckSpec> = fc.oneof(
  fc.record({ kind: fc.constant("characteristic" as const), bonus: fc.integer({ min: -5, max: 15 }) }),
  fc.record({
    kind: fc.constantFrom("skill" as const, "resistance" as const),
    bonus: fc.integer({ min: -5, max: 15 }),
    advantage: fc.integer({ min: -6, max: 6 }),
    method: fc.constantFrom("pool" as const, "sequential" as const),
  }),
);

describe("Kaiser properties", () => {
  it("the pool keeps the best two with advantage and the worst two with disadvantage", () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 6 }), fc.array(face, { minLength: 8, maxLength: 8 }), (net, bag) => {
        const pool = bag.slice(0, 2 + Math.abs(net));
        const check = judgeCheck({ kind: "resistance", bonus: 0, advantage: net }, pool);
        const sorted = [...pool].sort((a, b) => (net < 0 ? a - b : b - a));
        expect([...check.kept].sort()).toEqual(sorted.slice(0, 2).sort());
        expect([...check.kept, ...check.dropped].sort()).toEqual([...pool].sort());
        expect(check.keptIndices.map((i) => pool[i])).toEqual(check.kept);
      }),
    );
  });

  it("total = kept dice + Open Roll dice + bonus, and the faces are the dice then the chain", () => {
    fc.assert(
      fc.property(specArb, fc.integer({ min: 0, max: 2 ** 31 }), (spec, seed) => {
        const check = rollCheck(seededSource(seed), spec);
        expect(check.total).toBe(sum(check.kept) + sum(check.openRollDice) + spec.bonus);
        expect(check.faces).toEqual([...check.dice, ...check.openRollDice]);
      }),
    );
  });

  it("roll and judge agree, and the step predicate asks for exactly the dice the roll drew", () => {
    fc.assert(
      fc.property(specArb, fc.integer({ min: 0, max: 2 ** 31 }), (spec, seed) => {
        const check = rollCheck(seededSource(seed), spec);
        expect(judgeCheck(spec, check.faces)).toEqual(check);
        for (let n = 0; n < check.faces.length; n++) {
          expect(checkNeedsAnotherDie(spec, check.faces.slice(0, n))).toBe(true);
        }
        expect(checkNeedsAnotherDie(spec, check.faces)).toBe(false);
      }),
    );
  });

  it("no Open Roll or Fumble outside skill checks; on skill checks exactly on double 6 / double 1", () => {
    fc.assert(
      fc.property(specArb, fc.integer({ min: 0, max: 2 ** 31 }), (spec, seed) => {
        const check = rollCheck(seededSource(seed), spec);
        const isSkill = spec.kind === "skill";
        expect(check.openRoll).toBe(isSkill && check.kept.join() === "6,6");
        expect(check.fumble).toBe(isSkill && check.kept.join() === "1,1");
        if (!check.openRoll) expect(check.openRollDice).toEqual([]);
        expect(check.kept).toHaveLength(spec.kind === "characteristic" ? 1 : 2);
      }),
    );
  });

  it("the sequential method rerolls at most |net| times, and fewer only once the pair is final", () => {
    fc.assert(
      fc.property(fc.integer({ min: -6, max: 6 }), fc.integer({ min: 0, max: 2 ** 31 }), (net, seed) => {
        const spec = { kind: "resistance", bonus: 0, advantage: net, method: "sequential" } as const;
        const check = rollCheck(seededSource(seed), spec);
        const rerolls = check.dice.length - 2;
        expect(rerolls).toBeLessThanOrEqual(Math.abs(net));
        if (rerolls < Math.abs(net))
          expect(sequentialPairIsFinal(must(check.kept[0]), must(check.kept[1]), net)).toBe(true);
        // The die that is never rerolled only ever improves (or stays) in the kept pair.
        const keptBest = net >= 0 ? Math.max(...check.kept) : Math.min(...check.kept);
        const firstBest = net >= 0 ? Math.max(...check.dice.slice(0, 2)) : Math.min(...check.dice.slice(0, 2));
        expect(net >= 0 ? keptBest >= firstBest : keptBest <= firstBest).toBe(true);
      }),
    );
  });

  it("difficulty: DoS ≥ 1 on success, a Fumble always fails, DoD is the DoS or DoF", () => {
    fc.assert(
      fc.property(specArb, fc.integer({ min: -5, max: 30 }), fc.nat(), (spec, dc, seed) => {
        const result = rollDifficultyCheck(seededSource(seed), spec, dc);
        expect(result.success).toBe(!result.check.fumble && result.check.total >= dc);
        if (result.success) {
          expect(result.dos).toBeGreaterThanOrEqual(1);
          expect(result.dos).toBe(Math.max(1, result.check.total - dc));
          expect(result.dod).toBe(result.dos);
        } else {
          expect(result.dof).toBeGreaterThanOrEqual(1);
          expect(result.dod).toBe(result.dof);
        }
        if (result.check.fumble) {
          expect(result.success).toBe(false);
          expect(result.fumbleLevel).toBe(sum(result.fumbleLevelFaces));
        } else {
          expect(result.fumbleLevel).toBeNull();
        }
        expect(judgeDifficulty(result.check, dc, result.fumbleLevelFaces)).toEqual(result);
      }),
    );
  });

  it("opposed: a lone Fumble loses (by default), else the winner follows the totals and the tie rules", () => {
    fc.assert(
      fc.property(
        specArb,
        specArb,
        fc.constantFrom("defender" as const, "roll-off" as const),
        fc.boolean(),
        fc.constantFrom("loses" as const, "compared" as const),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (attackerSpec, defenderSpec, tieRule, attack, fumbleRule, seed) => {
          const options = { tieRule, attack, fumbleRule };
          const result = rollOpposedCheck(seededSource(seed), attackerSpec, defenderSpec, options);
          const a = result.attacker.total;
          const d = result.defender.total;
          for (const side of [result.attacker, result.defender]) {
            expect(side.total).toBe(
              side.check.fumble ? Math.max(0, side.check.bonus - must(side.penalty)) : side.check.total,
            );
            if (side.check.fumble) expect(side.total).toBeGreaterThanOrEqual(0);
          }
          const loneFumble = fumbleRule === "loses" && result.attacker.check.fumble !== result.defender.check.fumble;
          if (loneFumble) {
            expect(result.winner).toBe(result.attacker.check.fumble ? "defender" : "attacker");
          } else {
            if (a > d) expect(result.winner).toBe("attacker");
            if (a < d) expect(result.winner).toBe("defender");
            if (a === d) {
              const expected = attack ? "neither" : tieRule === "roll-off" ? must(result.rollOff).winner : "defender";
              expect(result.winner).toBe(expected);
            }
          }
          expect(result.tie).toBe(!loneFumble && a === d);
          expect(result.rollOff !== null).toBe(result.tie && tieRule === "roll-off" && !attack);
          expect(result.counterAllowed).toBe(attack && result.winner === "defender");
          const [winning, losing] = result.winner === "attacker" ? [a, d] : [d, a];
          expect(result.dod).toBe(result.winner === "neither" ? 0 : Math.max(1, winning - losing));
          const again = judgeOpposed(result.attacker.check, result.defender.check, options, {
            attackerPenalty: result.attacker.penaltyFaces,
            defenderPenalty: result.defender.penaltyFaces,
            rollOff: result.rollOff?.faces ?? [],
          });
          expect(again).toEqual(result);
        },
      ),
    );
  });
});
