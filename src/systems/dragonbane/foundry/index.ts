import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { SYSTEM_API_VERSION } from "../../../foundry/systems/system-package";
import { dragonbaneDialog, pushClickWatch } from "./roll-dialog";
import { sheetRowWatch } from "./sheet-rows";
import { dragonbaneRolls } from "./roll-messages";

/**
 * Dragonbane (docs/systems-dragonbane.md): its roll dialog — a plain `DialogV2.input` — gets the chance of success,
 * failure, a Dragon and a Demon for the boons and banes as they stand, and each source's change beside it, for a
 * skill, weapon or attribute rolled from a sheet's row (whose value the dialog does not carry). Read from
 * Dragonbane's own code at release 3.2 (pafvel/dragonbane 3f766cb): modules/tests/*.js, modules/roll.js,
 * modules/sheets/*.js, templates/partials/roll-dialog.hbs. Every test's message keeps the chance it had, with the
 * dialog or without (roll-messages.ts); a failed test's message and the push's prompt show the push (roll-dialog.ts).
 */
export const dragonbaneSystem: SystemAdapter = {
  apiVersion: SYSTEM_API_VERSION,
  id: "dragonbane",
  dialogs: [dragonbaneDialog],
  watches: [sheetRowWatch, pushClickWatch],
  rolls: dragonbaneRolls,
};
