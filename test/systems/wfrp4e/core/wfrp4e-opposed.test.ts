/**
 * WFRP 4e's opposed test (src/systems/wfrp4e/core/wfrp4e-opposed.ts), each figure counted here over both d100s, the
 * 10,000 pairs, by a copy written from the system's code at 9.6.4 (32897839), never by the engine:
 * test-wfrp4e.js `computeResult` (:257-396, its SL as a string: "+3", "-0") and opposed-test.js:166-172
 * (`parseInt` of each SL; the attacker wins on a higher SL, or the same SL and a higher target).
 */
import { describe, expect, it } from "vitest";
import {
  wfrp4eDefenceChance,
  wfrp4eOpposedChance,
  type Wfrp4eSideQuestion,
} from "../../../../src/systems/wfrp4e/core/wfrp4e-opposed";

interface Side {
  target: number;
  slMethod?: string;
  slBonus?: number;
  successBonus?: number;
  sizeModifier?: number;
}

/** test-wfrp4e.js computeResult, as written there (automaticSuccess 5, automaticFailure 96, testAbove100 off). */
function cardOf(roll: number, side: Side): { SL: string; outcome: string } {
  const { target } = side;
  const slBonus = side.slBonus ?? 0;
  let baseSL = Math.floor(target / 10) - Math.floor(roll / 10);
  if (side.slMethod === "dos") baseSL = Math.floor(Math.abs(target - roll) / 10) * (target - roll < 0 ? -1 : 1);
  let SL: number | string = baseSL + slBonus;
  if (roll >= 96 || (roll > target && roll > 5)) {
    if (roll >= 96 && SL > -1) SL = -1;
    if (SL > 0) SL = "+" + SL.toString();
    if (SL == 0) SL = "-" + SL.toString();
    return { SL: String(SL), outcome: "failure" };
  }
  if (side.slMethod === "fast") SL = (String(roll).length === 2 ? Number(String(roll)[0]) : 0) + slBonus;
  SL += side.successBonus ?? 0;
  if (roll <= 5 && SL < 1) SL = 1;
  if (side.sizeModifier && roll > target - side.sizeModifier) SL = 0;
  return { SL: SL >= 0 ? "+" + SL.toString() : String(SL), outcome: "success" };
}

/** opposed-test.js:166-172. */
function attackerWins(attacker: Side, a: number, defender: Side, d: number): boolean {
  const attackerSL = parseInt(cardOf(a, attacker).SL);
  const defenderSL = parseInt(cardOf(d, defender).SL);
  return attackerSL > defenderSL || (attackerSL === defenderSL && attacker.target > defender.target);
}

/** Of the 10,000 pairs, the attacker's wins (a failed ranged attack opposes nothing: opposed-handler.js:138-142). */
function countWins(attacker: Side, defender: Side, ranged = false): number {
  let wins = 0;
  for (let a = 1; a <= 100; a += 1) {
    if (ranged && cardOf(a, attacker).outcome === "failure") continue;
    for (let d = 1; d <= 100; d += 1) if (attackerWins(attacker, a, defender, d)) wins += 1;
  }
  return wins;
}

const question = (side: Side): Wfrp4eSideQuestion => ({
  target: side.target,
  automaticSuccess: 5,
  automaticFailure: 96,
  criticals: false,
  sl: {
    slMethod: side.slMethod ?? "default",
    testAbove100: false,
    slBonus: side.slBonus ?? 0,
    successBonus: side.successBonus ?? 0,
  },
  sizeModifier: side.sizeModifier ?? 0,
});

const chance = (attacker: Side, defender: Side, ranged = false): number =>
  wfrp4eOpposedChance(question(attacker), question(defender), ranged);

describe("WFRP 4e's opposed test, before either side rolls", () => {
  it("WS 45 against WS 35, default SL: the attacker wins 6,391 of the 10,000 pairs (63.9%)", () => {
    const wins = countWins({ target: 45 }, { target: 35 });
    expect(wins).toBe(6391);
    expect(chance({ target: 45 }, { target: 35 })).toBeCloseTo(wins / 10_000, 12);
  });

  it(
    "the defender holds a tie of SL and target: 40 against " +
      "40 is 45.1%, not half (the equal SLs, 9.8%, are all hers)",
    () => {
      const wins = countWins({ target: 40 }, { target: 40 });
      expect(wins).toBe(4509);
      expect(chance({ target: 40 }, { target: 40 })).toBeCloseTo(wins / 10_000, 12);
    },
  );

  it("35 against 45, as the pairs count", () => {
    expect(chance({ target: 35 }, { target: 45 })).toBeCloseTo(countWins({ target: 35 }, { target: 45 }) / 1e4, 12);
  });

  it("a ranged attack wins only where its own test passes: BS 45 against Dodge 35", () => {
    const wins = countWins({ target: 45 }, { target: 35 }, true);
    expect(wins).toBeLessThan(countWins({ target: 45 }, { target: 35 }));
    expect(chance({ target: 45 }, { target: 35 }, true)).toBeCloseTo(wins / 10_000, 12);
  });

  it("with the SL bonuses, Degrees of Success, Fast SL and a size modifier, each as the code counts it", () => {
    const cases: [Side, Side][] = [
      [
        { target: 45, slBonus: 1 },
        { target: 50, successBonus: 2 },
      ],
      [
        { target: 45, slMethod: "dos" },
        { target: 38, slMethod: "dos" },
      ],
      [
        { target: 62, slMethod: "fast" },
        { target: 48, slMethod: "fast", slBonus: -2 },
      ],
      [{ target: 50, sizeModifier: 10 }, { target: 41 }],
      [{ target: 12, sizeModifier: 20 }, { target: 3 }],
    ];
    for (const [attacker, defender] of cases)
      expect(chance(attacker, defender)).toBeCloseTo(countWins(attacker, defender) / 10_000, 12);
  });
});

describe("WFRP 4e's opposed test, the attacker having rolled", () => {
  /** Of the defender's 100 faces, those that beat the attacker's roll a. */
  const beating = (attacker: Side, a: number, defender: Side): number =>
    Array.from({ length: 100 }, (_, index) => index + 1).filter((d) => !attackerWins(attacker, a, defender, d)).length;
  const rolled = (attacker: Side, a: number) => ({ sl: parseInt(cardOf(a, attacker).SL), target: attacker.target });

  it(
    "WS 45 rolled 23 (SL +2): a defender at 35 beats it on " +
      "1–9 (SL +3); her SL +2 on 10–19 ties and loses, 35 < 45",
    () => {
      expect(beating({ target: 45 }, 23, { target: 35 })).toBe(9);
      expect(wfrp4eDefenceChance(rolled({ target: 45 }, 23), question({ target: 35 }))).toBeCloseTo(0.09, 12);
    },
  );

  it(
    "a tie goes to the defender with the higher or equal " +
      "target: WS 35 rolled 23 (SL +1) against 45: 1–39 (SL +1 or more)",
    () => {
      expect(beating({ target: 35 }, 23, { target: 45 })).toBe(39);
      expect(wfrp4eDefenceChance(rolled({ target: 35 }, 23), question({ target: 45 }))).toBeCloseTo(0.39, 12);
    },
  );

  it("every attacker's roll of a WS 45 against a defender at 35 with +1 SL, as the 100 faces count", () => {
    for (let a = 1; a <= 100; a += 1) {
      const expected = beating({ target: 45 }, a, { target: 35, slBonus: 1 }) / 100;
      expect(wfrp4eDefenceChance(rolled({ target: 45 }, a), question({ target: 35, slBonus: 1 }))).toBeCloseTo(
        expected,
        12,
      );
    }
  });
});
