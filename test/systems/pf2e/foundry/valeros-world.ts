/**
 * The pf2e world the adapter's tests play (the double's pf2e): the GM, Ann who plays Valeros, Bo who plays Ezren, and
 * a goblin nobody owns; and Valeros's Athletics against the goblin's DC.
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";
import type { FoundryDoubleOptions } from "../../../../foundry-double/install";
import type { CheckSpec } from "../../../../foundry-double/systems/pf2e/driver";

export const GM = "gmUser0000000000";
export const ANN = "annUser000000000";
const BO = "boUser0000000000";

export const VALEROS_WORLD: FoundryDoubleOptions = {
  system: "pf2e",
  users: [
    { id: GM, name: "Gamemaster", isGM: true },
    { id: ANN, name: "Ann", isGM: false },
    { id: BO, name: "Bo", isGM: false },
  ],
  actors: [
    { _id: "valeros0000000000", name: "Valeros", type: "character", ownership: { default: 0, [ANN]: 3 } },
    { _id: "ezren00000000000", name: "Ezren", type: "character", ownership: { default: 0, [BO]: 3 } },
    { _id: "goblin0000000000", name: "Goblin", type: "npc", ownership: { default: 0 } },
  ],
};

/** Valeros's Athletics +10 (Strength +4, trained +6; frightened 1 off) against a goblin's DC 20, hidden. */
export const ATHLETICS: CheckSpec = {
  slug: "athletics",
  title: "Athletics",
  actor: "valeros0000000000",
  target: "goblin0000000000",
  modifiers: [
    { label: "Strength", modifier: 4, type: "ability" },
    { label: "Trained", modifier: 6, type: "proficiency" },
    { label: "Frightened", modifier: -1, type: "status", ignored: true, predicate: ["self:condition:frightened"] },
  ],
  dc: { value: 20 },
};

/**
 * Fails a test that made the console warn anything but Foundry's own warning about V1 windows (pf2e's check dialog is
 * one), which it gives once a page load. Called at a test file's top level.
 */
export function onlyTheV1Warning(): void {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(warn.mock.calls.filter(([message]) => !/V1 Application framework/.test(String(message)))).toEqual([]);
    warn.mockRestore();
  });
}
