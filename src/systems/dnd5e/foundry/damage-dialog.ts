import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialog, SystemDialogReading } from "../../../foundry/systems/system-adapter";
import { DAMAGE_CHOICES, dnd5eDamageOdds, type DamageChoice, type Dnd5eDamageQuestion } from "../core/damage-odds";
import { damageLabels } from "../ui/d20-labels";
import { isSituationalField, liveRolls } from "./live-roll";
import { rollDialogPlaces } from "./dialog-buttons";
import {
  heals,
  damageTargetActor,
  targetDescriptors,
  targetNumbers,
  viewerSeesTarget,
  type Dnd5eRollPart,
  type TargetDescriptor,
} from "./damage-targets";
import { damageSave, type Dnd5eDamageSave } from "./damage-saves";

/**
 * D&D 5e's damage dialog (docs/damage.md "D&D 5e"): `DamageRollConfigurationDialog`
 * (module/applications/dice/damage-configuration-dialog.mjs at 965ad2d) rolls its rolls critical or not by the
 * button pressed (`_finalizeRolls`: each roll's `isCritical`, then `configureDamage({critical: config.critical})`);
 * while it is open its rolls carry the state they were built with. So each button's rolls are copies of the live rolls
 * configured by dnd5e's own `configureDamage` — which evaluates nothing of the roll — and never the rolls the dialog
 * holds: the world's Multiply Modifiers and Maximize Dice, the actor's extra critical dice and the activity's critical
 * bonus are dnd5e's to apply. The targets are the message's (`flags.dnd5e.targets`, getTargetDescriptors').
 */

/** A dnd5e `DamageRoll`, as far as the adapter reads one. */
type DamageRoll = foundry.dice.Roll & { configureDamage(options: { critical?: unknown }): void };

export function isDamageRoll(roll: unknown): roll is DamageRoll {
  return roll instanceof foundry.dice.Roll && "configureDamage" in roll && typeof roll.configureDamage === "function";
}

/** The roll as the button `choice` would roll it, configured by dnd5e on a copy: its formula. */
export function configuredFormula(roll: DamageRoll, choice: DamageChoice, critical: unknown): string | null {
  const copy = foundry.dice.Roll.fromJSON(JSON.stringify(roll));
  if (!isDamageRoll(copy)) return null;
  Reflect.set(copy.options, "isCritical", choice === "critical");
  copy.configureDamage({ critical });
  return copy.formula;
}

/** A roll's damage type and physical properties (its options: `type`, `properties`). */
export function damagePartOf(kit: RuleSetKit, roll: foundry.dice.Roll): Dnd5eRollPart {
  const [type, properties] = [kit.systems.field(roll.options, "type"), kit.systems.field(roll.options, "properties")];
  return {
    type: typeof type === "string" ? type : "",
    properties: Array.isArray(properties) ? properties.filter((p): p is string => typeof p === "string") : [],
  };
}

/** Each target with its numbers for these rolls where the viewer may see them (else null: nothing read from them). */
function viewedTargets(
  kit: RuleSetKit,
  targets: readonly TargetDescriptor[],
  parts: readonly Dnd5eRollPart[],
  save: Dnd5eDamageSave | null,
): Dnd5eDamageQuestion["targets"] {
  return targets.map(({ uuid, name }) => {
    const actor = damageTargetActor(kit, uuid);
    return { name, numbers: actor && viewerSeesTarget(kit, actor) ? targetNumbers(kit, actor, parts, save) : null };
  });
}

/** The damage dialog's reading, built with the kit the adapter is handed. */
export function dnd5eDamageDialog(kit: RuleSetKit): SystemDialog {
  const { field } = kit.systems;
  return {
    renderHook: "renderDamageRollConfigurationDialog",
    read(app, element): SystemDialogReading | null {
      const rolls = liveRolls(kit, app, element);
      if (!rolls.length || !rolls.every(isDamageRoll)) return null;
      const config = field(app, "config");
      const critical = field(config, "critical");
      // The choices the dialog offers: no Critical Hit button where dnd5e allows no critical.
      const offered = rollDialogPlaces(element, DAMAGE_CHOICES)?.choices;
      const choices = DAMAGE_CHOICES.filter((choice) => offered?.has(choice) ?? choice === "normal");
      const parts = rolls.map((roll) => damagePartOf(kit, roll));
      const flags = field(field(field(app, "message"), "data"), "flags");
      const targets = heals(kit, parts) ? [] : targetDescriptors(kit, field(field(flags, "dnd5e"), "targets"));
      // A save activity's damage: each target's chance weighs its save (damage-saves.ts).
      const save = damageSave(kit, field(config, "subject"), flags);
      return {
        odds: () =>
          dnd5eDamageOdds(kit, {
            choices: choices.map((id) => ({ id, formulas: rolls.map((roll) => formulaOrThrow(roll, id, critical)) })),
            types: parts.map(({ type }) => type),
            targets: viewedTargets(kit, targets, parts, save),
            onSave: save?.onSave ?? null,
          }),
        labels: damageLabels(),
        // No target number stands in the figures; each target's chances are null where it is hidden.
        targetVisible: true,
      };
    },
    place(_app, element) {
      return rollDialogPlaces(element, DAMAGE_CHOICES);
    },
    listen(_app, element, redraw) {
      // dnd5e hears a situational field only on its change; the figures follow each keystroke in any roll's field.
      element.addEventListener("input", (event) => {
        const target = kit.dom.eventElement(event);
        if (target && kit.dom.isInputElement(target) && isSituationalField(target.name)) redraw();
      });
    },
  };
}

function formulaOrThrow(roll: DamageRoll, choice: DamageChoice, critical: unknown): string {
  const formula = configuredFormula(roll, choice, critical);
  if (formula === null) throw new Error("dnd5e's damage roll did not copy as a DamageRoll");
  return formula;
}
