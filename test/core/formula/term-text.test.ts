/**
 * A live term written back as text (src/core/formula/term-text.ts): each modifier stays a piece of its own when
 * Foundry's cut reads the text (`DiceTerm.MODIFIER_REGEXP`, the tests' model in foundry-term-simulator.ts), and
 * means what it meant — so the engine answers the term the system built, not the compound its formula shows.
 */
import { describe, expect, it } from "vitest";
import { ADVANTAGE_SET_DICE } from "../../../src/core/formula/dice-dialect";
import { formulaDistribution } from "../../../src/core/formula/formula-distribution";
import { diceTermText } from "../../../src/core/formula/term-text";
import { enumerateTerm, readTerm } from "./foundry-term-simulator";
import { keyOf } from "../support/refusal-key";

describe("a live term as text", () => {
  it("keeps each modifier a piece: adv before min10 is adv1 (dnd5e's reliable talent at advantage)", () => {
    expect(diceTermText(1, 20, ["r1=1", "adv", "min10"])).toBe("1d20r1=1adv1min10");
    expect(readTerm("1d20r1=1adv1min10", "BasicDie").pieces).toEqual(["r1=1", "adv1", "min10"]);
    // Joined as the roll's formula joins them, Foundry reads one piece, and `min` runs without its number.
    expect(readTerm("1d20r1=1advmin10", "BasicDie").pieces).toEqual(["r1=1", "advmin10"]);
  });

  it("writes the default each letter-only piece stands for: kh1, r1, x on the largest face", () => {
    expect(diceTermText(4, 6, ["kh", "min2"])).toBe("4d6kh1min2");
    expect(diceTermText(2, 8, ["x", "cs>=6"])).toBe("2d8x8cs>=6");
    expect(diceTermText(1, 20, ["dis"])).toBe("1d20dis");
  });

  it("the engine's table of the written term is the model's of the same list of modifiers", () => {
    const text = diceTermText(1, 20, ["r1=1", "adv", "min10"]);
    const engine = new Map(formulaDistribution(text, null, ADVANTAGE_SET_DICE).outcomes);
    const model = enumerateTerm("1d20r1=1adv1min10", 0, "BasicDie").outcomes;
    for (const [total, p] of model) expect(engine.get(total)).toBeCloseTo(p, 12);
    expect(engine.size).toBe(model.size);
  });

  it("leaves a piece with no default as it is, for the engine to refuse by name", () => {
    expect(diceTermText(3, 6, ["even", "min2"])).toBe("3d6evenmin2");
    expect(keyOf(() => formulaDistribution("3d6evenmin2"))).toBe("INDIE_DICE.Error.Formula.Unsupported");
  });
});
