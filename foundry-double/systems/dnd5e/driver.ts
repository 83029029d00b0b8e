/**
 * Driving a dnd5e world of the double as a player would (not emulation: conveniences for tests and the playground).
 * - dnd5eActorSpec / dnd5eWeapon: a character's data in dnd5e's source shape (documents/actor.ts, item.ts read it);
 * - nextRollDialog(): resolves with the next roll dialog (any RollConfigurationDialog) once first rendered — ask for
 *   it before starting the roll;
 * - changeDialogField / typeSituational: a value typed or chosen, the form's change event, and the re-render dnd5e
 *   makes of its formulas part, awaited;
 * - pressDialogButton: the button's click (a submit with that button as submitter): the dialog finalizes its rolls
 *   with that mode and closes;
 * - rollEvent: the click event a sheet's roll button gets, with the keys held (Shift: normal without a dialog, Alt:
 *   advantage, Ctrl: disadvantage).
 */
import { nextFirstRender } from "../next-render";
import { fire, nextEvent, partOf, pressToClose } from "../kit/driver";
import type { RollConfigurationDialog } from "./applications/roll-configuration-dialog";
import type { ActorSpec } from "../../documents/actor";
import type { RollEvent } from "./dice/types";
import type { Plain } from "../kit/data";
import { AttackActivity, type Item5e } from "./documents/item";

export interface Dnd5eActorOptions {
  _id?: string;
  name?: string;
  /** dnd5e's actor type: "character" (the default) or "npc" (a monster; its proficiency stands as `prof`). */
  type?: "character" | "npc";
  /** Ability scores (default 10 each). */
  abilities?: Partial<Record<"str" | "dex" | "con" | "int" | "wis" | "cha", number>>;
  /** Saving throw proficiencies. */
  saves?: string[];
  /** Skill proficiency multipliers (1 proficient, 2 expertise, 0.5 half). */
  skills?: Record<string, number>;
  prof?: number;
  ac?: number;
  /** flags.dnd5e: halflingLucky, elvenAccuracy, reliableTalent, weaponCriticalThreshold… */
  flags?: Plain;
  /** system.bonuses (abilities.check / save / skill, mwak.attack, …). */
  bonuses?: Plain;
  items?: Plain[];
  ownership?: Record<string, number>;
  /** attributes.hp: value, max, temp, tempmax, dt (a value alone sets max too; default 10 of 10). */
  hp?: { value: number; max?: number; temp?: number; tempmax?: number; dt?: number };
  /** traits: di / dr / dv as {value, bypasses} arrays, dm as {amount, bypasses}. */
  traits?: Plain;
  /** Active effects on the actor (documents/active-effect.ts: _id, name, origin, disabled, changes). */
  effects?: Plain[];
  /** system.scale: the class scale values, by class and scale identifier (`bard.inspiration: {faces: 8}`). */
  scale?: Plain;
}

export function dnd5eActorSpec(options: Dnd5eActorOptions = {}): ActorSpec & { items: Plain[]; effects: Plain[] } {
  const abilities: Record<string, Plain> = {};
  for (const [id, value] of Object.entries(options.abilities ?? {})) abilities[id] = { value };
  for (const id of options.saves ?? []) abilities[id] = { ...abilities[id], proficient: 1 };
  const skills = Object.fromEntries(Object.entries(options.skills ?? {}).map(([id, value]) => [id, { value }]));
  const system: Plain = {
    abilities,
    skills,
    tools: {},
    attributes: {
      prof: options.prof ?? 2,
      ac: { value: options.ac ?? 10 },
      hp: options.hp ? { max: options.hp.value, ...options.hp } : { value: 10, max: 10 },
    },
    bonuses: options.bonuses ?? {},
    traits: options.traits ?? {},
    ...(options.scale ? { scale: options.scale } : {}),
  };
  return {
    _id: options._id,
    name: options.name ?? "Adventurer",
    type: options.type ?? "character",
    system,
    flags: { dnd5e: options.flags ?? {} },
    ownership: options.ownership,
    items: options.items ?? [],
    effects: options.effects ?? [],
  };
}

export interface Dnd5eWeaponOptions {
  _id?: string;
  name?: string;
  /** dnd5e weapon type: simpleM, martialM (melee), simpleR, martialR (ranged), natural. */
  weaponType?: string;
  /** fin, thr, two, ver, lgt… */
  properties?: string[];
  proficient?: number;
  /** The attack activity's id, ability ("" for the weapon's own), bonus and critical threshold. */
  activityId?: string;
  ability?: string;
  bonus?: string;
  criticalThreshold?: number | null;
  /** The weapon's base damage (system.damage.base: number, denomination, bonus, types, custom). */
  damage?: Plain;
  /** The activity's damage: its own parts, its critical bonus, whether the base is included. */
  activityDamage?: Plain;
}

