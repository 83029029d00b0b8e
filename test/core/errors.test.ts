import { describe, expect, it } from "vitest";
import { formatMessage, IndieDiceError } from "../../src/core/errors";

describe("IndieDiceError", () => {
  it("carries its key and data and reads in English", () => {
    const error = new IndieDiceError("INDIE_DICE.Title", { x: 1 });
    expect(error.key).toBe("INDIE_DICE.Title");
    expect(error.data).toEqual({ x: 1 });
    expect(error.message).toBe("Indie Dice");
  });

  it("shows an unknown key as itself rather than an empty message", () => {
    expect(formatMessage("INDIE_DICE.Nope.Missing")).toBe("INDIE_DICE.Nope.Missing");
  });
});
