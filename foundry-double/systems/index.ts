/**
 * The game systems the double can play (installFoundryDouble's `system` option). A system is loaded as Foundry loads
 * one: before any module's script, so its init listener runs first; the world's documents are made with its
 * document classes; `game.system` is its package as a module reads it.
 *
 * A registry: each system is named by one line of SYSTEM_DOUBLES (kit/system-double.ts says what a line holds).
 */
import { isV14 } from "../profile";
import type { ActorDouble, ActorSpec } from "../documents/actor";
import type { SystemDouble, SystemWorld } from "./kit/system-double";
import { Actor5e, dnd5eSystem, installDnd5e } from "./dnd5e/index";
import { CoC7ModelsActorDocumentClass, coc7System, installCoc7 } from "./coc7/index";
import { ActorSD, installShadowdark, shadowdarkSystem } from "./shadowdark/index";
import { DhActor, daggerheartSystem, installDaggerheart } from "./daggerheart/index";
import { installPf2e, pf2eSystem } from "./pf2e/index";
import { AlienActor, alienrpgSystem, installAlienrpg } from "./alienrpg/index";
import { DoDActor, dragonbaneSystem, installDragonbane } from "./dragonbane/index";
import { WoDActor, installWod5e, wod5eSystem } from "./wod5e/index";
import { ActorWFRP4e, installWfrp4e, wfrp4eSystem } from "./wfrp4e/index";
import { IronswornActor, installIronsworn, ironswornSystem } from "./foundry-ironsworn/index";
import { LancerActor, installLancer, lancerSystem } from "./lancer/documents";
import { TwodsixActor, installTwodsix, twodsixSystem } from "./twodsix/index";
import { installStarwarsffg, starwarsffgSystem } from "./starwarsffg/index";
import { genesysSystem, installGenesys } from "./genesys/index";
import { SR5Actor, installShadowrun5e, shadowrun5eSystem } from "./shadowrun5e/index";
import { FblActor, forbiddenLandsSystem, installForbiddenLands } from "./forbidden-lands/index";
import { installMutantYearZero, MyzActor, mutantYearZeroSystem } from "./mutant-year-zero/index";
import { DccActor, dccSystem, installDcc } from "./dcc/index";
import { CprActor, cyberpunkRedSystem, installCyberpunkRed } from "./cyberpunk-red-core/index";
import { installT2k4e, T2kActor, t2k4eSystem } from "./t2k4e/index";
import { installShadowrun6Eden, shadowrun6EdenSystem } from "./shadowrun6-eden/index";
import { BrActor, bladeRunnerSystem, installBladeRunner } from "./blade-runner/index";
import { VaesenActor, installVaesen, vaesenSystem } from "./vaesen/index";
import { installSfrpg, sfrpgSystem } from "./sfrpg/index";
import { BladesActor, bladesInTheDarkSystem, installBladesInTheDark } from "./blades-in-the-dark/index";
import { MothershipActor, installMothership, mothershipSystem } from "./mothership/index";

const SYSTEM_DOUBLES = [
  { id: "dnd5e", data: dnd5eSystem, actorClass: Actor5e, install: installDnd5e, namespace: "dnd5e" },
  { id: "CoC7", data: coc7System, actorClass: CoC7ModelsActorDocumentClass, install: installCoc7 },
  {
    id: "shadowdark",
    data: shadowdarkSystem,
    actorClass: ActorSD,
    install: installShadowdark,
    namespace: "shadowdark",
  },
  { id: "daggerheart", data: daggerheartSystem, actorClass: DhActor, install: installDaggerheart },
  { id: "pf2e", data: pf2eSystem, install: installPf2e },
  { id: "dragonbane", data: dragonbaneSystem, actorClass: DoDActor, install: installDragonbane },
  { id: "alienrpg", data: alienrpgSystem, actorClass: AlienActor, install: installAlienrpg },
  { id: "wod5e", data: wod5eSystem, actorClass: WoDActor, install: installWod5e },
  { id: "wfrp4e", data: wfrp4eSystem, actorClass: ActorWFRP4e, install: installWfrp4e },
  { id: "foundry-ironsworn", data: ironswornSystem, actorClass: IronswornActor, install: installIronsworn },
  { id: "lancer", data: lancerSystem, actorClass: LancerActor, install: installLancer },
  { id: "twodsix", data: twodsixSystem, actorClass: TwodsixActor, install: installTwodsix },
  { id: "starwarsffg", data: starwarsffgSystem, install: installStarwarsffg },
  { id: "genesys", data: genesysSystem, install: installGenesys },
  { id: "shadowrun5e", data: shadowrun5eSystem, actorClass: SR5Actor, install: installShadowrun5e },
  { id: "forbidden-lands", data: forbiddenLandsSystem, actorClass: FblActor, install: installForbiddenLands },
  { id: "mutant-year-zero", data: mutantYearZeroSystem, actorClass: MyzActor, install: installMutantYearZero },
  { id: "dcc", data: dccSystem, actorClass: DccActor, install: installDcc },
  { id: "cyberpunk-red-core", data: cyberpunkRedSystem, actorClass: CprActor, install: installCyberpunkRed },
  { id: "blade-runner", data: bladeRunnerSystem, actorClass: BrActor, install: installBladeRunner },
  { id: "t2k4e", data: t2k4eSystem, actorClass: T2kActor, install: installT2k4e },
  { id: "shadowrun6-eden", data: shadowrun6EdenSystem, install: installShadowrun6Eden },
  { id: "vaesen", data: vaesenSystem, actorClass: VaesenActor, install: installVaesen },
  { id: "sfrpg", data: sfrpgSystem, install: installSfrpg },
  {
    id: "blades-in-the-dark",
    data: bladesInTheDarkSystem,
    actorClass: BladesActor,
    install: installBladesInTheDark,
  },
  { id: "mosh", data: mothershipSystem, actorClass: MothershipActor, install: installMothership },
] as const satisfies readonly SystemDouble[];

/** A system's id as `game.system.id` reads it. */
export type SystemId = (typeof SYSTEM_DOUBLES)[number]["id"];

const registry: readonly SystemDouble[] = SYSTEM_DOUBLES;

function systemDouble(system: SystemId): SystemDouble {
  const found = registry.find((double) => double.id === system);
  if (found === undefined) throw new Error(`The Foundry double has no game system "${String(system)}"`);
  return found;
}

/** game.system for this system on the profile now played, or undefined for the double's neutral system. */
export function systemData(system: SystemId | undefined): Record<string, unknown> | undefined {
  return system === undefined ? undefined : systemDouble(system).data(isV14() ? 14 : 13);
}

/** The class the system's world actors are made with (pf2e's: the double's own Actor). */
export function systemActorClass(system: SystemId | undefined): (new (spec: ActorSpec) => ActorDouble) | undefined {
  return system === undefined ? undefined : systemDouble(system).actorClass;
}

/** Load the system's script into a world just built (whose game.system is already the system's package). */
export function installSystem(system: SystemId | undefined, world: SystemWorld): void {
  // A world without the system (a reset to other options) keeps nothing of another system's namespace.
  for (const double of registry) {
    if (double.namespace !== undefined && double.id !== system) Reflect.deleteProperty(globalThis, double.namespace);
  }
  if (system !== undefined) systemDouble(system).install(world);
}
