/** A dnd5e world of the double for its own tests: installed once per profile, reset and started before each test. */
import type { FoundryDoubleHandle, FoundryDoubleOptions } from "../../../foundry-double/index";
import { dnd5eActorSpec, dnd5eWeapon } from "../../../foundry-double/systems/dnd5e/driver";
import type { Actor5e } from "../../../foundry-double/systems/dnd5e/documents/actor";
import type { HooksDouble } from "../../../foundry-double/hooks";
import { g, recordHooks, useSystemWorld } from "./helpers";

export const PROFILES = [13, 14] as const;

/**
 * The hero: Dexterity 16 (+3), proficiency +2, proficient in Stealth and Dexterity saves, a rapier (finesse, a
 * critical threshold of 19 on its attack) and a dagger (finesse, light, thrown). The goblin: AC 25.
 */
export const WORLD: FoundryDoubleOptions = {
  system: "dnd5e",
  actors: [
    dnd5eActorSpec({
      _id: "hero",
      name: "Hero",
      abilities: { dex: 16, str: 10 },
      prof: 2,
      saves: ["dex"],
      skills: { ste: 1 },
      bonuses: { mwak: { attack: "1" }, rwak: { attack: "2" } },
      ownership: { default: 3 },
      items: [
        dnd5eWeapon({
          _id: "rapier",
          name: "Rapier",
          properties: ["fin"],
          activityId: "rapierAttack",
          criticalThreshold: 19,
        }),
        dnd5eWeapon({
          _id: "dagger",
          name: "Dagger",
          weaponType: "simpleM",
          properties: ["fin", "lgt", "thr"],
          activityId: "daggerAttack",
        }),
      ],
    }),
    dnd5eActorSpec({ _id: "goblin", name: "Goblin", ac: 25 }),
  ],
  scenes: [{ _id: "scene", tokens: [{ _id: "goblinToken", actorId: "goblin", actorLink: true }] }],
};

export function useDnd5eWorld(
  generation: 13 | 14,
  options: FoundryDoubleOptions = WORLD,
): { handle: FoundryDoubleHandle } {
  return useSystemWorld(generation, options);
}

type Game = ReturnType<typeof g>["game"];

export const globals = (): {
  Hooks: HooksDouble;
  game: Game & { actors: { get(id: string): unknown }; system: { id: string; version: string } };
} => ({
  Hooks: g().Hooks,
  game: g().game as Game & { actors: { get(id: string): unknown }; system: { id: string; version: string } },
});

export const hero = (): Actor5e => globals().game.actors.get("hero") as Actor5e;

export { recordHooks };
