/**
 * The group question's exact chance: the product (everyone), the complement of every row failing (at least one)
 * and the Poisson binomial tail (most, at least half, at least N), checked against enumerating every outcome of the
 * rows still to roll, given those already rolled; settled answers read 1 or 0 whatever a row's unknown chance;
 * skipped rows take no part. The questions as an API call, a link or a form gives them, refused by name.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../../../src/core/errors";
import {
  groupChance,
  groupVerdict,
  isGroupQuestion,
  readGroupQuestion,
  type QuestionRow,
} from "../../../../src/card-kinds/request/core/group-question";
import { GROUP_QUESTIONS } from "../../../../src/core/group-question-words";
import type { GroupQuestion } from "../../../../src/card-kinds/request/core/request-types";
import { must } from "../../../kit";

type Asked = Exclude<GroupQuestion, "each">;

/**
 * Whether `passes` of `counted` rows answer yes, from each question's words: all, one, more than half, half or more, N
 * or more.
 */
function answersYes(question: Asked, passes: number, counted: number): boolean {
  if (typeof question !== "string") return passes >= question.atLeast;
  if (question === "everyone") return passes === counted;
  if (question === "atLeastOne") return passes >= 1;
  if (question === "most") return passes > counted / 2;
  return passes >= counted / 2;
}

/** P(yes) by walking every pass/fail outcome of the pending rows (2^n; n small). */
function enumerated(question: Asked, rows: readonly QuestionRow[]): number {
  const counted = rows.filter((row) => row.state !== "skipped");
  const passed = counted.filter((row) => row.state === "rolled" && row.passed).length;
  const pending = counted.flatMap((row) => (row.state === "pending" ? [must(row.chance)] : []));
  let total = 0;
  for (let mask = 0; mask < 1 << pending.length; mask++) {
    let probability = 1;
    let passes = passed;
    pending.forEach((p, i) => {
      const pass = (mask >> i) & 1;
      probability *= pass ? p : 1 - p;
      passes += pass;
    });
    if (answersYes(question, passes, counted.length)) total += probability;
  }
  return total;
}

const asked: fc.Arbitrary<Asked> = fc.oneof(
  fc.constantFrom("everyone", "atLeastOne", "most", "atLeastHalf") as fc.Arbitrary<Asked>,
  fc.integer({ min: 1, max: 12 }).map((atLeast) => ({ atLeast })),
);

