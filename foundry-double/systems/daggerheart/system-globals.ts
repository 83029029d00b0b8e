/**
 * The globals Daggerheart's code reads beyond the kit's (kit/globals.ts): CONFIG.DH and `game` (its settings, user and
 * words), typed at this boundary only, as the double's own globals.ts does for Foundry's.
 */
import { installedGlobal } from "../../globals";
import type { SettingsDouble } from "../../settings";
import type { UserDouble } from "../../users";
import type { DhConfig } from "./config";
import type { Plain } from "../kit/data";

/** CONFIG.DH (module/config/system.mjs). */
export const dh = (): DhConfig => installedGlobal<{ DH: DhConfig }>("CONFIG").DH;

/** CONFIG.ChatMessage as the system reads it: its document class, and the message modes v14 lists. */
interface ChatMessageConfig {
  documentClass: { create(data: Plain, options: Plain): Promise<unknown> };
  modes: Record<string, { label: string; icon: string }>;
}

export const chatMessageConfig = (): ChatMessageConfig =>
  installedGlobal<{ ChatMessage: ChatMessageConfig }>("CONFIG").ChatMessage;

interface GameOfTheSystem {
  settings: SettingsDouble;
  user: UserDouble;
  i18n: { localize(key: string): string; format(key: string, data?: Plain): string };
}

export const dhGame = (): GameOfTheSystem => installedGlobal<GameOfTheSystem>("game");

/** A setting of the system's: `game.settings.get(CONFIG.DH.id, key)`. */
export function systemSetting<T>(key: string): T {
  return dhGame().settings.get(dh().id, key) as T;
}
