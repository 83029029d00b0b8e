/**
 * The game systems' views of the calculator as their folders declare them (src/systems/calculator.ts, one line a
 * system; docs/systems.md "In the web calculator"): each declaration's answer answers its own page, each view's id is
 * its system's folder, and no two share an id (the link names a view by it).
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SYSTEM_CALCULATORS } from "../../../src/systems/calculator";
import type { SystemCalculator } from "../../../src/ui/systems/system-calculator";

describe("the systems' calculator views", () => {
  it("each answers its own page, by its system's id, once", () => {
    const ids = SYSTEM_CALCULATORS.map(({ page }) => page.id);
    expect(ids).toEqual(expect.arrayContaining(["pf2e", "daggerheart", "coc7", "dnd5e", "shadowdark"]));
    expect(new Set(ids).size).toBe(ids.length);
    for (const { page, answer } of SYSTEM_CALCULATORS) {
      expect(answer.page).toBe(page);
      expect(existsSync(`src/systems/${page.id}/ui/calculator.ts`)).toBe(true);
    }
  });
});

describe("the systems' parts of the Damage view", () => {
  it("offer exactly the critical rules and the target their damage rules answer, by the same names", () => {
    const parts = SYSTEM_CALCULATORS.flatMap((calculator: SystemCalculator) => calculator.damage ?? []);
    expect(parts.map((part) => part.page.id)).toEqual(["pf2e", "dnd5e"]);
    for (const { page, answer } of parts) {
      expect(page.criticals.map((critical) => critical.value)).toEqual(Object.keys(answer.rules.criticals));
      expect(Object.keys(answer.rules.targets)).toEqual([page.id]);
    }
  });
});
