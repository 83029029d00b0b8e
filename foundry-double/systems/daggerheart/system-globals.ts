/**
 * The globals Daggerheart's code reads (CONFIG.DH, game.settings, Hooks, game.system.api), typed at this boundary
 * only, as the double's own globals.ts does for Foundry's.
 */
import { CONFIG } from "../../globals";
import type { HooksDouble } from "../../hooks";
import type { SettingsDouble } from "../../settings";
import type { UserDouble } from "../../users";
import type { DhConfig } from "./config";

export type Plain = Record<string, unknown>;

function read<T>(name: string): T {
  const value = (globalThis as Plain)[name];
  if (value === undefined) throw new Error(`The Foundry double is not installed: global ${name} is missing`);
  return value as T;
}

/** CONFIG.DH (module/config/system.mjs). */
export const dh = (): DhConfig => CONFIG().DH as DhConfig;

export const hooks = (): HooksDouble => read<HooksDouble>("Hooks");

interface GameOfTheSystem {
  settings: SettingsDouble;
  user: UserDouble;
  i18n: { localize(key: string): string; format(key: string, data?: Plain): string };
  system: { api: Plain };
}

export const dhGame = (): GameOfTheSystem => read<GameOfTheSystem>("game");

/** A setting of the system's: `game.settings.get(CONFIG.DH.id, key)`. */
export function systemSetting<T>(key: string): T {
  return dhGame().settings.get(dh().id, key) as T;
}
