/**
 * The roll dialog's one card question (issue 53): whatever kind of card opened the dialog, it asks the question that
 * kind declared — the contest's from the shared code, K&R's extended test round's from its rule set's descriptor
 * (`UiRuleSet.cardChances`) — and answers it as that kind's own view does; the same question again is equal.
 */
import { describe, expect, it } from "vitest";
import { startContest } from "../../../src/card-kinds/contest/core/contest-setup";
import { extendedTestOdds } from "../../../src/rule-sets/kingdoms/core/extended-test/extended-test-odds";
import { askedCardChance, loadCardChance } from "../../../src/ui/card-chance-kinds";
import { contestChanceView, dialogContestFor } from "../../../src/card-kinds/contest/ui/contest-chance";
import { formulaContestChance, registerFormulaContestChance } from "../../../src/ui/dialogs/formula-contest-chance";
import { buildWith, en } from "./fixtures";
import { must } from "../../kit";

const ROUND = { pool: 4, dt: 9, replenish: 0, margin: 0, targetMargin: 2, roundsLeft: 2 } as const;

function contest() {
  const state = startContest({
    ruleSet: "kaiser",
    attackers: [{ id: "ilsa", name: "Ilsa", spec: { kind: "skill", bonus: 3, advantage: 0, method: "pool" } }],
    defenders: [
      { id: "warden", name: "Grave Warden", spec: { kind: "skill", bonus: 2, advantage: 0, method: "pool" } },
    ],
  });
  return dialogContestFor(state, "ilsa");
}

describe("the card question a roll dialog asks", () => {
  it(
    "K&R's answer is a module of its own: " + "not asked until loaded, as the dialog loads it before it opens",
    async () => {
      expect(askedCardChance({ extendedTest: ROUND })).toBeNull();
      await loadCardChance({ extendedTest: ROUND });
      expect(askedCardChance({ extendedTest: ROUND })).not.toBeNull();
    },
  );

  it("a contest side's: the chance to beat each opponent, as the contest's own view has it", () => {
    const request = buildWith("kaiser", { bonus: 3 }).spec;
    const asked = must(askedCardChance({ contest: contest() }));
    expect(asked.answer(en, "kaiser", request)).toEqual(contestChanceView(en, "kaiser", contest(), request));
  });

  it(
    "an extended test round's, declared by K&R's descriptor: " +
      "the chance to reach the target in the rounds left, in place of the roll's own odds",
    () => {
      const view = must(
        must(askedCardChance({ extendedTest: ROUND })).answer(
          en,
          "kingdoms",
          buildWith("kingdoms", { pool: 4, dice: 4, dt: 9 }).spec,
        ),
      );
      expect(view.replacesRollOdds).toBe(true);
      expect(view.rows.map((row) => row.probability)).toEqual([extendedTestOdds(ROUND).reach]);
      // A target no dice can reach any more is said in words, never as a chance.
      const unreachable = must(
        must(askedCardChance({ extendedTest: { ...ROUND, targetMargin: 200, roundsLeft: 1 } })).answer(
          en,
          "kingdoms",
          null,
        ),
      );
      expect(unreachable.rows).toEqual([]);
    },
  );

  it("no question (or only nulls): nothing asked; the same question twice: one key, another question: another", () => {
    expect(askedCardChance({})).toBeNull();
    expect(askedCardChance({ contest: null, extendedTest: null })).toBeNull();
    expect(must(askedCardChance({ extendedTest: { ...ROUND } })).key).toBe(
      must(askedCardChance({ contest: null, extendedTest: ROUND })).key,
    );
    expect(must(askedCardChance({ extendedTest: { ...ROUND, margin: 1 } })).key).not.toBe(
      must(askedCardChance({ extendedTest: ROUND })).key,
    );
    expect(must(askedCardChance({ contest: contest() })).key).not.toBe(
      must(askedCardChance({ extendedTest: ROUND })).key,
    );
  });

  it("a formula contest side's, in the *Any formula* dialog: the contest's answer, filed at registration", () => {
    const opponents = [{ name: "Fafnir", spec: { formula: "1d20" } }];
    const view = must(formulaContestChance(en, { side: "attacker", opponents }, { formula: "1d20+3" }));
    // 1d20 + 3 beats 1d20 unless the defender rolls at least 3 more (ties go to the defender): of the 400 pairs of
    // faces, 1 + 2 + … + 17 = 153 lose, 247 win.
    expect(view.rows.map(({ outcome }) => outcome)).toEqual(["beat-0"]);
    expect(must(view.rows[0]).probability).toBeCloseTo(247 / 400, 12);
    expect(() => registerFormulaContestChance(() => null)).toThrow(/registered twice/);
  });
});
