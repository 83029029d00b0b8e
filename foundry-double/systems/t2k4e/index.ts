/**
 * The Twilight 2000 4E system in the Foundry double (fvtt-fria-ligan/twilight2000-foundry-vtt 14.0.0 at 8c17a87d,
 * which declares Foundry 14 its minimum and verified: static/system.json:5-8): what its init does for the part a
 * module reading its roll dialog and messages meets — YZUR registered for the game `t2k` (src/t2k4e.js:54-60),
 * `game.t2k4e.roller` the task check (:66-82), `CONFIG.T2K4E`'s icons and roll modes the dialog's template reads
 * (src/system/config.js:281-318), the `mathMax` Handlebars helper (src/system/handlebars.js:102), the client setting
 * `showTaskCheckOptions` (default true: src/system/settings.js:70-76). Its words are the double's own English
 * (src/lang/en.yml's keys the dialog reads). game.system: id, title, version and compatibility. Foundry 13 does not
 * load it.
 */
import { isV14 } from "../../profile";
import { ActorDouble } from "../../documents/actor";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import { Application } from "../../applications/application-v1";
import { registerYearZero, YearZeroRoll } from "../kit/yzur";
import { rollPush, T2KDialog, taskCheck, type T2kModifier } from "./roller";

export { T2KDialog, taskCheck, rollPush };

/**
 * An actor of the world: a character or an NPC. `getRollModifiers` (src/actor/actor.js:387-410) gathers its equipped
 * items' roll modifiers; the double, which has no items of the system, holds them as `system.rollModifiers`.
 */
export class T2kActor extends ActorDouble {
  getRollModifiers(): T2kModifier[] {
    const held = this.system.rollModifiers;
    return Array.isArray(held) ? held.filter((m): m is T2kModifier => typeof m === "object" && m !== null) : [];
  }
}

export function t2k4eSystem(): Plain {
  if (!isV14()) throw new Error("Twilight 2000 4E 14.0.0 declares Foundry 14 its minimum: Foundry 13 does not load it");
  return {
    id: "t2k4e",
    title: "Twilight: 2000 (4th Edition)",
    version: "14.0.0",
    compatibility: { minimum: "14", verified: "14" },
  };
}

const WORDS = {
  T2K4E: {
    Dialog: {
      Actions: { Normal: "Roll", Cancel: "Cancel" },
      Roll: {
        Attribute: "Attribute",
        Skill: "Skill",
        Formula: "Formula",
        RoF: "Rate of Fire",
        Modifier: "Modifier",
        Locate: "Add a Hit Die?",
        MaxPush: "Max Pushes",
        RollMode: "Roll Mode",
      },
    },
  },
};

const CONFIG_T2K4E = {
  Icons: { buttons: { plus: '<i class="fas fa-plus"></i>', minus: '<i class="fas fa-minus"></i>' } },
  rollModes: {
    roll: "CHAT.RollPublic",
    gmroll: "CHAT.RollPrivate",
    blindroll: "CHAT.RollBlind",
    selfroll: "CHAT.RollSelf",
  },
};

const script = systemScript(WORDS, ({ config, game, templates }) => {
  registerYearZero(config, "t2k", YearZeroRoll);
  game.t2k4e = { config: CONFIG_T2K4E, roller: { taskCheck } };
  Object.assign(config, { T2K4E: CONFIG_T2K4E });
  templates.handlebars.registerHelper("mathMax", (a: number, b: number) => Math.max(a, b));
  const setting = { scope: "client", config: true, default: true, type: Boolean };
  game.settings.register("t2k4e", "showTaskCheckOptions", setting);
});

export function installT2k4e(world: SystemWorld): void {
  // A new page load: the V1 framework's warning is logged again for the dialog's first window.
  Application.resetWarnings([T2KDialog]);
  script(world);
}
