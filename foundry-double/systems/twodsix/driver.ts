/**
 * Driving a Twodsix world of the double as a player would (not emulation: conveniences for tests and the
 * playground): twodsixActorSpec, openSheet, clickCharacteristic / clickSkill (resolve with the throw's end),
 * nextThrowDialog (the next `.roll-settings` dialog once first rendered — ask first), choose (a field set with its
 * events), submit (Roll pressed).
 */
import { nextFirstRender } from "../next-render";
import type { ActorSpec } from "../../documents/actor";
import { TwodsixActorSheet, type TwodsixSkillSource } from "./documents";

type Dialog = { element: HTMLElement; addEventListener(type: string, listener: () => void, options?: object): void };

export interface TwodsixActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  characteristics?: Record<string, number>;
  skills?: TwodsixSkillSource[];
}

export function twodsixActorSpec(options: TwodsixActorOptions = {}): ActorSpec & { skills: TwodsixSkillSource[] } {
  const keys = ["strength", "dexterity", "endurance", "intelligence", "education", "socialStanding"];
  return {
    _id: options._id,
    name: options.name ?? "Traveller",
    type: "traveller",
    ownership: options.ownership,
    system: {
      characteristics: Object.fromEntries(
        keys.map((key) => [key, { value: options.characteristics?.[key] ?? 7, damage: 0 }]),
      ),
    },
    skills: options.skills ?? [],
  };
}

export async function openSheet(actor: unknown): Promise<TwodsixActorSheet> {
  const sheet: unknown = typeof actor === "object" && actor !== null ? Reflect.get(actor, "sheet") : undefined;
  if (!(sheet instanceof TwodsixActorSheet)) throw new Error("Not a Twodsix actor: no sheet");
  await sheet.render({ force: true });
  return sheet;
}

function click(sheet: TwodsixActorSheet, selector: string, shiftKey: boolean): Promise<unknown> {
  const target = sheet.element.querySelector<HTMLElement>(selector);
  if (!target) throw new Error(`The sheet has no ${selector}`);
  sheet.lastRoll = null;
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, shiftKey }));
  if (!sheet.lastRoll) throw new Error(`The click on ${selector} started no throw`);
  return sheet.lastRoll;
}

export const clickCharacteristic = (sheet: TwodsixActorSheet, short: string, shiftKey = false): Promise<unknown> =>
  click(sheet, `[data-action="rollChar"][data-label="${short}"]`, shiftKey);

export const clickSkill = (sheet: TwodsixActorSheet, itemId: string, shiftKey = false): Promise<unknown> =>
  click(sheet, `[data-item-id="${itemId}"] [data-action="skillTalentRoll"]`, shiftKey);

export async function nextThrowDialog<T extends Dialog = Dialog>(): Promise<T> {
  for (;;) {
    const app = await nextFirstRender<T>("renderDialogV2");
    if (app.element.querySelector(".roll-settings")) return app;
  }
}

/** A select's or an input's value set, with the events a browser sends. */
export function choose(dialog: Dialog, name: string, value: string): void {
  const field = dialog.element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!field) throw new Error(`The throw dialog has no ${name}`);
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

export async function submit(dialog: Dialog): Promise<void> {
  const closed = new Promise<void>((resolve) => dialog.addEventListener("close", () => resolve(), { once: true }));
  const roll = dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]');
  if (!roll) throw new Error("The throw dialog has no Roll button");
  roll.click();
  await closed;
}
