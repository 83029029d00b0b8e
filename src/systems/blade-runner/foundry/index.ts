import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { brDialog } from "./dialog";
import { brNumbersHidden, brRolls } from "./roll-messages";

/**
 * Blade Runner (docs/systems-blade-runner.md), fvtt-fria-ligan/blade-runner-foundry-vtt 14.0.0 at b5c7851a, on
 * YZUR 6.1.1: written on the kit alone (issue 84 item 5) — what it uses of Indie Dice at run time is the kit the
 * registration hands over. Its roll dialog's figures (dialog.ts) and every roll's message (roll-messages.ts).
 */
export function bladeRunnerSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "blade-runner",
    dialogs: [brDialog(kit)],
    rolls: brRolls(kit),
    numbersHidden: (message) => brNumbersHidden(kit, message),
  };
}
