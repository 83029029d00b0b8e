/**
 * Ironsworn and Starforged in the Foundry double (ben/foundry-ironsworn at f5253894, release 1.28.1, whose
 * system/system.json:10-13 declares Foundry 13 its minimum and 14 verified: played on both profiles), for the part a
 * module reading its rolls meets: the pre-roll dialog (preroll-dialog.ts), the roll and its message (rolls.ts), the
 * actor's stats (documents.ts). Its sheets are Vue apps and are not emulated: a driver calls what their buttons call
 * (`showForStat` from attr-box.vue:44-48, `showForMove` from btn-rollmove.vue:36-46, `showForProgress` from
 * item/subtypes/progress.ts:51-65).
 * - As its script loads: its translations (translations.ts).
 * - init (src/index.ts:71-80): its settings (helpers/settings.ts:191-199: `advanced-rolling-default-open`, world,
 *   false); `CONFIG.IRONSWORN` (src/config.ts:60-95) with `applications.{IronswornRoll, IronswornPrerollDialog,
 *   IronswornRollMessage}`; the actor class.
 */
import { systemScript } from "../kit/script";
import { IronswornActor } from "./documents";
import { IronswornPrerollDialog } from "./preroll-dialog";
import { IronswornRoll, IronswornRollMessage } from "./rolls";
import { IRONSWORN_TRANSLATIONS } from "./translations";

export { IronswornActor, IronswornPrerollDialog, IronswornRoll, IronswornRollMessage };

export function ironswornSystem(): Record<string, unknown> {
  return {
    id: "foundry-ironsworn",
    title: "Ironsworn & Starforged",
    version: "1.28.1",
    compatibility: { minimum: "13", verified: "14" },
  };
}

export const installIronsworn = systemScript(IRONSWORN_TRANSLATIONS, ({ config, game }) => {
  const advancedOpen = { scope: "world", config: true, default: false, type: Boolean };
  game.settings.register("foundry-ironsworn", "advanced-rolling-default-open", advancedOpen);
  const applications = { IronswornRoll, IronswornPrerollDialog, IronswornRollMessage };
  Object.assign(config, { IRONSWORN: { applications } });
  Object.assign(config.Actor ?? {}, { documentClass: IronswornActor });
});
