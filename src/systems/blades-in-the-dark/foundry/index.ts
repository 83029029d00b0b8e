import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { bladesDialog } from "./roll-dialog";
import { bladesNumbersHidden, bladesRolls } from "./roll-messages";

/**
 * Blades in the Dark (docs/systems-blades-in-the-dark.md), Dez384/foundryvtt-blades-in-the-dark 6.1.1 at bafff200:
 * written on the kit alone (issue 86 item 3). Its roll dialog, a plain `DialogV2` found by the method that opens it
 * (roll-dialog.ts), and each roll's message, which keeps the chance that dialog showed (roll-messages.ts).
 */
export function bladesInTheDarkSystem(kit: RuleSetKit): SystemAdapter {
  const { dialog, running, wrap } = bladesDialog(kit);
  return {
    apiVersion: 1,
    id: "blades-in-the-dark",
    dialogs: [dialog],
    wraps: [wrap],
    rolls: bladesRolls(kit, running),
    numbersHidden: (message) => bladesNumbersHidden(kit, message),
  };
}
