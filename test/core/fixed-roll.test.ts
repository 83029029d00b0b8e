/**
 * The one check every card's roll goes through (src/core/fixed-roll.ts): what the card fixed must come back as it
 * was; a value fixed as undefined (a hidden difficulty) may not be set at all; a whole roll carries nothing else.
 */
import { describe, expect, it } from "vitest";
import { changesFixedRoll, refuseChangedFixedRoll } from "../../src/core/fixed-roll-check";
import { IndieDiceError } from "../../src/core/errors";

describe("changesFixedRoll", () => {
  const request = { kind: "resistance", bonus: 4, advantage: 0, method: "pool", difficulty: 11 };

  it("keeps a request that leaves the fixed values as they are, whatever the rest says", () => {
    expect(changesFixedRoll({ values: { kind: "resistance", difficulty: 11 } }, request)).toBe(false);
    expect(changesFixedRoll({ values: { kind: "resistance", difficulty: 11 } }, { ...request, bonus: 9 })).toBe(false);
  });

  it("refuses a changed value, and a fixed value left out", () => {
    expect(changesFixedRoll({ values: { difficulty: 11 } }, { ...request, difficulty: 3 })).toBe(true);
    const { difficulty: _dropped, ...withoutDifficulty } = request;
    expect(changesFixedRoll({ values: { difficulty: 11 } }, withoutDifficulty)).toBe(true);
  });

  it("refuses a value the card keeps to itself (fixed as undefined) once the request carries one", () => {
    const hidden = { values: { kind: "resistance", difficulty: undefined } };
    const { difficulty: _dropped, ...withoutDifficulty } = request;
    expect(changesFixedRoll(hidden, withoutDifficulty)).toBe(false);
    expect(changesFixedRoll(hidden, request)).toBe(true);
  });

  it("a whole roll carries nothing but its values (lists compared by content)", () => {
    const whole = { values: { pool: 3, dice: 3, dt: 7, faces: [1, 2] }, whole: true };
    expect(changesFixedRoll(whole, { pool: 3, dice: 3, dt: 7, faces: [1, 2] })).toBe(false);
    expect(changesFixedRoll(whole, { pool: 3, dice: 3, dt: 7, faces: [2, 1] })).toBe(true);
    expect(changesFixedRoll(whole, { pool: 3, dice: 3, dt: 7, faces: [1, 2], ranges: "[..6] A" })).toBe(true);
    expect(changesFixedRoll(whole, { pool: 3, dice: 3, dt: 7, faces: [1, 2], ranges: undefined })).toBe(false);
  });

  it("refuses with the localized key naming the roller", () => {
    let caught: unknown;
    try {
      refuseChangedFixedRoll({ values: { dt: 7 } }, { dt: 2 }, "Brunhild");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(IndieDiceError);
    expect(caught).toMatchObject({ key: "INDIE_DICE.CardRoll.FixedChanged", data: { name: "Brunhild" } });
    expect(() => refuseChangedFixedRoll({ values: { dt: 7 } }, { dt: 7, pool: 3 }, "Brunhild")).not.toThrow();
  });
});
