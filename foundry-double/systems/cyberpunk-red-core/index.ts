/**
 * The Cyberpunk RED system in the Foundry double: 0.93 (f632be2c, its official code as the fork's first commit holds
 * it; system.json: Foundry 13 minimum, 14 verified and maximum) and the fork's 1.3.7 (a9c19bd5), whose roll dialog is
 * Application V2 — both dialogs are here, as `CPRRollDialog` of each (roll-dialog-v1.ts, roll-dialog-v2.ts), and the
 * drivers open the one a test names. Its words are the double's own English (src/lang/en.json's keys the dialog
 * reads). The system has no hook around rolls and puts no roll on its message (cpr-chat.js:61-87): not emulated
 * here, nor the sheets (drivers open the dialog as `_onRoll` does, cpr-actor-sheet.js:511-636).
 */
import { ActorDouble } from "../../documents/actor";
import type { Plain } from "../kit/data";
import { systemScript } from "../kit/script";
import type { SystemWorld } from "../kit/system-double";

export class CprActor extends ActorDouble {}

export const cyberpunkRedSystem = (): Plain => ({
  id: "cyberpunk-red-core",
  title: "Cyberpunk RED - CORE",
  version: "0.93",
  compatibility: { minimum: "13", verified: "14", maximum: "14" },
});

/** src/lang/en.json's words the dialog reads. */
const WORDS = {
  CPR: {
    global: { generic: { stat: "Stat" }, itemTypes: { skill: "Skill" } },
    rolls: { luck: "Luck", shouldRollCriticals: "Roll Criticals", modifiers: { additionalMods: "Additional Mods" } },
    dialog: { common: { confirm: "Confirm", cancel: "Cancel" } },
  },
};

const script = systemScript(WORDS, () => undefined);

export function installCyberpunkRed(world: SystemWorld): void {
  script(world);
}
