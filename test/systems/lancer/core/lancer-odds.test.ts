/**
 * Lancer's figures (src/systems/lancer/core/lancer-odds.ts), counted by hand from the system's code at 3.1.3
 * (docs/systems-lancer.md "The rules"): a d20 and the highest of k d6, which is m in m^k − (m − 1)^k of the 6^k ways
 * (for 2d6: 1, 3, 5, 7, 9, 11 of 36; for 3d6: 1, 7, 19, 37, 61, 91 of 216).
 */
import { describe, expect, it } from "vitest";
import {
  LANCER_ROLL,
  lancerAtLeast,
  lancerAttackOdds,
  lancerCheckOdds,
  lancerDefence,
  lancerDistribution,
  lancerFormula,
  lancerTargetChoice,
  type LancerRoll,
  type LancerTargetRoll,
} from "../../../../src/systems/lancer/core/lancer-odds";
import { roundTotals } from "../../../../src/core/systems/round-totals";
import { must } from "../../../kit";

/** The engine's part the attack's figures take (the adapter's from the kit). */
const ENGINE = { roundTotals };

const roll = (bonus: number, accuracy: number, more: Partial<LancerRoll> = {}): LancerRoll => ({
  bonus,
  accuracy,
  spotter: false,
  invisible: false,
  ...more,
});
const target = (r: LancerRoll, defence: number | null, defenceVisible = true): LancerTargetRoll => ({
  ...r,
  name: "Goblin",
  defence,
  defenceVisible,
});

function figures(odds: ReturnType<typeof lancerAttackOdds>, index = 0): Record<string, number> {
  return Object.fromEntries(must(odds.choices[index]).outcomes.map((outcome) => [outcome.key, outcome.probability]));
}

