/**
 * What a game system's double hands the double's registry (foundry-double/systems/index.ts): its package as
 * `game.system` shows it, the class its world actors are made with, and the script Foundry loads for it. The registry
 * names each system by one line of these; nothing outside a system's folder names the system otherwise.
 */
import type { HooksDouble } from "../../hooks";
import type { LocalizationDouble } from "../../localization";
import type { ConfigDouble } from "../../globals";
import type { ActorDouble, ActorSpec } from "../../documents/actor";
import type { TemplatesDouble } from "../../handlebars";
import type { Generation } from "../../profile";
import type { SettingsDouble } from "../../settings";

type Plain = Record<string, unknown>;

/** The parts of a world just built that a system's script is loaded into. */
export interface WorldParts {
  hooks: HooksDouble;
  i18n: LocalizationDouble;
  config: ConfigDouble;
  game: Plain & { settings: SettingsDouble };
  templates: TemplatesDouble;
}

/** The world as a system's script meets it: `game.system` is already its package. */
export type SystemWorld = WorldParts & { game: Plain & { system: Plain } };

/** One system of the double, as the registry lists it. */
export interface SystemDouble<Id extends string = string> {
  /** `game.system.id`. */
  readonly id: Id;
  /** system.json as `game.system` shows it on the Foundry generation played (throws where that release cannot load). */
  readonly data: (generation: Generation) => Plain;
  /** The class its world actors are made with (none: the double's own Actor, as pf2e's double keeps it). */
  readonly actorClass?: new (spec: ActorSpec) => ActorDouble;
  /** Its script: translations, namespace, init and setup listeners. */
  readonly install: (world: SystemWorld) => void;
  /** The global its script defines (`globalThis[namespace]`), removed from a world that loads another system. */
  readonly namespace?: string;
}
