import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CoinSide } from "../../../../src/core/random";
import {
  applyGift,
  giftNeedsDie,
  mayGive,
  recordGroupRoll,
  startGroupTest,
} from "../../../../src/rule-sets/klepto/core/group-test/group-test-state";
import { groupFinalScores, groupResult } from "../../../../src/rule-sets/klepto/core/group-test/group-test-scores";
import type { CritMethod } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import type { KleptoTestResult } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import type { Score } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import { compareScores } from "../../../../src/rule-sets/klepto/core/mechanics/score";
import { diceForLevel, netAdvantage } from "../../../../src/rule-sets/klepto/core/mechanics/advantage";
import { drawDice, judgeTest, rollTest } from "../../../../src/rule-sets/klepto/core/mechanics/roll-test";
import { isCriticalRoll } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import { judgeKleptoContest } from "../../../../src/rule-sets/klepto/core/mechanics/contest";
import { MAX_ADVANTAGE_LEVEL } from "../../../../src/rule-sets/klepto/core/mechanics/constants";
import { receivingRoom } from "../../../../src/rule-sets/klepto/core/mechanics/group-gifts";
import { seededSource } from "../../../../src/core/random";
import { must } from "../../../kit";

const coinSide = fc.constantFrom<CoinSide>("heads", "tails");
const method = fc.constantFrom<CritMethod>("coin", "d10ish");

/** A Score as any Test can make it: a crit or not, with any total. */
const score: fc.Arbitrary<Score> = fc.record({
  total: fc.integer({ min: -20, max: 30 }),
  crit: fc.constantFrom<Score["crit"]>(null, null, "success", "failure"),
});

/** A level, and faces and coins that fit it. */
const drawnTest = fc
  .record({ level: fc.integer({ min: -3, max: 3 }), modifier: fc.integer({ min: -5, max: 5 }), method })
  .chain(({ level, modifier, method }) => {
    const faces = method === "coin" ? 10 : 20;
    return fc
      .array(fc.integer({ min: 1, max: faces }), { minLength: diceForLevel(level), maxLength: diceForLevel(level) })
      .chain((dieFaces) =>
        fc
          .array(coinSide, {
            minLength: method === "coin" ? dieFaces.filter(isCriticalRoll).length : 0,
            maxLength: method === "coin" ? dieFaces.filter(isCriticalRoll).length : 0,
          })
          .map((coins) => ({ level, modifier, method, faces: dieFaces, coins })),
      );
  });

function optionsFor(level: number, modifier: number, method: CritMethod) {
  return { modifier, method, advantages: Math.max(0, level), disadvantages: Math.max(0, -level) };
}

describe("advantage levels (property)", () => {
  it("cancel one for one and cap the remainder at 3", () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), fc.nat(10), (advantages, disadvantages, both) => {
        const net = netAdvantage(advantages, disadvantages);
        expect(net).toBe(Math.max(-3, Math.min(3, advantages - disadvantages)));
        expect(netAdvantage(advantages + both, disadvantages + both)).toBe(net);
        expect(diceForLevel(net)).toBeLessThanOrEqual(1 + MAX_ADVANTAGE_LEVEL);
      }),
    );
  });
});

describe("crits under keep-high and keep-low (property)", () => {
  it("are resolved before keeping, so the kept die is the best or worst resolved value", () => {
    fc.assert(
      fc.property(drawnTest, ({ level, modifier, method, faces, coins }) => {
        const result = judgeTest(optionsFor(level, modifier, method), { faces, coins });
        const values = result.dice.map((die) => die.value);
        const kept = must(result.dice[result.keptIndex]);
        expect(kept.value).toBe(level < 0 ? Math.min(...values) : Math.max(...values));
        expect(result.total).toBe(kept.value + modifier);
        expect(result.crit).toBe(kept.crit);
        // With Advantage any Critical Success wins the keep; with Disadvantage any Critical Failure does.
        if (level >= 0 && result.dice.some((die) => die.crit === "success")) expect(result.crit).toBe("success");
        if (level < 0 && result.dice.some((die) => die.crit === "failure")) expect(result.crit).toBe("failure");
        // A Critical Failure is kept with Advantage only when every die is one.
        if (level > 0 && result.crit === "failure") expect(values.every((v) => v === 0)).toBe(true);
      }),
    );
  });

  it("rolls exactly the dice the level asks for, from any seed", () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(6), fc.nat(6), method, (seed, advantages, disadvantages, how) => {
        const result = rollTest(seededSource(seed), { advantages, disadvantages, method: how });
        expect(result.dice).toHaveLength(diceForLevel(netAdvantage(advantages, disadvantages)));
        expect(result.dice.every((die) => die.value >= 0 && die.value <= 10)).toBe(true);
      }),
    );
  });
});

