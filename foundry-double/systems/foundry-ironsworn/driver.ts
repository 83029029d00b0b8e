/**
 * Driving an Ironsworn world of the double as a player would (not emulation: conveniences for tests and the
 * playground): an actor's spec, a move, what the Vue sheet's and the chat card's buttons call, a field set, a button
 * pressed (resolving with the message it posted).
 */
import type { ActorSpec } from "../../documents/actor";
import { fire, partOf, pressToClose } from "../kit/driver";
import type { IronswornActor } from "./documents";
import { IronswornPrerollDialog, type MoveItem } from "./preroll-dialog";
import { IronswornRollMessage } from "./rolls";

export interface IronActorOptions extends Pick<ActorSpec, "_id" | "name" | "ownership"> {
  stats?: Partial<Record<"edge" | "heart" | "iron" | "shadow" | "wits", number>>;
  momentum?: number;
}

/** A character: each stat 1 unless given, each meter at 5, momentum 2 unless given (reset 2, max 10). */
export function ironActorSpec(options: IronActorOptions = {}): ActorSpec {
  const stats = { edge: 1, heart: 1, iron: 1, shadow: 1, wits: 1, ...options.stats };
  return {
    _id: options._id,
    name: options.name ?? "Ironsworn",
    type: "character",
    ownership: options.ownership,
    system: {
      ...stats,
      ...{ health: { value: 5 }, spirit: { value: 5 }, supply: { value: 5 } },
      momentum: { value: options.momentum ?? 2, resetValue: 2, max: 10 },
    },
  };
}

/** A move whose trigger rolls one option a stat list (`Any`: the first; `Highest`/`Lowest`: over the list). */
export function move(id: string, name: string, options: readonly { method?: string; using: string[] }[]): MoveItem {
  const Options = options.map((option) => ({
    "Roll type": "Action roll",
    Method: option.method ?? "Any",
    Using: option.using,
  }));
  return { id, name, type: "sfmove", system: { Trigger: { Text: `When you ${name.toLowerCase()}…`, Options } } };
}

export async function rollStat(actor: IronswornActor, attr: string): Promise<IronswornPrerollDialog> {
  const dialog = await IronswornPrerollDialog.showForStat(attr, actor, true);
  if (!dialog) throw new Error(`No stat ${attr}`);
  return dialog;
}

export const rollMove = (item: MoveItem, actor?: IronswornActor): Promise<IronswornPrerollDialog> =>
  IronswornPrerollDialog.showForMove(item, { actor });

export const rollProgress = (name: string, score: number, actor?: IronswornActor): Promise<IronswornPrerollDialog> =>
  IronswornPrerollDialog.showForProgress(name, score, actor);

/** A field set as a user sets it: its value, then `input` and `change`. */
export function setField(dialog: IronswornPrerollDialog, name: string, value: string): void {
  const field = partOf<HTMLInputElement>(dialog.element, `[name="${name}"]`, `The dialog has no field ${name}`);
  field.value = value;
  fire(field, "input", "change");
}

/** A button clicked; resolves with the message the roll posted. */
export async function press(dialog: IronswornPrerollDialog, action: string): Promise<unknown> {
  IronswornPrerollDialog.lastRoll = null;
  await pressToClose(dialog, partOf(dialog.element, `footer button[data-action="${action}"]`, `No button ${action}`));
  return IronswornPrerollDialog.lastRoll;
}

/** The card's burn button clicked (chat/cards.ts:116-122): the roll rebuilt from the message, momentum burnt. */
export async function burn(messageId: string): Promise<unknown> {
  return (await IronswornRollMessage.fromMessage(messageId))?.burnMomentum();
}
