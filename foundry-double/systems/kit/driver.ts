/**
 * What every system's driver does to a window of the double (not emulation: conveniences for tests and the
 * playground): a part of it found or a clear error, the events a browser sends as a field is set, and the window's
 * next render or its close awaited; an actor's sheet opened, the next dialog of a system's kind once drawn.
 */
import { nextFirstRender } from "../next-render";
import { read } from "./data";

/** A window as the drivers meet it: its element and its own events (ApplicationV2's, Application's). */
export interface DriverApp {
  element: HTMLElement;
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
}

/** The first element under `root` matching `selector`; throws `missing` where there is none. */
export function partOf<E extends Element = HTMLElement>(root: ParentNode, selector: string, missing: string): E {
  const found = root.querySelector<E>(selector);
  if (!found) throw new Error(missing);
  return found;
}

/** The events a browser sends as a field is set (each bubbling), in their order: "input" then "change". */
export function fire(field: EventTarget, ...types: readonly ("input" | "change")[]): void {
  for (const type of types) field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Resolves on the window's next `type` event ("render", "close"): ask before what causes it. */
export function nextEvent(app: DriverApp, type: "render" | "close"): Promise<void> {
  return new Promise((resolve) => app.addEventListener(type, () => resolve(), { once: true }));
}

/** A button of the window pressed; resolves once the window closed. */
export async function pressToClose(app: DriverApp, button: HTMLElement): Promise<void> {
  const closed = nextEvent(app, "close");
  button.click();
  await closed;
}

/** The actor's sheet (`actor.sheet`) rendered; throws `missing` where it is not of the system's sheet class. */
export async function openedSheet<S extends { render(options: { force: boolean }): Promise<unknown> }>(
  actor: unknown,
  Sheet: abstract new (...args: never[]) => S,
  missing: string,
): Promise<S> {
  const sheet = read(actor, "sheet");
  if (!(sheet instanceof Sheet)) throw new Error(missing);
  await sheet.render({ force: true });
  return sheet;
}

/** The next DialogV2 first rendered whose element `matches` (any other passed over): ask before what opens it. */
export async function nextDialog<T extends DriverApp = DriverApp>(
  matches: (element: HTMLElement) => boolean,
): Promise<T> {
  for (;;) {
    const app = await nextFirstRender<T>("renderDialogV2");
    if (matches(app.element)) return app;
  }
}
