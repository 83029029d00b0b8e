import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog } from "../../../foundry/systems/system-adapter";
import { SR6_CHOICE, WILD_DIE, sr6Odds } from "../core/roll-odds";
import { sr6Labels } from "../ui/roll-labels";
import { dialogRoll } from "./roll-reads";
import { npcRoll, sr6Rolls } from "./roll-messages";

/**
 * Shadowrun 6e (docs/systems-shadowrun6-eden.md), shadowrun6-eden 4.0.7 at d2c27e19, written on the kit alone
 * (docs/systems.md "Systems from other modules"): its `RollDialog` (a V1 Dialog, module/applications/RollDialog.js)
 * never renders again — its listeners change the pool's label and the form in place — so the figures are drawn again
 * on every change the form hears, after the system's own listeners ran. The figures go before the dialog's buttons,
 * the headline on Roll when a threshold is counted, the wild die's change beside its checkbox. A roll's message keeps
 * the chance it had (roll-messages.ts).
 */

function rollDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderRollDialog",
    read(app) {
      const element = kit.systems.field(kit.systems.field(app, "element"), "0");
      if (!kit.dom.isElement(element)) return null;
      const roll = dialogRoll(kit, app, element);
      // A threshold the roller is not shown is read as none (roll-reads.ts): nothing drawn from it.
      return roll && { odds: () => sr6Odds(kit.pools.sr6Outcomes, roll), labels: sr6Labels, targetVisible: true };
    },
    place(app, element) {
      const buttons = element.querySelector<HTMLElement>(".dialog-buttons");
      if (!buttons) return null;
      const roll = element.querySelector<HTMLElement>(".dialog-button.normal");
      const counted = (dialogRoll(kit, app, element)?.threshold ?? 0) > 0;
      const wild = element.querySelector('input[name="useWildDie"]')?.closest<HTMLElement>("td");
      return {
        panelBefore: buttons,
        choices: new Map(roll && counted ? [[SR6_CHOICE, roll]] : []),
        extras: new Map(wild ? [[WILD_DIE, wild]] : []),
      };
    },
    listen(_app, element, redraw) {
      // The system's listeners sit on the fields themselves and run first: the form hears the change after them.
      element.querySelector("form")?.addEventListener("change", redraw);
    },
  };
}

/** The adapter, built with the kit the registration hands over. */
export function shadowrun6EdenSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "shadowrun6-eden",
    dialogs: [rollDialog(kit)],
    rolls: sr6Rolls(kit),
    numbersHidden: (message) => npcRoll(kit, message),
  };
}
