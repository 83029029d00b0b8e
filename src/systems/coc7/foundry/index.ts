import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { SYSTEM_API_VERSION } from "../../../foundry/systems/system-package";
import { rollDialog } from "./roll-dialog";
import { skillRowWatch } from "./skill-rows";
import { coc7Rolls } from "./roll-messages";

/**
 * Call of Cthulhu 7e (docs/systems-coc7.md): CoC7's roll dialog gets the chance of each success level for each
 * number of bonus or penalty dice, at the difficulty chosen, for a skill rolled from a sheet's row (whose value the
 * dialog does not carry) or a roll that asks for its value. Read from CoC7's own code at release 8.15 (7974aac):
 * coc7/apps/roll-dialog.js, roll-normalize.js, dice-pool.js, templates/apps/bonus.hbs. Every check's message keeps the
 * chance it had, with the dialog or without (roll-messages.ts).
 */
export const coc7System: SystemAdapter = {
  apiVersion: SYSTEM_API_VERSION,
  id: "CoC7",
  dialogs: [rollDialog],
  watches: [skillRowWatch],
  rolls: coc7Rolls,
};
