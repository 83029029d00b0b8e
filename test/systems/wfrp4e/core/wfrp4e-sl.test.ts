/**
 * WFRP 4e's Success Levels before the roll (src/systems/wfrp4e/core/wfrp4e-sl.ts, docs/systems-wfrp4e.md "Success
 * Levels"). The oracle below is test-wfrp4e.js `computeResult` (9.6.4, 32897839, :191-345) written again, step by
 * step with its strings ("+n", "-0"), for one roll; each figure is that oracle run over the 100 faces, and the worked
 * examples are also counted by hand in each test's name.
 */
import { describe, expect, it } from "vitest";
import type { Wfrp4eSlRules } from "../../../../src/systems/wfrp4e/core/wfrp4e-odds";
import { wfrp4eOddsWithSl, wfrp4eSl } from "../../../../src/systems/wfrp4e/core/wfrp4e-sl";
import { must } from "../../../kit";

interface Settings extends Wfrp4eSlRules {
  readonly automaticSuccess: number;
  readonly automaticFailure: number;
}

const DEFAULTS: Settings = {
  slMethod: "default",
  testAbove100: false,
  slBonus: 0,
  successBonus: 0,
  automaticSuccess: 5,
  automaticFailure: 96,
};

/** computeResult's SL for `roll` (its string, as the card shows it), and whether it failed. */
function computeResult(roll: number, target: number, s: Settings): { SL: string; failed: boolean } {
  let baseSL = Math.floor(target / 10) - Math.floor(roll / 10);
  if (s.slMethod === "dos") baseSL = Math.floor(Math.abs(target - roll) / 10) * (target - roll < 0 ? -1 : 1);
  let SL: number | string = baseSL + s.slBonus;
  if (roll >= s.automaticFailure || (roll > target && roll > s.automaticSuccess)) {
    if (roll >= 96 && SL > -1) SL = -1;
    if (SL > 0) SL = `+${SL}`;
    if (SL === 0) SL = "-0";
    return { SL: String(SL), failed: true };
  }
  if (s.slMethod === "fast") {
    const rollString = roll.toString();
    SL = rollString.length === 2 ? Number(rollString.split("")[0]) : 0;
    SL += s.slBonus;
  }
  SL += s.successBonus;
  if (roll <= s.automaticSuccess && SL < 1) SL = 1;
  if (s.testAbove100 && target > 100) SL += Math.floor((target - 100) / 10);
  return { SL: SL >= 0 ? `+${SL}` : String(SL), failed: false };
}

/** Each SL the card can show, with its count of the 100 faces. */
function enumerate(target: number, s: Settings): Record<string, number> {
  const counts: Record<string, number> = {};
  for (let roll = 1; roll <= 100; roll += 1) {
    const { SL } = computeResult(roll, target, s);
    counts[SL] = (counts[SL] ?? 0) + 1;
  }
  return counts;
}

/** The oracle's chance (in faces of 100) of a pass with SL n or more, for n = 1…6. */
function oracleBands(target: number, s: Settings): number[] {
  return [1, 2, 3, 4, 5, 6].map((band) => {
    let count = 0;
    for (let roll = 1; roll <= 100; roll += 1) {
      const { SL, failed } = computeResult(roll, target, s);
      if (!failed && Number(SL) >= band) count += 1;
    }
    return count;
  });
}

const question = (target: number, s: Settings) => ({
  target,
  automaticSuccess: s.automaticSuccess,
  automaticFailure: s.automaticFailure,
  criticals: false,
  sl: { slMethod: s.slMethod, testAbove100: s.testAbove100, slBonus: s.slBonus, successBonus: s.successBonus },
});

/** The module's bands, in faces of 100 (slAtLeast1…6). */
function bands(target: number, s: Settings): number[] {
  const outcomes = must(wfrp4eOddsWithSl(question(target, s)).choices[0]).outcomes;
  return [1, 2, 3, 4, 5, 6].map((band) =>
    Math.round(must(outcomes.find((outcome) => outcome.key === `slAtLeast${band}`)).probability * 100),
  );
}

describe("WFRP 4e's SL before the roll", () => {
  it(
    "T 45, default: +4 9% (1–9), +3 10%, +2 10%, +1 10%, +0 6% (40–45), −0 4% (46–49), −1 to −4 10% each, " +
      "−5 10% (90–99: 96–99 stay −5), −6 1% (100); so SL ≥ +1 39%, ≥ +2 29%, ≥ +3 19%, ≥ +4 9%",
    () => {
      expect(enumerate(45, DEFAULTS)).toEqual({
        "+4": 9,
        "+3": 10,
        "+2": 10,
        "+1": 10,
        "+0": 6,
        "-0": 4,
        "-1": 10,
        "-2": 10,
        "-3": 10,
        "-4": 10,
        "-5": 10,
        "-6": 1,
      });
      expect(bands(45, DEFAULTS)).toEqual([39, 29, 19, 9, 0, 0]);
    },
  );

  it("T 45, Degrees of Success: +4 on 1–5, then 10 faces a step; SL ≥ +1 35%, ≥ +2 25%, ≥ +3 15%, ≥ +4 5%", () => {
    const dos = { ...DEFAULTS, slMethod: "dos" };
    expect(enumerate(45, dos)).toMatchObject({ "+4": 5, "+3": 10, "+2": 10, "+1": 10, "+0": 10, "-0": 9, "-5": 6 });
    expect(bands(45, dos)).toEqual([35, 25, 15, 5, 0, 0]);
  });

  it("T 45, Fast SL: the roll's tens, 1–5 raised to +1; SL ≥ +1 41% (1–5, 10–45), ≥ +2 26%, ≥ +3 16%, ≥ +4 6%", () => {
    const fast = { ...DEFAULTS, slMethod: "fast" };
    expect(enumerate(45, fast)).toMatchObject({ "+1": 15, "+0": 4, "+2": 10, "+3": 10, "+4": 6 });
    expect(bands(45, fast)).toEqual([41, 26, 16, 6, 0, 0]);
  });

  it("T 120 with testAbove100: every pass +2 more; SL ≥ +6 on 1–89 (12 − tens + 2) 89%", () => {
    const above = { ...DEFAULTS, testAbove100: true };
    expect(bands(120, above)).toEqual(oracleBands(120, above));
    expect(bands(120, above)).toEqual([95, 95, 95, 95, 95, 89]);
  });

  it("every method, bonus and target: the module's SL is the oracle's on each face, its bands the oracle's", () => {
    const cases: [number, Settings][] = [];
    for (const slMethod of ["default", "dos", "fast"])
      for (const [slBonus, successBonus] of [
        [0, 0],
        [2, 1],
        [-3, 0],
      ] as const)
        for (const target of [-10, 3, 45, 88, 130])
          cases.push([target, { ...DEFAULTS, slMethod, slBonus, successBonus, testAbove100: target > 100 }]);
    for (const [target, s] of cases) {
      for (let roll = 1; roll <= 100; roll += 1)
        expect(wfrp4eSl(roll, question(target, s)) + 0).toBe(Number(computeResult(roll, target, s).SL) + 0);
      expect(bands(target, s)).toEqual(oracleBands(target, s));
    }
  });

  it("no SL rules (a flag kept before them) or no target: no band", () => {
    const { sl: _sl, ...without } = question(45, DEFAULTS);
    expect(must(wfrp4eOddsWithSl(without).choices[0]).outcomes.map((outcome) => outcome.key)).toEqual([
      "success",
      "failure",
    ]);
    expect(must(wfrp4eOddsWithSl({ ...question(45, DEFAULTS), target: null }).choices[0]).outcomes).toEqual([]);
  });
});
