import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import {
  BASIC_TEST_RULES,
  basicTestSucceeds,
  DEFAULT_BASIC_TEST_RULE,
  judgeBasicTest,
  rollBasicTest,
} from "../../../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { judgeMargin } from "../../../../src/rule-sets/kingdoms/core/mechanics/margin";
import type { BasicTestRule } from "../../../../src/rule-sets/kingdoms/core/mechanics/basic-test";
import { alwaysMax, alwaysMin, scriptedSource, seededSource } from "../../../../src/core/random";

describe("basicTestSucceeds", () => {
  it("docs/rulings.md: by default a margin of 0 succeeds", () => {
    expect(DEFAULT_BASIC_TEST_RULE).toBe("zeroOrMore");
    expect(basicTestSucceeds(0)).toBe(true);
    expect(basicTestSucceeds(-1)).toBe(false);
    expect(basicTestSucceeds(3)).toBe(true);
  });

  it("the strict setting asks for a positive margin, as the text words it", () => {
    expect(basicTestSucceeds(0, "positive")).toBe(false);
    expect(basicTestSucceeds(1, "positive")).toBe(true);
    expect(basicTestSucceeds(-2, "positive")).toBe(false);
  });

  it("offers exactly the two readings", () => {
    expect(BASIC_TEST_RULES).toEqual(["zeroOrMore", "positive"]);
  });

  it("rejects an unknown rule with its name", () => {
    expect(() => basicTestSucceeds(1, "strict" as BasicTestRule)).toThrow(IndieDiceError);
    expect(() => basicTestSucceeds(1, "strict" as BasicTestRule)).toThrow(/unknown basic-test rule "strict"/);
  });
});

describe("judgeBasicTest", () => {
  it("brief example at DT 7 (12, 8, 7, 1 → margin 0) succeeds by default and fails under the strict rule", () => {
    const lenient = judgeBasicTest([12, 8, 7, 1], 7);
    expect(lenient.margin).toBe(0);
    expect(lenient.success).toBe(true);
    expect(lenient.rule).toBe("zeroOrMore");
    expect(lenient.pool).toBe(4);
    expect(judgeBasicTest([12, 8, 7, 1], 7, { rule: "positive" }).success).toBe(false);
  });

  it("a single 1 always fails and a single 12 always succeeds, whatever the DT", () => {
    for (const dt of [0, 1, 6, 11, 15, 99]) {
      expect(judgeBasicTest([1], dt).success).toBe(false);
      expect(judgeBasicTest([12], dt, { rule: "positive" }).success).toBe(true);
    }
  });

  it("records the whole pool when the player rolled fewer dice", () => {
    const result = judgeBasicTest([9, 4], 6, { pool: 5 });
    expect(result.pool).toBe(5);
    expect(result.dice).toHaveLength(2);
    expect(result.margin).toBe(0);
  });

  it("rejects more faces than the pool and a bad pool", () => {
    expect(() => judgeBasicTest([9, 4, 3], 6, { pool: 2 })).toThrow(/from 1 up to the pool of 2, not 3/);
    expect(() => judgeBasicTest([9], 6, { pool: 0 })).toThrow(/from 1 to 200, not 0/);
    expect(() => judgeBasicTest([9], 6, { rule: "nope" as BasicTestRule })).toThrow(IndieDiceError);
  });

  it("is plain data that survives JSON (the adapter stores it in roll options)", () => {
    const result = judgeBasicTest([12, 6, 1, 9], 8, { pool: 6, rule: "positive" });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it("property: success matches the margin under either rule", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom(...BASIC_TEST_RULES),
        (faces, dt, rule) => {
          const { margin } = judgeMargin(faces, dt);
          const result = judgeBasicTest(faces, dt, { rule });
          expect(result.margin).toBe(margin);
          expect(result.success).toBe(rule === "positive" ? margin > 0 : margin >= 0);
        },
      ),
    );
  });
});

describe("rollBasicTest", () => {
  it("rolls the whole pool by default", () => {
    const source = scriptedSource([12, 8, 7, 1]);
    const result = rollBasicTest(source, { pool: 4, dt: 7 });
    expect(result.dice.map((d) => d.face)).toEqual([12, 8, 7, 1]);
    expect(result.success).toBe(true);
    expect(source.remaining).toBe(0);
  });

  it("rolls only the dice the player chose from the pool", () => {
    const source = scriptedSource([10, 3, 99]);
    const result = rollBasicTest(source, { pool: 6, dt: 6, dice: 2, rule: "positive" });
    expect(result.pool).toBe(6);
    expect(result.margin).toBe(0);
    expect(result.success).toBe(false);
    expect(source.remaining).toBe(1);
  });

  it("all-max dice at DT 11 succeed and all-min dice at DT 1 fail", () => {
    expect(rollBasicTest(alwaysMax, { pool: 3, dt: 11 }).margin).toBe(6);
    expect(rollBasicTest(alwaysMin, { pool: 3, dt: 1 }).margin).toBe(-6);
  });

  it.each([
    [{ pool: 0, dt: 7 }, /from 1 to 200, not 0/],
    [{ pool: 201, dt: 7 }, /from 1 to 200, not 201/],
    [{ pool: 3, dt: -1 }, /DT\) must be a whole number from 0 to 99, not -1/],
    [{ pool: 3, dt: 100 }, /DT\) must be a whole number from 0 to 99, not 100/],
    [{ pool: 2.5, dt: 7 }, /at least 1 die, not 2.5/],
    [{ pool: -3, dt: 7 }, /not -3/],
    [{ pool: 3, dt: 7, dice: 4 }, /pool of 3, not 4/],
    [{ pool: 3, dt: 7, dice: 0 }, /pool of 3, not 0/],
    [{ pool: 3, dt: 7.1 }, /DT\) must be a whole number, not 7.1/],
    [{ pool: 3, dt: 7, rule: "maybe" as BasicTestRule }, /"maybe"/],
  ])("rejects %o before drawing any die", (request, message) => {
    const source = scriptedSource([]);
    expect(() => rollBasicTest(source, request)).toThrow(message);
  });

  it("property: a seeded roll is a judged roll of the faces it drew", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 12 }), (seed, pool, dt) => {
        const rolled = rollBasicTest(seededSource(seed), { pool, dt });
        const faces = rolled.dice.map((d) => d.face);
        expect(faces).toHaveLength(pool);
        expect(judgeBasicTest(faces, dt, { pool })).toEqual(rolled);
      }),
    );
  });
});
