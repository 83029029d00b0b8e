import { describe, expect, it } from "vitest";
import { contestPairingOdds } from "../../../src/core/contests/contest-odds";
import { defaultContestRules, startContest, type ContestSetup } from "../../../src/core/contests/contest-start";
import { type ContestRuleSet, type ContestRules, type ContestSpecs } from "../../../src/core/contests/contest-types";
import { jointContestOdds, jointOddsOfSpecs, type JointContestOdds } from "../../../src/core/contests/joint-contest-odds";
import { IndieDiceError } from "../../../src/core/errors";
import { KAISER_SKILL, KINGDOMS_SPEC, KLEPTO_SPEC, OGS_SPEC, OLDE_SPEC } from "./contest-fixtures";
import { must } from "../../kit";

/** Six attackers of different builds against one defender, per rule set: the size the card is made for. */
const MOBS: { readonly [R in ContestRuleSet]: { readonly attackers: ContestSpecs[R][]; readonly defender: ContestSpecs[R] } } = {
  kaiser: {
    attackers: [KAISER_SKILL(3), KAISER_SKILL(5, 1), KAISER_SKILL(4, -1), KAISER_SKILL(6, 2), KAISER_SKILL(2), { ...KAISER_SKILL(4, 1), method: "sequential" }],
    defender: KAISER_SKILL(5),
  },
  ogs: {
    attackers: [OGS_SPEC(6, 6), OGS_SPEC(8, 10, 1, 6), OGS_SPEC(12, 8, -1, 10), OGS_SPEC(4, 6, 2), { ...OGS_SPEC(8, 8), stages: 2 }, OGS_SPEC(10, 10, 0, 4)],
    defender: OGS_SPEC(10, 8, 0, 8),
  },
  kingdoms: {
    attackers: [KINGDOMS_SPEC(3, 6), KINGDOMS_SPEC(5, 7), KINGDOMS_SPEC(2, 5), KINGDOMS_SPEC(8, 8), KINGDOMS_SPEC(4, 4), KINGDOMS_SPEC(6, 6)],
    defender: KINGDOMS_SPEC(5, 6),
  },
  klepto: {
    attackers: [KLEPTO_SPEC(0), { ...KLEPTO_SPEC(2), advantages: 1 }, { ...KLEPTO_SPEC(1), disadvantages: 2 }, { ...KLEPTO_SPEC(-1), method: "d10ish" }, KLEPTO_SPEC(3), { ...KLEPTO_SPEC(1), advantages: 3 }],
    defender: KLEPTO_SPEC(2),
  },
  olde: {
    attackers: [OLDE_SPEC(2, 6, 0, true), OLDE_SPEC(1, 8), OLDE_SPEC(3, 4, 1), OLDE_SPEC(1, 20, -2, true), OLDE_SPEC(2, 3, 0, true), OLDE_SPEC(4, 6)],
    defender: OLDE_SPEC(2, 8, 1, true),
  },
  formula: {
    attackers: ["1d20 + 3", "2d20kh + 1", "1d20 + 7", "3d6", "1d12 + 4", "1d20 + 5"].map((formula) => ({ formula })),
    defender: { formula: "1d20 + 5" },
  },
};

function mob<R extends ContestRuleSet>(ruleSet: R, extra: Partial<ContestSetup<R>> = {}) {
  const { attackers, defender } = MOBS[ruleSet] as (typeof MOBS)[R];
  return startContest({
    ruleSet,
    attackers: attackers.map((spec, index) => ({ id: `a${index}`, name: `A${index}`, spec })),
    defenders: [{ id: "d", name: "D", spec: defender }],
    ...extra,
  });
}

