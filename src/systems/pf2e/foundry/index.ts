import { pf2eDamageRules } from "../core/damage-rules";
import { degreesOdds, type CheckRoll } from "../core/degrees";
import { degreeLabels } from "../ui/degree-labels";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog, SystemDialogReading } from "../../../foundry/systems/system-adapter";
import { dcIsAC, dcOf, fateRoll, FATES, selectedFate } from "./check-context";
import { dcVisible } from "./dc-visibility";
import { checkNumbersHidden, checkRolls } from "./check-messages";
import { pf2eDamageDialog } from "./damage-dialog";
import { withDamageRolls } from "./damage-messages";
import { askStrikeDamage, withStrikeDamage } from "./strike-damage";

/**
 * Pathfinder 2e (docs/systems-pf2e.md): its `CheckModifiersDialog` — every check, save, skill, strike and
 * perception roll a sheet opens with the dialog — gets the four degrees of success of the roll it would make, as one
 * bar, and a table of the degrees with each fate radio (fortune, normal, misfortune), read from the live dialog.
 * The dialog is still an ApplicationV1 on 7.x (v13) and 8.x (v14): its render hook hands a jQuery object, and its
 * fate radios set the roll without drawing the dialog again, so they are listened to. Its `DamageModifierDialog`
 * gets the damage of the Strike's roll and each target's chance to drop (damage-dialog.ts); a Strike's check dialog,
 * each fate choice's chance to drop each target (strike-damage.ts). Written on the kit alone (docs/systems.md "Systems
 * from other modules").
 */

/** The question of the dialog as it stands: each radio's roll (an unreadable one left out of the table). */
function readingOf(kit: RuleSetKit, app: unknown): SystemDialogReading | null {
  const dc = dcOf(kit, app);
  const selected = selectedFate(kit, app);
  const reads = FATES.map((fate) => ({ id: fate.id, read: fateRoll(kit, app, fate.rollTwice, dc) }));
  const current = reads.find((entry) => entry.id === selected)!.read;
  const choices = reads.flatMap(({ id, read }): { id: string; roll: CheckRoll }[] =>
    "roll" in read ? [{ id, roll: read.roll }] : [],
  );
  return {
    odds: () => {
      // What the dialog would roll now cannot be answered exactly: the reason, never a figure that might be wrong.
      if ("refusal" in current) throw current.refusal;
      return withStrikeDamage(kit, app, degreesOdds(kit, { choices, selected, dc }));
    },
    labels: degreeLabels(dcIsAC(kit, app)),
    targetVisible: dcVisible(kit, Reflect.get(Object(app), "context")),
  };
}

function checkDialog(kit: RuleSetKit): SystemDialog {
  return {
    // ApplicationV1 calls render<Class> for the class and its parents, on every render (dialog.ts re-renders on a
    // modifier's or a substitution's toggle and on an added modifier).
    renderHook: "renderCheckModifiersDialog",
    read: (app) => (Reflect.get(Object(app), "check") === undefined ? null : readingOf(kit, app)),
    place(_app, element) {
      // check-modifiers-dialog.hbs: the Roll button closes the form; the figures go right before it.
      const roll = element.querySelector<HTMLElement>("button.roll");
      return roll ? { panelBefore: roll, choices: new Map() } : null;
    },
    listen(app, element, redraw) {
      // A Strike's damage formulas come asynchronously (strike-damage.ts): the figures drawn again when they arrive.
      askStrikeDamage(kit, app, redraw);
      // dialog.ts sets `context.rollTwice` on a radio's click, before this listener (added later) runs.
      for (const radio of element.querySelectorAll<HTMLInputElement>(".fate input[type=radio]"))
        radio.addEventListener("click", redraw);
    },
  };
}

export function pf2eSystem(kit: RuleSetKit): SystemAdapter {
  return {
    apiVersion: 1,
    id: "pf2e",
    dialogs: [checkDialog(kit), pf2eDamageDialog(kit)],
    rolls: withDamageRolls(kit, checkRolls(kit)),
    numbersHidden: (message) => checkNumbersHidden(kit, message),
    damageRules: pf2eDamageRules(kit),
  };
}
