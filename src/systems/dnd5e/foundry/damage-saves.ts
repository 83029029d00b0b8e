import type { RuleSetKit } from "../../../foundry/composition";
import { DAMAGE_ON_SAVE, dnd5eSaveChance, type Dnd5eDamageOnSave } from "../core/damage-odds";

/**
 * A save activity's damage (a Fireball's; docs/damage.md "D&D 5e"): dnd5e's `SaveActivity#rollDamage`
 * (module/documents/activity/save.mjs at 965ad2d) flags the damage's message with `roll.damageOnSave` — what a made
 * save leaves of the damage: "none", "half" or "full" — and rolls it with the activity as the roll's subject, whose
 * `save` holds the saving abilities and the DC as dnd5e prepared it (module/data/activity/save-data.mjs
 * prepareFinalData). Each target saves with the first ability, as the card's save button rolls it by default, and
 * its own prepared save bonus (`system.abilities.<ability>.save.value`, common.mjs prepareAbilities).
 */
export interface Dnd5eDamageSave {
  readonly onSave: Dnd5eDamageOnSave;
  readonly ability: string;
  readonly dc: number;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The save that decides a damage roll: both the message's flag and a save activity as its subject; else null. */
export function damageSave(kit: RuleSetKit, subject: unknown, messageFlags: unknown): Dnd5eDamageSave | null {
  const { field } = kit.systems;
  const flagged = field(field(field(messageFlags, "dnd5e"), "roll"), "damageOnSave");
  const onSave = DAMAGE_ON_SAVE.find((value) => value === flagged);
  if (!onSave || field(subject, "type") !== "save") return null;
  const save = field(subject, "save");
  const dc = field(field(save, "dc"), "value");
  const abilities = field(save, "ability");
  const list: unknown[] = abilities instanceof Set ? [...abilities] : Array.isArray(abilities) ? abilities : [];
  const [ability] = list;
  if (typeof ability !== "string" || !isFiniteNumber(dc)) return null;
  return { onSave, ability, dc };
}

/** The chance the target's actor makes the save (only for a viewer who may see its numbers), or undefined. */
export function savedChance(kit: RuleSetKit, actor: object, save: Dnd5eDamageSave | null): number | undefined {
  if (!save) return undefined;
  const { field } = kit.systems;
  const bonus = field(field(field(field(field(actor, "system"), "abilities"), save.ability), "save"), "value");
  return isFiniteNumber(bonus) ? dnd5eSaveChance(bonus, save.dc) : undefined;
}
