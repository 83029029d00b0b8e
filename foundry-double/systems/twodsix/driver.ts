/**
 * Driving a Twodsix world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's spec, its sheet, a click on a characteristic or a skill (resolving with the throw's end), the
 * next throw dialog once first rendered (ask first), a field set with its events, Roll pressed.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, nextDialog, openedSheet, partOf, pressToClose, type DriverApp } from "../kit/driver";
import type { EmbeddedItemSource } from "../kit/items";
import { startedRoll } from "../kit/sheet";
import { TwodsixActorSheet, type TwodsixSkillData } from "./documents";
import { TWODSIX } from "./rolls";

/** A skill as a spec names it: its level and characteristic. */
type TwodsixSkillSpec = { _id: string; name: string; value: number; characteristic: string };

export interface TwodsixActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  characteristics?: Record<string, number>;
  skills?: TwodsixSkillSpec[];
}

/** A traveller: each characteristic 7 unless given, undamaged; each skill an item at its data's defaults. */
export function twodsixActorSpec(
  options: TwodsixActorOptions = {},
): ActorSpec & { items: EmbeddedItemSource<TwodsixSkillData>[] } {
  const characteristic = (key: string) => [key, { value: options.characteristics?.[key] ?? 7, damage: 0 }];
  const skill = ({ _id, name, value, characteristic }: TwodsixSkillSpec) => {
    const system = { value, characteristic, difficulty: "Average", rolltype: "Normal" };
    return { _id, name, type: "skills", system };
  };
  return {
    _id: options._id,
    name: options.name ?? "Traveller",
    type: "traveller",
    ownership: options.ownership,
    system: { characteristics: Object.fromEntries(Object.keys(TWODSIX.CHARACTERISTICS).map(characteristic)) },
    items: (options.skills ?? []).map(skill),
  };
}

export const openSheet = (actor: unknown): Promise<TwodsixActorSheet> =>
  openedSheet(actor, TwodsixActorSheet, "Not a Twodsix actor: no sheet");

const click = (sheet: TwodsixActorSheet, selector: string, shiftKey: boolean): Promise<unknown> =>
  startedRoll(sheet, sheet.element.querySelector(selector), selector, { shiftKey });

export const clickCharacteristic = (sheet: TwodsixActorSheet, short: string, shiftKey = false): Promise<unknown> =>
  click(sheet, `[data-action="rollChar"][data-label="${short}"]`, shiftKey);

export const clickSkill = (sheet: TwodsixActorSheet, itemId: string, shiftKey = false): Promise<unknown> =>
  click(sheet, `[data-item-id="${itemId}"] [data-action="skillTalentRoll"]`, shiftKey);

export const nextThrowDialog = <T extends DriverApp = DriverApp>(): Promise<T> =>
  nextDialog<T>((element) => element.querySelector(".roll-settings") !== null);

/** A select's or an input's value set, with the events a browser sends. */
export function choose(dialog: DriverApp, name: string, value: string): void {
  const field = partOf<HTMLInputElement>(dialog.element, `[name="${name}"]`, `The throw dialog has no ${name}`);
  field.value = value;
  fire(field, "input", "change");
}

export const submit = (dialog: DriverApp): Promise<void> =>
  pressToClose(dialog, partOf(dialog.element, 'button[data-action="ok"]', "The throw dialog has no Roll button"));
