/**
 * The Blades in the Dark system in the Foundry double (Dez384/foundryvtt-blades-in-the-dark 6.1.1 at bafff200;
 * system.json:5-8: Foundry 11 minimum, 14.359 verified): what its init does for the part a module reading its roll
 * dialog and messages meets — `CONFIG.Actor.documentClass = BladesActor` (module/blades.js:43) and the world
 * settings `ActionRoll` (default true), `ThreatRoll` and `PushYourself` (module/settings.js:16-39, BooleanField's
 * default false). Its words are the double's own English (lang/en.json's keys the dialog reads).
 */
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import type { Plain } from "../kit/data";
import { BladesActor } from "./blades-actor";

export { BladesActor };

const SYSTEM_JSON = Object.freeze({ id: "blades-in-the-dark", title: "Blades in the Dark", version: "6.1.1" });
export const bladesInTheDarkSystem = (): Plain => ({
  ...SYSTEM_JSON,
  compatibility: { minimum: "11", verified: "14.359" },
});

const WORDS = { BITD: { Roll: "Roll", Modifier: "Modifier", Notes: "Notes" } };

const script = systemScript(WORDS, ({ config, game }) => {
  Object.assign(config.Actor ?? {}, { documentClass: BladesActor });
  const world = (key: string, fallback: boolean) =>
    game.settings.register("blades-in-the-dark", key, {
      scope: "world",
      config: true,
      default: fallback,
      type: Boolean,
    });
  world("ActionRoll", true);
  world("ThreatRoll", false);
  world("PushYourself", false);
});

export function installBladesInTheDark(world: SystemWorld): void {
  script(world);
}
