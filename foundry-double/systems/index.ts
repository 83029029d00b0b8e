/**
 * The game systems the double can play (installFoundryDouble's `system` option). A system is loaded as Foundry loads
 * one: before any module's script, so its init listener runs first; the world's documents are made with its
 * document classes; `game.system` is its package as a module reads it.
 */
import type { HooksDouble } from "../hooks";
import type { LocalizationDouble } from "../localization";
import type { ConfigDouble } from "../globals";
import type { ActorDouble, ActorSpec } from "../documents/actor";
import { isV14 } from "../profile";
import type { TemplatesDouble } from "../handlebars";
import { Actor5e, dnd5eSystem, installDnd5e } from "./dnd5e/index";
import { CoC7ModelsActorDocumentClass, coc7System, installCoc7 } from "./coc7/index";
import { ActorSD, installShadowdark, shadowdarkSystem } from "./shadowdark/index";
import { DhActor, daggerheartSystem, installDaggerheart } from "./daggerheart/index";
import { installPf2e, pf2eSystem } from "./pf2e/index";
import { AlienActor, alienrpgSystem, installAlienrpg } from "./alienrpg/index";
import { DoDActor, dragonbaneSystem, installDragonbane } from "./dragonbane/index";
import { ActorWFRP4e, installWfrp4e, wfrp4eSystem } from "./wfrp4e/index";

/** A system's id as `game.system.id` reads it. */
export type SystemId = "dnd5e" | "CoC7" | "shadowdark" | "daggerheart" | "pf2e" | "dragonbane" | "alienrpg" | "wfrp4e";

interface WorldParts {
  hooks: HooksDouble;
  i18n: LocalizationDouble;
  config: ConfigDouble;
  game: Record<string, unknown>;
  templates: TemplatesDouble;
}

type SystemWorld = WorldParts & { game: Record<string, unknown> & { system: Record<string, unknown> } };

/** game.system for this system on the profile now played, or undefined for the double's neutral system. */
export function systemData(system: SystemId | undefined): Record<string, unknown> | undefined {
  if (system === undefined) return undefined;
  if (system === "dnd5e") return dnd5eSystem(isV14() ? 14 : 13);
  if (system === "CoC7") return coc7System(isV14() ? 14 : 13);
  if (system === "shadowdark") return shadowdarkSystem();
  if (system === "daggerheart") return daggerheartSystem(isV14() ? 14 : 13);
  if (system === "pf2e") return pf2eSystem(isV14() ? 14 : 13);
  if (system === "dragonbane") return dragonbaneSystem();
  if (system === "alienrpg") return alienrpgSystem();
  if (system === "wfrp4e") return wfrp4eSystem();
  throw new Error(`The Foundry double has no game system "${String(system)}"`);
}

/** The class the system's world actors are made with (pf2e's: the double's own Actor). */
export function systemActorClass(system: SystemId | undefined): (new (spec: ActorSpec) => ActorDouble) | undefined {
  if (system === "CoC7") return CoC7ModelsActorDocumentClass;
  if (system === "shadowdark") return ActorSD;
  if (system === "daggerheart") return DhActor;
  if (system === "dragonbane") return DoDActor;
  if (system === "alienrpg") return AlienActor;
  if (system === "wfrp4e") return ActorWFRP4e;
  return system === "dnd5e" ? Actor5e : undefined;
}

/** Load the system's script into a world just built. */
export function installSystem(system: SystemId | undefined, world: WorldParts): void {
  // A world without the system (a reset to other options) keeps nothing of its namespace.
  if (system !== "dnd5e") delete (globalThis as Record<string, unknown>).dnd5e;
  if (system !== "shadowdark") delete (globalThis as Record<string, unknown>).shadowdark;
  if (system === "dnd5e") installDnd5e(world as SystemWorld);
  if (system === "CoC7") installCoc7(world);
  if (system === "shadowdark") installShadowdark(world as SystemWorld);
  if (system === "daggerheart") installDaggerheart(world as SystemWorld);
  if (system === "pf2e") installPf2e(world as SystemWorld);
  if (system === "dragonbane") installDragonbane(world);
  if (system === "alienrpg") installAlienrpg(world);
  if (system === "wfrp4e") installWfrp4e(world);
}
