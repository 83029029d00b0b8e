/**
 * Alien RPG's figures (src/systems/alienrpg/core/pool-odds.ts), worked out by hand: a die shows a six with 1/6, a
 * one with 1/6; b base and s stress dice succeed unless all b + s show no six ((5/6)^(b+s)); panic is a one among
 * the s stress dice (1 − (5/6)^s).
 */
import { describe, expect, it } from "vitest";
import {
  alienOdds,
  alienPoolOf,
  alienRollsNothing,
  atLeastSixes,
  type AlienPool,
} from "../../../../src/systems/alienrpg/core/pool-odds";
import { must } from "../../../kit";
import { alienPushChoice, alienPushedPool, type AlienShown } from "../../../../src/systems/alienrpg/core/push-odds";
import { rowsTaken } from "../../../quick";

function figure(pool: AlienPool, key: string): number | undefined {
  return must(alienOdds(pool).choices[0]).outcomes.find((outcome) => outcome.key === key)?.probability;
}

describe("Alien RPG's pool as yzeRoll builds it", () => {
  it("a skill of 5 and no stress rolls 5db; base 4 with stress 2 rolls 4db+2ds", () => {
    expect(alienPoolOf(5, 0)).toEqual({ base: 5, stress: 0 });
    expect(alienPoolOf(4, 2)).toEqual({ base: 4, stress: 2 });
    expect(alienPoolOf(0, 3)).toEqual({ base: 0, stress: 3 });
  });

  it("negative base dice eat stress dice: skill 1 − 3 with stress 3 rolls 0db+1ds; with stress 2 nothing", () => {
    expect(alienPoolOf(-2, 3)).toEqual({ base: 0, stress: 1 });
    expect(alienPoolOf(-2, 2)).toBeNull();
  });

  it("no dice of either kind, or base 0 with negative stress, or a stress NaN beside base dice: no roll", () => {
    expect(alienPoolOf(0, 0)).toBeNull();
    expect(alienPoolOf(0, -1)).toBeNull();
    expect(alienPoolOf(3, Number.NaN)).toBeNull();
    expect(alienPoolOf(Number.NaN, Number.NaN)).toBeNull();
    // Base dice with negative stress roll alone (`r2Dice <= 0`).
    expect(alienPoolOf(3, -2)).toEqual({ base: 3, stress: 0 });
  });

  it("rolling nothing (whole numbers the system rolls none of) is told from a pool the adapter cannot read", () => {
    // 0 + 0 ("NoAttribute"), −2 eating both stress dice ("No Dice to Roll"), base 0 with negative stress (silent).
    expect([alienRollsNothing(0, 0), alienRollsNothing(-2, 2), alienRollsNothing(0, -1)]).toEqual([true, true, true]);
    // A pool rolls; NaN, a fraction and a pool past the bound are unread, not nothing.
    expect(alienRollsNothing(-2, 3)).toBe(false);
    expect(alienRollsNothing(3, -2)).toBe(false);
    expect(alienRollsNothing(3, Number.NaN)).toBe(false);
    expect(alienRollsNothing(Number.NaN, Number.NaN)).toBe(false);
    expect(alienRollsNothing(0.5, 0)).toBe(false);
    expect(alienRollsNothing(61, 0)).toBe(false);
  });
});

describe("Alien RPG's figures", () => {
  it("worked example 1: 5db succeeds 4651/7776 (1 − 3125/7776); no panic row without stress dice", () => {
    expect(figure({ base: 5, stress: 0 }, "success")).toBeCloseTo(4651 / 7776, 14);
    expect(figure({ base: 5, stress: 0 }, "panic")).toBeUndefined();
  });

  it("worked example 2: 4db+2ds — success 31031/46656, panic 11/36, success without panic 22400/46656", () => {
    const pool = { base: 4, stress: 2 };
    expect(figure(pool, "success")).toBeCloseTo(31031 / 46656, 14);
    expect(figure(pool, "panic")).toBeCloseTo(11 / 36, 14);
    expect(figure(pool, "successNoPanic")).toBeCloseTo(22400 / 46656, 14);
  });

  it("worked example 3: 0db+1ds — success 1/6, panic 1/6, success without panic 1/6 (a six is no one)", () => {
    const pool = { base: 0, stress: 1 };
    expect(figure(pool, "success")).toBeCloseTo(1 / 6, 14);
    expect(figure(pool, "panic")).toBeCloseTo(1 / 6, 14);
    expect(figure(pool, "successNoPanic")).toBeCloseTo(1 / 6, 14);
  });

  it("counts of sixes: 2 dice show two sixes 1/36; 3 dice at least two 16/216 (3·5 + 1), three 1/216", () => {
    expect(figure({ base: 2, stress: 0 }, "twoSixes")).toBeCloseTo(1 / 36, 14);
    expect(figure({ base: 2, stress: 1 }, "twoSixes")).toBeCloseTo(16 / 216, 14);
    expect(figure({ base: 2, stress: 1 }, "threeSixes")).toBeCloseTo(1 / 216, 14);
    expect(atLeastSixes(1, 2)).toBe(0);
    expect(atLeastSixes(4, 0)).toBe(1);
  });

  it("at 60 + 60 dice the figures stay probabilities: success 1 − (5/6)^120, panic 1 − (5/6)^60", () => {
    const pool = { base: 60, stress: 60 };
    expect(figure(pool, "success")).toBeCloseTo(1 - (5 / 6) ** 120, 14);
    expect(figure(pool, "panic")).toBeCloseTo(1 - (5 / 6) ** 60, 14);
    expect(must(figure(pool, "threeSixes"))).toBeLessThanOrEqual(1);
  });
});

