/** Drives Indie Dice's roll dialogs in the Foundry double the way a user does: open, change, click, type keys. */
import type { IndieDiceApi } from "../../../src/foundry/types/indie-dice-api";
import { cardsLoaded } from "../../../src/foundry/cards/card-chunk-loader";
import { cardChancesLoaded } from "../../../src/ui/dialogs/card-chance-kind";
import type { ChatMessageView } from "../../../src/foundry/types/chat-message";
import { chatMessageView } from "../../../src/foundry/foundry-documents";
import {
  lastWorldMessage,
  worldMessage,
  worldMessageIfAny,
  worldMessages,
} from "../../../foundry-double/documents/world";
import { must } from "../../kit";

/** The module's API after init. */
export function api(): IndieDiceApi {
  return must(must(game.modules.get("indie-dice")).api);
}

/** A chat message of the running client's world, by id, as the module reads it (src/foundry/types/chat-message.ts). */
export function messageById(id: string): ChatMessageView {
  return chatMessageView(worldMessage(id));
}

/** A chat message of the running client's world, by id, as the module reads it; undefined once it is deleted. */
export function messageIfAny(id: string): ChatMessageView | undefined {
  const message = worldMessageIfAny(id);
  return message && chatMessageView(message);
}

/** Every chat message of the running client's world, oldest first, as the module reads them. */
export function messageViews(): ChatMessageView[] {
  return worldMessages().map(chatMessageView);
}

/** A message a test created or was handed (Foundry's document, which must be there), as the module reads it. */
export function messageView(message: ChatMessage.Implementation | null | undefined): ChatMessageView {
  return chatMessageView(must(message, "a chat message"));
}

/** The last chat message of the running client's world, as the module reads it. */
export function lastMessage(): ChatMessageView {
  return chatMessageView(lastWorldMessage());
}

/** One turn of the event loop: every queued promise chain and I/O callback runs before it ends. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Lets queued renders, closes and handlers run (they chain promises and a few macrotasks). */
export async function settle(turns = 5): Promise<void> {
  for (let i = 0; i < turns; i++) await nextTurn();
}

/**
 * How many turns of the event loop `waitFor` allows. Turns, not seconds: nothing the double or the module does
 * waits on a clock, so a busy machine needs no more turns than a quiet one (a render takes a few dozen).
 */
const MAX_TURNS = 2_000;

/**
 * Waits until `find` gives something (renders are queued), or fails naming what was awaited. The card chunk and a
 * card question's answer are the real I/O (dynamic imports on first use): a load in flight is awaited, never polled.
 */
export async function waitFor<T>(what: string, find: () => T | null | undefined | false): Promise<T> {
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const found = find();
    if (found) return found;
    await cardsLoaded();
    await cardChancesLoaded();
    await nextTurn();
  }
  throw new Error(`Still waiting for ${what} after ${MAX_TURNS} turns of the event loop`);
}

/** What a test reads of an open roll dialog. */
export interface RollDialogView {
  readonly id: string;
  readonly element: HTMLFormElement;
  readonly rendered: boolean;
  readonly title: string;
  readonly ruleSet: string;
  /** The dialog's view model as it stands. */
  readonly view: {
    readonly spec: object | null;
    readonly fields: readonly {
      readonly name: string;
      readonly resolved?: string | null;
      readonly error: string | null;
    }[];
  };
  close(): Promise<unknown>;
}

/**
 * The open windows of these classes (Foundry's registry of rendered applications, `foundry.applications.instances`),
 * told by their class's name, as the view a test drives them through: the one place a test reads a window as more
 * than Foundry's ApplicationV2.
 */
export function openWindows<View>(...classNames: string[]): View[] {
  const found: unknown[] = [...foundry.applications.instances.values()].filter((app) =>
    classNames.includes(app.constructor.name),
  );
  return found as View[];
}

function openRollDialogs(): RollDialogView[] {
  return openWindows<RollDialogView>("IndieRollDialog");
}

/** The roll dialog now open (exactly one), once rendered. */
export async function rollDialog(): Promise<RollDialogView> {
  return waitFor("a rendered roll dialog", () => {
    const open = openRollDialogs().filter((app) => app.rendered);
    if (open.length > 1) throw new Error(`${open.length} roll dialogs are open`);
    return open[0];
  });
}

export function rollDialogCount(): number {
  return openRollDialogs().length;
}

export function part(dialog: RollDialogView, id: "fields" | "odds" | "footer"): HTMLElement {
  const element = dialog.element.querySelector<HTMLElement>(`[data-application-part="${id}"]`);
  if (!element) throw new Error(`The dialog has no ${id} part`);
  return element;
}

/** A named form control of the dialog. */
export function control<T extends HTMLElement = HTMLInputElement>(
  dialog: Pick<RollDialogView, "element">,
  name: string,
): T {
  const element = [...dialog.element.querySelectorAll<HTMLElement>("[name]")].find(
    (e) => e.getAttribute("name") === name,
  );
  if (!element) throw new Error(`The dialog has no field named ${name}`);
  return element as T;
}

/** Each odds figure's outcome and exact probability, as the odds part shows them. */
export function shownOdds(dialog: RollDialogView): Record<string, number> {
  const figures = part(dialog, "odds").querySelectorAll<HTMLElement>(".indie-dice-figure[data-outcome]");
  return Object.fromEntries([...figures].map((figure) => [figure.dataset.outcome, Number(figure.dataset.probability)]));
}

/**
 * Types a value into a field and leaves it, as a user does: the value, then a bubbling "change" on the real
 * element; resolves once the odds part has been drawn again.
 */
export async function changeField(dialog: RollDialogView, name: string, value: string | boolean): Promise<void> {
  const field = control<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(dialog, name);
  const odds = part(dialog, "odds");
  if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = value as boolean;
  else field.value = String(value);
  field.dispatchEvent(new Event("change", { bubbles: true }));
  await waitFor(`the odds part to be redrawn after ${name} changed`, () => part(dialog, "odds") !== odds);
}

export function rollButton(dialog: RollDialogView): HTMLButtonElement {
  const button = dialog.element.querySelector<HTMLButtonElement>("button.indie-dice-roll");
  if (!button) throw new Error("The dialog has no Roll button");
  return button;
}

/** Calls a hook the way Foundry does; some v13 hooks (record-shaped scene controls) are not in fvtt-types 13.345. */
export function callHook(name: string, ...args: unknown[]): boolean {
  return (Hooks as { callAll(hook: string, ...rest: unknown[]): boolean }).callAll(name, ...args);
}
