/**
 * Driving a WFRP 4e world of the double as a player would (not emulation: conveniences for tests and the playground):
 * an actor's spec; the next roll dialog once first rendered (ask first); a field set with the change a browser sends,
 * resolved once the dialog rendered again (it does on every change); its Roll button pressed.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, nextEvent, partOf, pressToClose } from "../kit/driver";
import { nextFirstRender } from "../next-render";
import { CHARACTERISTICS } from "./config";
import type { ItemSource } from "./documents";
import type { RollDialog } from "./dialogs";

export interface Wfrp4eActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  /** The actor's type: a character (the default), an NPC or a creature (each tests as a character does). */
  type?: "character" | "npc" | "creature";
  characteristics?: Record<string, number>;
  sin?: number;
  /** A character's Fortune points (`status.fortune`, CharacterStatusModel: an NPC has none). */
  fortune?: number;
  skills?: ItemSource[];
}

export function wfrp4eActorSpec(options: Wfrp4eActorOptions = {}): ActorSpec & { skills: ItemSource[] } {
  const { _id, name = "Adventurer", type = "character", ownership, sin = 0, skills = [] } = options;
  const characteristic = (key: string) => [key, { value: options.characteristics?.[key] ?? 30 }];
  const characteristics = Object.fromEntries(Object.keys(CHARACTERISTICS).map(characteristic));
  const fortune = type === "character" ? { fortune: { value: options.fortune ?? 0 } } : {};
  const status = { advantage: { value: 0 }, sin: { value: sin }, ...fortune };
  return { _id, name, type, ownership, system: { characteristics, status }, skills };
}

export const nextRollDialog = (): Promise<RollDialog> => nextFirstRender<RollDialog>("renderRollDialog");

export function setField(dialog: RollDialog, name: string, value: string): Promise<void> {
  const field = partOf<HTMLInputElement | HTMLSelectElement>(dialog.element, `[name="${name}"]`, `No field ${name}`);
  const rendered = nextEvent(dialog, "render");
  field.value = value;
  fire(field, "change");
  return rendered;
}

export const submitRollDialog = (dialog: RollDialog): Promise<void> =>
  pressToClose(dialog, partOf(dialog.element, 'button[type="submit"]', "The roll dialog has no Roll button"));
