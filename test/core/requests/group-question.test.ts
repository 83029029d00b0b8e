/**
 * The group question's exact chance: the product (everyone), the complement of every row failing (at least one)
 * and the Poisson binomial tail (most), checked against enumerating every outcome of the rows still to roll, given
 * those already rolled; settled answers read 1 or 0 whatever a row's unknown chance; skipped rows take no part.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GROUP_QUESTIONS, groupChance, groupVerdict, isGroupQuestion, type GroupQuestion, type QuestionRow } from "../../../src/core/requests/group-question";

/** P(yes) by walking every pass/fail outcome of the pending rows (2^n; n small). */
function enumerated(question: Exclude<GroupQuestion, "each">, rows: readonly QuestionRow[]): number {
  const counted = rows.filter((row) => row.state !== "skipped");
  const passed = counted.filter((row) => row.state === "rolled" && row.passed).length;
  const pending = counted.flatMap((row) => (row.state === "pending" ? [row.chance!] : []));
  let total = 0;
  for (let mask = 0; mask < 1 << pending.length; mask++) {
    let probability = 1;
    let passes = passed;
    pending.forEach((p, i) => {
      const pass = (mask >> i) & 1;
      probability *= pass ? p : 1 - p;
      passes += pass;
    });
    const yes = question === "everyone" ? passes === counted.length : question === "atLeastOne" ? passes >= 1 : passes > counted.length / 2;
    if (yes) total += probability;
  }
  return total;
}

const row: fc.Arbitrary<QuestionRow> = fc.oneof(
  fc.record({ state: fc.constant("rolled" as const), passed: fc.boolean() }),
  fc.record({ state: fc.constant("pending" as const), chance: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.constant({ state: "skipped" as const }),
);

describe("the group's chance", () => {
  it("equals the enumeration of every outcome, for every question, given the rows already rolled", () => {
    fc.assert(
      fc.property(fc.constantFrom("everyone", "atLeastOne", "most") as fc.Arbitrary<Exclude<GroupQuestion, "each">>, fc.array(row, { minLength: 1, maxLength: 10 }), (question, rows) => {
        const chance = groupChance(question, rows);
        if (rows.every((r) => r.state === "skipped")) expect(chance).toBeNull();
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
    expect(groupChance("most", rows)).toBeCloseTo(0.5 * 0.8 * 0.7 + 0.5 * 0.2 * 0.3 + 0.5 * 0.8 * 0.3 + 0.5 * 0.8 * 0.3, 15);
    expect(groupChance("each", rows)).toBeNull();
    expect(groupVerdict("each", [{ state: "rolled", passed: true }])).toBeNull();
  });

  it("knows its four questions and nothing else", () => {
    expect(GROUP_QUESTIONS.every(isGroupQuestion)).toBe(true);
    expect([undefined, "all", "EVERYONE", 1].some(isGroupQuestion)).toBe(false);
  });

  it("more than half: of four rows three must pass, two is not most", () => {
    const rows: QuestionRow[] = [{ state: "rolled", passed: true }, { state: "rolled", passed: true }, { state: "rolled", passed: false }, { state: "pending", chance: 0.4 }];
    expect(groupChance("most", rows)).toBeCloseTo(0.4, 15);
    expect(groupVerdict("most", rows)).toBeNull();
  });

  it("reads 1 or 0 once settled, even with a row whose chance is not known yet; null while that row could decide", () => {
    const unknown: QuestionRow = { state: "pending", chance: null };
    expect(groupChance("everyone", [{ state: "rolled", passed: false }, unknown])).toBe(0);
    expect(groupChance("atLeastOne", [{ state: "rolled", passed: true }, unknown])).toBe(1);
    expect(groupChance("everyone", [{ state: "rolled", passed: true }, unknown])).toBeNull();
    expect(groupVerdict("everyone", [{ state: "rolled", passed: false }, unknown])).toBe("failed");
    expect(groupVerdict("atLeastOne", [{ state: "rolled", passed: true }, unknown])).toBe("passed");
  });

  it("leaves skipped rows out: they neither pass nor fail, and most counts the rest", () => {
    const rows: QuestionRow[] = [{ state: "skipped" }, { state: "rolled", passed: true }, { state: "skipped" }];
    expect(groupChance("everyone", rows)).toBe(1);
    expect(groupChance("most", rows)).toBe(1);
    expect(groupVerdict("most", [{ state: "skipped" }])).toBeNull();
  });

  it("agrees with its verdict: a settled verdict means a chance of exactly 1 or 0", () => {
    fc.assert(
      fc.property(fc.constantFrom("everyone", "atLeastOne", "most") as fc.Arbitrary<Exclude<GroupQuestion, "each">>, fc.array(row, { minLength: 1, maxLength: 12 }), (question, rows) => {
        const verdict = groupVerdict(question, rows);
        if (verdict === "passed") expect(groupChance(question, rows)).toBe(1);
        if (verdict === "failed") expect(groupChance(question, rows)).toBe(0);
      }),
      { numRuns: 400, seed: 20261125 },
    );
  });
});