describe("Lancer's attack: 1d20 + grit ± the highest of N d6 against each target's defence", () => {
  it("worked example 1, a mech weapon with Accurate (grit 2, 1d6) against Evasion 10: hit 99/120, crit 39/120", () => {
    const odds = lancerAttackOdds(ENGINE, {
      tech: false,
      judged: true,
      base: roll(2, 1),
      targets: [target(roll(2, 1), 10)],
    });
    expect(odds.perChoiceTargets).toBe(true);
    expect(must(odds.choices[0]).id).toBe(lancerTargetChoice(0));
    const f = figures(odds);
    expect(f.hit).toBeCloseTo(99 / 120, 14);
    expect(f.crit).toBeCloseTo(39 / 120, 14);
    expect(lancerFormula(roll(2, 1))).toBe("1d20 + 2 + 1d6");
  });

  it("the same against an invisible target: the coin makes half the totals 0, hit 33/80, crit 39/240", () => {
    const invisible = roll(2, 1, { invisible: true });
    expect(lancerAtLeast(invisible, 10)).toBeCloseTo(33 / 80, 14);
    expect(lancerAtLeast(invisible, 20)).toBeCloseTo(39 / 240, 14);
    expect(lancerFormula(invisible)).toBe("{1d20 + 2 + 1d6} * (1dc)");
  });

  it("the same with Spotter: the better of two whole rolls, hit 1 − (21/120)² = 1551/1600", () => {
    const spotted = roll(2, 1, { spotter: true });
    expect(lancerAtLeast(spotted, 10)).toBeCloseTo(1551 / 1600, 14);
    expect(lancerAtLeast(spotted, 20)).toBeCloseTo(1 - (81 / 120) ** 2, 14);
    expect(lancerFormula(spotted)).toBe("{1d20 + 2 + 1d6,1d20 + 2 + 1d6}kh");
    // Invisibility applies last, around Spotter's pool: 1/2 · (1 − (21/120)²).
    expect(lancerAtLeast(roll(2, 1, { spotter: true, invisible: true }), 10)).toBeCloseTo(1551 / 3200, 14);
  });

  it(
    "worked example 2, a tech attack (+1, Impaired and 1 difficulty: " +
      "2d6kh1 taken away) against E-Defense 10: hit 271/720, no crit",
    () => {
      const odds = lancerAttackOdds(ENGINE, {
        tech: true,
        judged: true,
        base: roll(1, -2),
        targets: [target(roll(1, -2), 10)],
      });
      expect(figures(odds)).toEqual({ hit: expect.closeTo(271 / 720, 14) });
      expect(lancerFormula(roll(1, -2))).toBe("1d20 + 1 - 2d6kh1");
    },
  );

  it("three accuracy against Evasion 10, no grit: d20 ≥ 10 − m, Σ w_m·(11 + m) = 3447/4320", () => {
    expect(lancerAtLeast(roll(0, 3), 10)).toBeCloseTo(3447 / 4320, 14);
  });

  it("a crit needs no hit: a total of 20 against Evasion 25 misses and crits, 1/20 with no grit", () => {
    expect(
      figures(
        lancerAttackOdds(ENGINE, { tech: false, judged: true, base: roll(0, 0), targets: [target(roll(0, 0), 25)] }),
      ),
    ).toEqual({ hit: 0, crit: expect.closeTo(1 / 20, 14) });
  });

  it("a defence of 0 reads 8 (E-Defense) or 5 (Evasion), as the system's `||` reads it; any other stands", () => {
    expect(lancerDefence(true, 12, 0)).toBe(8);
    expect(lancerDefence(false, 0, 12)).toBe(5);
    expect(lancerDefence(true, 0, 11)).toBe(11);
    expect(lancerDefence(false, 7, 0)).toBe(7);
  });

  it("a target whose defence the viewer may not see is marked, its crit kept from the total alone", () => {
    const odds = lancerAttackOdds(ENGINE, {
      tech: false,
      judged: true,
      base: roll(0, 0),
      targets: [target(roll(0, 0), 10, false), target(roll(0, 1), 10)],
    });
    expect(must(odds.choices[0]).targetVisible).toBe(false);
    expect(must(odds.choices[1]).targetVisible).toBe(true);
    expect(must(must(odds.choices[0]).outcomes.find((o) => o.key === "crit")).fromTarget).toBe(false);
    expect(must(must(odds.choices[0]).outcomes.find((o) => o.key === "hit")).fromTarget).toBe(true);
  });

  it(
    "without targets, or with hits not judged, the base roll's chance of round totals (d20 + 2: " +
      "at least 5 is 18/20)",
    () => {
      for (const odds of [
        lancerAttackOdds(ENGINE, { tech: false, judged: true, base: roll(2, 0), targets: [] }),
        lancerAttackOdds(ENGINE, { tech: false, judged: false, base: roll(2, 0), targets: [target(roll(2, 0), 10)] }),
      ]) {
        expect(odds.choices.map((c) => c.id)).toEqual([LANCER_ROLL]);
        expect(odds.totals[0]).toEqual({ total: 5, chances: [expect.closeTo(18 / 20, 14)] });
      }
    },
  );
});

describe("Lancer's checks: HASE and skill triggers against the rules' 10", () => {
  it("worked example 3, a skill trigger of rank 2 (+4) with 1 difficulty: d20 ≥ 6 + m, 69/120", () => {
    const odds = lancerCheckOdds(roll(4, -1));
    expect(odds.target).toBe(10);
    expect(must(must(odds.choices[0]).outcomes[0]).probability).toBeCloseTo(69 / 120, 14);
  });

  it("a check with no accuracy is the d20 alone: +3 succeeds on 7 or more, 14/20", () => {
    expect(must(must(lancerCheckOdds(roll(3, 0)).choices[0]).outcomes[0]).probability).toBeCloseTo(14 / 20, 14);
  });
});

describe("the distribution", () => {
  it("sums to 1 and spans the totals the dice make, at a hundred d6 of accuracy too", () => {
    for (const r of [roll(0, 0), roll(3, 2), roll(-1, -5, { spotter: true, invisible: true }), roll(2, 100)]) {
      const { outcomes } = lancerDistribution(r);
      expect(outcomes.reduce((sum, [, p]) => sum + p, 0)).toBeCloseTo(1, 12);
    }
    const { outcomes } = lancerDistribution(roll(0, -1));
    expect(must(outcomes[0])[0]).toBe(-5);
    expect(must(outcomes.at(-1))[0]).toBe(19);
  });
});
