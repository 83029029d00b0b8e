import { readErrorsWith } from "../core/errors";

/**
 * The module's errors read from Foundry's localization: the player's language, English where it lacks a message
 * (Foundry's fallback) — lang/*.json as Foundry loaded them, so the bundle carries no copy of its own.
 */
export function readErrorsInFoundry(): void {
  readErrorsWith((key) => (game.i18n?.has(key) ? game.i18n.localize(key) : undefined));
}