/** Every reading of the card's rules that changes who wins a pairing. */
const RULE_VARIANTS: ReadonlyArray<readonly [string, ContestRuleSet, Partial<ContestSetup>]> = [
  ["Kaiser, the defender takes ties, a lone Fumble loses", "kaiser", {}],
  ["Kaiser, d6 roll-offs", "kaiser", { rules: { kaiserTieRule: "roll-off" } }],
  ["Kaiser, a Fumble's reduced total compared, a 1d10+2 penalty", "kaiser", { rules: { kaiserOpposedFumble: "compared", kaiserFumblePenalty: { number: 1, faces: 10, bonus: 2 } } }],
  ["Kaiser, an Attack", "kaiser", { rules: { kaiserAttack: true, kaiserTieRule: "roll-off" } }],
  ["OGS", "ogs", {}],
  ["K&R, the attackers acting", "kingdoms", { rules: { kingdomsActive: "attacker" } }],
  ["K&R, the defender acting", "kingdoms", { rules: { kingdomsActive: "defender" } }],
  ["K&R, neither acting", "kingdoms", { rules: { kingdomsActive: "neither" } }],
  ["Kleptonomicon", "klepto", {}],
  ["Dungeons of Olde", "olde", {}],
  ["Any formula, the defender takes ties", "formula", {}],
  ["Any formula, the attacker takes ties", "formula", { rules: { formulaTies: "attacker" } }],
  ["Any formula, a tie stands", "formula", { rules: { formulaTies: "stand" } }],
  ["Any formula, both roll again", "formula", { rules: { formulaTies: "again" } }],
];

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function expectConsistent(joint: JointContestOdds): void {
  const { attackerWinsDistribution: distribution } = joint;
  expect(sum(distribution)).toBeCloseTo(1, 10);
  expect(distribution.every((p) => p >= 0)).toBe(true);
  expect(joint.defenderHoldsAll).toBe(distribution[0]);
  expect(joint.atLeastOneAttackerWins).toBeCloseTo(1 - must(distribution[0]), 10);
  expect(joint.expectedAttackerWins).toBeCloseTo(sum(distribution.map((p, k) => k * p)), 10);
  expect(joint.expectedAttackerWins).toBeCloseTo(sum(joint.attackerWins), 12);
}