export function dnd5eWeapon(options: Dnd5eWeaponOptions = {}): Plain {
  return {
    _id: options._id,
    name: options.name ?? "Longsword",
    type: "weapon",
    system: {
      type: { value: options.weaponType ?? "martialM" },
      properties: options.properties ?? [],
      proficient: options.proficient ?? 1,
      ...(options.damage ? { damage: { base: options.damage } } : {}),
    },
    activities: [
      {
        _id: options.activityId,
        type: "attack",
        attack: {
          ability: options.ability ?? "",
          bonus: options.bonus ?? "",
          critical: { threshold: options.criticalThreshold ?? null },
        },
        ...(options.activityDamage ? { damage: options.activityDamage } : {}),
      },
    ],
  };
}

export interface Dnd5eSaveSpellOptions {
  _id?: string;
  name?: string;
  /** The spell's level (a cantrip, 0, saves for none unless `onSave` says). */
  level?: number;
  /** The save activity's id, the saving ability, its DC (a flat DC; none: the caster's spellcasting DC). */
  activityId?: string;
  ability?: string;
  dc?: number;
  onSave?: "none" | "half" | "full";
  /** The damage parts (number, denomination, bonus, types). */
  damage?: Plain[];
}

/** A spell with a save activity (a Fireball: 8d6 fire, DEX save, half on a save). */
export function dnd5eSaveSpell(options: Dnd5eSaveSpellOptions = {}): Plain {
  const level = options.level ?? 3;
  return {
    _id: options._id,
    name: options.name ?? "Fireball",
    img: "icons/svg/fire.svg",
    type: "spell",
    system: { level, properties: [] },
    activities: [
      {
        _id: options.activityId,
        type: "save",
        damage: {
          onSave: options.onSave ?? (level === 0 ? "none" : "half"),
          parts: options.damage ?? [{ number: 8, denomination: 6, types: ["fire"] }],
        },
        save: {
          ability: [options.ability ?? "dex"],
          dc:
            options.dc === undefined
              ? { calculation: "spellcasting", formula: "" }
              : { calculation: "", formula: `${options.dc}` },
        },
      },
    ],
  };
}

/** An item's attack activity (the activities hold save activities too): thrown when it is none. */
export function dnd5eAttackActivity(item: Item5e | undefined, id: string): AttackActivity {
  const activity = item?.activities.get(id);
  if (!(activity instanceof AttackActivity))
    throw new Error(`${id} is no attack activity of ${item?.name ?? "no item"}`);
  return activity;
}

/** The next roll dialog to be rendered for the first time. */
export function nextRollDialog(): Promise<RollConfigurationDialog> {
  return nextFirstRender<RollConfigurationDialog>("renderRollConfigurationDialog");
}

/** Set a field of the dialog's form (an input's text, a select's value), fire its change, await the re-render. */
export async function changeDialogField(app: RollConfigurationDialog, name: string, value: string): Promise<void> {
  const field = partOf<HTMLInputElement | HTMLSelectElement>(
    app.element,
    `[name="${name}"]`,
    `The roll dialog has no field ${name}`,
  );
  field.value = value;
  // dnd5e re-renders its formulas part on every change.
  const rendered = nextEvent(app, "render");
  fire(field, "change");
  await rendered;
}

/** Type a situational bonus for a roll (the first by default). */
export function typeSituational(app: RollConfigurationDialog, text: string, index = 0): Promise<void> {
  return changeDialogField(app, `roll.${index}.situational`, text);
}

/**
 * Press one of the dialog's buttons (advantage, normal, disadvantage; roll for a basic dialog); resolves once closed.
 */
export async function pressDialogButton(app: RollConfigurationDialog, action: string): Promise<void> {
  await pressToClose(
    app,
    partOf(app.element, `button[data-action="${action}"]`, `The roll dialog has no button ${action}`),
  );
}

/** A click with these keys held, as a sheet's roll button passes it on (a MouseEvent where there is a DOM). */
export function rollEvent({
  shift = false,
  alt = false,
  ctrl = false,
  meta = false,
}: { shift?: boolean; alt?: boolean; ctrl?: boolean; meta?: boolean } = {}): RollEvent {
  const init = { shiftKey: shift, altKey: alt, ctrlKey: ctrl, metaKey: meta, bubbles: true };
  if (typeof MouseEvent === "function") return new MouseEvent("click", init) as unknown as RollEvent;
  return { ...init, target: null };
}
