import { describe, expect, it } from "vitest";
import { contestPairingOdds } from "../../../../src/card-kinds/contest/core/contest-odds";
import { startContest, type ContestSetup } from "../../../../src/card-kinds/contest/core/contest-setup";
import { type ContestKindId, type ContestSpecs } from "../../../../src/card-kinds/contest/core/contest-types";
import { ogsActionDice } from "../../../../src/rule-sets/ogs/core/mechanics/check-spec";
import { exactOdds } from "../../../../src/core/odds/exact-odds";
import { kingdomsMarginDistribution } from "../../../../src/rule-sets/kingdoms/core/odds/pool-odds";
import { KAISER_SKILL, KINGDOMS_SPEC, KLEPTO_SPEC, OGS_SPEC, OLDE_SPEC } from "./contest-fixtures";
import { must } from "../../../kit";

function oneOnOne<R extends ContestKindId>(
  ruleSet: R,
  attacker: ContestSpecs[R] | null,
  defender: ContestSpecs[R],
  extra: Partial<ContestSetup<R>> = {},
) {
  const state = startContest({
    ruleSet,
    attackers: [{ id: "a", name: "A", spec: attacker }],
    defenders: [{ id: "d", name: "D", spec: defender }],
    ...extra,
  });
  const entries = contestPairingOdds(state);
  expect(entries).toHaveLength(1);
  return must(entries[0]).odds;
}

function expectWhole(odds: { attackerWins: number; defenderWins: number; neither: number } | null): void {
  expect(must(odds).attackerWins + must(odds).defenderWins + must(odds).neither).toBeCloseTo(1, 10);
}

describe("the chances of each pairing before anyone rolls", () => {
  const penalty = { number: 2, faces: 6, bonus: 0 };

  it("Kaiser: the share of each tie rule, and an Attack's ties as nobody's", () => {
    const a = KAISER_SKILL(5, 1);
    const d = KAISER_SKILL(6);
    const engine = exactOdds.kaiser.opposed(a, d, penalty);
    expect(oneOnOne("kaiser", a, d)).toEqual({
      attackerWins: engine.defenderTakesTies.attacker,
      defenderWins: engine.defenderTakesTies.defender,
      neither: 0,
      tiedRolls: engine.pTie,
    });
    expect(oneOnOne("kaiser", a, d, { rules: { kaiserTieRule: "roll-off" } })).toMatchObject({
      attackerWins: engine.rollOff.attacker,
      defenderWins: engine.rollOff.defender,
    });
    const attack = oneOnOne("kaiser", a, d, { rules: { kaiserAttack: true } });
    expect(attack).toEqual({
      attackerWins: engine.attack.attacker,
      defenderWins: engine.attack.defender,
      neither: engine.attack.neither,
      tiedRolls: engine.pTie,
    });
    expect(must(attack).neither).toBeGreaterThan(0.05);
    expectWhole(attack);
  });

  it("Kaiser: uses the card's Fumble penalty", () => {
    const a = KAISER_SKILL(2);
    const heavy = { number: 4, faces: 6, bonus: 0 };
    const odds = oneOnOne("kaiser", a, a, { rules: { kaiserFumblePenalty: heavy } });
    expect(must(odds).attackerWins).toBe(exactOdds.kaiser.opposed(a, a, heavy).defenderTakesTies.attacker);
  });

  it("OGS: the whole tie-break chain, flat bonuses in the total only", () => {
    const a = OGS_SPEC(8, 6, 1);
    const d = OGS_SPEC(10, 4, 0, 8);
    const engine = exactOdds.ogs.opposed(ogsActionDice(a), ogsActionDice(d));
    const odds = oneOnOne("ogs", a, d);
    expect(odds).toEqual({
      attackerWins: engine.aWins,
      defenderWins: engine.bWins,
      neither: 0,
      tiedRolls: expect.closeTo(1 - engine.byStep.total.a - engine.byStep.total.b, 12),
    });
    expect(must(odds).tiedRolls).toBeGreaterThan(0.01);
    expectWhole(odds);
  });

  it.each(["attacker", "defender", "neither"] as const)("K&R with the %s acting", (active) => {
    const a = KINGDOMS_SPEC(4, 7);
    const d = KINGDOMS_SPEC(3, 6);
    const role = { attacker: "aActive", defender: "bActive", neither: "bothEqual" } as const;
    const engine = exactOdds.kingdoms.opposed(a, d, role[active]);
    const odds = oneOnOne("kingdoms", a, d, { rules: { kingdomsActive: active } });
    expect(odds).toMatchObject({ attackerWins: engine.aWins, defenderWins: engine.bWins, neither: engine.stalemate });
    expect(must(odds).tiedRolls).toBe(kingdomsMarginDistribution(4, 7).compare(kingdomsMarginDistribution(3, 6)).equal);
    expectWhole(odds);
  });

  it("Kleptonomicon: the coin splits ties", () => {
    const a = { ...KLEPTO_SPEC(1), advantages: 2 };
    const d = KLEPTO_SPEC(3);
    const engine = exactOdds.klepto.contest(a, d);
    expect(oneOnOne("klepto", a, d)).toEqual({
      attackerWins: engine.aWins,
      defenderWins: engine.bWins,
      neither: 0,
      tiedRolls: engine.tie,
    });
  });

  it("Dungeons of Olde: a tie is a stalemate", () => {
    const a = OLDE_SPEC(2, 4, 0, true);
    const d = OLDE_SPEC(2, 10, 0, true);
    const engine = exactOdds.olde.contest(a, d);
    expect(oneOnOne("olde", a, d)).toEqual({
      attackerWins: engine.firstWins,
      defenderWins: engine.secondWins,
      neither: engine.tie,
      tiedRolls: engine.tie,
    });
  });

  it("are unknown while a side's roll is still to be chosen", () => {
    expect(oneOnOne("olde", null, OLDE_SPEC(1, 6))).toBeNull();
  });

  it("gives each pairing of a many-against-one contest its own chances", () => {
    const specs = [OGS_SPEC(4, 4), OGS_SPEC(8, 8), OGS_SPEC(12, 12, 2)];
    const d = OGS_SPEC(8, 6);
    const state = startContest({
      ruleSet: "ogs",
      attackers: specs.map((spec, i) => ({ id: `a${i}`, name: `A${i}`, spec })),
      defenders: [{ id: "d", name: "D", spec: d }],
    });
    const entries = contestPairingOdds(state);
    expect(entries.map((entry) => entry.attackerId)).toEqual(["a0", "a1", "a2"]);
    entries.forEach((entry, i) => {
      expect(entry.defenderId).toBe("d");
      expect(must(entry.odds).attackerWins).toBe(
        exactOdds.ogs.opposed(ogsActionDice(must(specs[i])), ogsActionDice(d)).aWins,
      );
    });
    expect(must(must(entries[0]).odds).attackerWins).toBeLessThan(must(must(entries[2]).odds).attackerWins);
  });
});
