/**
 * Driving a Cyberpunk RED world of the double (not emulation: conveniences for tests and the playground): an actor
 * in the system's shape, a skill roll made as the sheet's `_onRoll` makes one (`new CPRSkillRoll(stat, value, skill,
 * level)`, cpr-actor-sheet.js:520-618) and its dialog opened, 0.93's (V1) or the fork's (V2); a field typed.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, partOf } from "../kit/driver";
import { fromUuidSync } from "../kit/globals";
import { renderRollCard } from "./chat";
import { CPRDeathSaveRoll, CPRSkillRoll, type CPRRoll } from "./rolls";
import { CPRRollDialog as DialogV1 } from "./roll-dialog-v1";
import { CPRRollDialog as DialogV2 } from "./roll-dialog-v2";

export interface CprActorOptions {
  _id: string;
  name: string;
  type?: "character" | "mook";
  stats?: Record<string, number>;
  ownership?: Record<string, number>;
}

export function cprActorSpec(options: CprActorOptions): ActorSpec {
  const stats = Object.fromEntries(Object.entries(options.stats ?? {}).map(([key, value]) => [key, { value }]));
  return {
    _id: options._id,
    name: options.name,
    type: options.type ?? "character",
    ownership: options.ownership,
    system: { stats },
  };
}

export interface CprSkillCheck {
  stat: string;
  statValue: number;
  skill: string;
  skillValue: number;
}

/** A skill's roll dialog drawn: `v2` the fork's Application V2 one, else 0.93's. */
export async function openCprRoll(actorId: string, check: CprSkillCheck, v2 = false): Promise<Opened> {
  return openDialogOf(actorId, new CPRSkillRoll(check.stat, check.statValue, check.skill, check.skillValue), v2);
}

/**
 * `_onRoll` once its dialog is confirmed (cpr-actor-sheet.js:624-664): the roll rolled (the faces scripted before), its
 * `entityData` set and its card posted; nothing once cancelled. The playground's sheet buttons and tests end so.
 */
export async function postOnConfirm(actorId: string, { settled }: Opened): Promise<void> {
  const roll = await settled;
  if (!roll) return;
  await roll.roll();
  roll.entityData = { actor: actorId };
  await renderRollCard(roll);
}

/** A skill check made to the end: the DV typed in the adapter's field first (when given), then Confirm pressed. */
export async function rollCprCheck(actorId: string, check: CprSkillCheck, dv?: string): Promise<void> {
  const opened = await openCprRoll(actorId, check);
  if (dv !== undefined) await typeInto(opened.element, ".indie-dice-cpred-dv input", dv);
  partOf<HTMLButtonElement>(opened.element, 'button[name="confirm"]', "the dialog's Confirm").click();
  await postOnConfirm(actorId, opened);
}

/** A death save's dialog drawn (cpr-actor.js:1017-1031: `new CPRDeathSaveRoll(penalty, basePenalty, body)`). */
export function openCprDeathSave(actorId: string, body: number): Promise<Opened> {
  return openDialogOf(actorId, new CPRDeathSaveRoll(0, 0, body), false);
}

/** A dialog drawn, and the roll it hands back once confirmed (`showDialog`'s promise). */
interface Opened {
  app: DialogV1 | DialogV2;
  element: HTMLElement;
  settled: Promise<CPRRoll | undefined>;
}

async function openDialogOf(actorId: string, roll: CPRRoll, v2: boolean): Promise<Opened> {
  const actor = fromUuidSync(`Actor.${actorId}`);
  if (v2) {
    const { app, settled } = await DialogV2.showDialog(roll, actor);
    return { app, element: app.element, settled };
  }
  const { app, settled } = DialogV1.showDialog(roll, actor);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const element = app.element.get(0);
  if (!element) throw new Error("the V1 roll dialog was not drawn");
  return { app, element, settled };
}

/** Types a value into a field of the dialog (its name) and lets the dialog submit and draw itself again. */
export async function typeInto(element: HTMLElement, selector: string, value: string): Promise<void> {
  const input = partOf<HTMLInputElement>(element, selector, `the dialog's ${selector}`);
  input.value = value;
  fire(input, "input", "change");
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Ticks or unticks a checkbox of the dialog (its name) and lets the dialog submit and draw itself again. */
export async function tick(element: HTMLElement, name: string, checked: boolean): Promise<void> {
  const input = partOf<HTMLInputElement>(element, `input[name="${name}"]`, `the dialog's ${name}`);
  input.checked = checked;
  fire(input, "change");
  await new Promise((resolve) => setTimeout(resolve, 0));
}
