/**
 * Driving a World of Darkness 5e world of the double as a player would (not emulation: conveniences for tests and
 * the playground): wodActorSpec, openSheet, clickStat (a roll button; resolves with the roll's end), nextRollDialog
 * (the next `.roll-dialog` once rendered — ask first), press (an action's icon clicked, as a browser sends it), type
 * (an input's value with its events), submit (Roll pressed); nextRerollDialog (the Willpower reroll's die-picking
 * dialog, once rendered — ask first), pickDie (a die there clicked), reroll (its Reroll pressed).
 */
import { fire, nextDialog, openedSheet, partOf, pressToClose, type DriverApp as Dialog } from "../kit/driver";
import { startedRoll } from "../kit/sheet";
import type { ActorSpec } from "../../documents/actor";
import { WoDActorBase } from "./documents";
import type { Splat } from "./rolls";

export interface WodActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  splat?: Splat;
  attributes?: Record<string, number>;
  skills?: Record<string, number>;
  hunger?: number;
  rage?: number;
  desperation?: number;
  /** The Willpower track (`system.willpower`): its boxes and the damage marked; absent, 5 boxes, none marked. */
  willpower?: { max: number; superficial: number; aggravated: number };
  /** A Storyteller character's (`type: "spc"`) standard dice pools: physical, social, mental. */
  pools?: Record<"physical" | "social" | "mental", number>;
  type?: string;
}

export function wodActorSpec(options: WodActorOptions = {}): ActorSpec {
  const stats = (values: Record<string, number> = {}) =>
    Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { value }]));
  const splat = options.splat ?? "mortal";
  return {
    _id: options._id,
    name: options.name ?? "Kindred",
    type: options.type ?? splat,
    ownership: options.ownership,
    system: {
      gamesystem: splat,
      attributes: stats(options.attributes),
      skills: stats(options.skills),
      hunger: { value: options.hunger ?? 0 },
      rage: { value: options.rage ?? 0 },
      desperation: { value: options.desperation ?? 0 },
      willpower: options.willpower ?? { max: 5, superficial: 0, aggravated: 0 },
      ...(options.pools ? { spcType: splat, standarddicepools: stats(options.pools) } : {}),
    },
  };
}

/** The actor's sheet (a Storyteller character's SPCActorSheet, a subclass), rendered. */
export const openSheet = (actor: unknown): Promise<WoDActorBase> =>
  openedSheet(actor, WoDActorBase, "Not a WoD5e actor: no sheet");

export function clickStat(sheet: WoDActorBase, id: string): Promise<unknown> {
  return startedRoll(
    sheet,
    sheet.element.querySelector(`[data-action="roll"][data-label="${id}"]`),
    `roll button ${id}`,
  );
}

export const nextRollDialog = <T extends Dialog = Dialog>(): Promise<T> =>
  nextDialog<T>((element) => element.classList.contains("roll-dialog"));

/** An action's icon clicked (plus, minus, addCustomMod …), the nth of them. */
export function press(dialog: Dialog, action: string, resource?: string): void {
  const selector = resource ? `[data-action="${action}"][data-resource="${resource}"]` : `[data-action="${action}"]`;
  partOf(dialog.element, selector, `The roll dialog has no ${selector}`).dispatchEvent(
    new MouseEvent("click", { bubbles: true, cancelable: true }),
  );
}

export function type(dialog: Dialog, selector: string, value: string | boolean): void {
  const input = partOf<HTMLInputElement>(dialog.element, selector, `The roll dialog has no ${selector}`);
  if (typeof value === "boolean") input.checked = value;
  else input.value = value;
  fire(input, "input", "change");
}

export async function submit(dialog: Dialog): Promise<void> {
  await pressToClose(
    dialog,
    partOf(dialog.element, 'button[data-action="roll"]', "The roll dialog has no Roll button"),
  );
}

export const nextRerollDialog = <T extends Dialog = Dialog>(): Promise<T> =>
  nextDialog<T>((element) => element.querySelector(".willpower-reroll") !== null);

/** A die of the die-picking dialog clicked: the basic die (or, `rage`, the rage die) at that index of its term. */
export function pickDie(dialog: Dialog, index: number, rage = false): void {
  const image = `img[data-index="${index}"]${rage ? ".rage-dice" : ":not(.rage-dice)"}`;
  const die = partOf(dialog.element, `.die-select > ${image}`, `The die-picking dialog has no ${image}`).parentElement;
  die?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

export async function reroll(dialog: Dialog): Promise<void> {
  await pressToClose(dialog, partOf(dialog.element, 'button[data-action="ok"]', "The dialog has no Reroll button"));
}
