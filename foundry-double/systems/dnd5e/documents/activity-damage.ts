/**
 * An attack activity's damage roll, as dnd5e makes it (at 965ad2d, release 5.3.3; unchanged in 6.0.0):
 * - the parts (module/data/activity/attack-data.mjs prepareFinalData): the weapon's base damage first when the
 *   activity includes it (`damage.includeBase`, default true) and it has a formula, then the activity's own
 *   `damage.parts`; a part's formula (module/data/shared/damage-field.mjs) is its custom formula when enabled, else
 *   `{number}d{denomination}` and ` + {bonus}`; scaling not emulated (no scaling increase: the formula as is);
 * - getDamageConfig (base-activity.mjs:744-791, attack-data.mjs:288-331, 371-416): each part with a formula becomes
 *   a roll config: the formula; on the first part the actor's `system.bonuses.{actionType}.damage` (unless zeros);
 *   `options.type` (the item's last type for that part when allowed, else the first), `options.types`, and
 *   `options.properties` (the weapon's physical properties); on the base part of a weapon `@mod` unless the attack
 *   is off-hand with a positive modifier or the formula is deterministic; the actor's
 *   `flags.dnd5e.meleeCriticalDamageDice` as `options.critical.bonusDice` for a melee weapon attack (mwak); the
 *   activity's `damage.critical.bonus` as the first roll's `options.critical.bonusDamage`;
 * - rollDamage (module/documents/activity/mixin.mjs:869-929): hook names `[..., "damage"]`, the subject the
 *   activity, the dialog at width 400 titled "DND5E.DamageRoll" with the item's name; the message flagged with the
 *   activity, item and targets, `messageType` "roll" and `roll.type` "damage"; CONFIG.Dice.DamageRoll.build; the
 *   chosen damage type of each roll kept in the item's flag `last.{activity}.damageType`; `dnd5e.rollDamage` and
 *   `dnd5e.rollDamageV2`.
 * Not emulated (nothing the adapter, the playground or a test reads): versatile, ammunition, magical bonuses, the
 * item's damageBonus, scaling.
 */
import { deepClone, getProperty, isEmpty, mergeObject, setProperty } from "../../../utils";
import { Roll } from "../../../dice/roll";
import { localize } from "../utils";
import { dnd5eConfig } from "../config";
import type { BasicRoll } from "../dice/basic-roll";
import type { DialogConfiguration, MessageConfiguration, ProcessConfiguration, RollConfiguration } from "../dice/types";
import { diceClass, hooks } from "../../kit/globals";
import { speakerOf } from "../../kit/chat";
import type { Plain } from "../../kit/data";
import type { AttackActivity } from "./item";
import type { SaveActivity } from "./save-activity";

/** An activity that rolls damage: an attack's, or a save's (save-activity.ts). */
export type DamageActivity = AttackActivity | SaveActivity;

/** A damage part's source (DamageData): dice, a bonus, or a custom formula, and the types it may deal. */
export interface DamagePartSource {
  number?: number | null;
  denomination?: number | null;
  bonus?: string;
  types?: string[];
  custom?: { enabled?: boolean; formula?: string };
  /** The weapon's base damage (set as the activity adds it). */
  base?: boolean;
}

/** An activity's `damage` source: an attack's has a critical bonus and may include the weapon's base damage. */
export interface ActivityDamageSource {
  critical?: { bonus: string };
  includeBase?: boolean;
  parts: DamagePartSource[];
}

const damageRoll = () =>
  diceClass<{
    build(p: ProcessConfiguration, d: DialogConfiguration, m: MessageConfiguration): Promise<BasicRoll[]>;
  }>("DamageRoll");

/** DamageData#formula. */
export function partFormula(part: DamagePartSource): string {
  if (part.custom?.enabled) return part.custom.formula ?? "";
  let formula: string | undefined;
  if (part.number && part.denomination) formula = `${part.number}d${part.denomination}`;
  if (part.bonus) formula = formula ? `${formula} + ${part.bonus}` : part.bonus;
  return formula ?? "";
}

/** The activity's damage parts after prepareFinalData: the weapon's base part first when included. */
export function damageParts(activity: DamageActivity): DamagePartSource[] {
  const parts = deepClone(activity.damage.parts);
  const base: DamagePartSource | undefined = activity.item.system.damage?.base;
  if (
    "includeBase" in activity.damage &&
    activity.damage.includeBase &&
    activity.item.type === "weapon" &&
    base &&
    partFormula(base)
  )
    parts.unshift({ ...deepClone(base), base: true });
  return parts;
}

