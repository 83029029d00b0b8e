/**
 * The Daggerheart system in the Foundry double (Foundryborne/daggerheart, the official one): what its script does as
 * a world loads, for the part a module reading its roll dialog meets. Each file cites the system's file and the
 * commit it was read at; the dialog is the v14 line's (d20RollDialog.mjs 030fd85), its roll modes listed as each
 * Foundry lists them.
 * - As its script loads: its translations (here the double's own English, config.ts) and its Handlebars helpers
 *   `includes`, `times` and `add` (module/helpers/handlebarsHelper.mjs).
 * - init: CONFIG.DH; CONFIG.Actor.documentClass = DhActor; CONFIG.Dice.daggerheart = {DHRoll, D20Roll,
 *   DualityRoll} and the rolls added to CONFIG.Dice.rolls; the world setting ResourcesFear (the GM's Fear, 0), which
 *   a Fear cost reads. Left out, as nothing a module or a test meets reads them: `game.system.api`, the tag-team roll
 *   and the Automation settings.
 * game.system is shaped as Foundry's System package shows it to modules: id "daggerheart" and its title.
 */
import type { Generation } from "../../profile";
import { DHRoll } from "./dice/dh-roll";
import { D20Roll } from "./dice/d20-roll";
import { DualityRoll } from "./dice/duality-roll";
import { D20RollDialog } from "./applications/d20-roll-dialog";
import { DhActor, enrichedDualityRoll } from "./documents/actor";
import { createDhConfig, DAGGERHEART_TRANSLATIONS } from "./config";
import type { SystemWorld } from "../kit/system-double";
import type { Plain } from "../kit/data";

export { DHRoll, D20Roll, DualityRoll, D20RollDialog, DhActor, enrichedDualityRoll };
export type { ActionSpec, DhActorSpec } from "./documents/actor";

DHRoll.DefaultDialog = D20RollDialog;

/** The system package as game.system shows it (system.json). */
export function daggerheartSystem(_generation: Generation): Plain {
  return { id: "daggerheart", title: "Daggerheart" };
}

/** Load the system into a world the double just built: its translations, helpers and lifecycle hooks. */
export function installDaggerheart({ hooks, i18n, config, game, templates }: SystemWorld): void {
  i18n.load(DAGGERHEART_TRANSLATIONS);
  registerHelpers(templates.handlebars);
  hooks.once("init", () => {
    config.DH = createDhConfig();
    Reflect.set(config.Actor as object, "documentClass", DhActor);
    Reflect.set(config.Dice, "daggerheart", { DHRoll, D20Roll, DualityRoll });
    config.Dice.rolls = [...config.Dice.rolls, DHRoll, D20Roll, DualityRoll];
    game.settings.register("daggerheart", "ResourcesFear", { scope: "world", config: false, default: 0, type: Object });
  });
}

/** The system's Handlebars helpers the roll dialog's template uses (module/helpers/handlebarsHelper.mjs). */
function registerHelpers(handlebars: SystemWorld["templates"]["handlebars"]): void {
  handlebars.registerHelper({
    includes: (list: unknown, item: unknown) => Array.isArray(list) && list.includes(item),
    add: (a: unknown, b: unknown) => Number(a) + Number(b),
    times: (count: unknown, options: { fn(context: unknown): string }) =>
      Array.from({ length: Number(count) }, (_, index) => options.fn(index)).join(""),
  });
}
