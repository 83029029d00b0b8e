/**
 * A system's rules read from its settings (src/core/systems/system-rules.ts): each by name, a value of the default's
 * type as it is, anything else (absent, another type, NaN) as the default.
 */
import { describe, expect, it } from "vitest";
import { readSystemRules } from "../../../src/core/systems/system-rules";

const DEFAULTS = { difficultiesAsTargetNumber: false, absoluteCriticalEffectValue: 99, useDegreesOfSuccess: "none" };

describe("a system's rules from its settings", () => {
  it("reads each setting the defaults name, by name: a preset written into them is what is read", () => {
    const settings: Record<string, unknown> = {
      difficultiesAsTargetNumber: true,
      absoluteCriticalEffectValue: 6,
      useDegreesOfSuccess: "other",
      ruleset: "MGT2E",
    };
    const asked: string[] = [];
    const rules = readSystemRules(DEFAULTS, (name) => (asked.push(name), settings[name]));
    expect(rules).toEqual({
      difficultiesAsTargetNumber: true,
      absoluteCriticalEffectValue: 6,
      useDegreesOfSuccess: "other",
    });
    expect(asked).toEqual(["difficultiesAsTargetNumber", "absoluteCriticalEffectValue", "useDegreesOfSuccess"]);
  });

  it("a setting absent, of another type or NaN reads as its default", () => {
    const settings: Record<string, unknown> = {
      difficultiesAsTargetNumber: "true",
      absoluteCriticalEffectValue: Number.NaN,
    };
    expect(readSystemRules(DEFAULTS, (name) => settings[name])).toEqual(DEFAULTS);
  });
});