describe("the joint odds of many against one", () => {
  it.each(RULE_VARIANTS)("%s: each attacker's own chance is its pairing's, and the figures agree", (_name, ruleSet, extra) => {
    const state = mob(ruleSet, extra);
    const { odds, proposed } = jointContestOdds(state);
    expect(proposed).toBe(false);
    expect(must(odds).attackerWinsDistribution).toHaveLength(7);
    contestPairingOdds(state).forEach((entry, i) => expect(must(odds).attackerWins[i]).toBeCloseTo(must(entry.odds).attackerWins, 12));
    expectConsistent(must(odds));
    expect(must(odds).cutMass).toBeLessThan(1e-10);
  });

  it("are exact on a case worked by hand: two 1d2 attackers against a 1d2 defender, ties a stalemate", () => {
    // The defender rolls 1 (½): each attacker wins on a 2, on its own (¼, ½, ¼); the defender rolls 2: nobody wins.
    const d2 = OLDE_SPEC(1, 2);
    const joint = jointOddsOfSpecs("olde", { attackers: [d2, d2], defender: d2 });
    expect(joint.attackerWinsDistribution).toEqual([5 / 8, 1 / 4, 1 / 8]);
    expect(joint.attackerWins).toEqual([1 / 4, 1 / 4]);
    // Taken as independent pairings, the defender would hold against both only (3/4)² = 9/16 of the time.
    expect(joint.defenderHoldsAll).toBe(5 / 8);
  });

  it("with one attacker, are that pairing's chances", () => {
    for (const [, ruleSet, extra] of RULE_VARIANTS) {
      const { attackers, defender } = MOBS[ruleSet];
      const state = startContest({ ruleSet, attackers: [{ id: "a", name: "A", spec: must(attackers[1]) }], defenders: [{ id: "d", name: "D", spec: defender }], ...extra } as ContestSetup);
      const pairing = must(must(contestPairingOdds(state)[0]).odds);
      const { odds } = jointContestOdds(state);
      expect(must(odds).attackerWinsDistribution[1]).toBeCloseTo(pairing.attackerWins, 12);
      expect(must(odds).defenderHoldsAll).toBeCloseTo(pairing.defenderWins + pairing.neither, 12);
    }
  });

  it("count a pairing that nobody wins as held: a K&R stalemate, a Kaiser Attack's tie", () => {
    // Equal pools at equal DTs with nobody acting: the only non-win besides a loss is a stalemate.
    const pool = KINGDOMS_SPEC(2, 7);
    const rules = { kingdomsActive: "neither" } as const;
    const state = startContest({ ruleSet: "kingdoms", attackers: [{ id: "a", name: "A", spec: pool }], defenders: [{ id: "d", name: "D", spec: pool }], rules });
    const pairing = must(must(contestPairingOdds(state)[0]).odds);
    expect(pairing.neither).toBeGreaterThan(0.1);
    expect(must(jointContestOdds(state).odds).defenderHoldsAll).toBeCloseTo(pairing.defenderWins + pairing.neither, 12);
    const attack = jointOddsOfSpecs("kaiser", { attackers: [KAISER_SKILL(4)], defender: KAISER_SKILL(4) }, { rules: { ...defaultContestRules("kaiser"), kaiserAttack: true } });
    const plain = jointOddsOfSpecs("kaiser", { attackers: [KAISER_SKILL(4)], defender: KAISER_SKILL(4) });
    // An Attack's tie is nobody's, the default rule gives it to the defender: the attacker wins as often either way.
    expect(attack.attackerWins[0]).toBeCloseTo(must(plain.attackerWins[0]), 12);
  });

  it("give a roll-off's share of a tie to the attacker", () => {
    const specs = { attackers: [KAISER_SKILL(4), KAISER_SKILL(4)], defender: KAISER_SKILL(4) };
    const rules = (kaiserTieRule: ContestRules["kaiserTieRule"]): ContestRules => ({ kaiserTieRule, kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 }, kaiserOpposedFumble: "loses", kaiserAttack: false, kingdomsActive: "attacker", formulaTies: "defender" });
    const defender = jointOddsOfSpecs("kaiser", specs, { rules: rules("defender") });
    const rollOff = jointOddsOfSpecs("kaiser", specs, { rules: rules("roll-off") });
    const tie = must(must(contestPairingOdds(startContest({ ruleSet: "kaiser", attackers: [{ id: "a", name: "A", spec: must(specs.attackers[0]) }], defenders: [{ id: "d", name: "D", spec: specs.defender }] }))[0]).odds).tiedRolls;
    expect(must(rollOff.attackerWins[0]) - must(defender.attackerWins[0])).toBeCloseTo(tie / 2, 12);
    expect(rollOff.defenderHoldsAll).toBeLessThan(defender.defenderHoldsAll);
  });

  it("show how far the pairings are from independent when the defender's roll swings", () => {
    // A wild defender (an unlimited d4) against three steady attackers: they mostly win together or lose together.
    const joint = jointOddsOfSpecs("olde", { attackers: [OLDE_SPEC(1, 1, 2), OLDE_SPEC(1, 1, 2), OLDE_SPEC(1, 1, 2)], defender: OLDE_SPEC(1, 4, 0, true) });
    expect(joint.attackerWinsDistribution[1]).toBe(0);
    expect(joint.attackerWinsDistribution[2]).toBe(0);
    // Each steady attacker shows 3: all three win on the defender's 1 or 2, a 3 is a stalemate, anything more holds.
    expect(joint.attackerWinsDistribution[3]).toBeCloseTo(1 / 2, 12);
    // The unlimited d4's tail past 1e-12 is cut (joint.cutMass): the defender holds a hair under 1/2.
    expect(joint.defenderHoldsAll).toBeCloseTo(1 / 2, 11);
    // Independent pairings of the same chances would have the defender hold against all three 1/8 of the time.
    expect(joint.attackerWins.reduce((none, p) => none * (1 - p), 1)).toBeCloseTo(1 / 8, 12);
  });

  it("are unknown while a side's roll is still to be chosen, and say when they rest on a proposal", () => {
    const open = startContest({ ruleSet: "olde", attackers: [{ id: "a", name: "A", spec: null }, { id: "b", name: "B", spec: OLDE_SPEC(1, 6) }], defenders: [{ id: "d", name: "D", spec: OLDE_SPEC(1, 6) }] });
    expect(jointContestOdds(open)).toEqual({ odds: null, proposed: false });
    const proposed = startContest({
      ruleSet: "olde",
      attackers: [{ id: "a", name: "A", proposal: OLDE_SPEC(2, 6) }, { id: "b", name: "B", spec: OLDE_SPEC(1, 6) }],
      defenders: [{ id: "d", name: "D", spec: OLDE_SPEC(1, 6) }],
    });
    const entry = jointContestOdds(proposed);
    expect(entry.proposed).toBe(true);
    expect(must(entry.odds).attackerWins[0]).toBeCloseTo(must(must(contestPairingOdds(proposed)[0]).odds).attackerWins, 12);
  });

  it("refuse a spec the rule set does not allow, with the rule set's own error", () => {
    expect(() => jointOddsOfSpecs("olde", { attackers: [OLDE_SPEC(0, 6)], defender: OLDE_SPEC(1, 6) })).toThrow(IndieDiceError);
    expect(() => jointOddsOfSpecs("kingdoms", { attackers: [KINGDOMS_SPEC(2, 6)], defender: { pool: 2, dice: 3, dt: 6 } })).toThrow(IndieDiceError);
    const badPenalty = { kaiserTieRule: "defender", kaiserFumblePenalty: { number: 1, faces: 0, bonus: 0 }, kaiserOpposedFumble: "loses", kaiserAttack: false, kingdomsActive: "attacker", formulaTies: "defender" } as const;
    expect(() => jointOddsOfSpecs("kaiser", { attackers: [KAISER_SKILL(2)], defender: KAISER_SKILL(2) }, { rules: badPenalty })).toThrow(IndieDiceError);
  });
});
