import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../src/core/errors";
import {
  EXPRESSION_LIMITS,
  isExpression,
  parseExpression,
  readsCharacter,
  resolveExpression,
  resolveField,
} from "../../../src/core/expressions/field-expression";

const HERO = {
  skills: { stealth: 5, lore: 2.5 },
  attributes: { agi: 3 },
  name: "Brunhild",
  items: [1, 2],
  nothing: null,
};

function refusal(run: () => unknown): { key: string; data: Record<string, unknown> } {
  try {
    run();
  } catch (error) {
    if (error instanceof IndieDiceError) return { key: error.key, data: { ...error.data } };
    throw error;
  }
  throw new Error("not refused");
}

describe("a number field written with the character's numbers", () => {
  it("adds and subtracts whole numbers and @ references, however spaced, with any minus sign", () => {
    expect(resolveExpression("@skills.stealth + 1", HERO)).toBe(6);
    expect(resolveExpression("@attributes.agi - 2", HERO)).toBe(1);
    expect(resolveExpression("@attributes.agi−@skills.stealth", HERO)).toBe(-2);
    expect(resolveExpression("-@skills.stealth + 10 – 1", HERO)).toBe(4);
    expect(resolveExpression("  7 ", null)).toBe(7);
  });

  it(
    "is an expression where it asks for the character (an @) or sums whole numbers; " + "a plain number passes through",
    () => {
      expect(isExpression("@skills.stealth")).toBe(true);
      expect(isExpression("4")).toBe(false);
      expect(isExpression(" -4 ")).toBe(false);
      expect(isExpression(4)).toBe(false);
      expect(resolveField(4, null)).toBe(4);
      expect(resolveField("@attributes.agi", HERO)).toBe(3);
    },
  );

  it(
    "sums whole numbers without a character, as docs/characters.md promises " +
      "(`3 + 4`, as `@skills.stealth + 3 + 4` is)",
    () => {
      expect([
        isExpression("3 + 4"),
        isExpression("10 – 2"),
        isExpression("-1+2-3"),
        isExpression("3 +"),
        isExpression("1-3: a trap"),
      ]).toEqual([true, true, true, false, false]);
      // 3 + 4 = 7; 10 − 2 = 8; −1 + 2 − 3 = −2: no character needed, none asked for.
      expect([resolveField("3 + 4", null), resolveField("10 – 2", null), resolveField("-1+2-3", null)]).toEqual([
        7, 8, -2,
      ]);
      // 5 + 3 + 4 = 12, the sum with a path the same as before.
      expect(resolveExpression("@skills.stealth + 3 + 4", HERO)).toBe(12);
      // A sum of numbers is the same for every character; only an @ reads one.
      expect([readsCharacter("3 + 4"), readsCharacter("@skills.stealth + 3"), readsCharacter(7)]).toEqual([
        false,
        true,
        false,
      ]);
    },
  );

  it("never reads a missing path as 0 (Foundry's `new Roll` does): it names the path", () => {
    expect(refusal(() => resolveExpression("@skills.stealthh + 1", HERO))).toEqual({
      key: "INDIE_DICE.Error.Expression.Missing",
      data: { path: "@skills.stealthh" },
    });
    expect(refusal(() => resolveExpression("@skills.stealth.rank", HERO)).key).toBe(
      "INDIE_DICE.Error.Expression.Missing",
    );
    expect(refusal(() => resolveExpression("@constructor", HERO)).key).toBe("INDIE_DICE.Error.Expression.Missing");
    expect(refusal(() => resolveExpression("@__proto__", HERO)).key).toBe("INDIE_DICE.Error.Expression.Missing");
  });

  it("refuses a path that is not a whole number, naming it and what it holds", () => {
    expect(refusal(() => resolveExpression("@name", HERO))).toEqual({
      key: "INDIE_DICE.Error.Expression.NotANumber",
      data: { path: "@name", value: '"Brunhild"' },
    });
    expect(refusal(() => resolveExpression("@skills", HERO)).data.value).toBe("{…}");
    expect(refusal(() => resolveExpression("@items", HERO)).data.value).toBe("[…]");
    expect(refusal(() => resolveExpression("@nothing", HERO)).data.value).toBe("null");
    expect(refusal(() => resolveExpression("@skills.lore", HERO))).toEqual({
      key: "INDIE_DICE.Error.Expression.NotWhole",
      data: { path: "@skills.lore", value: 2.5 },
    });
  });

  it("without a character, an @ reference is an error saying so", () => {
    expect(refusal(() => resolveExpression("@skills.stealth", null))).toEqual({
      key: "INDIE_DICE.Error.Expression.NoActor",
      data: { path: "@skills.stealth" },
    });
  });

  it.each([
    ["2d6", "Unreadable"],
    ["@a * 2", "Unreadable"],
    ["@a*2", "BadPath"],
    ["max(1, 2)", "Unreadable"],
    ["<b>1</b>", "Unreadable"],
    ["1.5", "Unreadable"],
    ["1 + + 2", "Unreadable"],
    ["1 2", "Unreadable"],
    ["@a + ", "Dangling"],
    ["-", "Dangling"],
    ["", "Empty"],
    ["@", "BadPath"],
    ["@1abc", "BadPath"],
    ["@a..b", "BadPath"],
  ])("refuses %j: %s", (text, key) => {
    expect(refusal(() => parseExpression(text)).key).toBe(`INDIE_DICE.Error.Expression.${key}`);
  });

  it("keeps to its limits: length, terms and path depth", () => {
    expect(refusal(() => parseExpression("1".repeat(EXPRESSION_LIMITS.length + 1))).key).toBe(
      "INDIE_DICE.Error.Expression.TooLong",
    );
    expect(
      refusal(() => parseExpression(Array.from({ length: EXPRESSION_LIMITS.terms + 1 }, () => "1").join(" + "))).key,
    ).toBe("INDIE_DICE.Error.Expression.TooManyTerms");
    expect(parseExpression(`@${Array.from({ length: EXPRESSION_LIMITS.segments }, () => "a").join(".")}`)).toHaveLength(
      1,
    );
    expect(
      refusal(() => parseExpression(`@${Array.from({ length: EXPRESSION_LIMITS.segments + 1 }, () => "a").join(".")}`))
        .key,
    ).toBe("INDIE_DICE.Error.Expression.TooDeep");
  });

  it("property: a sum of signed whole numbers and paths resolves to the arithmetic sum", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 1000 }), fc.boolean()), {
          minLength: 1,
          maxLength: 10,
        }),
        (terms) => {
          const data = { v: terms.map(([, value]) => value) };
          const values: Record<string, number> = {};
          terms.forEach(([, value], index) => (values[`t${index}`] = value));
          const text = terms
            .map(
              ([minus, value, asPath], index) =>
                `${index === 0 ? (minus ? "-" : "") : minus ? " - " : " + "}${asPath ? `@v.t${index}` : value}`,
            )
            .join("");
          const expected = terms.reduce((sum, [minus, value]) => sum + (minus ? -value : value), 0);
          expect(resolveExpression(text, { ...data, v: values })).toBe(expected);
        },
      ),
    );
  });
});
