/**
 * An error echoes the number as typed (issue 52, item 6; docs/limits.md): 99999999999999999999 reads as the float
 * 1e20, which the one number formatter writes as 100,000,000,000,000,000,000 — another number than the one typed.
 * Wherever a number is read from its digits (a formula's dice, faces and numbers, a check link's field, a field the
 * calculator reads), its error quotes the digits; a number a float holds exactly is written as the range is.
 */
import { describe, expect, it } from "vitest";
import { IndieDiceError } from "../../src/core/errors";
import { readErrorsInEnglish } from "../../src/core/english-errors";
import { formulaChance, formulaDistribution } from "../../src/core/formula/formula-distribution";
import { parseCheckLink } from "../../src/core/check-links/check-link";
import { findNotationProblems } from "../../src/core/notation/find-problems";
import { LIMITS, echoingTyped, limitError, requireWithin } from "../../src/core/limits";
import { KAISER_LIMITS } from "../../src/rule-sets/kaiser/core/limits";
import { KINGDOMS_LIMITS } from "../../src/rule-sets/kingdoms/core/limits";
import { indieErrorIn } from "../kit";

readErrorsInEnglish();

const TWENTY_NINES = "99999999999999999999";

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("no refusal");
}

describe("a formula's refusal quotes its numbers as typed", () => {
  it.each([
    [`1d${TWENTY_NINES}`, `A die in a formula has 2 to 1000 faces, not "${TWENTY_NINES}".`],
    [`${TWENTY_NINES}d6`, `A dice term rolls 0 to 100 dice for exact odds, not "${TWENTY_NINES}".`],
    [`${TWENTY_NINES} + 1d6`, `A number in a formula lies between -1000000 and 1000000, not "${TWENTY_NINES}".`],
    [`1d6 + ${TWENTY_NINES}.5`, `A number in a formula lies between -1000000 and 1000000, not "${TWENTY_NINES}.5".`],
  ])("%s", (formula, message) => {
    expect(refusal(() => formulaDistribution(formula))).toBe(message);
  });

  it("a number a float holds exactly stays a number (the message formats it as it formats the range)", () => {
    const error = (() => {
      try {
        formulaDistribution("1d2000");
      } catch (caught) {
        return indieErrorIn(caught);
      }
      return null;
    })();
    expect(error?.data).toEqual({ value: 2000, min: 2, max: 1000 });
  });
});

describe("our notation's refusal quotes a term's numbers as typed", () => {
  it.each([
    [`2d${TWENTY_NINES}ko`, "faces"],
    [`1d${TWENTY_NINES}kc`, "faces"],
    [`${TWENTY_NINES}d6ko`, "number"],
    [`${TWENTY_NINES}d10kckh`, "number"],
  ])("%s", (formula, field) => {
    const problem = findNotationProblems(formula);
    expect(problem?.data[field]).toBe(TWENTY_NINES);
    expect(problem?.message).not.toContain("100000000000000000000");
  });
});

describe("limitError and requireWithin take the text a number was read from", () => {
  it("quote the text when the float is not the number typed, and the number when it is", () => {
    expect(limitError(KAISER_LIMITS.kaiserDifficulty, Number(TWENTY_NINES), TWENTY_NINES).data.value).toBe(
      `"${TWENTY_NINES}"`,
    );
    expect(limitError(KAISER_LIMITS.kaiserDifficulty, -Number(TWENTY_NINES), `−${TWENTY_NINES}`).data.value).toBe(
      `"−${TWENTY_NINES}"`,
    );
    expect(limitError(KAISER_LIMITS.kaiserDifficulty, 2_000_000, "2000000").data.value).toBe(2_000_000);
    // Without the text, as before: the number.
    expect(limitError(KAISER_LIMITS.kaiserDifficulty, 1e20).data.value).toBe(1e20);
    expect(() => requireWithin(LIMITS.formulaTarget, 1e20, TWENTY_NINES)).toThrow(`not "${TWENTY_NINES}"`);
  });

  it("echoingTyped re-words a limit's error thrown deeper down, and leaves every other error as it is", () => {
    const deep = limitError(KINGDOMS_LIMITS.kingdomsPool, 1e20);
    expect((echoingTyped(deep, TWENTY_NINES) as IndieDiceError).data).toEqual({
      value: `"${TWENTY_NINES}"`,
      min: 1,
      max: 200,
    });
    const exact = limitError(KINGDOMS_LIMITS.kingdomsPool, 201);
    expect(echoingTyped(exact, "201")).toBe(exact);
    const other = new IndieDiceError("INDIE_DICE.Error.Kingdoms.PoolSize", { value: "x" });
    expect(echoingTyped(other, "x")).toBe(other);
  });
});

describe("a check link keeps digits past a float's whole numbers as typed", () => {
  it("so the dialog's field error quotes them; a whole number within reach is a number", () => {
    const difficulty = (text: string) => {
      const link = parseCheckLink(text);
      return "fields" in link ? link.fields.difficulty : undefined;
    };
    expect(difficulty(`kaiser mode=difficulty difficulty=${TWENTY_NINES}`)).toBe(TWENTY_NINES);
    expect(difficulty("kaiser mode=difficulty difficulty=-12")).toBe(-12);
  });
});

describe(
  "a formula's cut tail above every total: " + "'at least' the least total is certain, and past every total possible",
  () => {
    it(
      "1d6x at least 1 is exactly 1, at least 200 above 0; " + "at most 100 can still fail; 10 - 1d6x is not followed",
      () => {
        const exploding = formulaDistribution("1d6x");
        expect(exploding.tail).toBeGreaterThan(0);
        expect(exploding.tailAbove).toBe(true);
        expect(formulaChance(exploding, 1, "atLeast")).toBe(1);
        expect(formulaChance(formulaDistribution("2 * (1d6x + 1d8x) - 3"), -1, "atLeast")).toBe(1);
        expect(formulaChance(exploding, 100, "atMost")).toBeLessThan(1);
        // Past every total kept, the rising tail still reaches the target: it can happen, never 0 (it reads "<0.1%").
        const farOut = formulaChance(exploding, 200, "atLeast");
        expect(farOut).toBeGreaterThan(0);
        expect(farOut).toBeLessThanOrEqual(exploding.tail);
        expect(formulaChance(formulaDistribution("2d6"), 13, "atLeast")).toBe(0);
        expect(formulaDistribution("10 - 1d6x").tailAbove).toBe(false);
        // Counted successes, a negative scale, a function: not followed, so their tails may lie anywhere.
        for (const formula of ["5d10x>=8cs>=8", "1d6x*-2", "max(1d6x, 3)"])
          expect(formulaDistribution(formula).tailAbove, formula).toBe(false);
      },
    );
  },
);
