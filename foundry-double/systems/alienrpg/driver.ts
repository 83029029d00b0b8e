/**
 * Driving an Alien RPG world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's data in the stand-in's shape; a sheet's click on an attribute, a skill or a weapon as
 * alienrpgCharacterSheet's `_onRollAbility` / `_onRollItem` make it (module/sheets/character-sheet.mjs:752-806:
 * the right button opens the modifier prompt, the left rolls); the next prompt; typing, the checkbox, Roll.
 */
import type { AlienActor, AlienActorSpec, AlienItemSpec } from "./documents";
import { fire, nextDialog, partOf, type DriverApp } from "../kit/driver";
import type { Plain } from "../kit/data";

export interface AlienActorOptions {
  _id: string;
  name: string;
  type?: "character" | "synthetic" | "creature";
  stress?: number;
  /** `stress.mod`, which abilities add and weapons do not. */
  stressMod?: number;
  synthstress?: boolean;
  attributes?: Record<string, number>;
  skills?: Record<string, number>;
  items?: AlienItemSpec[];
  ownership?: Record<string, number>;
  disposition?: number;
}

export function alienActorSpec(options: AlienActorOptions): AlienActorSpec {
  const mods = (values: Record<string, number> = {}) =>
    Object.fromEntries(Object.entries(values).map(([key, mod]) => [key, { value: mod, mod }]));
  const data = {
    header: {
      stress: { value: options.stress ?? 0, mod: options.stressMod ?? 0 },
      synthstress: options.synthstress ?? false,
    },
    attributes: mods(options.attributes),
    skills: mods(options.skills),
  };
  return {
    _id: options._id,
    name: options.name,
    type: options.type ?? "character",
    ownership: options.ownership,
    system: data,
    data,
    items: options.items ?? [],
    prototypeToken: { disposition: options.disposition ?? 1 },
  };
}

/** A weapon: ranged ("1") or close combat ("2"), its bonus and damage. */
export function alienWeapon(
  _id: string,
  name: string,
  kind: "1" | "2",
  bonus: number,
  { damage = 1, range = 1, minrange = 0 } = {},
): AlienItemSpec {
  const attributes = {
    bonus: { value: bonus },
    damage: { value: damage },
    range: { value: range },
    minrange: { value: minrange },
  };
  return { _id, name, type: "weapon", system: { header: { type: { value: kind } }, attributes } };
}

/** The dataset of an attribute's or a skill's heading, as the sheet's templates write it (strings). */
export function rollDataset(actor: AlienActor, kind: "attribute" | "skill", key: string, label: string): Plain {
  const attribute = actor.data.attributes[key];
  if (kind === "attribute")
    return { attr: "attribute", roll: String(attribute?.value), mod: String(attribute?.mod), label };
  return { roll: String(actor.data.skills[key]?.mod), label };
}

/** The sheet's `_onRollAbility`: button 2 opens the modifier prompt, any other rolls (an attribute asks for stress). */
export function clickAbility(actor: AlienActor, dataset: Plain, button: 0 | 2): Promise<unknown> {
  return button === 2 ? actor.rollAbilityMod(actor, dataset) : actor.abilityRoll(actor, dataset);
}

/** The sheet's `_onRollItem` for a weapon. */
export function clickWeapon(actor: AlienActor, itemId: string, button: 0 | 2): Promise<unknown> {
  const item = actor.items.get(itemId);
  if (!item) throw new Error(`${actor.name} has no item ${itemId}`);
  return item.roll(button === 2, {});
}

type PromptApp = DriverApp;

/** The next DialogV2 once drawn: ask before the click. */
export const nextPrompt = (): Promise<PromptApp> => nextDialog(() => true);

/** The prompt's input of this name; throws where the prompt has none. */
function inputOf(app: PromptApp, name: string): HTMLInputElement {
  return partOf<HTMLInputElement>(app.element, `input[name="${name}"]`, `The prompt has no input ${name}`);
}

/** Text typed into `modifier` or `stressMod`: the events a browser sends as it is typed. */
export function typeInto(app: PromptApp, name: "modifier" | "stressMod", text: string): void {
  const input = inputOf(app, name);
  input.value = text;
  fire(input, "input", "change");
}

/** The stress checkbox clicked. */
export function toggleStress(app: PromptApp): void {
  inputOf(app, "rollStress").click();
}

/** The prompt's button by its label ("Roll", "Cancel"). */
export function pressButton(app: PromptApp, label: string): void {
  const buttons = Array.from(app.element.querySelectorAll<HTMLButtonElement>("footer.form-footer button"));
  const button = buttons.find((each) => each.textContent?.trim() === label);
  if (!button) throw new Error(`The prompt has no button ${label}`);
  button.click();
}
