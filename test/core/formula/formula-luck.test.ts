import { describe, expect, it } from "vitest";
import { formulaRollLuck, rememberedFormulaDistribution } from "../../../src/core/formula/formula-luck";
import { formulaChance, formulaDistribution } from "../../../src/core/formula/formula-distribution";

describe("the remembered answers of the formula engine", () => {
  it("are kept apart for two characters whose @ paths hold different numbers, a path followed by a minus too", () => {
    for (const formula of ["1d20+@abilities.dex.mod-2", "1d20 + @abilities.dex.mod", "@abilities.dex.mod-1d4"]) {
      const first = rememberedFormulaDistribution(formula, { abilities: { dex: { mod: 3 } } });
      const second = rememberedFormulaDistribution(formula, { abilities: { dex: { mod: 1 } } });
      expect(first.resolved).toBe(formulaDistribution(formula, { abilities: { dex: { mod: 3 } } }).resolved);
      expect(second.resolved).toBe(formulaDistribution(formula, { abilities: { dex: { mod: 1 } } }).resolved);
      expect(first.resolved).not.toBe(second.resolved);
    }
  });

  it("give the same answer as the engine, asked again", () => {
    const data = { mod: 4 };
    const once = rememberedFormulaDistribution("2d6+@mod", data);
    expect(rememberedFormulaDistribution("2d6+@mod", { mod: 4 })).toBe(once);
    expect(formulaChance(once, 11, "atLeast")).toBeCloseTo(
      formulaChance(formulaDistribution("2d6+4"), 11, "atLeast"),
      15,
    );
  });

  it("measure a roll's luck only where the engine has a distribution", () => {
    expect(formulaRollLuck("1d20", 20)).toBeGreaterThan(0.9);
    expect(formulaRollLuck("random()", 3)).toBeNull();
  });
});
