import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog } from "../../../foundry/systems/system-adapter";
import { PUSH_THE_LIMIT, SR5_CHOICE, sr5Odds } from "../core/test-odds";
import { sr5Labels } from "../ui/test-labels";
import { dialogTest } from "./test-reads";
import { sr5NumbersHidden, sr5Rolls } from "./test-messages";

/**
 * Shadowrun 5e (docs/systems-shadowrun5e.md), SR5-FoundryVTT 0.36.0 at a86d50d3, a Foundry 14 system, written on the
 * kit alone (docs/systems.md "Systems from other modules"): its `TestDialog` (ApplicationV2 with Handlebars) holds
 * its test on `app.test` and renders again on every change (TestDialog.ts:188-196), so each render's hook reads the
 * test as it stands; the figures go before the footer part, the headline on Roll, Push the Limit's change beside its
 * checkbox. The threshold is in the roller's own dialog: a threshold the GM keeps is one the dialog does not hold (0),
 * and then the figures are the hits' rows. Every test's message keeps the chance it had (test-messages.ts).
 */

function testDialog(kit: RuleSetKit): SystemDialog {
  return {
    renderHook: "renderTestDialog",
    read(app) {
      const test = dialogTest(kit, app);
      if (!test) return null;
      const { worldLimit, ...asked } = test;
      // The roller's own dialog shows the threshold field: nothing hidden from whoever opened it.
      return { odds: () => sr5Odds(kit.pools.sr5Outcomes, asked, worldLimit), labels: sr5Labels, targetVisible: true };
    },
    place(app, element) {
      const footer = element.querySelector<HTMLElement>('[data-application-part="footer"]');
      if (!footer) return null;
      const roll = footer.querySelector<HTMLElement>('[data-action="roll"]');
      // The headline on Roll only when it is the chance to meet a threshold (else the figures read no success).
      const withThreshold = (dialogTest(kit, app)?.threshold ?? 0) > 0;
      const choices = new Map(roll && withThreshold ? [[SR5_CHOICE, roll]] : []);
      const push = element.querySelector('input[name="test.data.pushTheLimit"]')?.closest<HTMLElement>(".form-group");
      return { panelBefore: footer, choices, extras: new Map(push ? [[PUSH_THE_LIMIT, push]] : []) };
    },
  };
}

/** The adapter, built with the kit the registration hands over. */
export function shadowrun5eSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "shadowrun5e",
    dialogs: [testDialog(kit)],
    rolls: sr5Rolls(kit),
    numbersHidden: (message) => sr5NumbersHidden(kit, message),
  };
}
