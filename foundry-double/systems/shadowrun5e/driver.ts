/**
 * Driving a Shadowrun 5e world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's data in the stand-in's shape; a skill rolled as the sheet's skill row does (Shift: no
 * dialog); the next test dialog; a field set with the change a browser sends, resolved once the dialog rendered again
 * (it does on every change); Roll pressed.
 */
import type { ActorSpec } from "../../documents/actor";
import type { Plain } from "../kit/data";
import { fire, nextEvent, partOf, pressToClose } from "../kit/driver";
import { nextFirstRender } from "../next-render";
import type { SR5Skill } from "./documents";
import type { TestDialog } from "./test-dialog";

/** An actor's data as a world gives it: attributes with Edge, limits, active skills. */
export interface SR5ActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  type?: "character" | "npc";
  attributes: Record<string, number>;
  edge: number;
  limits: { physical: number; mental: number; social: number };
  skills: Record<string, SR5Skill>;
}

export function sr5ActorSpec(options: SR5ActorOptions): ActorSpec {
  const { _id, name, ownership, type = "character", edge, limits } = options;
  const attributes: Plain = Object.fromEntries(Object.entries(options.attributes).map(([k, v]) => [k, { value: v }]));
  attributes.edge = { value: edge, uses: edge };
  const limitValues = Object.fromEntries(Object.entries(limits).map(([key, value]) => [key, { value }]));
  return {
    _id,
    name,
    ownership,
    type,
    system: { attributes, limits: limitValues, skills: { active: options.skills } },
  };
}

export const nextTestDialog = (): Promise<TestDialog> => nextFirstRender<TestDialog>("renderTestDialog");

/** A field of the dialog set (a number typed, a checkbox ticked or not), once the dialog has rendered again. */
export function setTestField(dialog: TestDialog, name: string, value: string | boolean): Promise<void> {
  const field = partOf<HTMLInputElement>(dialog.element, `[name="${name}"]`, `No field ${name}`);
  const rendered = nextEvent(dialog, "render");
  if (typeof value === "boolean") field.checked = value;
  else field.value = value;
  fire(field, "change");
  return rendered;
}

export const rollTestDialog = (dialog: TestDialog): Promise<void> =>
  pressToClose(dialog, partOf(dialog.element, '[data-action="roll"]', "The test dialog has no Roll button"));
