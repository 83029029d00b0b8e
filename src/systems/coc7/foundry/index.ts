import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { rollDialog } from "./roll-dialog";
import { skillClicks } from "./skill-rows";
import { coc7Rolls } from "./roll-messages";

/**
 * Call of Cthulhu 7e (docs/systems-coc7.md), written on the kit alone (issue 86 item 6): CoC7's roll dialog gets the
 * chance of each success level for each number of bonus or penalty dice, at the difficulty chosen, for a skill rolled
 * from a sheet's row (whose value the dialog does not carry) or a roll that asks for its value. Read from CoC7's own
 * code at release 8.15 (7974aac): coc7/apps/roll-dialog.js, roll-normalize.js, dice-pool.js,
 * templates/apps/bonus.hbs. Every check's message keeps the chance it had, with the dialog or without
 * (roll-messages.ts).
 */
export function coc7System(kit: RuleSetKit): SystemAdapter {
  // One adapter's clicks: the sheet's watch remembers a skill, the dialog it opens claims it.
  const clicks = skillClicks(kit);
  return {
    apiVersion: 1,
    id: "CoC7",
    dialogs: [rollDialog(kit, clicks)],
    watches: [clicks.watch],
    rolls: coc7Rolls(kit),
  };
}
