import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { dccDialog } from "./dialog";
import { dccNumbersHidden, dccRolls } from "./roll-messages";

/**
 * Dungeon Crawl Classics (docs/systems-dcc.md), foundryvtt-dcc/dcc 0.70.46 at 78a62275 (Foundry 14 only), written on
 * the kit alone (issue 86 item 4): its RollModifierDialog's figures as the die moves along the chain (dialog.ts), an
 * attack's message (roll-messages.ts).
 */
export function dccSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "dcc",
    dialogs: [dccDialog(kit)],
    rolls: dccRolls(kit),
    // The GM's NPC's attack keeps its numbers from players (docs/systems-dcc.md "The message").
    numbersHidden: (message) => dccNumbersHidden(kit, message),
  };
}
