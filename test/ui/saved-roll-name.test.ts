import { describe, expect, it } from "vitest";
import { savedRollName } from "../../src/ui/saved-rolls/saved-roll-name";
import { contextWith } from "./dialogs/fixtures";

const context = contextWith();

describe("the name of a roll saved from the message menu", () => {
  it("is its flavor when it has one", () => {
    expect(
      savedRollName("kaiser", { kind: "skill", bonus: 4, difficulty: 11 }, "  Sneak past the guard ", context),
    ).toBe("Sneak past the guard");
  });

  it("else its rule set and the numbers it was rolled with, never its notation", () => {
    expect(savedRollName("kaiser", { kind: "skill", bonus: 4, difficulty: 11 }, "", context)).toBe(
      "Kaiser: Value 4, Difficulty 11",
    );
    expect(savedRollName("olde", { count: 2, faces: 6 }, null, context)).toBe(
      "Dungeons of Olde: Number of dice 2, Faces 6",
    );
    expect(savedRollName("kingdoms", { pool: 3, dice: 2, dt: 7 }, null, context)).toBe(
      "Kingdoms and Rulers: Dice pool 3, Dice to roll 2, Difficulty Threshold (DT) 7",
    );
  });
});
