/**
 * Driving a Shadowdark world of the double as a player would (not emulation: conveniences for tests and the
 * playground).
 * - shadowdarkActorSpec / shadowdarkWeapon / shadowdarkNpcAttack / shadowdarkClassAbility / situationalEffect: a
 *   character's, an NPC's, a weapon's, an NPC attack's, a class ability's and an effect's data in the stand-in's
 *   shape (documents/actor.ts reads it);
 * - nextRollDialog(): resolves with the next RollDialogSD once first rendered — ask for it before starting the roll;
 * - chooseAdvantage / typeFormula: a radio chosen, a formula typed — each with the events a browser sends (neither
 *   re-renders the dialog); toggleSituational: a situational checkbox's change, and the re-render it makes, awaited;
 * - submitRollDialog: the Roll button's click; resolves once the dialog closed;
 * - checkLinkEvent: the click event of a `[[check DC STAT]]` link (its dataset as the enricher writes it).
 */
import { nextFirstRender } from "../next-render";
import { fire, nextEvent, partOf, pressToClose } from "../kit/driver";
import type { RollDialogSD } from "./apps/roll-dialog-sd";
import type { EffectSource, ItemSource } from "./documents/actor";
import type { ActorSpec } from "../../documents/actor";

export interface ShadowdarkActorOptions {
  _id?: string;
  name?: string;
  /** "Player" (default) or "NPC". */
  type?: "Player" | "NPC";
  /** A Player's ability scores (10 each by default); an NPC's are its modifiers. */
  abilities?: Partial<Record<"str" | "int" | "dex" | "wis" | "con" | "cha", number>>;
  ac?: number;
  /** A Player's luck token (PlayerSD.mjs:41-44): none by default. */
  luck?: { available?: boolean; remaining?: number };
  items?: ItemSource[];
  effects?: EffectSource[];
  ownership?: Record<string, number>;
}

export function shadowdarkActorSpec(
  options: ShadowdarkActorOptions = {},
): ActorSpec & { items: ItemSource[]; effects: EffectSource[] } {
  const type = options.type ?? "Player";
  const field = type === "Player" ? "value" : "mod";
  const abilities = Object.fromEntries(
    Object.entries(options.abilities ?? {}).map(([key, value]) => [key, { [field]: value }]),
  );
  return {
    _id: options._id,
    name: options.name ?? "Adventurer",
    type,
    system: {
      abilities,
      attributes: { ac: { value: options.ac ?? 10 }, hp: { value: 4, max: 4 } },
      ...(options.luck ? { luck: options.luck } : {}),
    },
    ownership: options.ownership,
    items: options.items ?? [],
    effects: options.effects ?? [],
  };
}

export interface ShadowdarkWeaponOptions {
  _id?: string;
  name?: string;
  type?: "melee" | "ranged";
  properties?: string[];
  damage?: string;
  baseWeapon?: string;
  effects?: EffectSource[];
}

export function shadowdarkWeapon(options: ShadowdarkWeaponOptions = {}): ItemSource {
  return {
    _id: options._id ?? "weapon",
    name: options.name ?? "Longsword",
    type: "Weapon",
    system: {
      type: options.type ?? "melee",
      properties: options.properties ?? [],
      damage: { oneHanded: options.damage ?? "d8" },
      baseWeapon: options.baseWeapon,
    },
    effects: options.effects ?? [],
  };
}

export interface ShadowdarkClassAbilityOptions {
  _id?: string;
  name?: string;
  /** The stat its check uses ("" for an ability without a roll). */
  ability?: "str" | "int" | "dex" | "wis" | "con" | "cha" | "";
  dc?: number;
  lost?: boolean;
  description?: string;
}

/** A class ability (an item of type "Class Ability"), whose check rolls its stat against its own DC. */
export function shadowdarkClassAbility(options: ShadowdarkClassAbilityOptions = {}): ItemSource {
  return {
    _id: options._id ?? "ability",
    name: options.name ?? "Ability",
    type: "Class Ability",
    system: {
      ability: options.ability ?? "",
      dc: options.dc ?? 10,
      lost: options.lost ?? false,
      description: options.description ?? "",
    },
  };
}

export interface ShadowdarkNpcAttackOptions {
  _id?: string;
  name?: string;
  /** Its ranges ("close", "near", "far"), the first its default. */
  ranges?: string[];
  attackBonus?: number;
  damage?: string;
  description?: string;
}

/** An NPC's attack (an item of type "NPC Attack"), whose roll is a d20 plus its bonus. */
export function shadowdarkNpcAttack(options: ShadowdarkNpcAttackOptions = {}): ItemSource {
  return {
    _id: options._id ?? "npcAttack",
    name: options.name ?? "Claw",
    type: "NPC Attack",
    system: {
      ranges: options.ranges ?? ["close"],
      bonuses: { attackBonus: options.attackBonus ?? 0, damageBonus: 0 },
      damage: { value: options.damage ?? "1d6", special: "", numDice: 1 },
      description: options.description ?? "",
    },
  };
}

/** An effect with one change (mode ADD by default), situational when asked. */
export function situationalEffect(
  _id: string,
  key: string,
  value: string | number,
  { situational = true, name = "Effect", description = "", mode = 2 } = {},
): EffectSource {
  return { _id, name, description, changes: [{ key, value, mode }], flags: { shadowdark: { situational } } };
}

/** The next RollDialogSD to be rendered for the first time. */
export function nextRollDialog(): Promise<RollDialogSD> {
  return nextFirstRender<RollDialogSD>("renderRollDialogSD");
}

/** Choose an advantage radio ("1", "0", "-1"): checked, then its input and change events. */
export function chooseAdvantage(app: RollDialogSD, value: "1" | "0" | "-1"): void {
  const radio = partOf<HTMLInputElement>(
    app.element,
    `input[name="advantage"][value="${value}"]`,
    `The roll dialog has no advantage radio ${value}`,
  );
  radio.checked = true;
  fire(radio, "input", "change");
}

/** Type a formula into the main roll's input: its input event, then its change. */
export function typeFormula(app: RollDialogSD, formula: string): void {
  const input = partOf<HTMLInputElement>(
    app.element,
    'input[name="mainRoll.formula"]',
    "The roll dialog has no formula input",
  );
  input.value = formula;
  fire(input, "input", "change");
}

/** Tick or untick a situational effect's checkbox (by its effect's uuid); resolves after the re-render. */
export async function toggleSituational(app: RollDialogSD, uuid: string): Promise<void> {
  const checkbox = partOf<HTMLInputElement>(
    app.element,
    `input[name="selected"][value="${uuid}"]`,
    `The roll dialog has no situational effect ${uuid}`,
  );
  checkbox.checked = !checkbox.checked;
  const rendered = nextEvent(app, "render");
  fire(checkbox, "change");
  await rendered;
}

/** Press the dialog's Roll button (a submit); resolves once the dialog closed. */
export async function submitRollDialog(app: RollDialogSD): Promise<void> {
  await pressToClose(app, partOf(app.element, 'footer button[type="submit"]', "The roll dialog has no Roll button"));
}

/** The click on a `[[check DC STAT]]` link, with the keys held. */
export function checkLinkEvent(
  dc: string,
  stat: string,
  { shift = false, alt = false, ctrl = false } = {},
): { target: { dataset: Record<string, string> }; shiftKey: boolean; altKey: boolean; ctrlKey: boolean } {
  return { target: { dataset: { command: "check", dc, stat } }, shiftKey: shift, altKey: alt, ctrlKey: ctrl };
}
