import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { moshDialog } from "./dialog";
import { moshRolls } from "./roll-messages";

/**
 * Mothership (docs/systems-mothership.md), Futil/foundry-mothership 0.6.1 at e70d25b7, id `mosh`: written on the kit
 * alone (issue 86 item 5) — what it uses of Indie Dice at run time is the kit the registration hands over. Its check
 * dialogs' figures (dialog.ts) and each check's message (roll-messages.ts).
 */
export function mothershipSystem(kit: RuleSetKit): SystemAdapter {
  return { apiVersion: 1, id: "mosh", dialogs: [moshDialog(kit)], rolls: moshRolls(kit) };
}
