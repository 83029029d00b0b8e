import { describe, expect, it } from "vitest";
import { FOUNDRY_DIE_MODIFIER_KEYS } from "../../../src/core/notation/modifier-keys";
import { validateDiceTerm } from "../../../src/core/notation/validate-term";
import type { DiceTermInput } from "../../../src/core/notation/term-types";
import { expectNotationError, stepOf, termAsFoundryHoldsIt, thrownBy } from "./notation-test-kit";
import { asSentByAnyClient } from "../../sent-by-any-client";

/** Validates a written term the way the adapter will see it once Foundry has parsed it. */
function validateWritten(written: string) {
  return validateDiceTerm(termAsFoundryHoldsIt(written));
}

describe("terms that are not ours", () => {
  it.each([
    ["2d6kh", [stepOf("kh")]],
    ["4d6x", [stepOf("x")]],
    ["4d6kh3", [stepOf("kh", "3")]],
    ["1d20", []],
    ["2d6", []],
  ])("%s is left to Foundry", (written, steps) => {
    expect(validateWritten(written)).toEqual({ ours: false, steps, ignored: [] });
  });

  it("2d6ok is not ours either; what Foundry drops is listed for the adapter to warn about", () => {
    expect(validateWritten("2d6ok")).toEqual({ ours: false, steps: [], ignored: ["ok"] });
  });

  it("with only Foundry's keys (our modifiers not registered), 2d6ko is keep-highest-one plus a lost o", () => {
    const term: DiceTermInput = { number: 2, faces: 6, modifiers: ["ko"] };
    expect(validateDiceTerm(term, FOUNDRY_DIE_MODIFIER_KEYS)).toEqual({
      ours: false,
      steps: [stepOf("k")],
      ignored: ["o"],
    });
  });
});

describe("our terms drop nothing silently", () => {
  it("an unknown modifier beside ko", () => {
    const error = thrownBy(() => validateDiceTerm({ number: 2, faces: 6, modifiers: ["ko", "q"] }));
    expectNotationError(error, "UnknownModifier", ['"q"', "silently"]);
  });
});

describe("the term's shape", () => {
  it.each([1.5, -1, Number.NaN])("a count of %s dice", (number) => {
    expectNotationError(
      thrownBy(() => validateDiceTerm({ number, faces: 6, modifiers: ["ko"] })),
      "BadDiceCount",
      [String(number)],
    );
  });

  it.each([0, 2.5])("a die of %s faces", (faces) => {
    expectNotationError(
      thrownBy(() => validateDiceTerm({ number: 2, faces, modifiers: ["ko"] })),
      "BadFaces",
      [String(faces)],
    );
  });

  it("another denomination with our modifier (from untyped code)", () => {
    const term = asSentByAnyClient<DiceTermInput>({ number: 2, faces: "f", modifiers: ["ko"] });
    expectNotationError(
      thrownBy(() => validateDiceTerm(term)),
      "BadFaces",
      ["f"],
    );
  });

  it("modifiers that are not a list of strings (from untyped code)", () => {
    const notAList = asSentByAnyClient<DiceTermInput>({ number: 2, faces: 6, modifiers: "ko" });
    expectNotationError(
      thrownBy(() => validateDiceTerm(notAList)),
      "UnknownModifier",
      ["ko"],
    );
    const notStrings = { number: 2, faces: 6, modifiers: ["ko", 7] } as DiceTermInput;
    expectNotationError(
      thrownBy(() => validateDiceTerm(notStrings)),
      "UnknownModifier",
      ["7"],
    );
  });

  it("the result survives JSON", () => {
    const result = validateWritten("3d6kh2ko");
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe("a drop of every die drops none, as in Foundry (issue 42)", () => {
  // Foundry's DiceTerm#_keepOrDrop cuts at the sorted face past the last one, which no die reaches.
  it.each([
    ["2d6dl2ko", 2],
    ["2d6dh3ko", 2],
  ])("%s keeps all %i dice, as 2d6ko does", (written, count) => {
    const result = validateWritten(written);
    expect(result).toMatchObject({ ours: true, ruleSet: "kaiser", advantage: 0, keep: { count } });
  });

  it("3d6dl2ko keeps one die, and ko's need of two is named", () => {
    expectNotationError(
      thrownBy(() => validateWritten("3d6dl2ko")),
      "OpenRollNeedsTwoDice",
      ["1 stay"],
    );
  });
});
