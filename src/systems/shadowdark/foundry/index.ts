import { SHADOWDARK_CHOICES, shadowdarkOdds } from "../core/roll-dialog-odds";
import { shadowdarkLabels } from "../ui/roll-dialog-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog, SystemDialogReading } from "../../../foundry/systems/system-adapter";
import { dialogConfigOf, rollDialogReading } from "./roll-dialog";
import { dcVisibility } from "./target-visibility";
import { shadowdarkRolls } from "./roll-messages";

/** The roll dialog's figures, read from the dialog as it stands on every render and every change of its radios. */
const rollDialog = (kit: RuleSetKit): SystemDialog => ({
  // Foundry calls it on every render of the dialog; a situational checkbox renders the whole dialog again.
  renderHook: "renderRollDialogSD",
  read(app, element): SystemDialogReading | null {
    const question = rollDialogReading(kit, app, element);
    if (!question) return null;
    const { isTargetAC, visible } = dcVisibility(kit, dialogConfigOf(app));
    return {
      odds: () => shadowdarkOdds(kit.systems, question),
      labels: shadowdarkLabels(isTargetAC),
      targetVisible: visible,
    };
  },
  place(_app, element) {
    // roll.hbs: a radio and its label a choice (the label is what shows); roll-footer.hbs: the Roll button's part.
    const footer = element.querySelector<HTMLElement>('[data-application-part="footer"]');
    if (!footer) return null;
    const choices = new Map<string, HTMLElement>();
    SHADOWDARK_CHOICES.forEach((choice, index) => {
      const label = element.querySelector<HTMLElement>(
        `.advantage-buttons label[for="adv-${["1", "0", "-1"][index]!}"]`,
      );
      if (label) choices.set(choice, label);
    });
    return { panelBefore: footer, choices };
  },
  listen(_app, element, redraw) {
    // The radios and the formula change the roll without a render (RollDialogSD reads them only on submit); each
    // render draws them anew, so they are heard from the dialog's element.
    const heard = (selector: string) => (event: Event) => {
      if (kit.dom.isElement(event.target) && event.target.matches(selector)) redraw();
    };
    element.addEventListener("change", heard('input[name="advantage"]'));
    element.addEventListener("input", heard('input[name="mainRoll.formula"]'));
  },
});

/**
 * Shadowdark (docs/systems-shadowdark.md): its one roll dialog, RollDialogSD — checks, attacks, spells, abilities —
 * gets a figure on each advantage radio and a panel before its footer, read from the dialog as it stands. Read from
 * Shadowdark's own code at release 4.0.4 (Muttley/foundryvtt-shadowdark cf357e3): system/src/apps/RollDialogSD.mjs,
 * templates/dialog/roll.hbs and roll-footer.hbs, system/src/dice/dice.mjs and RollSD.mjs. Every main roll's message
 * keeps the chance it had, with the dialog or without (roll-messages.ts). Written on the kit alone (docs/systems.md
 * "Systems from other modules"): what it uses of Indie Dice at run time is the kit the registration hands over.
 */
export function shadowdarkSystem(kit: RuleSetKit): SystemAdapter {
  return { apiVersion: 1, id: "shadowdark", dialogs: [rollDialog(kit)], rolls: shadowdarkRolls(kit) };
}
