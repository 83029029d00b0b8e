import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter } from "../../../foundry/systems/system-adapter";
import { lancerPanels } from "./hud-panels";
import { lancerRolls } from "./roll-messages";

/**
 * Lancer (docs/systems-lancer.md): its accuracy HUD — a Svelte panel on the page, no Foundry application — gets the
 * chance of a hit and a critical against each target's defence for an attack, and of success against the rules' 10
 * for a check, following the HUD's state as it changes; found by the flows' `lancer.preFlow.<Flow>` hooks (panels).
 * Read from Lancer's own code at release 3.1.3 (Eranziel/foundryvtt-lancer 13ffe799): flows/*.ts,
 * apps/acc_diff/*, apps/slidinghud/*, helpers/automation/targeting.ts. Every roll's message keeps the chance it had.
 * Foundry 13 only (system.json: maximum 13). Written on the kit alone (docs/systems.md "Systems from other modules").
 */
export function lancerSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "lancer",
    dialogs: [],
    panels: lancerPanels(kit),
    rolls: lancerRolls(kit),
  };
}
