/**
 * The Starfinder 1e system in the Foundry double: foundryvtt-starfinder 0.30.0 (foundryvtt-starfinder/
 * foundryvtt-starfinder at 41684b57; static/system.json:5 version, :12-14 compatibility 13 / 13.351 / 13, so the
 * double plays it on the v13 profile), for the part a module reading its d20 roll dialog and messages meets: its
 * namespace `game.sfrpg` with `dice` (DiceSFRPG) and `RollDialog` (src/sfrpg.js:117, 128, 202); the world settings
 * the roll reads (settings.js: useAdvantageDisadvantage, useCustomChatCards, useQuickRollAsDefault, each false by
 * default); a card's `.gm-only` hidden from anyone but a GM (sfrpg.js:765-772, which reads the element without a
 * check: here a card without one is left alone). Its words are the double's own English for the keys it reads.
 * The actors' sheets and items are not emulated: drivers call `d20Roll` as rollSkillCheck and rollAttack do.
 */
import { Application } from "../../applications/application-v1";
import { Dialog } from "../../applications/dialog-v1";
import { installedGlobal } from "../../globals";
import type { Plain } from "../kit/data";
import { hooks } from "../kit/globals";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";
import { DiceSFRPG } from "./dice";
import { RollDialog } from "./roll-dialog";

export function sfrpgSystem(): Plain {
  return {
    id: "sfrpg",
    title: "Starfinder",
    version: "0.30.0",
    compatibility: { minimum: "13", verified: "13.351", maximum: "13" },
  };
}

const WORDS = {
  SFRPG: {
    Rolls: {
      Dice: { Roll: "Roll", Disadvantage: "Disadvantage", Normal: "Normal", Advantage: "Advantage" },
      Dialog: { Formula: "Formula", SituationalBonus: "Situational Bonus" },
      RollTarget: "Target",
    },
  },
};

const SETTINGS = ["useAdvantageDisadvantage", "useCustomChatCards", "useQuickRollAsDefault"];

function hideGmOnly(_message: unknown, html: HTMLElement): void {
  const gmOnlyText = html.querySelector<HTMLElement>(".gm-only");
  if (gmOnlyText && !installedGlobal<{ user: { isGM: boolean } }>("game").user.isGM) gmOnlyText.style.display = "none";
}

const script = systemScript(WORDS, ({ game }) => {
  for (const key of SETTINGS)
    game.settings.register("sfrpg", key, { scope: "world", config: true, default: false, type: Boolean });
  Object.assign(game, { sfrpg: { dice: DiceSFRPG, RollDialog } });
  hooks().on("renderChatMessageHTML", hideGmOnly);
});

export function installSfrpg(world: SystemWorld): void {
  // A new page load: the V1 framework's warning is logged again for the dialog's first window.
  Application.resetWarnings([Dialog]);
  script(world);
}