const row: fc.Arbitrary<QuestionRow> = fc.oneof(
  fc.record({ state: fc.constant("rolled" as const), passed: fc.boolean() }),
  fc.record({ state: fc.constant("pending" as const), chance: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.constant({ state: "skipped" as const }),
);

describe("the group's chance", () => {
  it("equals the enumeration of every outcome, for every question, given the rows already rolled", () => {
    fc.assert(
      fc.property(asked, fc.array(row, { minLength: 1, maxLength: 10 }), (question, rows) => {
        const chance = groupChance(question, rows);
        // No row taking part: no figure, but for at least N, which none can reach.
        if (rows.every((r) => r.state === "skipped") && typeof question === "string") expect(chance).toBeNull();
        else expect(chance).toBeCloseTo(enumerated(question, rows), 12);
      }),
      { numRuns: 400, seed: 20261124 },
    );
  });

  it("is the product, the complement and the Poisson binomial tail of three rows' chances before anyone rolls", () => {
    const rows: QuestionRow[] = [0.5, 0.8, 0.3].map((chance) => ({ state: "pending", chance }));
    expect(groupChance("everyone", rows)).toBeCloseTo(0.5 * 0.8 * 0.3, 15);
    expect(groupChance("atLeastOne", rows)).toBeCloseTo(1 - 0.5 * 0.2 * 0.7, 15);
    // Most of three: at least two pass.
    expect(groupChance("most", rows)).toBeCloseTo(
      0.5 * 0.8 * 0.7 + 0.5 * 0.2 * 0.3 + 0.5 * 0.8 * 0.3 + 0.5 * 0.8 * 0.3,
      15,
    );
    expect(groupChance("each", rows)).toBeNull();
    expect(groupVerdict("each", [{ state: "rolled", passed: true }])).toBeNull();
  });

  it("knows its five named questions and at least N of 1 to 50, and nothing else", () => {
    expect(GROUP_QUESTIONS).toEqual(["each", "everyone", "atLeastOne", "most", "atLeastHalf"]);
    expect(GROUP_QUESTIONS.every(isGroupQuestion)).toBe(true);
    expect([{ atLeast: 1 }, { atLeast: 50 }].every(isGroupQuestion)).toBe(true);
    const others = [
      undefined,
      "all",
      "EVERYONE",
      1,
      "atLeast3",
      { atLeast: 0 },
      { atLeast: 51 },
      { atLeast: 2.5 },
      { atLeast: "2" },
      { atLeast: 2, more: 1 },
      [2],
      null,
    ];
    expect(others.filter(isGroupQuestion)).toEqual([]);
  });

  it("at least half of four unequal rows: two or more pass, by hand", () => {
    const [a, b, c, d] = [0.9, 0.5, 0.2, 0.7];
    const rows: QuestionRow[] = [a, b, c, d].map((chance) => ({ state: "pending", chance }));
    const none = (1 - a) * (1 - b) * (1 - c) * (1 - d);
    const one =
      a * (1 - b) * (1 - c) * (1 - d) +
      (1 - a) * b * (1 - c) * (1 - d) +
      (1 - a) * (1 - b) * c * (1 - d) +
      (1 - a) * (1 - b) * (1 - c) * d;
    expect(groupChance("atLeastHalf", rows)).toBeCloseTo(1 - none - one, 15);
    // Of four, "most" needs three: at least half is the larger chance.
    expect(must(groupChance("atLeastHalf", rows))).toBeGreaterThan(must(groupChance("most", rows)));
    // Of an odd count the two agree: half of three rounds up to two, as more than half does.
    expect(groupChance("atLeastHalf", rows.slice(0, 3))).toBeCloseTo(must(groupChance("most", rows.slice(0, 3))), 15);
    expect(groupChance({ atLeast: 2 }, rows)).toBeCloseTo(must(groupChance("atLeastHalf", rows)), 15);
    expect(groupChance({ atLeast: 1 }, rows)).toBeCloseTo(must(groupChance("atLeastOne", rows)), 15);
    expect(groupChance({ atLeast: 4 }, rows)).toBeCloseTo(must(groupChance("everyone", rows)), 15);
  });

  it("at least N keeps its N when rows are skipped: with too few rows left it fails", () => {
    const rows: QuestionRow[] = [
      { state: "rolled", passed: true },
      { state: "skipped" },
      { state: "pending", chance: 0.6 },
      { state: "skipped" },
    ];
    expect(groupChance({ atLeast: 2 }, rows)).toBeCloseTo(0.6, 15);
    expect(groupChance({ atLeast: 3 }, rows)).toBe(0);
    expect(groupVerdict({ atLeast: 3 }, rows)).toBe("failed");
    // At least half counts the rows left: one of two.
    expect(groupVerdict("atLeastHalf", rows)).toBe("passed");
    // Every row skipped: at least one of none cannot pass, where the named questions have no group at all.
    const none: QuestionRow[] = [{ state: "skipped" }, { state: "skipped" }];
    expect([groupChance({ atLeast: 1 }, none), groupVerdict({ atLeast: 1 }, none)]).toEqual([0, "failed"]);
    expect([groupChance("atLeastHalf", none), groupVerdict("atLeastHalf", none)]).toEqual([null, null]);
  });
});

describe("a question as it is given", () => {
  const refusal = (read: () => unknown) => {
    try {
      read();
    } catch (error) {
      if (error instanceof IndieDiceError) return { key: error.key, data: error.data };
      throw error;
    }
    throw new Error("not refused");
  };

  it("reads the named questions, { atLeast: n } and its word atLeastN, N against the rows asked", () => {
    for (const name of GROUP_QUESTIONS) expect(readGroupQuestion(name, 3)).toBe(name);
    expect(readGroupQuestion({ atLeast: 3 }, 3)).toEqual({ atLeast: 3 });
    expect(readGroupQuestion("atLeast2", 5)).toEqual({ atLeast: 2 });
    expect(readGroupQuestion("atLeast0002", 5)).toEqual({ atLeast: 2 });
  });

  it("refuses by name what is no question, and an N below 1, above the rows asked or not whole", () => {
    for (const value of [
      "all",
      "atLeast",
      "atLeastTwo",
      "atLeast-1",
      { atLeast: "2" },
      { atLeast: 2, of: 3 },
      3,
      null,
    ]) {
      expect(refusal(() => readGroupQuestion(value, 5)).key, JSON.stringify(value)).toBe(
        "INDIE_DICE.Request.Error.Question",
      );
    }
    expect(refusal(() => readGroupQuestion({ atLeast: 4 }, 3))).toEqual({
      key: "INDIE_DICE.Request.Error.AtLeast",
      data: { value: "4", rows: 3 },
    });
    expect(refusal(() => readGroupQuestion("atLeast0", 3))).toEqual({
      key: "INDIE_DICE.Request.Error.AtLeast",
      data: { value: "0", rows: 3 },
    });
    expect(refusal(() => readGroupQuestion({ atLeast: 1.5 }, 3)).key).toBe("INDIE_DICE.Request.Error.AtLeast");
    expect(refusal(() => readGroupQuestion({ atLeast: Number.NaN }, 3)).data).toEqual({ value: "NaN", rows: 3 });
  });

  it("more than half: of four rows three must pass, two is not most", () => {
    const rows: QuestionRow[] = [
      { state: "rolled", passed: true },
      { state: "rolled", passed: true },
      { state: "rolled", passed: false },
      { state: "pending", chance: 0.4 },
    ];
    expect(groupChance("most", rows)).toBeCloseTo(0.4, 15);
    expect(groupVerdict("most", rows)).toBeNull();
  });

  it(
    "reads 1 or 0 once settled, even with a row whose chance is not known yet; " + "null while that row could decide",
    () => {
      const unknown: QuestionRow = { state: "pending", chance: null };
      expect(groupChance("everyone", [{ state: "rolled", passed: false }, unknown])).toBe(0);
      expect(groupChance("atLeastOne", [{ state: "rolled", passed: true }, unknown])).toBe(1);
      expect(groupChance("everyone", [{ state: "rolled", passed: true }, unknown])).toBeNull();
      expect(groupVerdict("everyone", [{ state: "rolled", passed: false }, unknown])).toBe("failed");
      expect(groupVerdict("atLeastOne", [{ state: "rolled", passed: true }, unknown])).toBe("passed");
    },
  );

  it("leaves skipped rows out: they neither pass nor fail, and most counts the rest", () => {
    const rows: QuestionRow[] = [{ state: "skipped" }, { state: "rolled", passed: true }, { state: "skipped" }];
    expect(groupChance("everyone", rows)).toBe(1);
    expect(groupChance("most", rows)).toBe(1);
    expect(groupVerdict("most", [{ state: "skipped" }])).toBeNull();
  });

  it("agrees with its verdict: a settled verdict means a chance of exactly 1 or 0", () => {
    fc.assert(
      fc.property(asked, fc.array(row, { minLength: 1, maxLength: 12 }), (question, rows) => {
        const verdict = groupVerdict(question, rows);
        if (verdict === "passed") expect(groupChance(question, rows)).toBe(1);
        if (verdict === "failed") expect(groupChance(question, rows)).toBe(0);
      }),
      { numRuns: 400, seed: 20261125 },
    );
  });
});
