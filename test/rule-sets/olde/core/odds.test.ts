import { describe, expect, it } from "vitest";
import { rowsTaken } from "../../../quick";
import type { OldeRollSpec } from "../../../../src/rule-sets/olde/core/mechanics/rules";
import { rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import type { IntDistribution } from "../../../../src/core/odds/int-distribution";
import {
  limitedDieDistribution,
  OLDE_ODDS_MAX_CUT,
  unlimitedDieDistribution,
} from "../../../../src/rule-sets/olde/core/odds/die-odds";
import { oldeContestOdds } from "../../../../src/rule-sets/olde/core/odds/contest-odds";
import { oldeExplosionChance, oldeRollDistribution } from "../../../../src/rule-sets/olde/core/odds/roll-odds";
import type { RandomSource } from "../../../../src/core/random";
import { expectOldeError } from "./expect-olde-error";
import { must } from "../../../kit";

/** Signals that the roller asked for a die beyond the scripted prefix: the enumeration branches there. */
class NeedAnotherDie extends Error {}

/**
 * Every way the phase-1 roller can go, by depth-first search over the faces it draws: each prefix of faces is
 * replayed; a finished roll adds (1/X)^throws to its total, an unfinished one branches on the next face, and
 * one that would need more than `maxThrows` dice adds its mass to `unexplored` (the bound on what is missing).
 * It shares no code with the odds engine, so agreement checks both.
 */
function enumerateRoller(spec: OldeRollSpec, maxThrows: number): { totals: Map<number, number>; unexplored: number } {
  const totals = new Map<number, number>();
  let unexplored = 0;
  const pending: number[][] = [[]];
  while (pending.length > 0) {
    const prefix = must(pending.pop());
    let drawn = 0;
    const source: RandomSource = {
      die: () => {
        if (drawn >= prefix.length) throw new NeedAnotherDie();
        return must(prefix[drawn++]);
      },
    };
    const chance = spec.faces ** -prefix.length;
    try {
      const { total } = rollOlde(spec, source);
      totals.set(total, (totals.get(total) ?? 0) + chance);
    } catch (error) {
      if (!(error instanceof NeedAnotherDie)) throw error;
      if (prefix.length >= maxThrows) unexplored += chance;
      else for (let face = 1; face <= spec.faces; face++) pending.push([...prefix, face]);
    }
  }
  return { totals, unexplored };
}

/** The largest difference, over every total, between the exact distribution and the enumeration. */
function largestGap(exact: IntDistribution, totals: ReadonlyMap<number, number>): number {
  const values = new Set([...totals.keys(), ...exact.entries().map(([v]) => v)]);
  return Math.max(...[...values].map((v) => Math.abs(exact.p(v) - (totals.get(v) ?? 0))));
}

describe("one unlimited die", () => {
  it.each([2, 3, 4, 6, 8, 10, 12, 20])("a d%i totals k·X + r with chance (1/X)^(k+1)", (faces) => {
    const die = unlimitedDieDistribution(faces);
    for (let k = 0; k < 4; k++) {
      for (let r = 1; r < faces; r++) expect(die.p(k * faces + r)).toBeCloseTo(faces ** -(k + 1), 15);
      expect(die.p((k + 1) * faces)).toBe(0); // a throw of X never ends a chain
    }
    expect(die.cutMass).toBeLessThan(OLDE_ODDS_MAX_CUT);
    expect(die.cutMass).toBeGreaterThan(0);
    expect(die.mass + die.cutMass).toBeCloseTo(1, 14);
  });

  it("has mean (X + 1)/2 · X/(X − 1): a d6 averages 4.2 and a d4 10/3", () => {
    // The cut tail (mass < 1e-12, at totals near 100) is missing from the mean, hence 9 places, not 15.
    expect(unlimitedDieDistribution(6).mean()).toBeCloseTo(4.2, 9);
    expect(unlimitedDieDistribution(4).mean()).toBeCloseTo(10 / 3, 9);
    expect(unlimitedDieDistribution(2).mean()).toBeCloseTo(3, 9);
  });

  it("keeps more of the tail when asked to cut less", () => {
    const coarse = unlimitedDieDistribution(6, 1e-3);
    expect(coarse.cutMass).toBeLessThan(1e-3);
    expect(coarse.max).toBeLessThan(unlimitedDieDistribution(6).max);
  });

  it("refuses a d1 and a cut that is not a probability strictly between 0 and 1", () => {
    expectOldeError(() => unlimitedDieDistribution(1), "UnlimitedFaces");
    for (const cut of [0, 1, -1, Number.NaN]) expectOldeError(() => unlimitedDieDistribution(6, cut), "OddsCut");
  });

  it("a limited die is a plain die, and a d1 is allowed there", () => {
    expect(limitedDieDistribution(6).p(6)).toBeCloseTo(1 / 6, 15);
    expect(limitedDieDistribution(1).entries()).toEqual([[1, 1]]);
    expectOldeError(() => limitedDieDistribution(0), "INDIE_DICE.Error.Limit.OldeFaces");
  });
});

describe("whole rolls", () => {
  it("plain sums: 2d6 makes 7 one time in six, 3d8-1 runs from 2 to 23", () => {
    expect(oldeRollDistribution({ count: 2, faces: 6, unlimited: false }).p(7)).toBeCloseTo(1 / 6, 15);
    const roll = oldeRollDistribution({ count: 3, faces: 8, adjustment: -1, unlimited: false });
    expect([roll.min, roll.max]).toEqual([2, 23]);
    expect(roll.cutMass).toBe(0);
  });

  it("the adjustment only shifts: 2d4+1 unlimited is 2d4 unlimited moved up by one", () => {
    const plain = oldeRollDistribution({ count: 2, faces: 4, unlimited: true });
    const adjusted = oldeRollDistribution({ count: 2, faces: 4, adjustment: 1, unlimited: true });
    expect(adjusted.min).toBe(plain.min + 1);
    expect(Array.from(adjusted.probs)).toEqual(Array.from(plain.probs));
    expect(adjusted.mean()).toBeCloseTo(2 * (10 / 3) + 1, 9);
  });

  it.each([1, 2, 3, 5, 10])("%i unlimited dice leave out less than 1e-12 in all", (count) => {
    for (const faces of [2, 4, 6, 20]) {
      const roll = oldeRollDistribution({ count, faces, unlimited: true });
      expect(roll.cutMass).toBeLessThan(OLDE_ODDS_MAX_CUT);
      expect(roll.mass + roll.cutMass).toBeCloseTo(1, 13);
    }
  });

  it("checks the spec", () => {
    expectOldeError(
      () => oldeRollDistribution({ count: 0, faces: 6, unlimited: true }),
      "INDIE_DICE.Error.Limit.OldeDice",
    );
    expectOldeError(() => oldeExplosionChance({ count: 1, faces: 1, unlimited: true }), "UnlimitedFaces");
  });
});

describe("agreement with every way the roller can go (brute force, deeper mass bounded)", () => {
  it.each<[string, OldeRollSpec, number]>(
    // 3d2 unlimited, 55 throws deep, is most of the table's time: its kind (an unlimited pool) is checked beside it.
    rowsTaken<[string, OldeRollSpec, number]>(
      [
        ["1d6 unlimited", { count: 1, faces: 6, unlimited: true }, 16],
        ["1d20 unlimited", { count: 1, faces: 20, unlimited: true }, 10],
        ["1d2 unlimited", { count: 1, faces: 2, unlimited: true }, 41],
        ["2d4+1 unlimited", { count: 2, faces: 4, adjustment: 1, unlimited: true }, 25],
        ["2d3-1 unlimited", { count: 2, faces: 3, adjustment: -1, unlimited: true }, 30],
        ["3d2 unlimited", { count: 3, faces: 2, unlimited: true }, 55],
        ["3d6 limited", { count: 3, faces: 6, unlimited: false }, 3],
        ["2d8-2 limited", { count: 2, faces: 8, adjustment: -2, unlimited: false }, 2],
      ],
      ([, , maxThrows]) => maxThrows < 50,
    ),
  )("%s", (_name, spec, maxThrows) => {
    const { totals, unexplored } = enumerateRoller(spec, maxThrows);
    expect(unexplored).toBeLessThan(1e-12);
    expect(largestGap(oldeRollDistribution(spec), totals)).toBeLessThan(1e-12);
  });
});

describe("Thudd (2d4 unlimited) against Flash (2d10 unlimited)", () => {
  const thudd = { count: 2, faces: 4, unlimited: true };
  const flash = { count: 2, faces: 10, unlimited: true };

  it("exact chances: Thudd wins 17.786%, a tie 4.582%, Flash wins 77.632%", () => {
    const odds = oldeContestOdds(thudd, flash);
    // Figures from an independent rational-arithmetic computation taken 40 explosions deep.
    expect(Math.abs(odds.firstWins - 0.177864345399774)).toBeLessThan(1e-12);
    expect(Math.abs(odds.tie - 0.045817496724702)).toBeLessThan(1e-12);
    expect(Math.abs(odds.secondWins - 0.776318157875524)).toBeLessThan(1e-12);
    expect(odds.cutMass).toBeLessThan(2 * OLDE_ODDS_MAX_CUT);
    expect(odds.firstWins + odds.tie + odds.secondWins + odds.cutMass).toBeCloseTo(1, 14);
  });

  it("agrees with the brute-force enumeration of both sides", () => {
    const a = enumerateRoller(thudd, 25);
    const b = enumerateRoller(flash, 16);
    let firstWins = 0;
    let tie = 0;
    for (const [x, p] of a.totals) {
      for (const [y, q] of b.totals) {
        if (x > y) firstWins += p * q;
        else if (x === y) tie += p * q;
      }
    }
    const odds = oldeContestOdds(thudd, flash);
    expect(a.unexplored + b.unexplored).toBeLessThan(1e-12);
    expect(Math.abs(odds.firstWins - firstWins)).toBeLessThan(1e-12);
    expect(Math.abs(odds.tie - tie)).toBeLessThan(1e-12);
  });

  it("without unlimited dice Thudd only wins 7.25% (he needs Flash to roll 7 or less)", () => {
    const odds = oldeContestOdds({ ...thudd, unlimited: false }, { ...flash, unlimited: false });
    expect(odds.firstWins).toBeCloseTo(0.0725, 14);
    expect(odds.tie).toBeCloseTo(0.04, 14);
    expect(odds.secondWins).toBeCloseTo(0.8875, 14);
    expect(odds.cutMass).toBe(0);
  });

  it("an average plain 2d10 roll by Flash is 11 (the text: 'a 10 or 11'); unlimited, it averages 12.22", () => {
    expect(oldeRollDistribution({ ...flash, unlimited: false }).mean()).toBeCloseTo(11, 12);
    expect(oldeRollDistribution(flash).mean()).toBeCloseTo(2 * 5.5 * (10 / 9), 9);
  });
});

describe("smaller dice are more likely to explode", () => {
  it("one die explodes with chance 1/X: d4 25%, d6 16.7%, d10 10%; none when limited", () => {
    expect(oldeExplosionChance({ count: 1, faces: 4, unlimited: true })).toBe(0.25);
    expect(oldeExplosionChance({ count: 1, faces: 6, unlimited: true })).toBeCloseTo(1 / 6, 15);
    expect(oldeExplosionChance({ count: 1, faces: 10, unlimited: true })).toBeCloseTo(0.1, 15);
    expect(oldeExplosionChance({ count: 3, faces: 4, unlimited: false })).toBe(0);
  });

  it("Thudd's 2d4 explodes 43.75% of the time, Flash's 2d10 19%", () => {
    expect(oldeExplosionChance({ count: 2, faces: 4, unlimited: true })).toBeCloseTo(7 / 16, 15);
    expect(oldeExplosionChance({ count: 2, faces: 10, unlimited: true })).toBeCloseTo(0.19, 15);
  });
});
