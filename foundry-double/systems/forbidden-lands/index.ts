/**
 * The Forbidden Lands system in the Foundry double (fvtt-fria-ligan/forbidden-lands-foundry-vtt 14.0.4 at c07ee778,
 * which declares Foundry 14 its minimum, verified 14.361 and maximum: system.json:21-23): what its init does for the
 * part a module reading its roll dialog and messages meets — YZUR registered for the game `fbl` with FBLRoll as its
 * roll class (engine.js:769-776; YearZeroRollManager.register), `game.fbl.roll` the dialog's `createRoll`
 * (src/forbidden-lands.ts:46). Its words are the double's own English (lang/en.json's keys the dialog reads).
 * game.system: id, title, version and compatibility. Foundry 13 does not load it.
 */
import { isV14 } from "../../profile";
import { ActorDouble } from "../../documents/actor";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import { Application } from "../../applications/application-v1";
import { registerYearZero } from "../kit/yzur";
import { FBLRoll, FBLRollHandler } from "./engine";

export { FBLRoll, FBLRollHandler };

/** An actor of the world: a character or a monster, its data as the system's model holds it. */
export class FblActor extends ActorDouble {}

export function forbiddenLandsSystem(): Plain {
  if (!isV14()) throw new Error("Forbidden Lands 14.0.4 declares Foundry 14 its minimum: Foundry 13 does not load it");
  return {
    id: "forbidden-lands",
    title: "Forbidden Lands",
    version: "14.0.4",
    compatibility: { minimum: "14", verified: "14.361", maximum: "14" },
  };
}

const WORDS = {
  DICE: {
    BASE: "Base",
    SKILL: "Skill",
    GEAR: "Gear",
    NEGATIVE: "Negative",
    ARTIFACTS: "Artifacts",
    MODIFIER: "Modifier",
    ROLL: "Roll",
    CANCEL: "Cancel",
  },
  MONSTER: { DICE: "Dice" },
  MODIFIERS: "Modifiers",
  ACTION: { GENERIC: "Roll" },
};

const script = systemScript(WORDS, ({ config, game }) => {
  registerYearZero(config, "fbl", FBLRoll);
  game.fbl = { roll: FBLRollHandler.createRoll };
});

export function installForbiddenLands(world: SystemWorld): void {
  // A new page load: the V1 framework's warning is logged again for the dialog's first window.
  Application.resetWarnings([FBLRollHandler]);
  script(world);
}
