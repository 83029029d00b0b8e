/**
 * A Shadowdark world of the double for its own tests: installed once per profile, reset and started before each test.
 */
import type { FoundryDoubleHandle, FoundryDoubleOptions } from "../../../foundry-double/index";
import {
  shadowdarkActorSpec,
  shadowdarkClassAbility,
  shadowdarkNpcAttack,
  shadowdarkWeapon,
  situationalEffect,
} from "../../../foundry-double/systems/shadowdark/driver";
import { ActorSD, NpcSD, type PlayerSD } from "../../../foundry-double/systems/shadowdark/documents/actor";
import { RollSD } from "../../../foundry-double/systems/shadowdark/index";
import type { RollConfig } from "../../../foundry-double/systems/shadowdark/dice/dice";
import type { HooksDouble } from "../../../foundry-double/hooks";
import type { SettingsDouble } from "../../../foundry-double/settings";
import { g, recordHooks, useSystemWorld } from "./helpers";

export const PROFILES = [13, 14] as const;

export const PLAYER = "playerUser000000";

/**
 * The hero (owned by the player): Dexterity 16 (+3), Strength 10 (+0), Charisma 14 (+2); a dagger (finesse) with a
 * situational +1 to melee attacks ("Blessed"); two class abilities with a Charisma check against DC 12, Fascinate and
 * Inspire (lost); a situational advantage on Dexterity checks of their own ("Nimble"). The goblin: an NPC
 * with AC 12, a bite (+2, 1d4) and a token on the scene; its ownership is the GM's only. The player's character is
 * the hero.
 */
export const WORLD: FoundryDoubleOptions = {
  system: "shadowdark",
  users: [
    { id: "gmUser0000000000", name: "Gamemaster", isGM: true },
    { id: PLAYER, name: "Player", isGM: false, character: "hero" },
  ],
  actors: [
    shadowdarkActorSpec({
      _id: "hero",
      name: "Hero",
      abilities: { dex: 16, str: 10, cha: 14 },
      ownership: { [PLAYER]: 3 },
      items: [
        shadowdarkWeapon({
          _id: "dagger",
          name: "Dagger",
          properties: ["Finesse"],
          damage: "d4",
          effects: [
            situationalEffect("blessed", "system.roll.melee.bonus", 1, {
              name: "Blessed",
              description: "<p>+1 to <b>hit</b></p>",
            }),
          ],
        }),
        shadowdarkClassAbility({ _id: "fascinate", name: "Fascinate", ability: "cha", dc: 12 }),
        shadowdarkClassAbility({ _id: "inspire", name: "Inspire", ability: "cha", dc: 12, lost: true }),
      ],
      effects: [situationalEffect("nimble", "system.roll.stat.advantage.dex", 1, { name: "Nimble" })],
    }),
    shadowdarkActorSpec({
      _id: "goblin",
      name: "Goblin",
      type: "NPC",
      ac: 12,
      items: [shadowdarkNpcAttack({ _id: "bite", name: "Bite", attackBonus: 2, damage: "1d4" })],
    }),
  ],
  scenes: [{ _id: "scene", tokens: [{ _id: "goblinToken", actorId: "goblin", actorLink: true }] }],
};

export function useShadowdarkWorld(generation: 13 | 14): { handle: FoundryDoubleHandle } {
  return useSystemWorld(generation, WORLD);
}

type Game = ReturnType<typeof g>["game"];

export const globals = (): {
  Hooks: HooksDouble;
  game: Game & {
    actors: { get(id: string): unknown };
    system: { id: string; version: string };
    settings: SettingsDouble;
  };
} => ({
  Hooks: g().Hooks,
  game: g().game as Game & {
    actors: { get(id: string): unknown };
    system: { id: string; version: string };
    settings: SettingsDouble;
  },
});

export const hero = (): ActorSD => globals().game.actors.get("hero") as ActorSD;

export { recordHooks };

export const heroModel = (): PlayerSD => hero().systemSD as PlayerSD;

/** The goblin's data model, an NpcSD. */
export function goblinModel(): NpcSD {
  const goblin = globals().game.actors.get("goblin");
  const model = goblin instanceof ActorSD ? goblin.systemSD : null;
  if (!(model instanceof NpcSD)) throw new Error("The goblin is no Shadowdark NPC");
  return model;
}

/** A message's main roll, a RollSD. */
export function mainRollOf(message: { readonly rolls: readonly unknown[] }): RollSD {
  const [roll] = message.rolls;
  if (!(roll instanceof RollSD)) throw new Error("The message's first roll is no RollSD");
  return roll;
}

/** The roll configuration a Shadowdark card keeps (`flags.shadowdark.rollConfig`). */
export function rollConfigOf(message: { readonly flags: object }): RollConfig {
  const flags: unknown = Reflect.get(message.flags, "shadowdark");
  return (typeof flags === "object" && flags !== null ? Reflect.get(flags, "rollConfig") : null) as RollConfig;
}
