import { describe, expect, it } from "vitest";
import { FOUNDRY_DIE_MODIFIER_KEYS } from "../../../src/core/notation/modifier-keys";
import { findNotationProblems } from "../../../src/core/notation/find-problems";
import { scanFormula } from "../../../src/core/notation/formula-scanner";
import type { NotationProblem } from "../../../src/core/notation/notation-errors";
import { expectNotationError } from "./notation-test-kit";

function expectProblem(formula: string, problem: NotationProblem, mentions: readonly string[] = []): void {
  expectNotationError(findNotationProblems(formula), problem, mentions);
}

describe("docs/notation.md's bad notation, in a formula", () => {
  it("2d6p — a die increase with no stages", () => {
    expectProblem("2d6p", "DieIncreaseWithoutStages", ["2d6p", "stages"]);
  });

  it("6d12kr — a pool with no Difficulty Threshold", () => {
    expectProblem("6d12kr", "DifficultyThresholdMissing", ["6d12kr", "Difficulty Threshold"]);
  });

  it("1d6kc — kc needs a d10", () => {
    expectProblem("1d6kc", "CritNeedsD10", ["1d6kc", "d10"]);
  });

  it("0d6ko — ko needs two kept dice", () => {
    expectProblem("0d6ko", "OpenRollNeedsTwoDice", ["0d6ko", "two kept dice"]);
  });

  it("1d10p-1 — a negative die increase, which Foundry's split would hide", () => {
    expectProblem("1d10p-1", "DieIncreaseNegative", ["1d10p-1", "(-1)", "cannot be negative"]);
  });
});

describe("what Foundry's splitting hides", () => {
  it("6d12kr-3 — a negative Difficulty Threshold", () => {
    expectProblem("6d12kr-3 + 2", "DifficultyThresholdNegative", ["6d12kr-3", "(-3)"]);
  });

  it("1d10xp-2 — the sign follows a p cut from a compound run", () => {
    expectProblem("1d10xp-2", "DieIncreaseNegative", ["1d10xp-2"]);
  });

  it.each(["1d10p1-1", "2d6ko-1", "6d12kr7-2", "1d10p-x"])("%s is not a negative argument", (formula) => {
    const problem = findNotationProblems(formula);
    expect(problem?.key ?? "").not.toMatch(/Negative$/);
  });

  it("1d10p1-1 and 2d6ko-1 are plain subtractions", () => {
    expect(findNotationProblems("1d10p1-1")).toBeNull();
    expect(findNotationProblems("2d6ko-1")).toBeNull();
  });

  it("1d10p -1 — with a space it is a die increase without stages", () => {
    expectProblem("1d10p -1", "DieIncreaseWithoutStages", ["1d10p"]);
  });

  it("1d6.5ko — text Foundry's parser drops before the term sees it", () => {
    expectProblem("1d6.5ko", "UnknownModifier", ['".5"']);
  });

  it("1di2 — a stray number after the d10ish die", () => {
    expectProblem("1di2", "UnknownModifier", ['"2"']);
  });

  it("{2d6, 3d6}ko — our modifier on a pool, where Foundry would read keep-highest-one", () => {
    expectProblem("{2d6, 3d6}ko", "PoolModifier", ["{2d6, 3d6}ko", "pool"]);
  });

  it("{2d6, 3d6}kh — Foundry's own pool keep is fine", () => {
    expect(findNotationProblems("{2d6, 3d6}kh")).toBeNull();
  });

  it("{1d6kc, 2d6} — terms inside a pool are checked", () => {
    expectProblem("{1d6kc, 2d6}", "CritNeedsD10");
  });

  it("a count too large to be a number", () => {
    expectProblem("99999999999999999999d6ko", "BadDiceCount", ["99999999999999999999d6ko"]);
  });
});

describe("good formulas", () => {
  it.each([
    "2d6ko + 3",
    "3d6kh2ko",
    "4d6kl2ko - 1",
    "1d10p2",
    "1d12p5 + 1d8",
    "10d6p2",
    "6d12kr7",
    "1d10kc + 2",
    "1di",
    "3d10kckh + 1",
    "4dikl",
    "2d4x + 1",
    "d6 + 2",
    "2d6kh",
    "4d6x",
    "floor(1d10p2 / 2)",
    "max(2d6ko, 3)",
    "",
    "5",
  ])("%s", (formula) => {
    expect(findNotationProblems(formula)).toBeNull();
  });
});

