import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { vaesenDialog } from "./dialog";
import { vaesenNumbersHidden, vaesenRolls } from "./roll-messages";

/**
 * Vaesen (docs/systems-vaesen.md), fvtt-fria-ligan/vaesen-foundry-vtt 7.3.0 at 71487830, on its vendored YZUR 6.0.0:
 * written on the kit alone (issue 84 item 5) — what it uses of Indie Dice at run time is the kit the registration
 * hands over. Its test dialog's figures (dialog.ts) and every test's message (roll-messages.ts).
 */
export function vaesenSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "vaesen",
    dialogs: [vaesenDialog(kit)],
    rolls: vaesenRolls(kit),
    numbersHidden: (message) => vaesenNumbersHidden(kit, message),
  };
}
