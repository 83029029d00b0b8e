/**
 * Driving a Forbidden Lands world of the double (not emulation: conveniences for tests and the playground): an
 * actor's data in the system's shape; a roll's dialog opened as the sheet's `rollSkill` / `rollAttribute` open it
 * (src/actor/actor-sheet.js:438-490: `createRoll({title, attribute, skill, gear}, {actorId, modifiers, …})`, a
 * monster's sheet passing `maxPush: "0"`, monster-sheet.js:84-106); the dialog's inputs typed.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, partOf } from "../kit/driver";
import { hooks } from "../kit/globals";
import { FBLRollHandler, type ModifierOption, type RollHandlerData } from "./engine";

export interface FblActorOptions {
  _id: string;
  name: string;
  type?: "character" | "monster";
  attributes?: Record<string, number>;
  skills?: Record<string, number>;
  willpower?: number;
  ownership?: Record<string, number>;
}

export function fblActorSpec(options: FblActorOptions): ActorSpec {
  const values = (from: Record<string, number> = {}) =>
    Object.fromEntries(Object.entries(from).map(([key, value]) => [key, { value, max: value }]));
  return {
    _id: options._id,
    name: options.name,
    type: options.type ?? "character",
    ownership: options.ownership,
    system: {
      attribute: values(options.attributes),
      skill: values(options.skills),
      bio: { willpower: { value: options.willpower ?? 0, max: 10 } },
    },
  };
}

/** The dialog the sheet opens for a roll, once drawn: its dice, the actor's id, the modifier options, a monster's. */
export async function openFblRoll(
  actorId: string,
  data: RollHandlerData,
  { monster = false, modifiers = [] }: { monster?: boolean; modifiers?: ModifierOption[] } = {},
): Promise<{ app: FBLRollHandler; element: HTMLElement }> {
  const drawn = new Promise<HTMLElement>((resolve) =>
    hooks().once("renderFBLRollHandler", (_app: unknown, html: { 0: HTMLElement }) => resolve(html[0])),
  );
  const app = FBLRollHandler.createRoll(data, { actorId, modifiers, ...(monster ? { maxPush: "0" } : {}) });
  return { app, element: await drawn };
}

/** Types a value into one of the dialog's inputs (base, skill, gear, artifact, modifier). */
export function typeInto(element: HTMLElement, id: string, value: string): void {
  const input = partOf<HTMLInputElement>(element, `input#${id}`, `the dialog's ${id}`);
  input.value = value;
  fire(input, "input", "change");
}
