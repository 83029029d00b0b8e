import { describe, expect, it } from "vitest";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import {
  defaultContestRules,
  startContest,
  type ContestSetup,
} from "../../../../src/card-kinds/contest/core/contest-setup";
import {
  type ContestKindId,
  type ContestRules,
  type ContestSpecs,
} from "../../../../src/card-kinds/contest/core/contest-types";
import {
  jointContestOdds,
  jointOddsOfSpecs,
  type JointContestOdds,
} from "../../../../src/card-kinds/contest/core/joint-contest-odds";
import { IndieDiceError } from "../../../../src/core/errors";
import { KAISER_SKILL, KINGDOMS_SPEC, OLDE_SPEC } from "./contest-fixtures";
import { must } from "../../../kit";
import { RULE_SET_FIXTURES } from "../../../rule-sets/fixtures";

/** Six attackers of different builds against one defender: the size the card is made for. */
type Mob<R extends ContestKindId> = { readonly attackers: ContestSpecs[R][]; readonly defender: ContestSpecs[R] };

/** Each contest kind's mob: each rule set's from its fixtures (test/rule-sets/<id>/fixtures.ts), then the formula's. */
const MOBS = new Map<ContestKindId, Mob<ContestKindId>>([
  ...RULE_SET_FIXTURES.map((fixtures) => [fixtures.ruleSet, fixtures.contestMob] as const),
  [
    "formula",
    {
      attackers: ["1d20 + 3", "2d20kh + 1", "1d20 + 7", "3d6", "1d12 + 4", "1d20 + 5"].map((formula) => ({ formula })),
      defender: { formula: "1d20 + 5" },
    },
  ],
]);

/** A contest kind's mob; a kind without one fails here, by name. */
function mobOf<R extends ContestKindId>(ruleSet: R): Mob<R> {
  return must(MOBS.get(ruleSet), `${ruleSet}'s mob`) as Mob<R>;
}

function mob<R extends ContestKindId>(ruleSet: R, extra: Partial<ContestSetup<R>> = {}) {
  const { attackers, defender } = mobOf(ruleSet);
  return startContest({
    ruleSet,
    attackers: attackers.map((spec, index) => ({ id: `a${index}`, name: `A${index}`, spec })),
    defenders: [{ id: "d", name: "D", spec: defender }],
    ...extra,
  });
}

/**
 * Every reading of the card's rules that changes who wins a pairing: each rule set's (its fixtures), then the
 * formula's.
 */
