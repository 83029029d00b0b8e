import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { sfrpgDialog } from "./dialog";
import { d20RollWrap } from "./roll-calls";
import { sfrpgNumbersHidden, sfrpgRolls } from "./roll-messages";

/**
 * Starfinder 1e (docs/systems-sfrpg.md), foundryvtt-starfinder 0.30.0 at 41684b57, which declares Foundry 13 its
 * maximum; written on the kit alone (docs/systems.md "Systems from other modules"). Its d20 roll dialog's figures
 * (dialog.ts), with what the call that opens it is judged against (roll-calls.ts), and every d20 roll's message
 * (roll-messages.ts).
 */
export function sfrpgSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "sfrpg",
    dialogs: [sfrpgDialog(kit)],
    rolls: sfrpgRolls(kit),
    wraps: [d20RollWrap(kit)],
    numbersHidden: (message) => sfrpgNumbersHidden(kit, message),
  };
}
