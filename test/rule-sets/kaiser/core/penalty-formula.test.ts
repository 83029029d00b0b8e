import { describe, expect, it } from "vitest";
import {
  formatPenaltyFormula,
  parsePenaltyFormula,
} from "../../../../src/rule-sets/kaiser/core/mechanics/penalty-formula";
import { keyOf } from "../../../core/support/refusal-key";

describe("the opposed-Fumble penalty formula a GM types", () => {
  it.each([
    ["2d6", { number: 2, faces: 6, bonus: 0 }],
    [" 1d10 + 2 ", { number: 1, faces: 10, bonus: 2 }],
    ["d8-1", { number: 1, faces: 8, bonus: -1 }],
    ["3D4", { number: 3, faces: 4, bonus: 0 }],
    ["5", { number: 0, faces: 1, bonus: 5 }],
    ["10d20+100", { number: 10, faces: 20, bonus: 100 }],
  ])("reads %j", (text, spec) => {
    expect(parsePenaltyFormula(text)).toEqual(spec);
  });

  it.each(["", "2d", "d", "2d6+", "2x6", "2d6*2", "<b>2d6</b>", "1d6+1d4"])("refuses %j as no formula", (text) => {
    expect(keyOf(() => parsePenaltyFormula(text))).toBe("INDIE_DICE.Error.Kaiser.PenaltyFormula");
  });

  it("refuses a formula past the limits, naming the part that is too large", () => {
    expect(keyOf(() => parsePenaltyFormula("1000000d6"))).toBe("INDIE_DICE.Error.Limit.KaiserPenaltyDice");
    expect(keyOf(() => parsePenaltyFormula("2d1000"))).toBe("INDIE_DICE.Error.Limit.KaiserPenaltyFaces");
    expect(keyOf(() => parsePenaltyFormula("2d6+101"))).toBe("INDIE_DICE.Error.Limit.KaiserPenaltyBonus");
  });

  it("writes a spec back the way it reads", () => {
    for (const text of ["2d6", "1d10+2", "1d8-1", "5", "0"]) {
      expect(formatPenaltyFormula(parsePenaltyFormula(text))).toBe(text);
    }
  });
});
