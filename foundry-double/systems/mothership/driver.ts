/**
 * Driving a Mothership world of the double (not emulation: conveniences for tests and the playground): a check
 * started as the sheet's stat click starts it (`rollCheck(null, 'low', stat)`, actor-sheet.js:323) or a skill's
 * (`rollCheck(null, null, null, name, bonus)`, :333), its dialog once drawn, a radio checked, a button pressed.
 */
import { fire, nextDialog, partOf, type DriverApp } from "../kit/driver";
import { fromUuidSync } from "../kit/globals";
import { MothershipActor, type MoshActorSpec } from "./index";

/** An actor in the system's shape: its stats and saves, its skills as items. */
export const moshActorSpec = (spec: MoshActorSpec): MoshActorSpec => spec;

function actorOf(actorId: string): MothershipActor {
  const actor = fromUuidSync(`Actor.${actorId}`);
  if (!(actor instanceof MothershipActor)) throw new Error(`No Mothership actor ${actorId}`);
  return actor;
}

/** A check of the actor's started; resolves with its dialog once drawn, and the check's end. */
export async function startCheck(
  actorId: string,
  attribute: string | null,
  skill: { name: string; bonus: number } | null = null,
): Promise<{ dialog: DriverApp; done: Promise<unknown> }> {
  const drawn = nextDialog((element) => element.querySelector('button[data-action="action_normal"]') !== null);
  const aimFor = attribute ? "low" : null;
  const done = actorOf(actorId).rollCheck(null, aimFor, attribute, skill?.name ?? null, skill?.bonus ?? null);
  return { dialog: await drawn, done };
}

/** A radio of the dialog checked (`stat` or `skill`, by its value), with the events a browser sends. */
export function checkRadio(dialog: DriverApp, name: string, value: string): void {
  const radio = partOf<HTMLInputElement>(dialog.element, `input[name="${name}"][value="${value}"]`, `No ${name} radio`);
  radio.checked = true;
  fire(radio, "input", "change");
}

/** One of the three buttons pressed (`advantage`, `normal`, `disadvantage`). */
export function press(dialog: DriverApp, choice: "advantage" | "normal" | "disadvantage"): void {
  partOf<HTMLButtonElement>(dialog.element, `button[data-action="action_${choice}"]`, `No ${choice} button`).click();
}
