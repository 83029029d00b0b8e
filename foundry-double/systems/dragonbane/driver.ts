/**
 * Driving a Dragonbane world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's spec and items, its sheet opened, a row's click with the keys held (resolving with the
 * test's end), the next roll dialog (a DialogV2 holding `.dod-controls`: ask first), a field set, the Roll button;
 * a card's push, its condition chosen.
 */
import { fire, nextDialog, openedSheet, partOf, pressToClose, type DriverApp as Dialog } from "../kit/driver";
import type { Plain } from "../kit/data";
import { startedRoll } from "../kit/sheet";
import type { ActorSpec } from "../../documents/actor";
import type { EmbeddedItemSource as DoDItemSource } from "../kit/items";
import { DoDActorBaseSheet } from "./sheet";
import { pushRoll } from "./chat";

export interface DragonbaneActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  type?: "character" | "npc" | "monster";
  attributes?: Partial<Record<"str" | "con" | "agl" | "int" | "wil" | "cha", number>>;
  conditions?: string[];
  items?: DoDItemSource[];
}

export function dragonbaneActorSpec(options: DragonbaneActorOptions = {}): ActorSpec & { items: DoDItemSource[] } {
  const { _id, name = "Adventurer", type = "character", ownership, items = [] } = options;
  const ids = ["str", "con", "agl", "int", "wil", "cha"] as const;
  const system = {
    attributes: Object.fromEntries(ids.map((id) => [id, { value: options.attributes?.[id] ?? 10 }])),
    conditions: Object.fromEntries(ids.map((id) => [id, { value: options.conditions?.includes(id) ?? false }])),
  };
  return { _id, name, type, ownership, system, items };
}

const item = (_id: string, name: string, type: string, system: Plain): DoDItemSource => ({ _id, name, type, system });
export const skill = (_id: string, name: string, value: number, attribute = "agl"): DoDItemSource =>
  item(_id, name, "skill", { value, attribute });
export const weapon = (_id: string, name: string, skillName: string, features: string[] = []): DoDItemSource =>
  item(_id, name, "weapon", { skill: { name: skillName }, features, range: 2 });
/** Gear listing what it gives a bane or a boon to (comma-separated skills or attributes, as its sheet takes them). */
export const gear = (_id: string, name: string, { banes = "", boons = "", worn = true } = {}): DoDItemSource =>
  item(_id, name, "item", { banes, boons, worn });

/** The actor's sheet (a character's or a monster's), rendered. */
export const openSheet = (actor: unknown): Promise<DoDActorBaseSheet> =>
  openedSheet(actor, DoDActorBaseSheet, "Not a Dragonbane actor: no Dragonbane sheet");

export const nextRollDialog = <T extends Dialog = Dialog>(): Promise<T> =>
  nextDialog<T>((element) => element.querySelector(".dod-controls") !== null);

export type RowKeys = { shift?: boolean; ctrl?: boolean };

const held = ({ shift, ctrl }: RowKeys) => ({ shiftKey: shift, ctrlKey: ctrl });
const rows = (sheet: DoDActorBaseSheet) => Array.from(sheet.element.querySelectorAll(".rollable-skill"));

export const clickRow = (sheet: DoDActorBaseSheet, name: string, keys: RowKeys = {}): Promise<unknown> =>
  startedRoll(
    sheet,
    rows(sheet).find((row) => row.textContent?.trim() === name),
    `row ${name}`,
    held(keys),
  );

export const clickAttribute = (sheet: DoDActorBaseSheet, id: string, keys: RowKeys = {}): Promise<unknown> =>
  startedRoll(sheet, sheet.element.querySelector(`[data-attribute="${id}"]`), `attribute ${id}`, held(keys));

export function setField(dialog: Dialog, name: string, value: string | boolean): void {
  const selector = name === "action" ? `[name="action"][value="${String(value)}"]` : `[name="${CSS.escape(name)}"]`;
  const field = partOf<HTMLInputElement | HTMLSelectElement>(dialog.element, selector, `The dialog has no ${name}`);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    field.checked = value !== false;
  else field.value = String(value);
  fire(field, "input", "change");
}

export async function submitRollDialog(dialog: Dialog): Promise<void> {
  await pressToClose(dialog, partOf(dialog.element, 'button[data-action="ok"]', "The roll dialog has no Roll button"));
}

/** The push's prompt (chat.ts), known by its condition radios. */
export const nextPushDialog = <T extends Dialog = Dialog>(): Promise<T> =>
  nextDialog<T>((element) => element.querySelector('[name="pushChoice"]') !== null);

/** The card's Push: its prompt answered with `condition` (else the first offered); ends with the pushed roll posted. */
export async function pushFrom(message: unknown, condition?: string): Promise<void> {
  const opened = nextPushDialog();
  const pushing = pushRoll(message);
  const dialog = await opened;
  if (condition) checkCondition(dialog, condition);
  await pressToClose(dialog, partOf(dialog.element, 'button[data-action="ok"]', "The push has no Push button"));
  await pushing;
}

function checkCondition(dialog: Dialog, condition: string): void {
  const radio = partOf<HTMLInputElement>(dialog.element, `[name="pushChoice"][value="${condition}"]`, condition);
  radio.checked = true;
  fire(radio, "input", "change");
}
