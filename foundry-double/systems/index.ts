/**
 * The game systems the double can play (installFoundryDouble's `system` option). A system is loaded as Foundry loads
 * one: before any module's script, so its init listener runs first; `game.system` is its package as a module reads
 * it.
 */
import type { HooksDouble } from "../hooks";
import type { LocalizationDouble } from "../localization";
import type { ConfigDouble } from "../globals";
import { isV14 } from "../profile";
import { installPf2e, pf2eSystem } from "./pf2e/index";

export type SystemId = "pf2e";

interface WorldParts {
  hooks: HooksDouble;
  i18n: LocalizationDouble;
  config: ConfigDouble;
  game: Record<string, unknown>;
}

/** game.system for this system on the profile now played, or undefined for the double's neutral system. */
export function systemData(system: SystemId | undefined): Record<string, unknown> | undefined {
  if (system === undefined) return undefined;
  if (system === "pf2e") return pf2eSystem(isV14() ? 14 : 13);
  throw new Error(`The Foundry double has no game system "${String(system)}"`);
}

/** Load the system's script into a world just built. */
export function installSystem(system: SystemId | undefined, world: WorldParts): void {
  if (system === "pf2e") installPf2e(world as WorldParts & { game: Record<string, unknown> & { system: Record<string, unknown> } });
}
