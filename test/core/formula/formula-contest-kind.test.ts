/**
 * The formula contest through the contests' own seams (src/card-kinds/contest/core/formula-contest-kind.ts registered
 * with src/card-kinds/contest/core/contest-kinds.ts): a card of two attackers against one defender started, its
 * pairings' and its joint chances before any roll and given a recorded roll, its pairings judged under each tie rule,
 * rolling again recorded and judged, and its refusals — every figure against dice counted in this file, never the
 * engine's odds.
 */
import { describe, expect, it } from "vitest";
import { contestChances } from "../../../src/card-kinds/contest/core/contest-chances";
import { Contest } from "../../../src/card-kinds/contest/core/contest";
import { contestKindIds, contestKindOf } from "../../../src/card-kinds/contest/core/contest-kinds";
import { contestPairingOdds } from "../../../src/card-kinds/contest/core/contest-odds";
import { CONTEST_STATE_SCHEMA } from "../../../src/card-kinds/contest/core/contest-schema";
import { rollTieBreak } from "../../../src/card-kinds/contest/core/contest-tie-break";
import type { ContestRoll } from "../../../src/card-kinds/contest/core/contest-types";
import { jointContestOdds } from "../../../src/card-kinds/contest/core/joint-contest-odds";
import { AGAIN_ROUNDS } from "../../../src/card-kinds/contest/core/formula-contest";
import type { FormulaTieRule } from "../../../src/core/formula/formula-ties";
import { seededUniform, uniformSource } from "../../../src/core/random";
import { errorKey, play } from "../../card-kinds/contest/core/contest-fixtures";
import { must } from "../../kit";
import { BUILT_IN_RULE_SETS } from "../../rule-sets/fixtures";

/** Every total of NdX + c, one entry per way the faces fall (each equally likely). */
function totals(count: number, faces: number, plus = 0): number[] {
  let sums = [plus];
  for (let die = 0; die < count; die++)
    sums = sums.flatMap((sum) => Array.from({ length: faces }, (_, face) => sum + face + 1));
  return sums;
}

const chance = (list: readonly number[], holds: (total: number) => boolean) => list.filter(holds).length / list.length;

/** The attacker's share of a tie under a rule, rolling again solved by iterating its rounds (no closed form). */
function tieShare(a: readonly number[], d: readonly number[], ties: FormulaTieRule): number {
  if (ties !== "again") return ties === "attacker" ? 1 : 0;
  const pairs = a.flatMap((x) => d.map((y) => [x, y] as const));
  const higher = pairs.filter(([x, y]) => x > y).length / pairs.length;
  const same = pairs.filter(([x, y]) => x === y).length / pairs.length;
  let value = 0;
  for (let round = 0; round < AGAIN_ROUNDS; round++) value = higher + same * value;
  return value;
}

// Two attackers, 1d6 + 1 and 2d4, against a defender's 1d8.
const SIDES = { a1: totals(1, 6, 1), a2: totals(2, 4), d: totals(1, 8) };
const attackers = [
  { id: "a1", spec: { formula: "1d6 + 1" } },
  { id: "a2", spec: { formula: "2d4" } },
];
const defender = { id: "d", spec: { formula: "1d8" } };
const roll = (formula: string, total: number): ContestRoll => ({ formula, total });

