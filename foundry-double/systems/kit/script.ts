/**
 * A system's script as Foundry loads it into a world: its translations merged once, at load (the double's own words
 * standing in for the language files system.json lists), then its `init` listener registered. Every system's
 * `install` is this shape; a system with no words of its own in the double loads none.
 */
import type { HooksDouble } from "../../hooks";
import type { LocalizationDouble } from "../../localization";
import type { SystemWorld } from "./system-double";

/** The parts of a world the script itself touches. */
export interface ScriptWorld {
  hooks: Pick<HooksDouble, "once">;
  i18n: Pick<LocalizationDouble, "load">;
}

/** The `install` of a system: `world.i18n.load(translations)` now, `init(world)` on the world's init hook. */
export function systemScript<W extends ScriptWorld = SystemWorld>(
  translations: Record<string, unknown> | null,
  init: (world: W) => void,
): (world: W) => void {
  return (world) => {
    if (translations) world.i18n.load(translations);
    world.hooks.once("init", () => init(world));
  };
}
