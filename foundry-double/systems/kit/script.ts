/**
 * A system's script as Foundry loads it into a world: its translations merged once, at load (the double's own words
 * standing in for the language files system.json lists), then its `init` listener registered. Every system's
 * `install` is this shape; a system with no words of its own loads none.
 */
import type { SystemWorld } from "./system-double";

/** The `install` of a system: `world.i18n.load(translations)` now, `init(world)` on the world's init hook. */
export function systemScript(
  translations: Record<string, unknown> | null,
  init: (world: SystemWorld) => void,
): (world: SystemWorld) => void {
  return (world) => {
    if (translations) world.i18n.load(translations);
    world.hooks.once("init", () => init(world));
  };
}
