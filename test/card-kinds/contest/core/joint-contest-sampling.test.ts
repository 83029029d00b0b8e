import { describe, expect, it } from "vitest";
import { jointOddsOfSpecs, type JointContestOdds } from "../../../../src/card-kinds/contest/core/joint-contest-odds";
import { seededSource } from "../../../../src/core/random";
import { chiSquareCritical, chiSquareFit } from "../../../core/support/chi-square";
import { KAISER_SKILL, KINGDOMS_SPEC, KLEPTO_SPEC, OGS_SPEC, OLDE_SPEC } from "./contest-fixtures";
import { sampleWinCounts, type JointCase } from "./joint-contest-support";
import { must } from "../../../kit";

/**
 * The joint odds against the real dice code played many times with a fixed seed: each side rolled by the core's
 * roll functions, every pairing judged by the card's judge, tie-break dice rolled when it asks for them. The
 * number of attackers who won each time is tested against the exact distribution (χ², α = 0.001).
 *
 * Each case has a defender whose roll swings, so the pairings are strongly correlated; the power check runs the
 * same counts against the odds taken as independent pairings (each attacker's own chance, multiplied out), which
 * must be rejected by a wide margin. At DRAWS draws every case rejects that wrong answer with a statistic above
 * POWER_MARGIN times its critical value, so the sample is as large as the stated power needs (each draw judges
 * three pairings through the whole card judge, which costs far more than rolling).
 */
const DRAWS = 3_000;
const ALPHA = 0.001;
const POWER_MARGIN = 4;

const CASES: readonly JointCase[] = [
  {
    name: "Kaiser, d6 roll-offs, a lone Fumble loses",
    ruleSet: "kaiser",
    attackers: [KAISER_SKILL(4), KAISER_SKILL(3, 1), KAISER_SKILL(5, -1)],
    defender: KAISER_SKILL(4, -2),
    rules: { kaiserTieRule: "roll-off" },
  },
  {
    name: "OGS, the whole tie-break chain",
    ruleSet: "ogs",
    attackers: [OGS_SPEC(6, 6, 2), OGS_SPEC(8, 4, 1), OGS_SPEC(6, 8, 0, 4)],
    defender: OGS_SPEC(12, 4, 0, 12),
    rules: {},
  },
  {
    name: "K&R, the defender acting",
    ruleSet: "kingdoms",
    attackers: [KINGDOMS_SPEC(3, 6), KINGDOMS_SPEC(2, 5), KINGDOMS_SPEC(3, 7)],
    defender: KINGDOMS_SPEC(6, 6),
    rules: { kingdomsActive: "defender" },
  },
  {
    name: "Kleptonomicon, crits and the coin",
    ruleSet: "klepto",
    attackers: [KLEPTO_SPEC(1), { ...KLEPTO_SPEC(0), advantages: 1 }, KLEPTO_SPEC(2)],
    defender: { ...KLEPTO_SPEC(1), disadvantages: 1, method: "d10ish" },
    rules: {},
  },
  {
    name: "Dungeons of Olde, stalemates, an unlimited defender",
    ruleSet: "olde",
    attackers: [OLDE_SPEC(2, 6), OLDE_SPEC(1, 10, 2), OLDE_SPEC(3, 4)],
    defender: OLDE_SPEC(1, 12, 2, true),
    rules: {},
  },
];

const DEFAULT_RULES = {
  kaiserTieRule: "defender",
  kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 },
  kaiserOpposedFumble: "loses",
  kaiserAttack: false,
  kingdomsActive: "attacker",
  formulaTies: "defender",
} as const;

function jointOf(jointCase: JointCase): JointContestOdds {
  return jointOddsOfSpecs(jointCase.ruleSet, jointCase, { rules: { ...DEFAULT_RULES, ...jointCase.rules } });
}

/** P(k attackers win) if the pairings were independent: the mistake the joint odds exist to avoid. */
function independentDistribution(attackerWins: readonly number[]): number[] {
  return attackerWins.reduce(
    (distribution, p) =>
      distribution
        .map((q, k) => q * (1 - p) + (k > 0 ? must(distribution[k - 1]) * p : 0))
        .concat(must(distribution[distribution.length - 1]) * p),
    [1],
  );
}

describe("the joint odds against the real dice code, played with a fixed seed", () => {
  it.each(CASES.map((jointCase, index) => [jointCase.name, jointCase, index] as const))(
    "%s",
    (_name, jointCase, index) => {
      const joint = jointOf(jointCase);
      const counts = sampleWinCounts(jointCase, seededSource(0x1d1ce + index), DRAWS);
      const fit = chiSquareFit(counts, joint.attackerWinsDistribution);
      const critical = chiSquareCritical(fit.degreesOfFreedom, ALPHA);
      expect(fit.statistic).toBeLessThan(critical);
      const independent = chiSquareFit(counts, independentDistribution(joint.attackerWins));
      expect(independent.statistic).toBeGreaterThan(
        POWER_MARGIN * chiSquareCritical(independent.degreesOfFreedom, ALPHA),
      );
    },
  );
});
