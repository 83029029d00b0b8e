import { describe, expect, it } from "vitest";
import { checkOldeSpec } from "../../../../src/rule-sets/olde/core/mechanics/validation";
import {
  formatOldeDiceCode,
  oldeFoundryFormula,
  parseOldeDiceCode,
} from "../../../../src/rule-sets/olde/core/mechanics/dice-code";
import { rollOlde } from "../../../../src/rule-sets/olde/core/mechanics/roll";
import type { OldeRollSpec } from "../../../../src/rule-sets/olde/core/mechanics/rules";
import { alwaysMin } from "../../../../src/core/random";
import { expectOldeError } from "./expect-olde-error";
import { asSentByAnyClient } from "../../../sent-by-any-client";

describe("checkOldeSpec", () => {
  it("fills in an adjustment of 0 and keeps the rest", () => {
    expect(checkOldeSpec({ count: 2, faces: 4, unlimited: true })).toEqual({
      count: 2,
      faces: 4,
      adjustment: 0,
      unlimited: true,
    });
  });

  it.each([1.5, Number.NaN, Infinity, asSentByAnyClient<number>("2")])("refuses %s dice", (count) => {
    expectOldeError(() => checkOldeSpec({ count, faces: 6, unlimited: false }), "Count");
  });

  it.each([0, -1, 51])("refuses %s dice, outside the limit", (count) => {
    expectOldeError(() => checkOldeSpec({ count, faces: 6, unlimited: false }), "INDIE_DICE.Error.Limit.OldeDice");
  });

  it.each([6.5, Number.NaN])("refuses a die of %s faces", (faces) => {
    expectOldeError(() => checkOldeSpec({ count: 1, faces, unlimited: false }), "Faces");
    expectOldeError(() => checkOldeSpec({ count: 1, faces, unlimited: true }), "Faces");
  });

  it.each([0, -6, 101])("refuses a die of %s faces, outside the limit", (faces) => {
    expectOldeError(() => checkOldeSpec({ count: 1, faces, unlimited: false }), "INDIE_DICE.Error.Limit.OldeFaces");
    expectOldeError(() => checkOldeSpec({ count: 1, faces, unlimited: true }), "INDIE_DICE.Error.Limit.OldeFaces");
  });

  it("refuses an unlimited d1 but allows a limited one", () => {
    expectOldeError(() => checkOldeSpec({ count: 1, faces: 1, unlimited: true }), "UnlimitedFaces");
    expect(checkOldeSpec({ count: 1, faces: 1, unlimited: false }).faces).toBe(1);
  });

  it.each([0.5, Number.NaN, asSentByAnyClient<number>("1")])("refuses an adjustment of %s", (adjustment) => {
    expectOldeError(() => checkOldeSpec({ count: 1, faces: 6, adjustment, unlimited: true }), "Adjustment");
  });

  it("needs unlimited to be true or false", () => {
    const spec = { count: 1, faces: 6 } as OldeRollSpec;
    expectOldeError(() => checkOldeSpec(spec), "Unlimited");
    expectOldeError(() => checkOldeSpec({ ...spec, unlimited: asSentByAnyClient<boolean>("yes") }), "Unlimited");
  });

  it("makes the roller refuse a bad spec before it draws a die", () => {
    const drawn: number[] = [];
    const source = { die: (faces: number) => (drawn.push(faces), 1) };
    expectOldeError(() => rollOlde({ count: 0, faces: 6, unlimited: true }, source), "INDIE_DICE.Error.Limit.OldeDice");
    expect(drawn).toEqual([]);
    expect(rollOlde({ count: 1, faces: 6, unlimited: true }, alwaysMin).total).toBe(1);
  });
});

describe("the text's dice code", () => {
  it.each([
    ["2d8", { count: 2, faces: 8, adjustment: 0 }],
    ["2d6+1", { count: 2, faces: 6, adjustment: 1 }],
    ["3d8-1", { count: 3, faces: 8, adjustment: -1 }],
    [" 2 D 4 + 1 ", { count: 2, faces: 4, adjustment: 1 }],
    ["1d20\u22123", { count: 1, faces: 20, adjustment: -3 }],
    ["1d6-0", { count: 1, faces: 6, adjustment: 0 }],
  ])("reads %j", (code, expected) => {
    expect(parseOldeDiceCode(code, true)).toEqual({ ...expected, unlimited: true });
  });

  it("reads '-0' as an adjustment of +0, not -0", () => {
    expect(Object.is(parseOldeDiceCode("1d6-0", false).adjustment, 0)).toBe(true);
  });

  it.each(["", "d6", "2d", "2x6", "2d6+", "2d6+1+1", "2d6*2", "2d6x", "-2d6", "2d6 + 1.5"])(
    "refuses %j, naming it",
    (code) => {
      const error = expectOldeError(() => parseOldeDiceCode(code, true), "DiceCode");
      expect(error.message).toContain(JSON.stringify(code));
    },
  );

  it("checks the numbers it read", () => {
    expectOldeError(() => parseOldeDiceCode("0d6", false), "INDIE_DICE.Error.Limit.OldeDice");
    expectOldeError(() => parseOldeDiceCode("1d0", false), "INDIE_DICE.Error.Limit.OldeFaces");
    expectOldeError(() => parseOldeDiceCode("1d1", true), "UnlimitedFaces");
  });

  it("writes the text's code and Foundry's formula", () => {
    const thudd = { count: 2, faces: 4, adjustment: 1, unlimited: true };
    expect(formatOldeDiceCode(thudd)).toBe("2d4+1");
    expect(oldeFoundryFormula(thudd)).toBe("2d4x + 1");
    expect(formatOldeDiceCode({ count: 3, faces: 8, adjustment: -1, unlimited: false })).toBe("3d8-1");
    expect(oldeFoundryFormula({ count: 3, faces: 8, adjustment: -1, unlimited: false })).toBe("3d8 - 1");
    expect(oldeFoundryFormula({ count: 1, faces: 8, unlimited: true })).toBe("1d8x");
    expect(formatOldeDiceCode({ count: 1, faces: 8, unlimited: true })).toBe("1d8");
  });
});
