import { describe, expect, it } from "vitest";
import { CHECK_LINK_LIMITS, checkLinkSummary, parseCheckLink } from "../../../src/core/check-links/check-link";
import { keyOf } from "../support/refusal-key";

describe("a check link's words", () => {
  it(
    "reads the rule set and each name=value: " + "numbers as numbers, true/false, words and @ expressions as written",
    () => {
      expect(parseCheckLink("kaiser kind=skill bonus=@skills.stealth difficulty=12")).toEqual({
        ruleSet: "kaiser",
        fields: { kind: "skill", bonus: "@skills.stealth", difficulty: 12 },
        saved: null,
        question: null,
      });
      expect(parseCheckLink("  olde count=2 faces=6 unlimited=false adjustment=-1 ")).toEqual({
        ruleSet: "olde",
        fields: { count: 2, faces: 6, unlimited: false, adjustment: -1 },
        saved: null,
        question: null,
      });
      expect(parseCheckLink('kingdoms pool="@pools.might + 1" dt=7')).toMatchObject({
        fields: { pool: "@pools.might + 1" },
      });
    },
  );

  it('names a saved roll of the clicking character: saved="Pick Locks", other names overriding its fields', () => {
    expect(parseCheckLink('klepto saved="Pick Locks" modifier=2')).toEqual({
      ruleSet: "klepto",
      fields: { modifier: 2 },
      saved: "Pick Locks",
      question: null,
    });
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
    ["kaiser question=most question=everyone", "Twice"],
    ["kaiser bonus=@a*2", "Expression.BadPath"],
    [`kaiser ${"x=1 ".repeat(CHECK_LINK_LIMITS.fields + 1)}`, "Twice"],
    [`kaiser flavor="${"x".repeat(CHECK_LINK_LIMITS.length)}"`, "TooLong"],
  ])("refuses %j (%s)", (words, key) => {
    const expected = key.startsWith("Expression") ? `INDIE_DICE.Error.${key}` : `INDIE_DICE.Error.CheckLink.${key}`;
    expect(keyOf(() => parseCheckLink(words))).toBe(expected);
  });

  it("names the group's question of a request made from it, the dialog's fields left as they are", () => {
    expect(parseCheckLink("kaiser difficulty=12 question=atLeastHalf")).toEqual({
      ruleSet: "kaiser",
      fields: { difficulty: 12 },
      saved: null,
      question: "atLeastHalf",
    });
    expect(parseCheckLink("formula 1d20+@skills.ste.total vs=12 question=atLeast3")).toMatchObject({
      target: 12,
      question: "atLeast3",
    });
    // No question at all is refused as the link is read; an N is checked against the rows when the request is made
    // (request-count-questions.test.ts), where the message can name how many were asked.
    expect(keyOf(() => parseCheckLink("kaiser question=half"))).toBe("INDIE_DICE.Request.Error.Question");
    expect(keyOf(() => parseCheckLink("kaiser question=atLeast"))).toBe("INDIE_DICE.Request.Error.Question");
    expect(parseCheckLink("formula 1d20 question=atLeast0").question).toBe("atLeast0");
    expect(parseCheckLink("kaiser question=atLeast51").question).toBe("atLeast51");
  });

  it(`sets at most ${CHECK_LINK_LIMITS.fields} fields`, () => {
    const words = `kaiser ${Array.from({ length: CHECK_LINK_LIMITS.fields + 1 }, (_, i) => `f${i}=1`).join(" ")}`;
    expect(keyOf(() => parseCheckLink(words))).toBe("INDIE_DICE.Error.CheckLink.TooMany");
  });
});

describe("a formula check link's words (any system)", () => {
  it("takes the formula as one bare word or quoted, the target vs= and the comparison (default at least)", () => {
    expect(parseCheckLink("formula 1d20+@abilities.dex.mod vs=15")).toEqual({
      ruleSet: "formula",
      formula: "1d20+@abilities.dex.mod",
      target: 15,
      compare: "atLeast",
      question: null,
    });
    expect(parseCheckLink('formula formula="1d20 + @abilities.dex.mod" vs=5 compare=atMost')).toEqual({
      ruleSet: "formula",
      formula: "1d20 + @abilities.dex.mod",
      target: 5,
      compare: "atMost",
      question: null,
    });
    // A formula with its own `>=` is one word, not a pair; no target: the link rolls it with nothing to pass.
    expect(parseCheckLink("formula d20cs>=8")).toEqual({
      ruleSet: "formula",
      formula: "d20cs>=8",
      target: null,
      compare: "atLeast",
      question: null,
    });
    expect(checkLinkSummary(parseCheckLink("formula 2d6+3 vs=7 compare=exactly"))).toBe("2d6+3 = 7");
    expect(checkLinkSummary(parseCheckLink("formula 1d20+@abilities.dex.mod vs=15"))).toBe(
      "1d20+@abilities.dex.mod ≥ 15",
    );
  });

  it(
    "refuses a link without its formula, with it twice, " +
      "with a word it does not take, a target or comparison it cannot read",
    () => {
      expect(() => parseCheckLink("formula vs=15")).toThrow("A formula check link needs its formula");
      expect(() => parseCheckLink('formula 1d20 formula="1d6"')).toThrow(
        "The formula check link gives its formula twice.",
      );
      expect(() => parseCheckLink("formula 1d20 dc=15")).toThrow(
        "“dc” is no word of a formula check link: it takes formula, vs, compare and question.",
      );
      expect(() => parseCheckLink("formula 1d20 vs=high")).toThrow("“high” is no target");
      expect(() => parseCheckLink("formula 1d20 vs=15 compare=above")).toThrow("“above” is no comparison");
      expect(() => parseCheckLink("formula 1d20 vs=15 vs=16")).toThrow("The check link names “vs” twice.");
    },
  );
});
