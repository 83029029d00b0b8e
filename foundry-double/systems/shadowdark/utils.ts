/**
 * Typed reads of the globals the emulated Shadowdark code reaches through beyond the kit's (kit/globals.ts: `Hooks`,
 * `fromUuid`, `ui.notifications`): `game` and `CONFIG.SHADOWDARK`; and UtilitySD's helpers the roll code calls
 * (system/src/utils/UtilitySD.mjs at cf357e3, release 4.0.4): removeHTML (an HTML text's own text) and
 * getCurrentActor (a GM's one controlled token's actor; a player's assigned character).
 */
import { type GameView as CoreGameView, installedGlobal } from "../../globals";
import type { UserDouble } from "../../users";
import type { Plain } from "../kit/data";
import { notifications } from "../kit/globals";

/** `game` as the system reads it: the core slice, its actors and the user's targets and character. */
export type GameView = CoreGameView & { user: UserDouble; actors: { get(id: string): unknown } };

/** CONFIG.SHADOWDARK as the roll code reads it (config.ts). */
type ShadowdarkConfig = Plain & { ABILITY_KEYS: string[]; ABILITIES_LONG: Record<string, string> };

export const game = (): GameView => installedGlobal<GameView>("game");
export const shadowdarkConfig = (): ShadowdarkConfig =>
  installedGlobal<{ SHADOWDARK: ShadowdarkConfig }>("CONFIG").SHADOWDARK;

export function localize(key: string): string {
  return game().i18n.localize(key);
}

export function format(key: string, data: Record<string, unknown>): string {
  return game().i18n.format(key, data);
}

/** A world setting of the system's namespace. */
export function systemSetting(key: string): unknown {
  return game().settings.get("shadowdark", key);
}

/** UtilitySD.removeHTML: the text of an HTML fragment. */
export function removeHTML(text: string): string {
  const element = document.createElement("div");
  element.innerHTML = text;
  return element.textContent ?? "";
}

interface ControlledToken {
  actor: unknown;
}

/** UtilitySD.getCurrentActor: a GM's one controlled token's actor (a warning for several), a player's character. */
export async function getCurrentActor(): Promise<unknown> {
  if (game().user.isGM) {
    const controlled = installedGlobal<{ tokens: { controlled: ControlledToken[] } }>("canvas").tokens.controlled;
    if (controlled.length === 0) return null;
    if (controlled.length !== 1) return notifications().warn(localize("SHADOWDARK.error.too_many_tokens_selected"));
    return controlled[0]!.actor;
  }
  return game().user.character;
}
