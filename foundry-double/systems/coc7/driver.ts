/**
 * Driving a CoC7 world of the double as a player would (not emulation: conveniences for tests and the playground).
 * - coc7ActorSpec: a character and its skills (items of type "skill" with their value and default bonus dice);
 * - openSheet(actor): the actor's character sheet, rendered;
 * - nextRollDialog(): resolves with the next CoC7RollDialog once first rendered — ask for it before the click;
 * - clickSkill(sheet, name, keys): a click on the skill's name in the sheet (a right click with `opposed`), with the
 *   keys held; resolves with the request's end (the check CoC7 rolled, once its message is created — CoC7 does not
 *   wait for it —, or undefined when none is rolled);
 * - setDialogField(dialog, name, value): a field of the dialog set as a user does (its input and change events);
 * - submitRollDialog(dialog): its Roll button pressed; resolves once the dialog has closed.
 */
import { hooks, nextFirstRender } from "../next-render";
import { fire, partOf, pressToClose } from "../kit/driver";
import type { ActorSpec } from "../../documents/actor";
import { CoC7ModelsActorDocumentClass } from "./documents/actor";
import { CoC7ModelsActorCharacterSheetV2 } from "./sheets/actor-sheet";
import type { CoC7RollDialog } from "./apps/roll-dialog";
import { CoC7Check } from "./apps/check";
import { installedGlobal } from "../../globals";
import type { Plain } from "../kit/data";

export interface Coc7SkillSpec {
  _id?: string;
  name: string;
  value: number;
  bonusDice?: number;
  /** The skill may be pushed (`system.properties.push`); true unless said. */
  push?: boolean;
}

export interface Coc7ActorOptions {
  _id?: string;
  name?: string;
  skills?: Coc7SkillSpec[];
  ownership?: ActorSpec["ownership"];
  /** A sheet in edit mode (its skill names are inputs, not rolls). */
  unlocked?: boolean;
  /** The Luck the actor holds (`system.attribs.lck.value`). */
  luck?: number;
}

export function coc7ActorSpec(options: Coc7ActorOptions = {}): ActorSpec & { items: Plain[] } {
  return {
    _id: options._id,
    name: options.name ?? "Investigator",
    type: "character",
    ownership: options.ownership,
    system: { flags: { locked: !options.unlocked }, attribs: { lck: { value: options.luck ?? 50 } } },
    items: (options.skills ?? []).map((skill) => ({
      _id: skill._id,
      name: skill.name,
      type: "skill",
      system: {
        value: skill.value,
        bonusDice: skill.bonusDice ?? 0,
        properties: { push: skill.push ?? true },
        flags: {},
      },
    })),
  };
}

export async function openSheet(actor: CoC7ModelsActorDocumentClass): Promise<CoC7ModelsActorCharacterSheetV2> {
  const sheet = actor.sheet;
  if (!(sheet instanceof CoC7ModelsActorCharacterSheetV2)) throw new Error(`${actor.name} has no CoC7 character sheet`);
  await sheet.render({ force: true });
  return sheet;
}

/** The next roll dialog to be rendered for the first time. */
export function nextRollDialog(): Promise<CoC7RollDialog> {
  return nextFirstRender<CoC7RollDialog>("renderCoC7RollDialog");
}

export interface SkillClick {
  /** A right click: an opposed check (with Alt, a combined one). */
  opposed?: boolean;
  shift?: boolean;
  ctrl?: boolean;
  alt?: boolean;
}

export function clickSkill(
  sheet: CoC7ModelsActorCharacterSheetV2,
  name: string,
  { opposed = false, shift = false, ctrl = false, alt = false }: SkillClick = {},
): Promise<unknown> {
  const target = Array.from(sheet.element.querySelectorAll<HTMLElement>(".skill-name.rollable")).find(
    (row) => row.textContent?.trim() === name,
  );
  if (!target) throw new Error(`The sheet has no rollable skill ${name}`);
  const posted = new Promise<void>((resolve) => hooks().once("createChatMessage", () => resolve()));
  target.dispatchEvent(
    new MouseEvent(opposed ? "contextmenu" : "click", {
      bubbles: true,
      cancelable: true,
      shiftKey: shift,
      ctrlKey: ctrl,
      altKey: alt,
      button: opposed ? 2 : 0,
    }),
  );
  const request = sheet.lastRoll;
  if (!request) throw new Error(`The click on ${name} asked for no roll`);
  return request.then(async (end) => {
    if (end instanceof CoC7Check) await posted;
    return end;
  });
}

export function setDialogField(dialog: CoC7RollDialog, name: string, value: string | number): void {
  const field = partOf<HTMLInputElement | HTMLSelectElement>(
    dialog.element,
    `[name="${name}"]`,
    `The roll dialog has no field ${name}`,
  );
  field.value = String(value);
  fire(field, "input", "change");
}

export async function submitRollDialog(dialog: CoC7RollDialog): Promise<void> {
  await pressToClose(dialog, partOf(dialog.element, 'button[data-action="ok"]', "The roll dialog has no Roll button"));
}

interface WorldView {
  actors: { get(id: string): unknown };
  settings: { set(namespace: string, key: string, value: unknown): Promise<unknown> };
}

const world = (): WorldView => installedGlobal<WorldView>("game");

/** A world actor of the CoC7 world. */
export function coc7Actor(id: string): CoC7ModelsActorDocumentClass {
  const actor = world().actors.get(id);
  if (!(actor instanceof CoC7ModelsActorDocumentClass)) throw new Error(`The world has no CoC7 actor ${id}`);
  return actor;
}

/** One of CoC7's world settings (allowFlatDiceModifier, allowFlatThresholdModifier, defaultCheckDifficulty). */
export function setCoc7Setting(key: string, value: unknown): Promise<unknown> {
  return world().settings.set("CoC7", key, value);
}

/** The push button of a check's card (CoC7Check's `push` action), clicked by the current user. */
export function pushCard(message: Parameters<typeof CoC7Check.push>[0]): Promise<void> {
  return CoC7Check.push(message);
}
