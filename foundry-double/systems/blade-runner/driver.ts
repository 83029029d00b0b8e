/**
 * Driving a Blade Runner world of the double (not emulation: conveniences for tests and the playground): an actor's
 * data in the system's shape (nature, subtype, attributes and skills as die sizes, health and resolve); a roll's
 * dialog opened as the sheet's stat roll opens it (`rollStat`), once drawn; a button of the dialog pressed.
 */
import type { ActorSpec } from "../../documents/actor";
import { partOf } from "../kit/driver";
import { hooks } from "../kit/globals";
import { installedGlobal } from "../../globals";
import { rollStat, type BRRollHandler, type BrActorLike, type BrModifier } from "./engine";

export interface BrActorOptions {
  _id: string;
  name: string;
  nature?: "human" | "replicant" | "n8" | "n9";
  subtype?: "pc" | "npc" | "replicantRebellion";
  attributes?: Record<string, number>;
  skills?: Record<string, number>;
  ownership?: Record<string, number>;
}

export function brActorSpec(options: BrActorOptions): ActorSpec {
  const values = (from: Record<string, number> = {}) =>
    Object.fromEntries(Object.entries(from).map(([key, value]) => [key, { value }]));
  return {
    _id: options._id,
    name: options.name,
    type: "character",
    ownership: options.ownership,
    system: {
      nature: options.nature ?? "human",
      subtype: options.subtype ?? "pc",
      attributes: values(options.attributes),
      skills: values(options.skills),
      health: { value: 5, max: 5 },
      resolve: { value: 5, max: 5 },
    },
  };
}

/** The dialog's next drawing (the system draws it again on every change), once drawn. */
export function nextBrRender(): Promise<HTMLElement> {
  return new Promise<HTMLElement>((resolve) =>
    hooks().once("renderBRRollHandler", (_app: unknown, html: { 0: HTMLElement }) => resolve(html[0])),
  );
}

/** The dialog of an actor's stat roll, once drawn. */
export async function openBrRoll(
  actorId: string,
  attributeKey: string,
  skillKey: string | null,
  modifiers: BrModifier[] = [],
): Promise<{ app: BRRollHandler; element: HTMLElement }> {
  const drawn = nextBrRender();
  const actor = installedGlobal<{ actors: { get(id: string): BrActorLike | undefined } }>("game").actors.get(actorId);
  if (!actor) throw new Error(`No actor ${actorId} in the world`);
  const app = rollStat(actor, attributeKey, skillKey, modifiers);
  await app.render(true);
  return { app, element: await drawn };
}

/** One of the drawn dialog's buttons pressed: done once the roll's message is created. */
export async function pressBrButton(element: HTMLElement, id: "roll" | "advantage" | "disadvantage"): Promise<void> {
  const posted = new Promise<void>((resolve) => hooks().once("createChatMessage", () => resolve()));
  partOf<HTMLButtonElement>(element, `button#${id}`, `the dialog's ${id} button`).click();
  await posted;
}
