/**
 * The Blade Runner system in the Foundry double (fvtt-fria-ligan/blade-runner-foundry-vtt 14.0.0 at b5c7851a, which
 * declares Foundry 13 its minimum and verified 14.359: static/system.json:7-8): what its init does for the part a
 * module reading its roll dialog and messages meets — YZUR registered for the game `br` with YZUR's own YearZeroRoll
 * as its roll class (src/blade-runner.js:48-53), `game.bladerunner.roller` the dialog's class (:66-71). Its words are
 * the double's own English (src/lang/en.yml's keys the dialog reads). game.system: id, title, version, compatibility.
 */
import { ActorDouble } from "../../documents/actor";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import { Application } from "../../applications/application-v1";
import { registerYearZero, YearZeroRoll } from "../kit/yzur";
import { BRRollHandler } from "./engine";

export { BRRollHandler };

/** An actor of the world: a character (a player's or an NPC, by its subtype), its data as the system's model holds. */
export class BrActor extends ActorDouble {}

export function bladeRunnerSystem(): Plain {
  return {
    id: "blade-runner",
    title: "Blade Runner 🦄 - The Roleplaying Game",
    version: "14.0.0",
    compatibility: { minimum: "13", verified: "14.359" },
  };
}

const WORDS = {
  FLBR: {
    D: "D",
    NO_VALUE: "–",
    Advantage: "Advantage",
    Disadvantage: "Disadvantage",
    HEADER: { Modifiers: "Modifiers" },
    ROLLER: {
      AddDie: "Add a die",
      MaxPush: "Max. push",
      ModifierActive: "Active",
      ModifierName: "Name",
      ModifierValue: "Value",
      RollButton: "Roll",
      RollWithAdvantageButton: "Advantage",
      RollWithDisadvantageButton: "Disadvantage",
      SelectDiceToPush: "Select dice to push",
      UnlimitedPush: "Unlimited",
    },
  },
};

const script = systemScript(WORDS, ({ config, game }) => {
  registerYearZero(config, "br", YearZeroRoll);
  game.bladerunner = { roll: YearZeroRoll, roller: BRRollHandler };
});

export function installBladeRunner(world: SystemWorld): void {
  // A new page load: the V1 framework's warning is logged again for the dialog's first window.
  Application.resetWarnings([BRRollHandler]);
  script(world);
}
