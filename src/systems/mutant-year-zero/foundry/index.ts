import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { myzDialog } from "./dialog";
import { myzNumbersHidden, myzRolls } from "./roll-messages";

/**
 * Mutant Year Zero (docs/systems-mutant-year-zero.md), superseva/mutant-year-zero 14.0.2 at 68e4fede, on its own dice
 * (not YZUR): written on the kit alone (issue 84 item 5) — what it uses of Indie Dice at run time is the kit the
 * registration hands over. Its roll dialog's figures (dialog.ts) and every roll's message (roll-messages.ts).
 */
export function mutantYearZeroSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "mutant-year-zero",
    dialogs: [myzDialog(kit)],
    rolls: myzRolls(kit),
    numbersHidden: (message) => myzNumbersHidden(kit, message),
  };
}
