import { adversaryOdds } from "../core/adversary-odds";
import { dualityOdds } from "../core/duality-odds";
import { experiencePlace, ONE_ROLL, type Experience, type JudgedTarget } from "../core/judged-targets";
import { daggerheartLabels } from "../ui/daggerheart-labels";
import type { SystemOdds } from "../../../core/systems/system-odds-types";
import type { SystemAdapter, SystemDialog, SystemDialogReading } from "../../../foundry/systems/system-adapter";
import { SYSTEM_API_VERSION } from "../../../foundry/systems/system-package";
import { adversaryRollOf, dualityRollOf, rollKind } from "./dialog-rolls";
import { dialogExperiences, judgedAgainst } from "./judged-against";
import { field } from "../../../foundry/systems/system-reads";

/**
 * Daggerheart (docs/systems-daggerheart.md): its one roll dialog, D20RollDialog, for a character's duality roll and
 * an adversary's d20 roll, read from the system's own code (Foundryborne/daggerheart:
 * module/applications/dialogs/d20RollDialog.mjs 030fd85, module/dice/dualityRoll.mjs f03b4b3, d20Roll.mjs 30053c4,
 * templates/dialogs/dice-roll/rollSelection.hbs 1aa94b9). The dialog draws itself again after every change
 * (`submitOnChange`, each action renders), so the figures are drawn again on every render; nothing to listen to.
 */

/** The critical threshold of an adversary's roll: 20 for a reaction, else its roll data's (d20Roll.mjs isCritical). */
function criticalThreshold(roll: foundry.dice.Roll, config: unknown): number | null {
  if (field(config, "actionType") === "reaction") return 20;
  const threshold = field(roll.data, "criticalThreshold");
  return typeof threshold === "number" && Number.isFinite(threshold) ? threshold : null;
}

/** The figures of the roll the dialog holds now, with the choices' names and visibility the targets give them. */
function oddsOf(roll: foundry.dice.Roll, config: unknown, targets: readonly JudgedTarget[], experiences: readonly Experience[]): (() => SystemOdds) | null {
  const kind = rollKind(roll);
  if (kind === "duality") {
    const duality = dualityRollOf(roll);
    return duality && (() => dualityOdds({ roll: duality, targets, experiences }));
  }
  const adversary = kind === "adversary" ? adversaryRollOf(roll) : null;
  return adversary && (() => adversaryOdds({ roll: adversary, critical: criticalThreshold(roll, config), targets, experiences }));
}

const rollDialog: SystemDialog = {
  // The system's one roll dialog (its render hook fires on every render: the dialog renders whole each time).
  renderHook: "renderD20RollDialog",
  read(app): SystemDialogReading | null {
    const roll: unknown = field(app, "roll");
    const config: unknown = field(app, "config");
    if (!(roll instanceof foundry.dice.Roll) || typeof config !== "object" || config === null) return null;
    const against = judgedAgainst(config);
    const odds = oddsOf(roll, config, against.targets, dialogExperiences(config));
    if (!odds) return null;
    const several = against.targets.length > 1;
    return {
      odds: () => {
        const figures = odds();
        if (!several) return figures;
        const hidden = new Map(against.targets.map((target) => [target.id, target.hidden]));
        return { ...figures, choices: figures.choices.map((choice) => ({ ...choice, label: against.names.get(choice.id), targetVisible: hidden.has(choice.id) ? !hidden.get(choice.id) : undefined })) };
      },
      labels: daggerheartLabels(several ? "eachTarget" : "difficulty"),
      targetVisible: against.targets.every((target) => !target.hidden),
    };
  },
  place(_app, element) {
    // rollSelection.hbs: the roll mode and the Roll button in `.roll-dialog-controls`, the experiences' chips.
    const controls = element.querySelector<HTMLElement>(".roll-dialog-controls");
    const button = controls?.querySelector<HTMLElement>('button[data-action="submitRoll"]');
    if (!controls || !button) return null;
    const extras = new Map<string, HTMLElement>();
    for (const chip of element.querySelectorAll<HTMLElement>('[data-action="selectExperience"][data-key]')) extras.set(experiencePlace(chip.dataset.key ?? ""), chip);
    return { panelBefore: controls, choices: new Map([[ONE_ROLL, button]]), extras };
  },
};

export const daggerheartSystem: SystemAdapter = {
  apiVersion: SYSTEM_API_VERSION,
  id: "daggerheart",
  dialogs: [rollDialog],
};
