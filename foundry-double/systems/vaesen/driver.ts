/**
 * Driving a Vaesen world of the double (not emulation: conveniences for tests and the playground): an actor's data
 * in the system's shape; a test's dialog opened as the sheet's `rollSkill` opens it (script/actor/vaesen-actor-sheet.js
 * :586-606 at 7.3.0: the attribute's and the skill's lines, the conditions' penalty, the gear, talents and injuries
 * that fit), the sheet's own stand-in kept for its Push button; the dialog's fields set.
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, partOf } from "../kit/driver";
import { hooks } from "../kit/globals";
import type { Dialog } from "../../applications/dialog-v1";
import { prepareRollNewDialog, type BaseLine, type Bonus, type VaesenSheet } from "./roll";

export interface VaesenActorOptions {
  _id: string;
  name: string;
  type?: "player" | "npc" | "vaesen";
  attributes?: Record<string, number>;
  skills?: Record<string, number>;
  ownership?: Record<string, number>;
}

export function vaesenActorSpec(options: VaesenActorOptions): ActorSpec {
  const values = (from: Record<string, number> = {}) =>
    Object.fromEntries(Object.entries(from).map(([key, value]) => [key, { value }]));
  return {
    _id: options._id,
    name: options.name,
    type: options.type ?? "player",
    ownership: options.ownership,
    system: { attribute: values(options.attributes), skill: values(options.skills) },
  };
}

/** What the sheet offers beside the base lines. */
export interface TestOffers {
  damage?: number | null;
  gear?: Bonus[] | null;
  talents?: Bonus[] | null;
  injuries?: Bonus[] | null;
}

/** The dialog a sheet opens for a test, once drawn, and the sheet's stand-in (its last roll, for Push). */
export async function openVaesenTest(
  actorId: string,
  testName: string,
  lines: (BaseLine | null)[],
  offers: TestOffers = {},
): Promise<{ app: Dialog; element: HTMLElement; sheet: VaesenSheet }> {
  const drawn = new Promise<HTMLElement>((resolve) =>
    hooks().once("renderDialog", (_app: unknown, html: { 0: HTMLElement }) => resolve(html[0])),
  );
  const sheet: VaesenSheet = { object: { _id: actorId } };
  const { damage = null, gear = null, talents = null, injuries = null } = offers;
  const app = prepareRollNewDialog(sheet, testName, lines, damage, gear, talents, null, injuries);
  return { app, element: await drawn, sheet };
}

/** Types a value into the dialog's bonus or damage input. */
export function typeInto(element: HTMLElement, id: string, value: string): void {
  const input = partOf<HTMLInputElement>(element, `input#${id}`, `the dialog's ${id}`);
  input.value = value;
  fire(input, "input", "change");
}

/** Chooses options of a select (gear: one value; talents, injuries: names), as a click in the list does. */
export function choose(element: HTMLElement, id: string, values: readonly string[]): void {
  const select = partOf<HTMLSelectElement>(element, `select#${id}`, `the dialog's ${id}`);
  for (const option of select.options) option.selected = values.includes(option.value);
  fire(select, "input", "change");
}

/** The dialog's Roll button pressed. */
export function pressRoll(element: HTMLElement): void {
  partOf<HTMLButtonElement>(element, ".dialog-button.roll", "the dialog's Roll button").click();
}