const RULE_VARIANTS: ReadonlyArray<readonly [string, ContestKindId, Partial<ContestSetup>]> = [
  ...RULE_SET_FIXTURES.flatMap((fixtures) =>
    fixtures.contestRuleVariants.map(([name, extra]) => [name, fixtures.ruleSet, extra] as const),
  ),
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
  it.each(RULE_VARIANTS)(
    "%s: each attacker's own chance is its pairing's, and the figures agree",
    (_name, ruleSet, extra) => {
      const state = mob(ruleSet, extra);
      const { odds, proposed } = jointContestOdds(state);
      expect(proposed).toBe(false);
      expect(must(odds).attackerWinsDistribution).toHaveLength(7);
      contestPairingOdds(state).forEach((entry, i) =>
        expect(must(odds).attackerWins[i]).toBeCloseTo(must(entry.odds).attackerWins, 12),
      );
      expectConsistent(must(odds));
      expect(must(odds).cutMass).toBeLessThan(1e-10);
    },
  );

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
      const { attackers, defender } = mobOf(ruleSet);
      const state = startContest({
        ruleSet,
        attackers: [{ id: "a", name: "A", spec: must(attackers[1]) }],
        defenders: [{ id: "d", name: "D", spec: defender }],
        ...extra,
      } as ContestSetup);
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
    const state = startContest({
      ruleSet: "kingdoms",
      attackers: [{ id: "a", name: "A", spec: pool }],
      defenders: [{ id: "d", name: "D", spec: pool }],
      rules,
    });
    const pairing = must(must(contestPairingOdds(state)[0]).odds);
    expect(pairing.neither).toBeGreaterThan(0.1);
    expect(must(jointContestOdds(state).odds).defenderHoldsAll).toBeCloseTo(pairing.defenderWins + pairing.neither, 12);
    const attack = jointOddsOfSpecs(
      "kaiser",
      { attackers: [KAISER_SKILL(4)], defender: KAISER_SKILL(4) },
      { rules: { ...defaultContestRules("kaiser"), kaiserAttack: true } },
    );
    const plain = jointOddsOfSpecs("kaiser", { attackers: [KAISER_SKILL(4)], defender: KAISER_SKILL(4) });
    // An Attack's tie is nobody's, the default rule gives it to the defender: the attacker wins as often either way.
    expect(attack.attackerWins[0]).toBeCloseTo(must(plain.attackerWins[0]), 12);
  });

  it("give a roll-off's share of a tie to the attacker", () => {
    const specs = { attackers: [KAISER_SKILL(4), KAISER_SKILL(4)], defender: KAISER_SKILL(4) };
    const rules = (kaiserTieRule: ContestRules["kaiserTieRule"]): ContestRules => ({
      kaiserTieRule,
      kaiserFumblePenalty: { number: 2, faces: 6, bonus: 0 },
      kaiserOpposedFumble: "loses",
      kaiserAttack: false,
      kingdomsActive: "attacker",
      formulaTies: "defender",
    });
    const defender = jointOddsOfSpecs("kaiser", specs, { rules: rules("defender") });
    const rollOff = jointOddsOfSpecs("kaiser", specs, { rules: rules("roll-off") });
    const tie = must(
      must(
        contestPairingOdds(
          startContest({
            ruleSet: "kaiser",
            attackers: [{ id: "a", name: "A", spec: must(specs.attackers[0]) }],
            defenders: [{ id: "d", name: "D", spec: specs.defender }],
          }),
        )[0],
      ).odds,
    ).tiedRolls;
    expect(must(rollOff.attackerWins[0]) - must(defender.attackerWins[0])).toBeCloseTo(tie / 2, 12);
    expect(rollOff.defenderHoldsAll).toBeLessThan(defender.defenderHoldsAll);
  });

  it("show how far the pairings are from independent when the defender's roll swings", () => {
    // A wild defender (an unlimited d4) against three steady attackers: they mostly win together or lose together.
    const joint = jointOddsOfSpecs("olde", {
      attackers: [OLDE_SPEC(1, 1, 2), OLDE_SPEC(1, 1, 2), OLDE_SPEC(1, 1, 2)],
      defender: OLDE_SPEC(1, 4, 0, true),
    });
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
    const open = startContest({
      ruleSet: "olde",
      attackers: [
        { id: "a", name: "A", spec: null },
        { id: "b", name: "B", spec: OLDE_SPEC(1, 6) },
      ],
      defenders: [{ id: "d", name: "D", spec: OLDE_SPEC(1, 6) }],
    });
    expect(jointContestOdds(open)).toEqual({ odds: null, proposed: false });
    const proposed = startContest({
      ruleSet: "olde",
      attackers: [
        { id: "a", name: "A", proposal: OLDE_SPEC(2, 6) },
        { id: "b", name: "B", spec: OLDE_SPEC(1, 6) },
      ],
      defenders: [{ id: "d", name: "D", spec: OLDE_SPEC(1, 6) }],
    });
    const entry = jointContestOdds(proposed);
    expect(entry.proposed).toBe(true);
    expect(must(entry.odds).attackerWins[0]).toBeCloseTo(
      must(must(contestPairingOdds(proposed)[0]).odds).attackerWins,
      12,
    );
  });

  it("refuse a spec the rule set does not allow, with the rule set's own error", () => {
    expect(() => jointOddsOfSpecs("olde", { attackers: [OLDE_SPEC(0, 6)], defender: OLDE_SPEC(1, 6) })).toThrow(
      IndieDiceError,
    );
    expect(() =>
      jointOddsOfSpecs("kingdoms", { attackers: [KINGDOMS_SPEC(2, 6)], defender: { pool: 2, dice: 3, dt: 6 } }),
    ).toThrow(IndieDiceError);
    const badPenalty = {
      kaiserTieRule: "defender",
      kaiserFumblePenalty: { number: 1, faces: 0, bonus: 0 },
      kaiserOpposedFumble: "loses",
      kaiserAttack: false,
      kingdomsActive: "attacker",
      formulaTies: "defender",
    } as const;
    expect(() =>
      jointOddsOfSpecs("kaiser", { attackers: [KAISER_SKILL(2)], defender: KAISER_SKILL(2) }, { rules: badPenalty }),
    ).toThrow(IndieDiceError);
  });
});
