import { describe, expect, it } from "vitest";
import { exactOdds } from "../../../src/core/odds/exact-odds";
import { must } from "../../kit";

/** The facade answers each question with the same figures as the rule set's own odds functions. */
describe("exactOdds", () => {
  it("Kaiser: a plain 2d6 skill check + 0 against 7 succeeds 21/36 of the time (fumble excluded)", () => {
    const odds = exactOdds.kaiser.difficulty({ kind: "skill", bonus: 0 }, 7);
    expect(odds.pSuccess).toBeCloseTo(21 / 36, 10);
    expect(odds.pFumble).toBeCloseTo(1 / 36, 12);
    expect(exactOdds.kaiser.check({ kind: "resistance", bonus: 0 }).pFumble).toBe(0);
  });

  it("OGS: d6 + d6 + d6 reaches 18 only on triple six; identical sides split evenly", () => {
    expect(exactOdds.ogs.actionCheck({ stat: 6, skill: 6, difficulty: 18 }).success).toBeCloseTo(1 / 216, 12);
    const even = exactOdds.ogs.opposed({ stat: 8, skill: 6 }, { stat: 8, skill: 6 });
    expect(even.aWins).toBeCloseTo(0.5, 12);
    expect(exactOdds.ogs.openRoll({ dice: [6], increase: 2 }).max).toBe(10);
  });

  it("K&R: the docs/rulings.md figures at DT 6 (1 die 50.0%; 2 dice 68.1% with ≥ 0, 31.9% with > 0)", () => {
    const [one, two] = exactOdds.kingdoms.pools(2, 6);
    expect(must(one).atLeastZero).toBeCloseTo(0.5, 12);
    expect(must(two).atLeastZero).toBeCloseTo(0.681, 3);
    expect(must(two).positive).toBeCloseTo(0.319, 3);
    const opposed = exactOdds.kingdoms.opposed({ dice: 3, dt: 6 }, { dice: 3, dt: 6 }, "bothEqual");
    expect(opposed.aWins).toBeCloseTo(opposed.bWins, 12);
  });

  it("Kleptonomicon: each die value has 10% and crits 5% each with no advantage", () => {
    const score = exactOdds.klepto.score({ modifier: 0 });
    expect(score.critSuccess).toBeCloseTo(0.05, 12);
    expect(score.critFailure).toBeCloseTo(0.05, 12);
    expect(score.plain.p(5)).toBeCloseTo(0.1, 12);
    const contest = exactOdds.klepto.contest({ modifier: 1 }, { modifier: 1 });
    expect(contest.aWins).toBeCloseTo(0.5, 12);
    const ranges = exactOdds.klepto.ranges({ modifier: 0 }, "[..6] low, [7..] high");
    expect(ranges.ranges.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 12);
    expect(exactOdds.klepto.group([{ modifier: 0 }, { modifier: 0 }]).critFailure).toBeCloseTo(1 - 0.95 ** 2, 12);
  });

  it("Dungeons of Olde: Thudd (2d4x) against Flash (2d10x)", () => {
    const thudd = { count: 2, faces: 4, unlimited: true };
    const flash = { count: 2, faces: 10, unlimited: true };
    const odds = exactOdds.olde.contest(thudd, flash);
    expect(odds.firstWins).toBeCloseTo(0.1778643454, 9);
    const viaCompare = exactOdds.compare(exactOdds.olde.roll(thudd), exactOdds.olde.roll(flash));
    expect(viaCompare.greater).toBeCloseTo(odds.firstWins, 12);
  });
});
