import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OLDE_LIMITS } from "../../../../src/rule-sets/olde/core/limits";
import {
  makeDiceUnlimited,
  OLDE_LIMITED_FLAVOR,
} from "../../../../src/rule-sets/olde/core/mechanics/unlimited-formula";
import { oldeFoundryFormula } from "../../../../src/rule-sets/olde/core/mechanics/dice-code";

describe("makeDiceUnlimited: the 'character rolls are unlimited' world setting", () => {
  it.each([
    ["2d4 + 1", "2d4x + 1"],
    ["1d8", "1d8x"],
    ["d6", "d6x"],
    ["2D6", "2D6x"],
    ["1d20 + 2d6 - 1d4", "1d20x + 2d6x - 1d4x"],
    ["4d6kh3", "4d6kh3x"],
    ["4d6kh", "4d6khx"],
    ["1d6d1", "1d6d1x"],
    ["1d20min10", "1d20min10x"],
    ["1d6max5", "1d6max5x"],
    ["2d6cs>=5", "2d6cs>=5x"],
    ["2d6[fire] + 1d4[cold]", "2d6x[fire] + 1d4x[cold]"],
    ["1d8[unlimited]", "1d8x[unlimited]"],
    ["(1d6 + 2) * 2", "(1d6x + 2) * 2"],
    ["(2+1)d6", "(2+1)d6x"],
    ["{1d6, 1d8}kh", "{1d6x, 1d8x}kh"],
    ["{1d6,1d8}d1", "{1d6x,1d8x}d1"],
    ["floor(1d6/2)", "floor(1d6x/2)"],
    ["2d6%3", "2d6x%3"],
    ["@abilities.str.mod + 1d6", "@abilities.str.mod + 1d6x"],
  ])("adds x to the dice of %j", (formula, expected) => {
    expect(makeDiceUnlimited(formula)).toBe(expected);
  });

  it.each([
    ["an explode of its own", ["2d4x + 1", "1d6xo", "1d6x6", "1d6xo>=5", "1d6X", "4d6khx", "4d6kh3x"]],
    ["a Kaiser term", ["2d6ko + 3", "3d6kh2ko", "4d6kl2ko"]],
    ["an OGS term", ["1d10p2", "10d6p2"]],
    ["a K&R term", ["6d12kr7"]],
    ["a Kleptonomicon term", ["1d10kc", "3d10kckh", "1di", "4dikl"]],
    ["a 'limited' label", ["2d6[limited]", "1d8[Limited fire]", "1d8kh[cold, LIMITED]"]],
    ["a die with no numeric faces", ["1dc", "4df", "1d%"]],
    ["a number or a label", ["5", "", "5[2d6 in a label]", "@attr.d6 + 2", "abc2d6"]],
  ])("leaves %s alone", (_what, formulas) => {
    for (const formula of formulas) expect(makeDiceUnlimited(formula)).toBe(formula);
  });

  it("treats each term on its own", () => {
    expect(makeDiceUnlimited(`2d6[${OLDE_LIMITED_FLAVOR}] + 1d4 + 2d6ko + 1d8xo`)).toBe(
      "2d6[limited] + 1d4x + 2d6ko + 1d8xo",
    );
  });

  it("turns the Foundry formula of a limited roll into the unlimited one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: OLDE_LIMITS.oldeDice.max }),
        fc.integer({ min: 2, max: 100 }),
        fc.integer({ min: -20, max: 20 }),
        (count, faces, adjustment) => {
          const limited = oldeFoundryFormula({ count, faces, adjustment, unlimited: false });
          const unlimited = oldeFoundryFormula({ count, faces, adjustment, unlimited: true });
          expect(makeDiceUnlimited(limited)).toBe(unlimited);
        },
      ),
    );
  });

  it("is idempotent and only ever adds x", () => {
    const piece = fc.constantFrom(
      "1d6",
      "2d4",
      "d8",
      "4d6kh3",
      "2d6ko",
      "1d10p2",
      "6d12kr7",
      "1di",
      "1d6x",
      "1d8xo",
      "3",
      "@mod",
      "[fire]",
      "[limited]",
      "(1d6 + 1)",
      "{1d4, 2d6}kh",
      "1d20min10",
      "2d6cs>4",
    );
    const operator = fc.constantFrom(" + ", " - ", " * ", "+", "-");
    const formula = fc.array(fc.tuple(operator, piece), { minLength: 1, maxLength: 6 }).map((parts) =>
      parts
        .map(([op, part]) => op + part)
        .join("")
        .slice(1),
    );
    fc.assert(
      fc.property(formula, (text) => {
        const once = makeDiceUnlimited(text);
        expect(makeDiceUnlimited(once)).toBe(once);
        expect(once.replaceAll("x", "")).toBe(text.replaceAll("x", ""));
      }),
    );
  });
});