describe("the formula contest, a contest kind beside the rule sets", () => {
  it("is registered after the rule sets, named for the Start contest dialog", () => {
    expect(contestKindIds()).toEqual([...BUILT_IN_RULE_SETS, "formula"]);
    expect(contestKindOf("formula").labelKey).toBe("INDIE_DICE.Contest.Formula.Name");
  });

  it.each<FormulaTieRule>(["defender", "attacker", "stand", "again"])(
    "ties to %s: each pairing's chances, and both attackers at once, counted face by face",
    (ties) => {
      const { state } = play("formula", attackers, defender, { rules: { formulaTies: ties } });
      const a = [SIDES.a1, SIDES.a2];
      contestPairingOdds(state).forEach((entry, i) => {
        const share = tieShare(must(a[i]), SIDES.d, ties);
        const higher = must(a[i]).flatMap((x) => SIDES.d.map((y) => (x > y ? 1 : x === y ? share : 0)));
        expect(must(entry.odds).attackerWins).toBeCloseTo(higher.reduce((sum, p) => sum + p, 0) / higher.length, 14);
      });
      // Both win together: over every three totals, each pairing's tie shared out on its own.
      let both = 0;
      for (const x of SIDES.a1)
        for (const y of SIDES.a2)
          for (const z of SIDES.d)
            both +=
              (x > z ? 1 : x === z ? tieShare(SIDES.a1, SIDES.d, ties) : 0) *
              (y > z ? 1 : y === z ? tieShare(SIDES.a2, SIDES.d, ties) : 0);
      const joint = must(jointContestOdds(state).odds);
      expect(joint.attackerWinsDistribution[2]).toBeCloseTo(
        both / (SIDES.a1.length * SIDES.a2.length * SIDES.d.length),
        14,
      );
    },
  );

  it("given the defender's recorded 5, the chances are the attackers' against that 5 alone", () => {
    const played = play(
      "formula",
      attackers,
      { ...defender, roll: roll("1d8", 5) },
      { rules: { formulaTies: "defender" } },
    );
    const chances = contestChances(played.state, played.rolls);
    expect(chances.given).toBe(true);
    // 1d6 + 1 beats 5 on 5 or 6 (2 in 6); 2d4 beats 5 on 6, 7 or 8 (6 in 16); a 5 goes to the defender.
    expect(chances.pairings.map((pairing) => must(pairing.odds).attackerWins)).toEqual(
      [chance(SIDES.a1, (x) => x > 5), chance(SIDES.a2, (x) => x > 5)].map((p) => expect.closeTo(p, 14)),
    );
    // Jointly, given that 5: independent, so both win 2/6 × 6/16 of the time.
    expect(must(chances.joint.odds).attackerWinsDistribution[2]).toBeCloseTo((2 / 6) * (6 / 16), 14);
  });

  it("judges each tie by the card's rule, and rolling again by its rounds", () => {
    const judged = (ties: FormulaTieRule) => {
      const played = play(
        "formula",
        [{ ...must(attackers[0]), roll: roll("1d6 + 1", 4) }],
        { ...defender, roll: roll("1d8", 4) },
        { rules: { formulaTies: ties } },
      );
      return { ...played, judgement: new Contest(played.state).judge(played.rolls, "a1") };
    };
    expect(judged("defender").judgement).toMatchObject({
      status: "decided",
      outcome: { winner: "defender", decidedBy: "tieToDefender" },
    });
    expect(judged("attacker").judgement).toMatchObject({
      status: "decided",
      outcome: { winner: "attacker", decidedBy: "tieToAttacker" },
    });
    expect(judged("stand").judgement).toMatchObject({
      status: "decided",
      outcome: { winner: "neither", decidedBy: "tieStands" },
    });
    const again = judged("again");
    expect(again.judgement).toEqual({ status: "awaitingTieBreak", need: { attackerId: "a1", kind: "formulaAgain" } });
    // Given the tie, each side's share of the rounds to come.
    const pending = must(must(contestChances(again.state, again.rolls).pairings[0]).odds);
    expect(pending.attackerWins).toBeCloseTo(tieShare(SIDES.a1, SIDES.d, "again"), 14);
    // The rounds drawn (seeded): each total one its formula makes, until they differ; the card settles on them.
    const due = new Contest(again.state).dueTieBreaks(again.rolls);
    const dice = rollTieBreak("formulaAgain", uniformSource(seededUniform(7)), {
      attacker: must(attackers[0]).spec,
      defender: defender.spec,
    });
    const settled = new Contest(again.state).settle(again.rolls, [{ attackerId: must(due[0]).attackerId, dice }]);
    const rounds = dice.kind === "formulaAgain" ? dice.rounds : [];
    const [last] = rounds.slice(-1);
    expect(must(settled.outcome).pairings[0]).toMatchObject({
      winner: must(last)[0] > must(last)[1] ? "attacker" : "defender",
      decidedBy: "rolledAgain",
    });
  });

  it("rolls nothing again for two formulas that can only tie: nobody wins", () => {
    const played = play(
      "formula",
      [{ id: "a", spec: { formula: "5" }, roll: roll("5", 5) }],
      { id: "d", spec: { formula: "2 + 3" }, roll: roll("2 + 3", 5) },
      { rules: { formulaTies: "again" } },
    );
    expect(new Contest(played.state).judge(played.rolls, "a")).toMatchObject({
      status: "decided",
      outcome: { winner: "neither", decidedBy: "rolledAgain" },
    });
    expect(new Contest(played.state).dueTieBreaks(played.rolls)).toEqual([]);
  });

  it("refuses by name a formula the engine cannot answer, a path left unread, and a tie rule it does not know", () => {
    expect(errorKey(() => play("formula", [{ id: "a", spec: { formula: "random()" } }], defender))).toMatch(
      /^INDIE_DICE\.Error\.Formula\./,
    );
    expect(
      errorKey(() => play("formula", [{ id: "a", spec: { formula: "1d20 + @skills.ath.total" } }], defender)),
    ).toBe("INDIE_DICE.Error.Expression.NoActor");
    expect(
      errorKey(() => play("formula", attackers, defender, { rules: { formulaTies: "coin" as FormulaTieRule } })),
    ).toBe("INDIE_DICE.Contest.Error.FormulaTies");
  });

  it(
    "reads a card stored before formula contests existed, which keeps no formula tie rule: " +
      "a card keeps only its own kind's rules",
    () => {
      const { state } = play("kaiser", [{ id: "a", spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" } }], {
        id: "d",
        spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" },
      });
      expect(state.rules).not.toHaveProperty("formulaTies");
      const read = CONTEST_STATE_SCHEMA.check(state, "");
      expect(read.rules).toEqual(state.rules);
      expect(read.rules).not.toHaveProperty("formulaTies");
    },
  );
});
