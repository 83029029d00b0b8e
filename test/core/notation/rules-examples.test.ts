import { describe, expect, it } from "vitest";
import { findNotationProblems } from "../../../src/core/notation/find-problems";
import { validateDiceTerm } from "../../../src/core/notation/validate-term";
import { splitModifierString } from "../../../src/core/notation/modifier-tokenizer";
import type { DiceTermInput } from "../../../src/core/notation/term-types";
import { expectNotationError, termAsFoundryHoldsIt, thrownBy } from "./notation-test-kit";

/**
 * The rules texts' own dice, written in our notation. The dice themselves (faces, keeps, chains) are the rule
 * set engineers' tests; here each example's roll must read as the notation that asks for it.
 */

function read(written: string) {
  return validateDiceTerm(termAsFoundryHoldsIt(written));
}

describe("Kaiser", () => {
  it("Advantage: roll an additional d6 and take the highest two — 3d6kh2ko is A1", () => {
    expect(read("3d6kh2ko")).toMatchObject({ ruleSet: "kaiser", openRoll: true, advantage: 1 });
  });

  it("the warrior with A2 and D3 has D1: three d6, the lowest two — 3d6kl2ko", () => {
    expect(read("3d6kl2ko")).toMatchObject({ ruleSet: "kaiser", keep: { which: "lowest", count: 2 }, advantage: -1 });
  });

  it("2d6 + 2 and a characteristic check's 1d6 are plain Foundry dice", () => {
    expect(findNotationProblems("2d6 + 2")).toBeNull();
    expect(read("1d6")).toMatchObject({ ours: false });
  });
});

describe("OGS", () => {
  it("a 1-Stage Die Increase takes a d4 to a d6, a 2-Stage one to a d8: 1d4p1, 1d4p2", () => {
    expect(read("1d4p1")).toMatchObject({ ruleSet: "ogs", faces: 4, dieIncreaseStages: 1 });
    expect(read("1d4p2")).toMatchObject({ ruleSet: "ogs", faces: 4, dieIncreaseStages: 2 });
  });

  it("the 10d6 Fireball under a 2-Stage Die Increase: 10d6p2 (the ladder makes it 10d10)", () => {
    expect(read("10d6p2")).toMatchObject({ ruleSet: "ogs", number: 10, faces: 6, dieIncreaseStages: 2 });
  });
});

describe("K&R", () => {
  it("a DT above 11 is impossible as a rule, but the GR may let the player roll: 4d12kr13 is allowed", () => {
    expect(read("4d12kr13")).toMatchObject({ ruleSet: "kingdoms", difficultyThreshold: 13 });
  });

  it("the text's 2d8 is plain Foundry dice", () => {
    expect(read("2d8")).toMatchObject({ ours: false });
  });
});

describe("The Kleptonomicon", () => {
  it("Roll 2d12 +3 is plain Foundry dice", () => {
    expect(findNotationProblems("2d12 +3")).toBeNull();
  });

  it("Alice rolls 2d10 with an Advantage and keeps the high die: 2d10kckh", () => {
    expect(read("2d10kckh")).toMatchObject({ ruleSet: "klepto", critByCoin: true, advantage: 1 });
  });

  it("Alice rolls 3d10 with two Disadvantages and keeps the low die: 3d10kckl", () => {
    expect(read("3d10kckl")).toMatchObject({ ruleSet: "klepto", keep: { which: "lowest", count: 1 }, advantage: -2 });
  });

  it("five Advantages and one Disadvantage cancel to four, capped at three: 4d10kckh", () => {
    // The text's example then says the Modifier turns "her 4 into a 6" after keeping the 8: a slip about the
    // score, which is the Kleptonomicon mechanic's to test; the notation only has to ask for A3.
    expect(read("4d10kckh")).toMatchObject({ ruleSet: "klepto", advantage: 3 });
  });

  it("a Critical Roll is resolved before the high or low die is kept: 2d10khkc is refused", () => {
    expectNotationError(
      thrownBy(() => read("2d10khkc")),
      "KeepBeforeCrit",
      ["2d10khkc"],
    );
  });

  it("the d10ish die: 1di", () => {
    expect(read("1di")).toMatchObject({ ruleSet: "klepto", d10ish: true, critByCoin: false });
  });
});

describe("Dungeons of Olde", () => {
  it.each(["2d8", "2d6+1", "3d8-1", "2d4x + 1", "3d6x", "1d8x", "1d3x", "1d2"])(
    "%s is Foundry's own notation, with no problem",
    (formula) => {
      expect(findNotationProblems(formula)).toBeNull();
    },
  );

  it("2d4+1 unlimited is 2d4x with the adjustment after: Foundry's x, not ours", () => {
    const term: DiceTermInput = { number: 2, faces: 4, modifiers: splitModifierString("x") };
    expect(validateDiceTerm(term)).toEqual({
      ours: false,
      steps: [{ command: "x", argument: "", text: "x" }],
      ignored: [],
    });
  });
});
