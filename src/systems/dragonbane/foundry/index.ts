import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { dragonbaneDialog, pushClicks } from "./roll-dialog";
import { rowClicks } from "./sheet-rows";
import { dragonbaneRolls } from "./roll-messages";

/**
 * Dragonbane (docs/systems-dragonbane.md), written on the kit alone (issue 86 item 6): its roll dialog — a plain
 * `DialogV2.input` — gets the chance of success, failure, a Dragon and a Demon for the boons and banes as they stand,
 * and each source's change beside it, for a skill, weapon or attribute rolled from a sheet's row (whose value the
 * dialog does not carry). Read from Dragonbane's own code at release 3.2 (pafvel/dragonbane 3f766cb):
 * modules/tests/*.js, modules/roll.js, modules/sheets/*.js, templates/partials/roll-dialog.hbs. Every test's message
 * keeps the chance it had, with the dialog or without (roll-messages.ts); a failed test's message and the push's
 * prompt show the push (roll-dialog.ts).
 */
export function dragonbaneSystem(kit: RuleSetKit): SystemAdapter {
  // One adapter's clicks: a sheet's row and a card's Push button, each claimed by the dialog it opens.
  const rows = rowClicks(kit);
  const pushes = pushClicks(kit);
  return {
    apiVersion: 1,
    id: "dragonbane",
    dialogs: [dragonbaneDialog(kit, rows, pushes)],
    watches: [rows.watch, pushes.watch],
    rolls: dragonbaneRolls(kit),
  };
}
