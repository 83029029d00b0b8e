/**
 * The double's registry of game systems (foundry-double/systems/index.ts): each id loads its own package, actor class
 * and script, an unknown id is refused, and a world that loads another system keeps nothing of the last one's global.
 */
import { describe, expect, it } from "vitest";
import { installFoundryDouble } from "../../../foundry-double/index";
import { systemData, type SystemId } from "../../../foundry-double/systems/index";

const V13_SYSTEMS: readonly SystemId[] = [
  "dnd5e",
  "CoC7",
  "shadowdark",
  "daggerheart",
  "pf2e",
  "dragonbane",
  "alienrpg",
  "lancer",
];

describe("the systems' registry", () => {
  it.each(V13_SYSTEMS)("%s: game.system is its own package", (system) => {
    const world = installFoundryDouble({ system });
    try {
      expect(Reflect.get(Reflect.get(globalThis, "game"), "system")).toMatchObject({ id: system });
    } finally {
      world.uninstall();
    }
  });

  it("refuses an id it has no system for", () => {
    expect(() => Reflect.apply(systemData, undefined, ["pathfinder1"])).toThrow(
      'The Foundry double has no game system "pathfinder1"',
    );
  });

  it("a world reset to another system keeps nothing of the last one's namespace", () => {
    const world = installFoundryDouble({ system: "dnd5e" });
    try {
      expect(Reflect.has(globalThis, "dnd5e")).toBe(true);
      world.reset({ system: "shadowdark" });
      expect(Reflect.has(globalThis, "dnd5e")).toBe(false);
      expect(Reflect.has(globalThis, "shadowdark")).toBe(true);
    } finally {
      world.uninstall();
    }
  });
});
