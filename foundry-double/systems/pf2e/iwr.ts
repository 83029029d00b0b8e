/**
 * What pf2e deals a target from a rolled damage roll: `applyIWR` (src/module/system/damage/iwr.ts, the stored copy at
 * e1be9b7e) and the part of `ActorPF2e#applyDamage` after it (base.ts: hardness, then temporary hit points, stamina,
 * hit points). The double's pf2e never applies damage itself: tests hold the adapter's figures against this, never
 * against the module's own engine.
 * - per instance: a roll raised to its minimum of 1 counts its first instance as 1, any other instance its total at
 *   least 0; an immunity matching the instance takes it all; otherwise, when anything is left, the one highest
 *   matching weakness is added, then the one highest matching resistance taken off (never more than is left);
 * - the final damage: the roll's total plus every adjustment, at least 0; persistent damage, counting 0 on the roll,
 *   takes no weakness;
 * - an IWR entry matches an instance as its predicate does on the instance's formal description: its type
 *   (`damage:type:<type>`), its category's group (`physical`: bludgeoning, piercing, slashing, bleed; `energy`: acid,
 *   cold, electricity, fire, force, sonic, vitality, void), and `all-damage`.
 * Read from the actor as pf2e keeps it: `system.attributes.{immunities,weaknesses,resistances}` (`{type, value}`),
 * `system.attributes.hardness` (a number), `system.attributes.hp.{value,temp,sp}`.
 * Not emulated: exceptions, doubled resistances (`getDoubledValue`), critical-hit and precision immunity,
 * precision and splash weakness and resistance, ignored resistances, non-damage weaknesses, `isAffectedBy`,
 * shields, the dead, and the IWR automation setting.
 */
import { readPath } from "../kit/data";
import type { DamageInstanceRolled } from "./damage-roll";

const PHYSICAL = new Set(["bludgeoning", "piercing", "slashing", "bleed"]);
const ENERGY = new Set(["acid", "cold", "electricity", "fire", "force", "sonic", "vitality", "void"]);

interface IwrEntry {
  type: string;
  value: number;
}

function entries(actor: unknown, kind: "immunities" | "weaknesses" | "resistances"): IwrEntry[] {
  const list = readPath(actor, `system.attributes.${kind}`);
  if (!Array.isArray(list)) return [];
  return list.map((entry: unknown) => ({
    type: String(readPath(entry, "type")),
    value: Number(readPath(entry, "value")) || 0,
  }));
}

function matches(entry: IwrEntry, type: string): boolean {
  return (
    entry.type === type ||
    entry.type === "all-damage" ||
    (entry.type === "physical" && PHYSICAL.has(type)) ||
    (entry.type === "energy" && ENERGY.has(type))
  );
}

const highest = (list: readonly IwrEntry[]): number => list.reduce((best, entry) => Math.max(best, entry.value), 0);

/** applyIWR's final damage for a rolled roll: its instances, and whether its total was raised to 1. */
export function applyIWR(actor: unknown, instances: readonly DamageInstanceRolled[], increased: boolean): number {
  let adjustment = 0;
  instances.forEach((instance, index) => {
    const total = increased && index === 0 ? 1 : Math.max(instance.total, 0);
    if (entries(actor, "immunities").some((entry) => matches(entry, instance.type))) {
      adjustment -= total;
      return;
    }
    if (total === 0) return;
    const weakness = highest(entries(actor, "weaknesses").filter((entry) => matches(entry, instance.type)));
    const resistance = highest(entries(actor, "resistances").filter((entry) => matches(entry, instance.type)));
    adjustment += weakness - Math.min(total + weakness, resistance);
  });
  const rollTotal = increased ? 1 : instances.reduce((sum, instance) => sum + instance.total, 0);
  return Math.max(rollTotal + adjustment, 0);
}

/**
 * Whether that damage brings the actor to 0 hit points: hardness first, then temp HP and — under the world's stamina
 * variant (calculateHealthDelta: `!!sp && staminaVariant`) — stamina spent.
 */
export function dropsActor(actor: unknown, finalDamage: number): boolean {
  const hardness = Number(readPath(actor, "system.attributes.hardness") ?? 0) || 0;
  const dealt = Math.max(finalDamage - hardness, 0);
  const hp = (path: string) => Math.max(Number(readPath(actor, `system.attributes.hp.${path}`) ?? 0) || 0, 0);
  const stamina = Reflect.apply(game.settings.get, game.settings, ["pf2e", "staminaVariant"]) === true;
  return dealt >= hp("value") + hp("temp") + (stamina ? hp("sp.value") : 0);
}
