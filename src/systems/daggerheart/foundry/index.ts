import { experiencePlace, ONE_ROLL } from "../core/judged-targets";
import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemAdapter, SystemDialog, SystemDialogReading } from "../../../foundry/systems/system-adapter";
import { dialogExperiences } from "./judged-against";
import { rollReading } from "./roll-reading";
import { rollMessages } from "./roll-messages";

/** The roll dialog's figures, read from the dialog's live roll and config on every render. */
const rollDialog = (kit: RuleSetKit): SystemDialog => ({
  // The system's one roll dialog (its render hook fires on every render: the dialog renders whole each time).
  renderHook: "renderD20RollDialog",
  read(app): SystemDialogReading | null {
    const roll: unknown = kit.systems.field(app, "roll");
    const config: unknown = kit.systems.field(app, "config");
    if (!(roll instanceof foundry.dice.Roll) || typeof config !== "object" || config === null) return null;
    return rollReading(kit, roll, config, dialogExperiences(kit, config));
  },
  place(_app, element) {
    // rollSelection.hbs: the roll mode and the Roll button in `.roll-dialog-controls`, the experiences' chips.
    const controls = element.querySelector<HTMLElement>(".roll-dialog-controls");
    const button = controls?.querySelector<HTMLElement>('button[data-action="submitRoll"]');
    if (!controls || !button) return null;
    const extras = new Map<string, HTMLElement>();
    for (const chip of element.querySelectorAll<HTMLElement>('[data-action="selectExperience"][data-key]'))
      extras.set(experiencePlace(chip.dataset.key ?? ""), chip);
    return { panelBefore: controls, choices: new Map([[ONE_ROLL, button]]), extras };
  },
});

/**
 * Daggerheart (docs/systems-daggerheart.md): its one roll dialog, D20RollDialog, for a character's duality roll and
 * an adversary's d20 roll, read from the system's own code (Foundryborne/daggerheart:
 * module/applications/dialogs/d20RollDialog.mjs 030fd85, module/dice/dualityRoll.mjs f03b4b3, d20Roll.mjs 30053c4,
 * templates/dialogs/dice-roll/rollSelection.hbs 1aa94b9). The dialog draws itself again after every change
 * (`submitOnChange`, each action renders), so the figures are drawn again on every render; nothing to listen to.
 * Every roll's message keeps the chance it had, with the dialog or without (roll-messages.ts). Written on the kit
 * alone (docs/systems.md "Systems from other modules"): what it uses of Indie Dice at run time is the kit the
 * registration hands over.
 */
export function daggerheartSystem(kit: RuleSetKit): SystemAdapter {
  return { apiVersion: 1, id: "daggerheart", dialogs: [rollDialog(kit)], rolls: rollMessages(kit) };
}