describe("Contests (property)", () => {
  it("compareScores is antisymmetric and reflexive", () => {
    fc.assert(
      fc.property(score, score, (a, b) => {
        expect(compareScores(a, b)).toBe(-compareScores(b, a) || 0);
        expect(compareScores(a, a)).toBe(0);
      }),
    );
  });

  it("swapping the sides (and the tie coin) swaps the winner", () => {
    const other: Record<CoinSide, CoinSide> = { heads: "tails", tails: "heads" };
    fc.assert(
      fc.property(score, score, coinSide, (a, b, coin) => {
        const tie = compareScores(a, b) === 0;
        const forward = judgeKleptoContest(a, b, tie ? coin : null);
        const backward = judgeKleptoContest(b, a, tie ? other[coin] : null);
        expect(backward.winner).toBe(forward.winner === "a" ? "b" : "a");
      }),
    );
  });

  it("a Critical Success beats every plain Score and a Critical Failure loses to every one", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.integer({ min: -50, max: 50 }), (crit, other) => {
        expect(judgeKleptoContest({ total: crit, crit: "success" }, { total: other, crit: null }).winner).toBe("a");
        expect(judgeKleptoContest({ total: crit, crit: "failure" }, { total: other, crit: null }).winner).toBe("b");
      }),
    );
  });
});

describe("Group Tests (property)", () => {
  // The card's own state and scores (src/rule-sets/klepto/core/group-test/group-test-*.ts), the only Group Test
  // implementation.
  it("gifts never lower a Score, fill a receiver to A3 at most, and the group scores its lowest member", () => {
    const member = fc.record({ modifier: fc.integer({ min: -2, max: 4 }), level: fc.integer({ min: -3, max: 3 }) });
    fc.assert(
      fc.property(fc.integer(), fc.array(member, { minLength: 2, maxLength: 5 }), (seed, specs) => {
        const source = seededSource(seed);
        let state = startGroupTest({
          participants: specs.map(({ modifier, level }, i) => ({
            id: `m${i}`,
            actorUuid: null,
            name: `M${i}`,
            request: { ...optionsFor(level, modifier, "coin"), method: "coin" as const },
          })),
        });
        const rolls: Record<string, KleptoTestResult> = {};
        for (const p of state.participants) {
          rolls[p.id] = rollTest(source, p.request);
          state = recordGroupRoll(state, p.id, `roll-${p.id}`, must(rolls[p.id]));
        }
        // Each giver gives all it may to the next member, one Advantage at a time, while the card allows it.
        state.participants.forEach((giver, i) => {
          const to = must(state.participants[(i + 1) % state.participants.length]).id;
          while (mayGive(state, rolls, giver.id, to)) {
            const dice = giftNeedsDie(state, rolls, to) ? drawDice(source, "coin", 1) : undefined;
            state = applyGift(state, rolls, giver.id, to, dice);
          }
        });
        const finals = groupFinalScores(state, rolls);
        for (const m of finals) {
          expect(compareScores(must(m.final), must(rolls[m.id]))).toBeGreaterThanOrEqual(0);
          expect(must(rolls[m.id]).level + m.received).toBeLessThanOrEqual(MAX_ADVANTAGE_LEVEL);
          expect(m.received).toBeLessThanOrEqual(receivingRoom(must(rolls[m.id])));
        }
        const result = must(groupResult(state, rolls));
        expect(finals.every((m) => compareScores(result.score, must(m.final)) <= 0)).toBe(true);
        expect(must(finals.find((m) => m.id === result.lowestId)).final).toEqual(result.score);
      }),
    );
  });
});
