/**
 * Driving a Twodsix world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's spec, its sheet, a click on a characteristic or a skill (resolving with the throw's end), the
 * next throw dialog once first rendered (ask first), a field set with its events, Roll pressed.
 */
import { nextFirstRender } from "../next-render";
import type { ActorSpec } from "../../documents/actor";
import { read } from "../kit/data";
import { fire, partOf, pressToClose, type DriverApp } from "../kit/driver";
import { startedRoll } from "../kit/sheet";
import { TwodsixActorSheet, type TwodsixSkillSource } from "./documents";
import { TWODSIX } from "./rolls";

export interface TwodsixActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  characteristics?: Record<string, number>;
  skills?: TwodsixSkillSource[];
}

export function twodsixActorSpec(options: TwodsixActorOptions = {}): ActorSpec & { skills: TwodsixSkillSource[] } {
  const characteristic = (key: string) => [key, { value: options.characteristics?.[key] ?? 7, damage: 0 }];
  return {
    _id: options._id,
    name: options.name ?? "Traveller",
    type: "traveller",
    ownership: options.ownership,
    system: { characteristics: Object.fromEntries(Object.keys(TWODSIX.CHARACTERISTICS).map(characteristic)) },
    skills: options.skills ?? [],
  };
}

export async function openSheet(actor: unknown): Promise<TwodsixActorSheet> {
  const sheet = read(actor, "sheet");
  if (!(sheet instanceof TwodsixActorSheet)) throw new Error("Not a Twodsix actor: no sheet");
  await sheet.render({ force: true });
  return sheet;
}

function click(sheet: TwodsixActorSheet, selector: string, shiftKey: boolean): Promise<unknown> {
  sheet.lastRoll = null;
  return startedRoll(sheet, sheet.element.querySelector(selector), selector, { shiftKey });
}

export const clickCharacteristic = (sheet: TwodsixActorSheet, short: string, shiftKey = false): Promise<unknown> =>
  click(sheet, `[data-action="rollChar"][data-label="${short}"]`, shiftKey);

export const clickSkill = (sheet: TwodsixActorSheet, itemId: string, shiftKey = false): Promise<unknown> =>
  click(sheet, `[data-item-id="${itemId}"] [data-action="skillTalentRoll"]`, shiftKey);

export async function nextThrowDialog<T extends DriverApp = DriverApp>(): Promise<T> {
  for (;;) {
    const app = await nextFirstRender<T>("renderDialogV2");
    if (app.element.querySelector(".roll-settings")) return app;
  }
}

/** A select's or an input's value set, with the events a browser sends. */
export function choose(dialog: DriverApp, name: string, value: string): void {
  const field = partOf<HTMLInputElement>(dialog.element, `[name="${name}"]`, `The throw dialog has no ${name}`);
  field.value = value;
  fire(field, "input", "change");
}

export const submit = (dialog: DriverApp): Promise<void> =>
  pressToClose(dialog, partOf(dialog.element, 'button[data-action="ok"]', "The throw dialog has no Roll button"));
