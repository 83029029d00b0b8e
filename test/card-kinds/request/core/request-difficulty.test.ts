import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { readDifficulty } from "../../../../src/core/typed-difficulty";

function refusal(value: unknown): string | null {
  try {
    readDifficulty(value);
    return null;
  } catch (error) {
    return error instanceof IndieDiceError ? error.key : String(error);
  }
}

describe("a difficulty as the GM typed it", () => {
  it("reads whole numbers written in digits, with any of the three minus signs", () => {
    expect([" 13 ", "-3", "−3", "–3", "1000000", 7].map(readDifficulty)).toEqual([13, -3, -3, -3, 1_000_000, 7]);
  });

  it("refuses an empty field with its own reason, and anything else that is no whole number in bounds", () => {
    expect(refusal("  ")).toBe("INDIE_DICE.ContextMenu.Error.DifficultyEmpty");
    for (const value of ["2.5", "1e3", "0x10", "abc", "1000001", "--2", null, 2.5])
      expect(refusal(value), String(value)).toBe("INDIE_DICE.ContextMenu.Error.Difficulty");
  });
});
