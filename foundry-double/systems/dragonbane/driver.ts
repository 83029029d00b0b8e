/**
 * Driving a Dragonbane world of the double as a player would (not emulation: conveniences for tests and the
 * playground).
 * - dragonbaneActorSpec: a character, its attributes, conditions and items (skills, weapons, gear with boons/banes);
 * - openSheet(actor): its character sheet, rendered;
 * - nextRollDialog(): the next roll dialog (a DialogV2 holding `.dod-controls`) once first rendered — ask first;
 * - clickRow(sheet, name, keys) / clickAttribute(sheet, id, keys): a row's click with the keys held; resolves with the
 *   test's end (once its message is created);
 * - setField(dialog, name, value): a checkbox ticked or not, a select or a radio set, with the events a browser sends;
 * - submitRollDialog(dialog): its Roll button pressed.
 */
import { nextFirstRender } from "../next-render";
import { fire, partOf, pressToClose, type DriverApp as Dialog } from "../kit/driver";
import { read } from "../kit/data";
import { startedRoll } from "../kit/sheet";
import type { ActorSpec } from "../../documents/actor";
import type { DoDItemSource } from "./documents";
import { DoDCharacterSheet } from "./sheet";

export interface DragonbaneActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  type?: "character" | "npc" | "monster";
  attributes?: Partial<Record<"str" | "con" | "agl" | "int" | "wil" | "cha", number>>;
  conditions?: string[];
  items?: DoDItemSource[];
}

export function dragonbaneActorSpec(options: DragonbaneActorOptions = {}): ActorSpec & { items: DoDItemSource[] } {
  const ids = ["str", "con", "agl", "int", "wil", "cha"] as const;
  return {
    _id: options._id,
    name: options.name ?? "Adventurer",
    type: options.type ?? "character",
    ownership: options.ownership,
    system: {
      attributes: Object.fromEntries(ids.map((id) => [id, { value: options.attributes?.[id] ?? 10 }])),
      conditions: Object.fromEntries(ids.map((id) => [id, { value: options.conditions?.includes(id) ?? false }])),
    },
    items: options.items ?? [],
  };
}

export const skill = (_id: string, name: string, value: number, attribute = "agl"): DoDItemSource => ({
  _id,
  name,
  type: "skill",
  system: { value, attribute },
});
export const weapon = (_id: string, name: string, skillName: string, features: string[] = []): DoDItemSource => ({
  _id,
  name,
  type: "weapon",
  system: { skill: { name: skillName }, features, range: 2 },
});
/**
 * Gear listing the skills or attributes it gives a bane or a boon to (comma-separated, as the item sheet takes them).
 */
export const gear = (_id: string, name: string, { banes = "", boons = "", worn = true } = {}): DoDItemSource => ({
  _id,
  name,
  type: "item",
  system: { banes, boons, worn },
});

export async function openSheet(actor: unknown): Promise<DoDCharacterSheet> {
  const sheet = read(actor, "sheet");
  if (!(sheet instanceof DoDCharacterSheet)) throw new Error("Not a Dragonbane actor: no character sheet");
  await sheet.render({ force: true });
  return sheet;
}

export async function nextRollDialog<T extends Dialog = Dialog>(): Promise<T> {
  for (;;) {
    const app = await nextFirstRender<T>("renderDialogV2");
    if (app.element.querySelector(".dod-controls")) return app;
  }
}

export interface RowKeys {
  shift?: boolean;
  ctrl?: boolean;
}

export const clickRow = (sheet: DoDCharacterSheet, name: string, keys: RowKeys = {}): Promise<unknown> =>
  startedRoll(
    sheet,
    Array.from(sheet.element.querySelectorAll(".rollable-skill")).find((row) => row.textContent?.trim() === name),
    `row ${name}`,
    { shiftKey: keys.shift, ctrlKey: keys.ctrl },
  );

export const clickAttribute = (sheet: DoDCharacterSheet, id: string, keys: RowKeys = {}): Promise<unknown> =>
  startedRoll(sheet, sheet.element.querySelector(`.rollable-attribute[data-attribute="${id}"]`), `attribute ${id}`, {
    shiftKey: keys.shift,
    ctrlKey: keys.ctrl,
  });

export function setField(dialog: Dialog, name: string, value: string | boolean): void {
  const selector =
    typeof value === "string" && name === "action"
      ? `[name="action"][value="${value}"]`
      : `[name="${CSS.escape(name)}"]`;
  const field = partOf<HTMLInputElement | HTMLSelectElement>(
    dialog.element,
    selector,
    `The roll dialog has no field ${name}`,
  );
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    field.checked = value !== false;
  else field.value = String(value);
  fire(field, "input", "change");
}

export async function submitRollDialog(dialog: Dialog): Promise<void> {
  await pressToClose(dialog, partOf(dialog.element, 'button[data-action="ok"]', "The roll dialog has no Roll button"));
}