export function getDamageConfig(activity: DamageActivity, config: ProcessConfiguration = {}): ProcessConfiguration {
  const rollConfig = deepClone(config);
  const rollData = activity.getRollData();
  rollConfig.rolls = damageParts(activity)
    .map((part, index) => processDamagePart(activity, part, rollConfig, rollData, index))
    .filter((roll) => roll.parts?.length)
    .concat(config.rolls ?? []);
  const bonus = "critical" in activity.damage ? activity.damage.critical?.bonus : undefined;
  const first = rollConfig.rolls[0];
  if (bonus && first && !getProperty(first, "options.critical.bonusDamage"))
    setProperty(first, "options.critical.bonusDamage", bonus);
  return rollConfig;
}

function processDamagePart(
  activity: DamageActivity,
  damage: DamagePartSource,
  rollConfig: ProcessConfiguration,
  rollData: Plain,
  index: number,
): RollConfiguration {
  const formula = partFormula(damage);
  const parts = formula ? [formula] : [];
  const data = { ...rollData };
  const actionType = activity.getActionType(String(rollConfig.attackMode ?? ""));
  if (index === 0) {
    const bonus = activity.actor.system5e.bonuses[actionType]?.damage;
    if (bonus && !/^0+$/.test(bonus)) parts.push(bonus);
  }
  const types = damage.types ?? [];
  const lastType = String(activity.item.getFlag("dnd5e", `last.${activity.id}.damageType.${index}`));
  const physical = dnd5eConfig().itemProperties;
  const roll: RollConfiguration = {
    data,
    parts,
    options: {
      type: (types.includes(lastType) ? lastType : null) ?? types[0],
      types: [...types],
      properties: [...activity.item.system.properties].filter((p) => physical[p]?.isPhysical),
    },
  };
  if (!damage.base) return roll;
  roll.base = true;
  if (activity.item.type === "weapon" && "attack" in activity) {
    const isDeterministic = new Roll(parts[0]).isDeterministic;
    const attackMode = String(rollConfig.attackMode ?? "");
    const spellNatural =
      activity.attack.type.classification === "spell" && getProperty(activity.item.system, "type.value") === "natural";
    const includeMod = (!attackMode.endsWith("offhand") || Number(data.mod) < 0) && !isDeterministic && !spellNatural;
    if (includeMod && !parts.some((p) => p.includes("@mod"))) parts.push("@mod");
  }
  const bonusDice = activity.actor.getFlag("dnd5e", "meleeCriticalDamageDice") ?? 0;
  if (actionType === "mwak" && parseInt(String(bonusDice)) !== 0)
    setProperty(roll, "options.critical.bonusDice", bonusDice);
  return roll;
}

export async function rollDamage(
  activity: DamageActivity,
  config: ProcessConfiguration = {},
  dialog: DialogConfiguration = {},
  message: MessageConfiguration = {},
): Promise<BasicRoll[] | undefined> {
  // The activity's own getDamageConfig (a save's allows no critical).
  const rollConfig = activity.getDamageConfig(config);
  rollConfig.hookNames = [...(config.hookNames ?? []), "damage"];
  rollConfig.subject = activity;
  const { item } = activity;
  const flavor = localize("DND5E.DamageRoll");
  const event = config.event;
  const dialogConfig = mergeObject<DialogConfiguration>(
    {
      options: {
        position: {
          width: 400,
          top: event ? (event.clientY ?? 0) - 80 : null,
          left: (globalThis.innerWidth ?? 1024) - 710,
        },
        window: { title: flavor, subtitle: item.name, icon: item.img },
      },
    },
    dialog,
  );
  const messageConfig = mergeObject<MessageConfiguration>(
    {
      create: true,
      data: {
        flavor: `${item.name} - ${flavor}`,
        flags: { dnd5e: { ...activity.messageFlags, messageType: "roll", roll: { type: "damage" } } },
        speaker: speakerOf(activity.actor),
      },
    },
    message,
  );
  const rolls = await damageRoll().build(rollConfig, dialogConfig, messageConfig);
  if (!rolls?.length) return undefined;
  const lastDamageTypes: Plain = {};
  rolls.forEach((roll, index) => {
    if (roll.options.type) lastDamageTypes[index] = roll.options.type;
  });
  if (item.isOwner && !item.inCompendium && !isEmpty(lastDamageTypes) && activity.actor.items.has(item.id))
    await item.setFlag("dnd5e", `last.${activity.id}.damageType`, lastDamageTypes);
  hooks().callAll("dnd5e.rollDamage", rolls, { subject: activity });
  hooks().callAll("dnd5e.rollDamageV2", rolls, { subject: activity });
  return rolls;
}
