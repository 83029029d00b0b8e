import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { t2kDialog } from "./dialog";
import { t2kNumbersHidden, t2kRolls } from "./roll-messages";

/**
 * Twilight 2000 4E (docs/systems-t2k4e.md), fvtt-fria-ligan/twilight2000-foundry-vtt 14.0.0 at 8c17a87d, on YZUR
 * 6.1.1: written on the kit alone (issue 84 item 5) — what it uses of Indie Dice at run time is the kit the
 * registration hands over. Its task check dialog's figures (dialog.ts) and every task check's message
 * (roll-messages.ts).
 */
export function t2k4eSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "t2k4e",
    dialogs: [t2kDialog(kit)],
    rolls: t2kRolls(kit),
    numbersHidden: (message) => t2kNumbersHidden(kit, message),
  };
}
