/**
 * A Pathfinder 2e damage formula split into its instances (src/systems/pf2e/core/damage-instances.ts) and the formula
 * pf2e's createDamageFormula writes from a dialog's formula data (damage-formula.ts): the formulas are the ones
 * docs/systems-pf2e.md "Damage" describes and formula.ts's rules give, written out by hand.
 */
import { describe, expect, it } from "vitest";
import { pf2eDamageInstances } from "../../../../src/systems/pf2e/core/damage-instances";
import { pf2eDamageFormula, type Pf2eFormulaData } from "../../../../src/systems/pf2e/core/damage-formula";

describe("pf2eDamageInstances", () => {
  it("reads each instance's expression, type, persistence, precision, splash and materials", () => {
    expect(pf2eDamageInstances("{(2 * (2d8 + 4) + 1d8)[slashing]}")).toEqual([
      {
        formula: "(2 * (2d8 + 4) + 1d8)",
        type: "slashing",
        persistent: false,
        precision: false,
        splash: false,
        materials: [],
      },
    ]);
    expect(
      pf2eDamageInstances("{((4d8[doubled]) + 2 * 4 + 1d8)[slashing,cold-iron],1d6[fire],(1 + 1d4[splash])[acid]}"),
    ).toEqual([
      {
        formula: "((4d8[doubled]) + 2 * 4 + 1d8)",
        type: "slashing",
        persistent: false,
        precision: false,
        splash: false,
        materials: ["cold-iron"],
      },
      { formula: "1d6", type: "fire", persistent: false, precision: false, splash: false, materials: [] },
      { formula: "(1 + 1d4[splash])", type: "acid", persistent: false, precision: false, splash: true, materials: [] },
    ]);
    expect(pf2eDamageInstances("{(2d6 + 1d6[precision]),1[bleed,persistent],1d6[fire,persistent]}")).toEqual([
      {
        formula: "(2d6 + 1d6[precision])",
        type: "untyped",
        persistent: false,
        precision: true,
        splash: false,
        materials: [],
      },
      { formula: "1", type: "bleed", persistent: true, precision: false, splash: false, materials: [] },
      { formula: "1d6", type: "fire", persistent: true, precision: false, splash: false, materials: [] },
    ]);
  });

  it("reads bleed as persistent damage, with or without the word", () => {
    expect(pf2eDamageInstances("{1d6[bleed]}")?.map((instance) => instance.persistent)).toEqual([true]);
  });

  it("refuses what is not one pool of instances", () => {
    for (const formula of ["2d8 + 4", "{(2d8 + 4[slashing]}", "{}", "{1d6,}", "{1d6)(}"])
      expect(pf2eDamageInstances(formula), formula).toBeNull();
  });
});

const LONGSWORD: Pf2eFormulaData = {
  base: [{ diceNumber: 2, dieSize: 8, modifier: 0, damageType: "slashing", category: null, materials: [] }],
  dice: [{ diceNumber: 1, dieSize: 8, damageType: null, category: null, critical: true, enabled: true }],
  modifiers: [{ value: 4, damageType: null, category: null, critical: null, enabled: true }],
};

describe("pf2eDamageFormula", () => {
  it("writes the +1 striking longsword with deadly d8 as pf2e does, for a hit, a critical and each crit rule", () => {
    expect(pf2eDamageFormula(LONGSWORD, "success", false)).toBe("{(2d8 + 4)[slashing]}");
    expect(pf2eDamageFormula(LONGSWORD, "criticalSuccess", false)).toBe("{(2 * (2d8 + 4) + 1d8)[slashing]}");
    expect(pf2eDamageFormula(LONGSWORD, "criticalSuccess", true)).toBe("{((4d8[doubled]) + 2 * 4 + 1d8)[slashing]}");
    expect(pf2eDamageFormula(LONGSWORD, "failure", false)).toBe("{2d8[slashing]}");
  });

  it("keeps types apart, persistent last, precision and splash flavoured, never-doubled after 2 * (…)", () => {
    const data: Pf2eFormulaData = {
      ...LONGSWORD,
      dice: [
        ...LONGSWORD.dice,
        { diceNumber: 1, dieSize: 6, damageType: null, category: "precision", critical: null, enabled: true },
        { diceNumber: 1, dieSize: 6, damageType: "fire", category: null, critical: null, enabled: true },
        { diceNumber: 1, dieSize: 4, damageType: "bleed", category: "persistent", critical: null, enabled: true },
        { diceNumber: 3, dieSize: 6, damageType: "cold", category: null, critical: null, enabled: false },
      ],
      modifiers: [
        ...LONGSWORD.modifiers,
        { value: 2, damageType: "fire", category: "splash", critical: false, enabled: true },
      ],
    };
    expect(pf2eDamageFormula(data, "success", false)).toBe(
      "{(2d8 + 4 + 1d6[precision])[slashing],(1d6 + 2[splash])[fire],1d4[bleed,persistent]}",
    );
    expect(pf2eDamageFormula(data, "criticalSuccess", false)).toBe(
      "{(2 * (2d8 + 4 + 1d6[precision]) + 1d8)[slashing],(2 * 1d6 + 2[splash])[fire],(2 * 1d4)[bleed,persistent]}",
    );
    expect(pf2eDamageFormula(data, "failure", false)).toBe("{2d8[slashing],(2[splash])[fire]}");
  });
});