/*
 * Alien RPG's push (src/systems/alienrpg/core/push-odds.ts) against an enumeration written from the system's code
 * (pwatson100/alienrpg 4.0.5, 5dff939d): `actor.pushRoll` (actor.mjs:1351-1377) rolls `r1Dice − r1Six` base dice and
 * `r2Dice + 1 − (r2One + r2Six)` stress dice through `yzeRoll`, which builds `0db+<n>ds` where no base die is left
 * (YZEDiceRoller.mjs:137-165), counts each term's sixes and its stress ones (buildChat, :421-533), and prints the
 * first roll's sixes with the new ones (:98-99, 343-357). Every face of every rerolled die is walked.
 */

/** What the system's push rolls and prints, over every face of its dice: the share of each outcome. */
function walk(shown: AlienShown): { success: number; moreSixes: number; panic: number; r1: number; r2: number } {
  const r1 = shown.base - shown.baseSixes;
  const r2 = shown.stress + 1 - (shown.stressOnes + shown.stressSixes);
  const oldRoll = shown.baseSixes + shown.stressSixes;
  let success = 0;
  let moreSixes = 0;
  let panic = 0;
  const total = 6 ** (r1 + r2);
  // An odometer over the dice's faces, the base dice first (terms[0]), then the stress dice (terms[2]).
  const faces = new Array<number>(r1 + r2).fill(1);
  for (let code = 0; code < total; code += 1) {
    let sixes = 0;
    let stressOnes = 0;
    for (let i = 0; i < faces.length; i += 1) {
      if (faces[i] === 6) sixes += 1;
      else if (faces[i] === 1 && i >= r1) stressOnes += 1;
    }
    if (oldRoll + sixes >= 1) success += 1;
    if (sixes >= 1) moreSixes += 1;
    if (stressOnes >= 1) panic += 1;
    for (let i = 0; i < faces.length; i += 1) {
      const next = (faces[i] ?? 0) + 1;
      faces[i] = next > 6 ? 1 : next;
      if (next <= 6) break;
    }
  }
  return { success: success / total, moreSixes: moreSixes / total, panic: panic / total, r1, r2 };
}

const figures = (shown: AlienShown) =>
  new Map(must(alienPushChoice(shown)).outcomes.map((outcome) => [outcome.key, outcome.probability]));

// In `npm test`, the pushes of six dice or fewer (the seven-dice walk in the full suite).
const SHOWN: readonly AlienShown[] = rowsTaken<AlienShown>(
  [
    // Worked: 4db+2ds, no six, no one: 4 base and 3 stress dice again — 1 − (5/6)^7 = 72.1%, panic 1 − (5/6)^3 = 42.1%.
    { base: 4, baseSixes: 0, stress: 2, stressSixes: 0, stressOnes: 0 },
    // A six already: success certain, another six and panic on the rest.
    { base: 4, baseSixes: 1, stress: 2, stressSixes: 0, stressOnes: 0 },
    { base: 2, baseSixes: 0, stress: 3, stressSixes: 1, stressOnes: 0 },
    // Base dice alone (`<b>db`): one stress die comes with the push.
    { base: 5, baseSixes: 0, stress: 0, stressSixes: 0, stressOnes: 0 },
    // Every base die a six: `0db+<n>ds`.
    { base: 2, baseSixes: 2, stress: 1, stressSixes: 0, stressOnes: 0 },
    // A stress one (the system draws no Push button then, yet pushRoll's counts leave that die standing).
    { base: 3, baseSixes: 0, stress: 2, stressSixes: 0, stressOnes: 1 },
  ],
  (shown) => shown.base - shown.baseSixes + shown.stress + 1 - shown.stressSixes - shown.stressOnes <= 6,
);

describe("an Alien RPG push, walked over every face of the dice it rolls again", () => {
  for (const shown of SHOWN)
    it(`base ${shown.base} (${shown.baseSixes} sixes), stress ${shown.stress} (${shown.stressSixes} sixes, ${
      shown.stressOnes
    } ones)`, () => {
      const walked = walk(shown);
      expect(alienPushedPool(shown)).toEqual({ base: walked.r1, stress: walked.r2 });
      const got = figures(shown);
      expect(must(got.get("pushSuccess"))).toBeCloseTo(walked.success, 12);
      expect(must(got.get("pushPanic"))).toBeCloseTo(walked.panic, 12);
      // Another six is said only where the first roll already succeeded (else it is the success itself).
      if (shown.baseSixes + shown.stressSixes >= 1)
        expect(must(got.get("pushMoreSixes"))).toBeCloseTo(walked.moreSixes);
      else expect(got.has("pushMoreSixes")).toBe(false);
    });

  it("the worked example: 4db+2ds showing no six and no one pushes 4db+3ds — 72.1% a success, 42.1% panic", () => {
    const got = figures({ base: 4, baseSixes: 0, stress: 2, stressSixes: 0, stressOnes: 0 });
    expect(must(got.get("pushSuccess")).toFixed(3)).toBe("0.721");
    expect(must(got.get("pushPanic")).toFixed(3)).toBe("0.421");
  });

  it("counts no roll shows (more sixes than dice, a fraction, past the bound) have no push", () => {
    expect(alienPushChoice({ base: 2, baseSixes: 3, stress: 0, stressSixes: 0, stressOnes: 0 })).toBeNull();
    expect(alienPushChoice({ base: 2, baseSixes: 0, stress: 1, stressSixes: 1, stressOnes: 1 })).toBeNull();
    expect(alienPushChoice({ base: 1.5, baseSixes: 0, stress: 0, stressSixes: 0, stressOnes: 0 })).toBeNull();
    expect(alienPushChoice({ base: 61, baseSixes: 0, stress: 0, stressSixes: 0, stressOnes: 0 })).toBeNull();
  });
});
