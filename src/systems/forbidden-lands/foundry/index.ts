import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { fblDialog } from "./dialog";
import { fblNumbersHidden, fblRolls } from "./roll-messages";

/**
 * Forbidden Lands (docs/systems-forbidden-lands.md), fvtt-fria-ligan/forbidden-lands-foundry-vtt 14.0.4 at c07ee778,
 * on YZUR 6.1.1: written on the kit alone (issue 84 item 5) — what it uses of Indie Dice at run time is the kit the
 * registration hands over. Its roll dialog's figures (dialog.ts) and every roll's message (roll-messages.ts).
 */
export function forbiddenLandsSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "forbidden-lands",
    dialogs: [fblDialog(kit)],
    rolls: fblRolls(kit),
    numbersHidden: (message) => fblNumbersHidden(kit, message),
  };
}
