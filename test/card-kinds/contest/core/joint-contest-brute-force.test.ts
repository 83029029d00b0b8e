import { describe, expect, it } from "vitest";
import { jointOddsOfSpecs, type JointContestOdds } from "../../../../src/card-kinds/contest/core/joint-contest-odds";
import { KAISER_SKILL, KINGDOMS_SPEC, KLEPTO_SPEC, OGS_SPEC, OLDE_SPEC } from "./contest-fixtures";
import { bruteForceJoint, type JointCase } from "./joint-contest-support";
import { must } from "../../../kit";

/**
 * The joint odds against every combination of every side's dice (rolled by the core's own roll code, judged by
 * the card's own judge, tie-break dice included): one defender and two or three small attackers per rule set,
 * with every tie rule. The engine and the brute force cut their far tails (Kaiser Open Rolls, Olde explosions):
 * they agree to 1e-12 beyond the mass the engine reports as cut.
 */

const ONE_D6_PENALTY = { number: 1, faces: 6, bonus: 0 };
const CHARACTERISTIC = (bonus: number) => ({
  kind: "characteristic" as const,
  bonus,
  advantage: 0,
  method: "pool" as const,
});

const CASES: readonly JointCase[] = [
  {
    name: "Kaiser: the defender takes ties, a lone Fumble loses (either side's), two Fumbles compared",
    ruleSet: "kaiser",
    attackers: [KAISER_SKILL(4), CHARACTERISTIC(9)],
    defender: KAISER_SKILL(5),
    rules: { kaiserFumblePenalty: ONE_D6_PENALTY, kaiserOpposedFumble: "loses" },
  },
  {
    name: "Kaiser: d6 roll-offs, a Fumble's reduced total compared",
    ruleSet: "kaiser",
    attackers: [CHARACTERISTIC(6), CHARACTERISTIC(3)],
    defender: KAISER_SKILL(2),
    rules: { kaiserFumblePenalty: ONE_D6_PENALTY, kaiserTieRule: "roll-off", kaiserOpposedFumble: "compared" },
  },
  {
    name: "Kaiser: an Attack, whose ties nobody wins, three attackers",
    ruleSet: "kaiser",
    attackers: [CHARACTERISTIC(8), CHARACTERISTIC(10), CHARACTERISTIC(5)],
    defender: KAISER_SKILL(6),
    rules: {
      kaiserFumblePenalty: ONE_D6_PENALTY,
      kaiserTieRule: "roll-off",
      kaiserOpposedFumble: "loses",
      kaiserAttack: true,
    },
  },
  {
    name: "OGS: totals, values, then sizes (a d6 against a d4) or d12 roll-offs; flat bonuses in the total only",
    ruleSet: "ogs",
    attackers: [OGS_SPEC(4, 4, 0, 6), OGS_SPEC(4, 4, 1, 4)],
    defender: OGS_SPEC(4, 4, 1, 4),
    rules: {},
  },
  ...(["attacker", "defender", "neither"] as const).map((active): JointCase => ({
    name: `K&R: the ${active} acting, equal margins a stalemate`,
    ruleSet: "kingdoms",
    attackers: [KINGDOMS_SPEC(1, 6), KINGDOMS_SPEC(1, 3), KINGDOMS_SPEC(1, 9)],
    defender: KINGDOMS_SPEC(2, 7),
    rules: { kingdomsActive: active },
  })),
  {
    name: "K&R: a two-die attacker",
    ruleSet: "kingdoms",
    attackers: [KINGDOMS_SPEC(2, 5), KINGDOMS_SPEC(1, 8)],
    defender: KINGDOMS_SPEC(2, 6),
    rules: { kingdomsActive: "defender" },
  },
  {
    name: "Kleptonomicon: crits, the coin on ties, an Advantage",
    ruleSet: "klepto",
    attackers: [KLEPTO_SPEC(0), { ...KLEPTO_SPEC(2), advantages: 1 }, KLEPTO_SPEC(3)],
    defender: KLEPTO_SPEC(1),
    rules: {},
  },
  {
    name: "Dungeons of Olde: stalemates, unlimited dice on both sides",
    ruleSet: "olde",
    attackers: [OLDE_SPEC(1, 4, 1, true), OLDE_SPEC(1, 6), OLDE_SPEC(2, 3, -1)],
    defender: OLDE_SPEC(1, 6, 0, true),
    rules: {},
  },
];

function jointOf(jointCase: JointCase): JointContestOdds {
  return jointOddsOfSpecs(jointCase.ruleSet, jointCase, { rules: { ...DEFAULT_RULES, ...jointCase.rules } });
}

const DEFAULT_RULES = {
  kaiserTieRule: "defender",
  kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 },
  kaiserOpposedFumble: "loses",
  kaiserAttack: false,
  kingdomsActive: "attacker",
  formulaTies: "defender",
} as const;

describe("the joint odds of many against one, against brute force", () => {
  it.each(CASES.map((jointCase) => [jointCase.name, jointCase] as const))("%s", (_name, jointCase) => {
    const joint = jointOf(jointCase);
    const brute = bruteForceJoint(jointCase);
    const tolerance = 1e-12 + joint.cutMass + brute.cutMass;
    expect(brute.cutMass).toBeLessThan(1e-13);
    joint.attackerWinsDistribution.forEach((p, k) =>
      expect(Math.abs(p - must(brute.distribution[k]))).toBeLessThanOrEqual(tolerance),
    );
    joint.attackerWins.forEach((p, i) =>
      expect(Math.abs(p - must(brute.attackerWins[i]))).toBeLessThanOrEqual(tolerance),
    );
    expect(Math.abs(joint.defenderHoldsAll - must(brute.distribution[0]))).toBeLessThanOrEqual(tolerance);
    // Each case is one where the pairings really are correlated, and where more than one attacker can win.
    const independent = joint.attackerWins.reduce((none, p) => none * (1 - p), 1);
    expect(Math.abs(joint.defenderHoldsAll - independent)).toBeGreaterThan(1e-3);
    expect(must(joint.attackerWinsDistribution[2])).toBeGreaterThan(1e-3);
  });
});
