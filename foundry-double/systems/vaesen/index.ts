/**
 * The Vaesen system in the Foundry double (fvtt-fria-ligan/vaesen-foundry-vtt 7.3.0 at 71487830, 2026-05-29, which
 * declares Foundry 13 its minimum and verified 14.363: system.json:119-122): what its init does for the part a module
 * reading its roll dialog and messages meets (script/hooks.js) — YZUR registered for the game `vae`, its dice all
 * skill dice (script/hooks.js:114; YearZeroRollManager.register), `CONFIG.roll` and `CONFIG.push` the dialog's
 * opener and the sheet's push (:44-46), the world setting `conditionAlternativeRule` (script/util/settings.js:68-76).
 * Its words are the double's own English (lang/en.json's keys the dialog reads). game.system: id, title, version and
 * compatibility, on Foundry 13 and 14 alike.
 */
import { ActorDouble } from "../../documents/actor";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import { Application } from "../../applications/application-v1";
import { Dialog } from "../../applications/dialog-v1";
import { registerYearZero, YearZeroRoll } from "../kit/yzur";
import { BONUS_TYPES, prepareRollNewDialog, push, REQUIRES_BONUS } from "./roll";

/** An actor of the world: a player character, an NPC or a vaesen, its data as the system's model holds it. */
export class VaesenActor extends ActorDouble {}

export function vaesenSystem(): Plain {
  return {
    id: "vaesen",
    title: "Vaesen",
    version: "7.3.0",
    compatibility: { minimum: "13", verified: "14.363" },
  };
}

const WORDS = {
  ROLL: {
    TEST: "Test",
    ROLL: "Roll",
    PUSH: "Push",
    CANCEL: "Cancel",
    BONUS: "Bonus Dice",
    DAMAGE: "Damage",
    BASE: { POOL: "Base Dice Pool" },
  },
  GEAR: { NAME: "Gear" },
  TALENT: { NAME: "Talent" },
  CRITICAL_INJURY: { NAME: "Injury" },
  UPGRADE: { NAME: "Upgrade" },
  HEADER: { CONDITIONS: "CONDITIONS" },
  BONUS_TYPE: {
    NONE: "None",
    SKILL: "Skill",
    IGNORE_CONDITIONS_SKILL: "Ignore Conditions for Skill",
    IGNORE_CONDITIONS_PHYSICAL: "Ignore Physical Conditions",
    IGNORE_CONDITIONS_MENTAL: "Ignore Mental Conditions",
    DAMAGE: "Damage",
    FEAR: "Fear",
    MENTAL_RECOVERY: "Mental Recovery",
    PHYSICAL_RECOVERY: "Physical Recovery",
  },
};

const script = systemScript(WORDS, ({ config, game }) => {
  registerYearZero(config, "vae", YearZeroRoll);
  Object.assign(config, {
    vaesen: { bonusType: BONUS_TYPES, bonusTypeRequiresBonus: REQUIRES_BONUS },
    roll: prepareRollNewDialog,
    push,
  });
  game.settings.register("vaesen", "conditionAlternativeRule", {
    scope: "world",
    config: true,
    default: false,
    type: Boolean,
  });
});

export function installVaesen(world: SystemWorld): void {
  // A new page load: the V1 framework's warning is logged again for the dialog's first window.
  Application.resetWarnings([Dialog]);
  script(world);
}
