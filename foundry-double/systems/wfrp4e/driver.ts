/**
 * Driving a WFRP 4e world of the double as a player would (not emulation: conveniences for tests and the playground).
 * - wfrp4eActorSpec: an actor, its characteristics, advantage, sin and items;
 * - nextRollDialog(): the next roll dialog once first rendered — ask first;
 * - setField(dialog, name, value): a field set, with the change a browser sends; resolves once the dialog has rendered
 *   again (it does on every change);
 * - submitRollDialog(dialog): its Roll button pressed.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, partOf } from "../kit/driver";
import { hooks, nextFirstRender } from "../next-render";
import { CHARACTERISTICS } from "./config";
import type { ItemSource } from "./documents";
import type { RollDialog } from "./dialogs";

export interface Wfrp4eActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  characteristics?: Record<string, number>;
  advantage?: number;
  sin?: number;
  skills?: ItemSource[];
}

export function wfrp4eActorSpec(options: Wfrp4eActorOptions = {}): ActorSpec & { skills: ItemSource[] } {
  const characteristics = Object.keys(CHARACTERISTICS).map((key) => [
    key,
    { value: options.characteristics?.[key] ?? 30 },
  ]);
  return {
    _id: options._id,
    name: options.name ?? "Adventurer",
    type: "character",
    ownership: options.ownership,
    system: {
      characteristics: Object.fromEntries(characteristics),
      status: { advantage: { value: options.advantage ?? 0 }, sin: { value: options.sin ?? 0 } },
    },
    skills: options.skills ?? [],
  };
}

export const nextRollDialog = (): Promise<RollDialog> => nextFirstRender<RollDialog>("renderRollDialog");

export function setField(dialog: RollDialog, name: string, value: string): Promise<void> {
  const field = partOf<HTMLInputElement | HTMLSelectElement>(dialog.element, `[name="${name}"]`, `No field ${name}`);
  const rendered = new Promise<void>((resolve) => {
    const id = hooks().on("renderRollDialog", (app: unknown) => {
      if (app !== dialog) return;
      hooks().off("renderRollDialog", id);
      resolve();
    });
  });
  field.value = value;
  fire(field, "change");
  return rendered;
}

export async function submitRollDialog(dialog: RollDialog): Promise<void> {
  partOf(dialog.element, 'button[type="submit"]', "The roll dialog has no Roll button").click();
  await Promise.resolve();
}