describe("what the scan skips", () => {
  it("flavor text in brackets", () => {
    expect(findNotationProblems("[1d10p-1] 2d6ko")).toBeNull();
    expect(findNotationProblems("2d6ko[open 1d6kc] + 1")).toBeNull();
    expect(findNotationProblems("2d6ko [unclosed 1d6kc")).toBeNull();
  });

  it("a chat command's flavor after #", () => {
    expect(findNotationProblems("2d6ko + 1 # 1d10p-1 for the fumble table")).toBeNull();
    expect(findNotationProblems("2d6ko [#1] + 1d6kc")?.key).toMatch(/CritNeedsD10$/);
  });

  it("roll data not substituted yet", () => {
    expect(findNotationProblems("6d12kr@dt")).toBeNull();
  });

  it("other denominations, which have their own modifier tables", () => {
    expect(findNotationProblems("4dFko + 1dckc")).toBeNull();
  });

  it("a modifier word after a plain group, which is not a dice term", () => {
    expect(findNotationProblems("(2d6)ko")).toBeNull();
  });
});

describe("computed counts and faces", () => {
  it("(3)d12kr7 and (@pool)d12kr7 — the count is known only at evaluation, the rest is checked", () => {
    expect(findNotationProblems("(3)d12kr7")).toBeNull();
    expect(findNotationProblems("(@pool)d12kr7")).toBeNull();
    expectProblem("(@pool)d12kr", "DifficultyThresholdMissing", ["(@pool)d12kr"]);
    expectProblem("(1)d8ko", "OpenRollNeedsD6", ["(1)d8ko", "d8"]);
  });

  it("(4)d6kh2ko — the keep is checked even before the count is known", () => {
    expect(findNotationProblems("(4)d6kh2ko")).toBeNull();
    expectProblem("(4)d6kh0ko", "BadKeepCount", ['"0"']);
    expect(findNotationProblems("(4)d10kckh + (2)dikl")).toBeNull();
  });

  it("2d(6)ko and (2)d(6)ko — the faces are known only at evaluation", () => {
    expect(findNotationProblems("2d(6)ko")).toBeNull();
    expect(findNotationProblems("(2)d(6)ko")).toBeNull();
    expect(findNotationProblems("2d(3+3) + 1")).toBeNull();
    expectProblem("3d(2*3)ko", "OpenRollNeedsTwoDice", ["3d(2*3)ko", "3 stay"]);
    expectProblem("2d(12)kr", "DifficultyThresholdMissing");
  });
});

describe("order and keys", () => {
  it("reports the first problem in the formula", () => {
    expectProblem("2d6ko + 1d6kc + 2d6p", "CritNeedsD10");
  });

  it("with only Foundry's keys, nothing is ours", () => {
    expect(findNotationProblems("1d6kc", FOUNDRY_DIE_MODIFIER_KEYS)).toBeNull();
  });
});

describe("the formula scanner", () => {
  it("finds each dice term with its count, faces and modifiers", () => {
    const pieces = scanFormula("3d6kh2ko + d8 - (2)d10kc[crit] + {1di, 2d4x}kh");
    expect(pieces).toEqual([
      { kind: "dice", text: "3d6kh2ko", start: 0, end: 8, number: 3, faces: 6, modifierText: "kh2ko" },
      { kind: "dice", text: "d8", start: 11, end: 13, number: 1, faces: 8, modifierText: "" },
      { kind: "dice", text: "(2)d10kc", start: 16, end: 24, number: null, faces: 10, modifierText: "kc" },
      { kind: "dice", text: "1di", start: 34, end: 37, number: 1, faces: "i", modifierText: "" },
      { kind: "dice", text: "2d4x", start: 39, end: 43, number: 2, faces: 4, modifierText: "x" },
      { kind: "pool-modifiers", text: "{1di, 2d4x}kh", modifierText: "kh", start: 33, end: 46 },
    ]);
  });

  it("passes over words, numbers and unmatched brackets", () => {
    expect(scanFormula("abs(5) + @str.mod + x) } ) 2d")).toEqual([]);
  });
});
