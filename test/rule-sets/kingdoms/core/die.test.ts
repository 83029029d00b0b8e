import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import { classifyDie, dieWeight, isFailedDie } from "../../../../src/rule-sets/kingdoms/core/mechanics/die";
import {
  CRITICAL_FAILURE_FACE,
  CRITICAL_SUCCESS_FACE,
  DIE_WEIGHTS,
  KINGDOMS_DIE_FACES,
} from "../../../../src/rule-sets/kingdoms/core/mechanics/rules";
import { asSentByAnyClient } from "../../../sent-by-any-client";
import { indieErrorIn } from "../../../kit";

const anyFace = fc.integer({ min: 1, max: KINGDOMS_DIE_FACES });
const anyDt = fc.integer({ min: 0, max: 40 });

describe("K&R rule constants", () => {
  it("rolls d12s with 12 critical success and 1 critical failure", () => {
    expect(KINGDOMS_DIE_FACES).toBe(12);
    expect(CRITICAL_SUCCESS_FACE).toBe(12);
    expect(CRITICAL_FAILURE_FACE).toBe(1);
    expect(DIE_WEIGHTS).toEqual({ criticalSuccess: 2, success: 1, failure: -1, criticalFailure: -2 });
  });
});

describe("classifyDie / dieWeight", () => {
  it("counts a die above the DT as a success and at or below it as a failure", () => {
    expect(classifyDie(8, 7)).toBe("success");
    expect(classifyDie(7, 7)).toBe("failure");
    expect(classifyDie(6, 7)).toBe("failure");
    expect(dieWeight(8, 7)).toBe(1);
    expect(dieWeight(7, 7)).toBe(-1);
  });

  it("rules text: a 12 gives two successes and a 1 gives two failures", () => {
    expect(classifyDie(12, 7)).toBe("criticalSuccess");
    expect(dieWeight(12, 7)).toBe(2);
    expect(classifyDie(1, 7)).toBe("criticalFailure");
    expect(dieWeight(1, 7)).toBe(-2);
  });

  it("rules text: across DT 1–11, a 1 always fails and a 12 always succeeds", () => {
    for (let dt = 1; dt <= 11; dt++) {
      expect(dieWeight(1, dt)).toBe(-2);
      expect(dieWeight(12, dt)).toBe(2);
    }
  });

  it("DT 12 or more (the GM lets an impossible task roll): only 12s succeed, still double", () => {
    for (const dt of [12, 13, 20, 99]) {
      expect(dieWeight(12, dt)).toBe(2);
      expect(dieWeight(11, dt)).toBe(-1);
      expect(dieWeight(1, dt)).toBe(-2);
    }
  });

  it("DT 0 (the lowest allowed): every die but a 1 succeeds, and a 1 still fails double", () => {
    for (const dt of [0]) {
      expect(dieWeight(1, dt)).toBe(-2);
      expect(dieWeight(2, dt)).toBe(1);
      expect(dieWeight(12, dt)).toBe(2);
    }
  });

  it("DT 1 makes every non-critical die a success; DT 11 makes every non-critical die a failure", () => {
    for (let face = 2; face <= 11; face++) {
      expect(classifyDie(face, 1)).toBe("success");
      expect(classifyDie(face, 11)).toBe("failure");
    }
  });

  it("property: every die contributes exactly one of +2, +1, −1, −2, matching its kind", () => {
    fc.assert(
      fc.property(anyFace, anyDt, (face, dt) => {
        const kind = classifyDie(face, dt);
        const weight = dieWeight(face, dt);
        expect([2, 1, -1, -2]).toContain(weight);
        expect(weight).toBe(DIE_WEIGHTS[kind]);
        expect(isFailedDie(kind)).toBe(weight < 0);
      }),
    );
  });

  it("property: raising the DT never raises a die's weight", () => {
    fc.assert(
      fc.property(anyFace, anyDt, fc.integer({ min: 0, max: 20 }), (face, dt, rise) => {
        expect(dieWeight(face, dt + rise)).toBeLessThanOrEqual(dieWeight(face, dt));
      }),
    );
  });

  it("property: a DT outside 1–11 judges every face like the nearest DT inside it", () => {
    fc.assert(
      fc.property(anyFace, anyDt, (face, dt) => {
        const clamped = Math.min(11, Math.max(1, dt));
        expect(classifyDie(face, dt)).toBe(classifyDie(face, clamped));
      }),
    );
  });

  it.each([0, 13, 2.5, Number.NaN, -1])("rejects the face %s", (face) => {
    expect(() => classifyDie(face, 7)).toThrow(IndieDiceError);
    expect(() => dieWeight(face, 7)).toThrow(/d12 shows a whole number from 1 to 12/);
  });

  it.each([6.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects the DT %s", (dt) => {
    expect(() => classifyDie(6, dt)).toThrow(/Difficulty Threshold \(DT\) must be a whole number, not/);
  });

  it("names a string DT passed by a macro in quotes", () => {
    try {
      classifyDie(6, asSentByAnyClient<number>("7"));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IndieDiceError);
      expect(indieErrorIn(error).key).toBe("INDIE_DICE.Error.Kingdoms.Threshold");
      expect(indieErrorIn(error).message).toContain('not "7"');
    }
  });
});
