import type { RuleSetKit } from "../../../foundry/composition";
import type { SystemDialogReading, SystemRollMessage } from "../../../foundry/systems/system-adapter";
import {
  DAMAGE_CHOICES,
  DAMAGE_ON_SAVE,
  dnd5eDamageOdds,
  type Dnd5eDamageOnSave,
  type DamageChoice,
  type Dnd5ePartTraits,
  type Dnd5eTargetNumbers,
} from "../core/damage-odds";
import { damageLabels } from "../ui/d20-labels";
import { damagePartOf, isDamageRoll } from "./damage-dialog";
import {
  damageTargetActor,
  targetDescriptors,
  heals,
  targetNumbers,
  viewerSeesTarget,
  type Dnd5eRollPart,
} from "./damage-targets";
import { damageSave } from "./damage-saves";

/**
 * A D&D 5e damage roll's message keeps its question (docs/damage.md "The message keeps it"): the button it was rolled
 * with, each roll's formula as dnd5e configured it for that button, its damage type and properties, and each target
 * with the numbers the figures need as they stood at the roll. Read back, the formulas must be the message's own rolls'
 * (a flag is whatever its author wrote: one naming other rolls draws nothing), and a target's chances are worked out
 * only for a viewer who may see its numbers now — the GM, or an owner of its actor on the viewer's client.
 */

/** One roll as kept: its configured formula, damage type and physical properties. */
interface KeptDamageRoll extends Dnd5eRollPart {
  readonly formula: string;
}

interface KeptDamageTarget {
  readonly uuid: string;
  readonly name: string;
  readonly numbers: Dnd5eTargetNumbers;
}

interface KeptDamage {
  readonly kind: "damage";
  readonly choice: DamageChoice;
  readonly rolls: readonly KeptDamageRoll[];
  readonly targets: readonly KeptDamageTarget[];
  /** A save activity's damage: what a made save leaves (each target's numbers then hold its chance to save). */
  readonly onSave?: Dnd5eDamageOnSave;
}

/**
 * The damage rolls as configured (after the button, or fast-forwarded) and their message's targets, or null; the
 * roll's subject (its activity) names the save that decides the damage, if any.
 */
export function keptDamage(
  kit: RuleSetKit,
  rolls: unknown,
  messageData: object,
  subject: unknown = null,
): KeptDamage | null {
  if (!Array.isArray(rolls) || !rolls.length || !rolls.every(isDamageRoll)) return null;
  const { field } = kit.systems;
  const kept = rolls.map((roll) => ({ formula: roll.formula, ...damagePartOf(kit, roll) }));
  const targetData = field(field(field(messageData, "flags"), "dnd5e"), "targets");
  const descriptors = heals(kit, kept) ? [] : targetDescriptors(kit, targetData);
  const save = damageSave(kit, subject, field(messageData, "flags"));
  const targets = descriptors.flatMap(({ uuid, name }) => {
    const actor = damageTargetActor(kit, uuid);
    return actor ? [{ uuid, name, numbers: targetNumbers(kit, actor, kept, save) }] : [];
  });
  const choice: DamageChoice = field(rolls[0]?.options, "isCritical") === true ? "critical" : "normal";
  return { kind: "damage", choice, rolls: kept, targets, ...(save ? { onSave: save.onSave } : {}) };
}

/** A message's kept damage, when its rolls are the message's own rolls, read back for the current viewer. */
export function rereadDamage(kit: RuleSetKit, value: unknown, message: SystemRollMessage): SystemDialogReading | null {
  const kept = keptDamageFields(kit, value);
  if (!kept || !rolledAsKept(kit, kept, message)) return null;
  return {
    odds: () =>
      dnd5eDamageOdds(kit, {
        choices: [{ id: kept.choice, formulas: kept.rolls.map(({ formula }) => formula) }],
        types: kept.rolls.map(({ type }) => type),
        targets: kept.targets.map(({ uuid, name, numbers }) => {
          const actor = damageTargetActor(kit, uuid);
          return { name, numbers: actor && viewerSeesTarget(kit, actor) ? numbers : null };
        }),
        onSave: kept.onSave ?? null,
      }),
    labels: damageLabels(),
    targetVisible: true,
  };
}

