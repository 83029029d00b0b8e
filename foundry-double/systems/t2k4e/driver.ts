/**
 * Driving a Twilight 2000 world of the double (not emulation: conveniences for tests and the playground): an actor's
 * data in the system's shape (attributes and skills as die sizes, 6–12); a task check's dialog opened as the
 * character sheet's `_onSkillRoll` opens it (src/actor/character/characterSheet.js:84-97: the attribute's and the
 * skill's sizes, a rate of fire of 6 for ranged skills, a hit location die for combat skills).
 */
import type { ActorSpec } from "../../documents/actor";
import { hooks } from "../kit/globals";
import { taskCheck, type T2kModifier, type TaskCheck } from "./roller";
import { T2kActor } from "./index";
import { installedGlobal } from "../../globals";

/** An actor: its attributes' and skills' die sizes (6–12) by the system's keys (agl, rangedCombat…). */
export interface T2kActorOptions {
  _id: string;
  name: string;
  ownership?: Record<string, number>;
  type?: "character" | "npc";
  rollModifiers?: T2kModifier[];
  attributes?: Record<string, number>;
  skills?: Record<string, number>;
}

/** Each score as the system's model holds it: `{ value }` (the sheet reads `system.skills[name].value`). */
const scores = (sizes: Record<string, number> = {}) =>
  Object.fromEntries(Object.entries(sizes).map(([key, value]) => [key, { value }]));

export function t2kActorSpec({
  attributes,
  skills,
  rollModifiers = [],
  type = "character",
  ...rest
}: T2kActorOptions): ActorSpec {
  const system = { attributes: scores(attributes), skills: scores(skills), rollModifiers };
  return { ...rest, type, system };
}

/** The dialog a sheet's click opens, once drawn, and the message the roll posts when it is rolled. */
export async function openT2kRoll(
  actorId: string | null,
  check: Omit<TaskCheck, "actor">,
): Promise<{ element: HTMLElement; posted: Promise<unknown> }> {
  const drawn = new Promise<HTMLElement>((resolve) =>
    hooks().once("renderT2KDialog", (_app: unknown, html: { 0: HTMLElement }) => resolve(html[0])),
  );
  const actors = installedGlobal<{ actors: { get(id: string): unknown } }>("game").actors;
  const found = actorId ? actors.get(actorId) : null;
  const actor = found instanceof T2kActor ? found : null;
  const posted = taskCheck({ ...check, actor });
  return { element: await drawn, posted };
}

/** Clicks the dialog's Roll button. */
export function rollIt(element: HTMLElement): void {
  element.querySelector<HTMLElement>(".dialog-button.normal")?.click();
}
