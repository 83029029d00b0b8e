import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { cpredDialog } from "./dialog";
import { cpredGmDv } from "./gm-dv";
import { cpredRolls } from "./roll-messages";

/**
 * Cyberpunk RED (docs/systems-cyberpunk-red-core.md), cyberpunk-red-core 0.93 (f632be2c) and the fork's 1.3.7
 * (a9c19bd5), written on the kit alone (issue 86 item 2): what it uses of Indie Dice at run time is the kit the
 * registration hands over. Its roll dialog's figures (dialog.ts), V1 and V2 alike, and each check's message, which
 * keeps the chance the check had (roll-messages.ts: the roll its dialog drew, read back against the card), against a
 * DV the GM may set on it, hidden from players until he shares it (gm-dv.ts).
 */
export function cyberpunkRedSystem(kit: RuleSetKit): SystemAdapter {
  const rolls = cpredRolls(kit, cpredGmDv(kit));
  return { apiVersion: 1, id: "cyberpunk-red-core", dialogs: [cpredDialog(kit, rolls)], rolls };
}
