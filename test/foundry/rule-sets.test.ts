import { describe, expect, it } from "vitest";
import { tieBreakKinds } from "../../src/card-kinds/contest/core/contest-tie-break";
import { type TieBreakKind } from "../../src/card-kinds/contest/core/contest-types";
import { RULE_SET_IDS } from "../../src/core/rule-sets";
import { chatCommandExample, foundryRuleSetOf, registerFoundryRuleSet } from "../../src/foundry/rule-sets";
import { contestTieBreakOf, foundryTieBreakOf } from "../../src/card-kinds/contest/foundry/contest-sides";
import { must } from "../kit";

describe("Foundry's rule-set registry (src/foundry/rule-sets.ts)", () => {
  it("files each rule set's descriptor under its own id, its Roll class named for it", () => {
    expect(RULE_SET_IDS.map((id) => [foundryRuleSetOf(id).id, foundryRuleSetOf(id).rollClassName])).toEqual([
      ["kaiser", "KaiserRoll"],
      ["ogs", "OgsRoll"],
      ["kingdoms", "KingdomsRoll"],
      ["klepto", "KleptoRoll"],
      ["olde", "OldeRoll"],
    ]);
  });

  it("finds the roller of every kind of tie-break the core knows, and refuses one no rule set rolls", () => {
    // Every kind the core knows is rolled by a rule set or by a contest kind that is no rule set's (contest-sides.ts).
    for (const kind of tieBreakKinds()) expect(contestTieBreakOf(kind).kind).toBe(kind);
    expect(() => foundryTieBreakOf("coinToss" as TieBreakKind)).toThrow(/"coinToss"/);
  });

  it("rolls a tie-break with the rule set's own dice, one die at a time", async () => {
    const thrown: string[] = [];
    const faces = [3, 3, 5, 2];
    const die = async (formula: string, flavor: string, wave: number) => {
      thrown.push(`${formula} ${flavor} ${wave}`);
      return must(faces.shift());
    };
    const sides = {
      attacker: { count: 1, faces: 6, adjustment: 0, unlimited: false },
      defender: { count: 1, faces: 6, adjustment: 0, unlimited: false },
    };
    const total = () => Promise.reject(new Error("a roll-off rolls dice, not formulas"));
    await expect(
      foundryTieBreakOf("oldeRollOff").roll({ attacker: "Ann", defender: "Bo", sides, die, total }),
    ).resolves.toEqual({
      kind: "oldeRollOff",
      pairs: [
        [3, 3],
        [5, 2],
      ],
    });
    expect(thrown).toEqual(["1d6 Ann 0", "1d6 Bo 0", "1d6 Ann 1", "1d6 Bo 1"]);
  });

  it("takes the chat command's examples from the first rule set that gives one", () => {
    expect(chatCommandExample("mode")).toBe("/indie gmr olde count=2 faces=6 !");
    const olde = foundryRuleSetOf("olde");
    try {
      registerFoundryRuleSet({ ...olde, chatCommandExamples: {} });
      expect(chatCommandExample("mode")).toBe("");
    } finally {
      registerFoundryRuleSet(olde);
    }
  });
});
