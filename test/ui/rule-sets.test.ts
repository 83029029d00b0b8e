import { describe, expect, it } from "vitest";
import { RULE_SET_IDS } from "../../src/core/rule-sets";
import { type RuleSetId } from "../../src/core/rule-set-types";
import { dialogKindLook } from "../../src/ui/dialog-kinds";
import { requestSpec } from "../../src/card-kinds/request/ui/request-dialog-model";
import { registerUiRuleSet, uiRuleSetOf } from "../../src/ui/rule-sets";

describe("the views' rule-set registry (src/ui/rule-sets.ts)", () => {
  it("files each rule set's descriptor under its own id", () => {
    expect(RULE_SET_IDS.map((id) => uiRuleSetOf(id).id)).toEqual([...RULE_SET_IDS]);
  });

  it("refuses a rule set no one registered, naming it", () => {
    expect(() => uiRuleSetOf("coins" as RuleSetId)).toThrow(/"coins"/);
  });

  it("a registration replaces the rule set's descriptor everywhere it is looked up", () => {
    const olde = uiRuleSetOf("olde");
    try {
      registerUiRuleSet({ ...olde, icon: "fa-solid fa-coins" });
      expect(uiRuleSetOf("olde").icon).toBe("fa-solid fa-coins");
      expect(dialogKindLook("olde").icon).toBe("fa-solid fa-coins");
    } finally {
      registerUiRuleSet(olde);
    }
  });

  it("a request fixes the rule set's number to pass and its own choices, by its descriptor", () => {
    expect(requestSpec("kaiser", 12, () => undefined)).toEqual({ kind: "resistance", difficulty: 12 });
    expect(requestSpec("kaiser", 12, (name) => (name === "kind" ? "skill" : undefined))).toEqual({
      kind: "skill",
      difficulty: 12,
    });
    expect(requestSpec("kingdoms", 9, () => "skill")).toEqual({ dt: 9 });
    expect(requestSpec("klepto", 9, () => undefined)).toEqual({});
  });
});
