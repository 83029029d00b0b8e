/**
 * Driving a WFRP 4e world of the double as a player would (not emulation: conveniences for tests and the playground).
 * - wfrp4eActorSpec: an actor, its characteristics, advantage, sin and items;
 * - nextRollDialog(): the next roll dialog once first rendered — ask first;
 * - setField(dialog, name, value): a field set, with the change a browser sends; resolves once the dialog has rendered
 *   again (it does on every change);
 * - submitRollDialog(dialog): its Roll button pressed.
 */
import type { ActorSpec } from "../../documents/actor";
import { hooks, nextFirstRender } from "../next-render";
import type { SkillSource } from "./documents";
import type { RollDialog } from "./dialogs";

export interface Wfrp4eActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  characteristics?: Record<string, number>;
  advantage?: number;
  sin?: number;
  skills?: SkillSource[];
}

export function wfrp4eActorSpec(options: Wfrp4eActorOptions = {}): ActorSpec & { skills: SkillSource[] } {
  const keys = ["ws", "bs", "s", "t", "i", "ag", "dex", "int", "wp", "fel"];
  return {
    _id: options._id,
    name: options.name ?? "Adventurer",
    type: "character",
    ownership: options.ownership,
    system: {
      characteristics: Object.fromEntries(keys.map((key) => [key, { value: options.characteristics?.[key] ?? 30 }])),
      status: { advantage: { value: options.advantage ?? 0 }, sin: { value: options.sin ?? 0 } },
    },
    skills: options.skills ?? [],
  };
}

export const nextRollDialog = (): Promise<RollDialog> => nextFirstRender<RollDialog>("renderRollDialog");

export function setField(dialog: RollDialog, name: string, value: string): Promise<void> {
  const field = dialog.element.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!field) throw new Error(`The roll dialog has no field ${name}`);
  const rendered = new Promise<void>((resolve) => {
    const id = hooks().on("renderRollDialog", (app: unknown) => {
      if (app !== dialog) return;
      hooks().off("renderRollDialog", id);
      resolve();
    });
  });
  field.value = value;
  field.dispatchEvent(new Event("change", { bubbles: true }));
  return rendered;
}

export async function submitRollDialog(dialog: RollDialog): Promise<void> {
  const roll = dialog.element.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!roll) throw new Error("The roll dialog has no Roll button");
  roll.click();
  await Promise.resolve();
}
