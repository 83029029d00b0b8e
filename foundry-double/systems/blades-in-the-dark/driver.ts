/**
 * Driving a Blades in the Dark world of the double (not emulation: conveniences for tests and the playground): a
 * character's data in the system's shape, the roll dialog opened as the sheet's click opens it
 * (module/blades-sheet.js:55-69: `rollAttributePopup(name, getRollData().dice_amount[name])`), a field chosen, Roll.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, nextDialog, partOf, pressToClose, type DriverApp } from "../kit/driver";
import { fromUuidSync } from "../kit/globals";
import { BladesActor } from "./blades-actor";
import { read } from "../kit/data";

export interface BladesActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership" | "type"> {
  /** Each action's rating, by name (hunt, study, … sway); absent ones 0. */
  actions?: Record<string, number>;
  stress?: number;
  crewTier?: number;
}

const ACTIONS = {
  insight: ["hunt", "study", "survey", "tinker"],
  prowess: ["finesse", "prowl", "skirmish", "wreck"],
  resolve: ["attune", "command", "consort", "sway"],
};

/** A scoundrel: the three attributes' twelve actions (template.json's shape), a stress track. */
export function bladesActorSpec(options: BladesActorOptions): ActorSpec {
  const attributes = Object.fromEntries(
    Object.entries(ACTIONS).map(([attribute, actions]) => [
      attribute,
      { bonus: 0, skills: Object.fromEntries(actions.map((a) => [a, { value: String(options.actions?.[a] ?? 0) }])) },
    ]),
  );
  return {
    _id: options._id,
    name: options.name,
    type: options.type ?? "character",
    ownership: options.ownership,
    system: { attributes, stress: { value: options.stress ?? 0, max: 9 }, crewTier: options.crewTier ?? 0 },
  };
}

/** The sheet's click on an action or attribute: the call under way, and its dialog once drawn. */
export async function openBladesRoll(
  actorId: string,
  name: string,
): Promise<{ dialog: DriverApp; done: Promise<void> }> {
  const actor = fromUuidSync(`Actor.${actorId}`);
  if (!(actor instanceof BladesActor)) throw new Error(`No Blades in the Dark actor ${actorId}`);
  const opened = nextDialog((element) => element.querySelector('[name="mod"]') !== null);
  const dice = Number(read(read(actor.getRollData(), "dice_amount"), name) ?? 0);
  const done = actor.rollAttributePopup(name, dice);
  return { dialog: await opened, done };
}

/** A select's value or a radio checked, with the events a browser sends. */
export function choose(dialog: DriverApp, name: string, value: string): void {
  const radio = dialog.element.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`);
  const field = radio ?? partOf<HTMLSelectElement>(dialog.element, `[name="${name}"]`, `The dialog has no ${name}`);
  if (radio) radio.checked = true;
  else field.value = value;
  fire(field, "input", "change");
}

/** Roll pressed: resolves once the dialog closed and the call posted its message. */
export async function rollIt(opened: { dialog: DriverApp; done: Promise<void> }): Promise<void> {
  await pressToClose(opened.dialog, partOf(opened.dialog.element, 'button[data-action="ok"]', "No Roll button"));
  await opened.done;
}