/** The kept first roll's formula, when the kept rolls are the message's own. */
export function keptDamageFormula(kit: RuleSetKit, value: unknown, message: SystemRollMessage): string | null {
  const kept = keptDamageFields(kit, value);
  return kept && rolledAsKept(kit, kept, message) ? (kept.rolls[0]?.formula ?? null) : null;
}

function rolledAsKept(kit: RuleSetKit, kept: KeptDamage, message: SystemRollMessage): boolean {
  const rolls = message.rolls ?? [];
  return (
    rolls.length === kept.rolls.length &&
    kept.rolls.every(({ formula }, i) => kit.systems.field(rolls[i], "formula") === formula)
  );
}

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** A kept damage question, checked field by field (anything else: null). */
function keptDamageFields(kit: RuleSetKit, value: unknown): KeptDamage | null {
  const { field } = kit.systems;
  const choice = DAMAGE_CHOICES.find((name) => name === field(value, "choice"));
  const rolls = field(value, "rolls");
  const targets = field(value, "targets");
  if (field(value, "kind") !== "damage" || !choice || !Array.isArray(rolls) || !Array.isArray(targets)) return null;
  const keptRolls = rolls.map((roll: unknown) => keptRoll(kit, roll));
  const keptTargets = targets.map((target: unknown) => keptTarget(kit, target, rolls.length));
  if (!keptRolls.every((roll) => roll !== null) || !keptTargets.every((target) => target !== null)) return null;
  const flagged = field(value, "onSave");
  const onSave = DAMAGE_ON_SAVE.find((name) => name === flagged);
  if (flagged !== undefined && !onSave) return null;
  return { kind: "damage", choice, rolls: keptRolls, targets: keptTargets, ...(onSave ? { onSave } : {}) };
}

function keptRoll(kit: RuleSetKit, roll: unknown): KeptDamageRoll | null {
  const [formula, type, properties] = ["formula", "type", "properties"].map((name) => kit.systems.field(roll, name));
  if (typeof formula !== "string" || typeof type !== "string" || !strings(properties)) return null;
  return { formula, type, properties };
}

function keptTarget(kit: RuleSetKit, target: unknown, rolls: number): KeptDamageTarget | null {
  const { field } = kit.systems;
  const [uuid, name, numbers] = ["uuid", "name", "numbers"].map((key) => field(target, key));
  const hp = field(numbers, "hp");
  const [value, temp, threshold] = [field(hp, "value"), field(hp, "temp"), field(numbers, "threshold")];
  const modifications = keptModifications(field(numbers, "modifications"));
  const parts = field(numbers, "parts");
  if (typeof uuid !== "string" || typeof name !== "string" || !modifications) return null;
  if (!isFiniteNumber(value) || !isFiniteNumber(temp) || !isFiniteNumber(threshold)) return null;
  if (!Array.isArray(parts) || parts.length !== rolls) return null;
  const traits = parts.map((part: unknown) => keptTraits(kit, part));
  if (!traits.every((part) => part !== null)) return null;
  const saved = field(numbers, "saved");
  if (saved !== undefined && !(isFiniteNumber(saved) && saved >= 0 && saved <= 1)) return null;
  const numbersKept = { hp: { value, temp }, threshold, modifications, parts: traits };
  return { uuid, name, numbers: saved === undefined ? numbersKept : { ...numbersKept, saved } };
}

function keptModifications(value: unknown): Record<string, number> | null {
  if (typeof value !== "object" || value === null) return null;
  const modifications: Record<string, number> = {};
  for (const [type, amount] of Object.entries(value)) {
    if (!isFiniteNumber(amount)) return null;
    modifications[type] = amount;
  }
  return modifications;
}

function keptTraits(kit: RuleSetKit, part: unknown): Dnd5ePartTraits | null {
  const [immune, resistant, vulnerable, modified] = ["immune", "resistant", "vulnerable", "modified"].map((key) =>
    kit.systems.field(part, key),
  );
  if (typeof immune !== "boolean" || typeof resistant !== "boolean") return null;
  if (typeof vulnerable !== "boolean" || typeof modified !== "boolean") return null;
  return { immune, resistant, vulnerable, modified };
}
