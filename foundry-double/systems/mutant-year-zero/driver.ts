/**
 * Driving a Mutant Year Zero world of the double (not emulation: conveniences for tests and the playground): an
 * actor's data in the system's shape; the roll dialog opened as an attribute's or a skill's roll opens it
 * (myz-actor.mjs:221-231, item.js:68-82); its inputs typed; a message's push button pressed.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, partOf } from "../kit/driver";
import { fromUuidSync } from "../kit/globals";
import { RollDialogV2, type RollDialogRequest } from "./roll-dialog";

export interface MyzActorOptions {
  _id: string;
  name: string;
  type?: "mutant" | "human" | "animal" | "robot" | "npc";
  houseAttribute?: string;
  attributes?: Record<string, number>;
  ownership?: Record<string, number>;
}

export function myzActorSpec(options: MyzActorOptions): ActorSpec {
  const type = options.type ?? "mutant";
  const attributes = Object.fromEntries(
    Object.entries(options.attributes ?? {}).map(([key, value]) => [key, { value, max: value }]),
  );
  const creatureType = type === "npc" ? "mutant" : type;
  return {
    _id: options._id,
    name: options.name,
    type,
    ownership: options.ownership,
    system: { creatureType, houseAttribute: options.houseAttribute ?? "", attributes },
  };
}

/** The dialog a roll of the actor's opens, drawn: `base`, `skill`, `gear` the totals the sheet worked out. */
export async function openMyzRoll(
  actorId: string,
  request: Omit<RollDialogRequest, "actor">,
): Promise<{ app: RollDialogV2; element: HTMLElement }> {
  const actor = fromUuidSync(`Actor.${actorId}`);
  const app = await RollDialogV2.create({ ...request, actor: actor instanceof Object ? Object(actor) : null });
  return { app, element: app.element };
}

/** Types a value into one of the dialog's inputs (base, skill, gear). */
export function typeInto(element: HTMLElement, name: string, value: string): void {
  const input = partOf<HTMLInputElement>(element, `input[name="${name}"]`, `the dialog's ${name}`);
  input.value = value;
  fire(input, "input", "change");
}

/** Presses the Roll button and waits for the message. */
export async function pressRoll(app: RollDialogV2): Promise<void> {
  partOf<HTMLButtonElement>(app.element, 'button[data-action="roll"]', "the Roll button").click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await app.rolled;
}
