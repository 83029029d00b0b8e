import { describe, expect, it } from "vitest";
import { useIndieDice } from "../../../foundry/support/helpers";
import { d10ishLabels } from "../../../../src/rule-sets/klepto/foundry/d10ish-die";
import { D10ISH_FACE_VALUES } from "../../../../src/rule-sets/klepto/core/mechanics/critical-dice";
import { must } from "../../../kit";

useIndieDice();

describe("Dice So Nice", () => {
  it("gets a d10ish preset on the d20 shape when it is ready", () => {
    const presets: Array<{
      preset: { type: string; labels: string[]; values?: { min: number; max: number } };
      shape?: string;
    }> = [];
    const dice3d = { addDicePreset: (preset: never, shape?: string) => presets.push({ preset, shape }) };
    // Another module's hook, which fvtt-types does not list.
    (Hooks as { callAll(hook: string, ...args: unknown[]): boolean }).callAll("diceSoNiceReady", dice3d);
    expect(presets).toHaveLength(1);
    expect(must(presets[0]).shape).toBe("d20");
    expect(must(presets[0]).preset.type).toBe("di");
    // One value per face, so a result v (0–10) lands on face v + 1.
    expect(must(presets[0]).preset.values).toEqual({ min: 0, max: 19 });
  });

  it("labels the 20 faces 0, 1–9 twice and 10, with value v on face v + 1", () => {
    const labels = d10ishLabels();
    expect(labels).toHaveLength(20);
    // The same multiset of faces as the real die.
    expect([...labels].map(Number).sort((a, b) => a - b)).toEqual([...D10ISH_FACE_VALUES].sort((a, b) => a - b));
    for (let value = 0; value <= 10; value++) expect(labels[value]).toBe(String(value));
  });
});
