import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import { CHECK_LINK_LIMITS, checkLinkSummary, parseCheckLink } from "../../../src/core/check-links/check-link";

function keyOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof IndieDiceError) return error.key;
    throw error;
  }
  throw new Error("not refused");
}

describe("a check link's words", () => {
  it("reads the rule set and each name=value: numbers as numbers, true/false, words and @ expressions as written", () => {
    expect(parseCheckLink("kaiser kind=skill bonus=@skills.stealth difficulty=12")).toEqual({
      ruleSet: "kaiser",
      fields: { kind: "skill", bonus: "@skills.stealth", difficulty: 12 },
      saved: null,
    });
    expect(parseCheckLink("  olde count=2 faces=6 unlimited=false adjustment=-1 ")).toEqual({ ruleSet: "olde", fields: { count: 2, faces: 6, unlimited: false, adjustment: -1 }, saved: null });
    expect(parseCheckLink('kingdoms pool="@pools.might + 1" dt=7').fields.pool).toBe("@pools.might + 1");
  });

  it('names a saved roll of the clicking character: saved="Pick Locks", other names overriding its fields', () => {
    expect(parseCheckLink('klepto saved="Pick Locks" modifier=2')).toEqual({ ruleSet: "klepto", fields: { modifier: 2 }, saved: "Pick Locks" });
    expect(checkLinkSummary(parseCheckLink('klepto saved="Pick Locks" modifier=2'))).toBe("“Pick Locks”, modifier 2");
  });

  it.each([
    ["poker hand=full", "RuleSet"],
    ["", "RuleSet"],
    ["kaiser bonus", "Pair"],
    ["kaiser bonus=1 =2", "Pair"],
    ['kaiser flavor="unclosed', "Pair"],
    ["kaiser bonus=1 bonus=2", "Twice"],
    ['klepto saved="A" saved="B"', "Twice"],
    ["kaiser bonus=@a*2", "Expression.BadPath"],
    [`kaiser ${"x=1 ".repeat(CHECK_LINK_LIMITS.fields + 1)}`, "Twice"],
    [`kaiser flavor="${"x".repeat(CHECK_LINK_LIMITS.length)}"`, "TooLong"],
  ])("refuses %j (%s)", (words, key) => {
    const expected = key.startsWith("Expression") ? `INDIE_DICE.Error.${key}` : `INDIE_DICE.Error.CheckLink.${key}`;
    expect(keyOf(() => parseCheckLink(words))).toBe(expected);
  });

  it(`sets at most ${CHECK_LINK_LIMITS.fields} fields`, () => {
    const words = `kaiser ${Array.from({ length: CHECK_LINK_LIMITS.fields + 1 }, (_, i) => `f${i}=1`).join(" ")}`;
    expect(keyOf(() => parseCheckLink(words))).toBe("INDIE_DICE.Error.CheckLink.TooMany");
  });
});
