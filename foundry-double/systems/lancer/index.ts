/**
 * The Lancer system in the Foundry double (Eranziel/foundryvtt-lancer at 13ffe799, release 3.1.3, whose system.json
 * declares Foundry 13 its minimum, verified and maximum: played on the v13 profile only), for the part a module reading
 * its rolls meets: the flows and their hooks (flows.ts), the sliding HUD they open (hud.ts: no application), the
 * accuracy state (acc-diff.ts), the actor and items (documents.ts).
 * - init (lancer.ts): CONFIG.Actor.documentClass = LancerActor; the world setting `lancer.automationOptions`
 *   (settings.ts:146-151,277-282, its `attacks` true by default); the HUD's `targetToken` listener for the user's
 *   own targets (AccDiffHUD.svelte:68-83). Not emulated: the sheets (ApplicationV1, jQuery), `game.lancer`'s flow
 *   registry, macros, effects.
 */
import { isV14 } from "../../profile";
import type { SystemWorld } from "../kit/system-double";
import { hooks } from "../kit/globals";
import { listOf, read } from "./acc-diff";
import { LancerActor, LancerItem } from "./documents";
import { hudTargetsChanged } from "./hud";

type Plain = Record<string, unknown>;

export { LancerActor, LancerItem };

/** system.json at 13ffe799, as game.system shows it; Foundry 14 loads no system whose maximum is 13. */
export function lancerSystem(): Plain {
  if (isV14())
    throw new Error("Lancer 3.1.3 declares Foundry 13 its maximum (system.json): Foundry 14 does not load it");
  return {
    id: "lancer",
    title: "LANCER",
    version: "3.1.3",
    compatibility: { minimum: "13", verified: "13", maximum: "13" },
  };
}

/** Load the system into a world the double just built. */
export function installLancer({ hooks: worldHooks, config, game }: SystemWorld): void {
  worldHooks.once("init", () => {
    const actorConfig: unknown = config.Actor;
    if (typeof actorConfig === "object" && actorConfig !== null) Reflect.set(actorConfig, "documentClass", LancerActor);
    game.settings.register("lancer", "automationOptions", {
      scope: "world",
      config: false,
      default: { attacks: true },
      type: Object,
    });
    hooks().on("targetToken", (user: unknown) => {
      if (user === read(read(globalThis, "game"), "user")) hudTargetsChanged(listOf(read(user, "targets")));
    });
  });
}
